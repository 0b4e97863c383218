import { Alert, Button } from '@mui/material';
import { requestEmailVerification } from '@bebek/common/api/email-verification';
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
      // On a phone the button takes a row of its own under the icon and the text (beside them its label
      // would wrap into two lines), and the icon stays at the text's first line; from 600 px on the
      // button stands at the right of the text, as Alert places it.
      sx={{
        alignItems: { xs: 'flex-start', sm: 'center' },
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
        '& .MuiAlert-message': { flex: '1 1 0', minWidth: 0 },
        '& .MuiAlert-action': { flexBasis: { xs: '100%', sm: 'auto' }, ml: { xs: 0, sm: 'auto' }, pl: { xs: 0, sm: 2 }, pt: 0 },
      }}
    >
      {text}
    </Alert>
  );
}
