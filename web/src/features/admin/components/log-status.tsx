import { Button, Chip } from '@mui/material';
import { resendOutboxMessage } from '@bebek/common/api/admin';
import { LOG_STATUS_LABELS } from '@bebek/common/delivery';
import { errorMessage } from '@/lib/api-client';
import { useEndpointMutation } from '@/lib/endpoint-queries';
import { toast } from '@/lib/toast';
import { adminIdToken } from '../session';

type ChipColor = 'success' | 'error' | 'warning' | 'default' | 'info';
const LOG_COLORS: Record<string, ChipColor> = {
  pending: 'info',
  held: 'error',
  success: 'success',
  delivered: 'success',
  failed: 'error',
  duplicate: 'warning',
  cancelled: 'default',
};

/** A delivery log's state, in the words of the parent's page (a log's 'pending' is a message on its way). */
export function LogStatusChip({ status }: { status: string }) {
  return <Chip size="small" label={LOG_STATUS_LABELS[status as keyof typeof LOG_STATUS_LABELS] ?? status} color={LOG_COLORS[status] ?? 'default'} />;
}

/** A failed or held message in a log's row: what the outbox resend takes (functions/src/outbox/data.ts OPERATOR_RESENDABLE). */
export const mayResendLogged = (status: string) => status === 'failed' || status === 'held';

/** An operator sends a failed (or held) message again: it goes back to the outbox's queue. */
export function ResendButton({ messageId, label }: { messageId: string; label?: string }) {
  const resend = useEndpointMutation(resendOutboxMessage);
  return (
    <Button
      size="small"
      aria-label={label}
      disabled={resend.isPending}
      onClick={() =>
        void resend.mutateAsync({ params: { id: messageId }, token: adminIdToken }).then(
          (answer) => toast.success('Yeniden gönderim', answer.message),
          (failure: unknown) => toast.error('Hata', errorMessage(failure, 'Yeniden gönderilemedi')),
        )
      }
    >
      Tekrar Gönder
    </Button>
  );
}
