import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { verifyEmail } from '@bebek/common/api/email-verification';
import { EMAIL_VERIFICATION } from '@bebek/common/schemas/messages';
import { CenteredCardLayout } from '@/components/centered-card-layout';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useEndpointMutation } from '@/lib/endpoint-queries';
import { hasSession } from '@/lib/session';

/**
 * /verify-email?oobCode=…: the e-mail verification link (ADR 0024). The code is applied by a press, not
 * by opening the link, so a mail scanner that fetches links verifies nothing; the api then marks the
 * account's address verified only if it is still the address the link was sent to.
 */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const oobCode = params.get('oobCode') ?? '';
  const verify = useEndpointMutation(verifyEmail);
  const [result, setResult] = useState<{ ok: boolean; text: string }>();
  const run = async () => {
    try {
      setResult({ ok: true, text: (await verify.mutateAsync({ body: { oobCode } })).message });
    } catch (error) {
      setResult({ ok: false, text: errorMessage(error, 'İşlem tamamlanamadı. Lütfen tekrar deneyin.') });
    }
  };
  const signedIn = hasSession();
  return (
    <CenteredCardLayout>
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          E-posta Adresinizi Doğrulayın
        </Typography>
        {result ? (
          <Alert severity={result.ok ? 'success' : 'error'}>{result.text}</Alert>
        ) : oobCode ? (
          <Typography color="text.secondary">
            Bu adres Bebek Yolculuğu hesabınızın adresi olarak doğrulanır; doğum bildiriminiz SMS ile de gidebilir. Bu hesabı siz açmadıysanız düğmeye basmayın.
          </Typography>
        ) : (
          <Alert severity="error">{EMAIL_VERIFICATION.invalid}</Alert>
        )}
        {result || !oobCode ? (
          <Button component={RouterLink} to={signedIn ? paths.home : paths.auth} variant="contained">
            {signedIn ? 'Ana sayfaya git' : 'Giriş sayfasına git'}
          </Button>
        ) : (
          <Button variant="contained" size="large" disabled={verify.isPending} onClick={() => void run()}>
            {verify.isPending ? 'İşleniyor...' : 'E-postamı Doğrula'}
          </Button>
        )}
      </Stack>
    </CenteredCardLayout>
  );
}
