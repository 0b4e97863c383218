import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useLoginLink } from '@bebek/common/api/login-link';
import { LOGIN_LINK } from '@bebek/common/schemas/login-link';
import { CenteredCardLayout } from '@/components/centered-card-layout';
import { paths } from '@/config/paths';
import { ApiError, callEndpoint, errorMessage } from '@/lib/api-client';
import { completeSignIn } from '@/lib/sign-in';
import { flashToast } from '@/lib/toast';

/**
 * /login-link?token=…: the e-mailed sign-in link (issue 33). The token is used by the press, not by
 * opening the link, so a mail scanner that fetches links uses nothing up; success is a full redirect
 * to /, as after login (part 1 §4).
 */
export default function LoginLinkPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [pending, setPending] = useState(false);
  // `final`: the link itself was refused (unknown, used, expired, replaced: a 400), so pressing again cannot help
  const [error, setError] = useState<{ text: string; final: boolean }>();
  const signIn = async () => {
    setPending(true);
    setError(undefined);
    try {
      // the link's token used up for a session, as login's password is checked
      await completeSignIn(await callEndpoint(useLoginLink, { body: { token } }));
      flashToast({ variant: 'success', title: 'Giriş başarılı!', text: 'Hoş geldiniz.' });
      window.location.assign(paths.home);
    } catch (failure) {
      const final = failure instanceof ApiError && failure.status === 400;
      setError({ text: errorMessage(failure, 'Giriş yapılırken bir hata oluştu. Lütfen tekrar deneyin.'), final });
      setPending(false);
    }
  };
  const refused = !token || error !== undefined;
  const usable = token !== '' && !error?.final;
  return (
    <CenteredCardLayout>
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          Giriş Bağlantısı
        </Typography>
        {refused ? (
          <Alert severity="error">{error?.text ?? LOGIN_LINK.invalid}</Alert>
        ) : (
          <Typography color="text.secondary">
            Bebek Yolculuğu hesabınıza girmek için düğmeye basın. Bu bağlantıyı siz istemediyseniz düğmeye basmayın.
          </Typography>
        )}
        {usable ? (
          <Button variant="contained" size="large" disabled={pending} onClick={() => void signIn()}>
            {pending ? 'Giriş yapılıyor...' : 'Giriş yap'}
          </Button>
        ) : null}
        {refused ? (
          <Button component={RouterLink} to={paths.auth} variant={usable ? 'text' : 'contained'}>
            Giriş sayfasına dön
          </Button>
        ) : null}
      </Stack>
    </CenteredCardLayout>
  );
}
