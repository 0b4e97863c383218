import { lazy, Suspense, useState } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { requestEmailVerification } from '@bebek/common/api/email-verification';
import { EMAIL_VERIFICATION } from '@bebek/common/schemas/messages';
import { errorMessage } from '@/lib/api-client';
import { useProfile } from '@/lib/auth';
import { useEndpointMutation } from '@/lib/endpoint-queries';
import { loadChunk } from '@/lib/chunk-reload';
import { toast } from '@/lib/toast';

/** The phone's form (and its text fields) is loaded when it opens: the dashboard's first view draws the notice without it. */
const PhoneProofForm = lazy(() => loadChunk(() => import('./phone-proof-form').then((module) => ({ default: module.PhoneProofForm }))));

/**
 * While the parent has proven no address of her own (ADR 0024, 0049): a short notice, what waits for
 * it (`text`), and her two proofs, each one tap away: 'Doğrulama e-postasını tekrar gönder' and the
 * code by SMS to her phone (open from the start where the proof is wanted now: `phoneOpen`). Nothing
 * once her e-mail or her phone is proven. Shown on the dashboard, the profile and the announcement's
 * page, so that few meet it at the birth.
 */
export function EmailVerificationNotice({
  text = EMAIL_VERIFICATION.notice,
  title,
  phoneOpen = false,
}: {
  text?: string;
  title?: string;
  phoneOpen?: boolean;
}) {
  const profile = useProfile();
  const resend = useEndpointMutation(requestEmailVerification);
  const [phoneShown, setPhoneShown] = useState(phoneOpen);
  if (!profile.data || profile.data.emailVerified || profile.data.phoneVerified) return null;
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
      // the text and the actions in one column: on a phone each action takes a row of its own
      sx={{ '& .MuiAlert-message': { flex: '1 1 0', minWidth: 0 } }}
    >
      {title ? (
        <Typography component="p" sx={{ fontWeight: 700, mb: 0.5 }}>
          {title}
        </Typography>
      ) : null}
      {text}
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
        <Button color="inherit" size="small" variant="outlined" onClick={() => void send()} disabled={resend.isPending}>
          {EMAIL_VERIFICATION.resend}
        </Button>
        {phoneShown ? null : (
          <Button color="inherit" size="small" variant="outlined" onClick={() => setPhoneShown(true)}>
            Telefonla doğrula
          </Button>
        )}
      </Stack>
      {phoneShown ? (
        <Box sx={{ mt: 2 }}>
          <Suspense fallback={null}>
            <PhoneProofForm />
          </Suspense>
        </Box>
      ) : null}
    </Alert>
  );
}
