import { Alert, Button } from '@mui/material';
import { requestEmailVerification } from '@bebek/common/api/profile';
import { EMAIL_VERIFICATION } from '@bebek/common/schemas/messages';
import { errorMessage } from '@/lib/api-client';
import { useProfile } from '@/lib/auth';
import { useEndpointMutation } from '@/lib/endpoint-queries';
import { toast } from '@/lib/toast';

/**
 * While the parent's sign-in address is not verified (ADR 0024): a short notice, what waits for it
 * (`text`: SMS by default; the birth announcement's page says its send needs it), and the one action,
 * 'Doğrulama e-postasını tekrar gönder'. Nothing once the address is verified.
 */
export function EmailVerificationNotice({ text = EMAIL_VERIFICATION.notice }: { text?: string }) {
  const profile = useProfile();
  const resend = useEndpointMutation(requestEmailVerification);
  if (!profile.data || profile.data.emailVerified) return null;
  const send = async () => {
    try {
      toast.success('Doğrulama e-postası gönderildi', (await resend.mutateAsync({})).message);
    } catch (error) {
      toast.error('Hata', errorMessage(error, 'Doğrulama e-postası gönderilemedi'));
    }
  };
  return (
    <Alert
      severity="warning"
      data-testid="email-verification-notice"
      action={
        <Button color="inherit" size="small" onClick={() => void send()} disabled={resend.isPending}>
          {EMAIL_VERIFICATION.resend}
        </Button>
      }
      sx={{ alignItems: 'center', flexWrap: 'wrap', '& .MuiAlert-action': { ml: 0, pl: 0 } }}
    >
      {text}
    </Alert>
  );
}
