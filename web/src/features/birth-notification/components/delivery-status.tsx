import { Box, Button, Chip, Typography } from '@mui/material';
import { DELIVERY_LABELS } from '@bebek/common/delivery';
import type { ContactDelivery } from '@bebek/common/types';

const COLORS = { waiting: 'warning', sending: 'info', sent: 'primary', delivered: 'success', failed: 'error', cancelled: 'default' } as const;

/**
 * One channel of one contact: its state (sending, sent, delivered, failed with the reason), and the
 * one press that sends it (again) when that can help. Nothing before the first announcement.
 */
export function DeliveryStatus({
  label,
  delivery,
  announced,
  onResend,
  resending,
}: {
  label: string;
  delivery: ContactDelivery;
  announced: boolean;
  onResend: () => void;
  resending: boolean;
}) {
  if (delivery.state === 'no_sms')
    return (
      <Typography variant="body2" color="text.secondary">
        {label}: {delivery.reason}
      </Typography>
    );
  if (delivery.state === 'not_sent' && !announced) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <Typography variant="body2" component="span">
        {label}:
      </Typography>
      {delivery.state === 'not_sent' ? (
        <Chip size="small" variant="outlined" label="Gönderilmedi" />
      ) : (
        <Chip size="small" color={COLORS[delivery.state]} label={DELIVERY_LABELS[delivery.state]} />
      )}
      {delivery.reason && delivery.state === 'sending' ? (
        // waiting, not failing (the product's SMS budget of the day, ADR 0024): it goes by itself
        <Typography variant="body2" color="text.secondary" component="span">
          {delivery.reason}
        </Typography>
      ) : delivery.reason ? (
        <Typography variant="body2" color="error" component="span">
          {delivery.reason}
          {delivery.canResend ? '' : ': numarayı veya adresi düzeltip kaydedin'}
        </Typography>
      ) : null}
      {delivery.canResend ? (
        <Button size="small" variant="outlined" onClick={onResend} disabled={resending}>
          {delivery.state === 'failed' ? 'Tekrar Gönder' : 'Gönder'}
        </Button>
      ) : null}
    </Box>
  );
}
