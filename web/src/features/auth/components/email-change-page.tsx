import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { confirmEmailChange, undoEmailChange } from '@bebek/common/api/profile';
import { CenteredCardLayout } from '@/components/centered-card-layout';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useEndpointMutation } from '@/lib/endpoint-queries';
import { parentSession } from '@/lib/session';

/**
 * /email-change?action=confirm|undo&token=…: the links of an e-mail change (ADR 0016). The change is
 * made by a press, not by opening the link, so a mail scanner that fetches links changes nothing.
 */
export default function EmailChangePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const undo = params.get('action') === 'undo';
  const confirm = useEndpointMutation(confirmEmailChange);
  const revert = useEndpointMutation(undoEmailChange);
  const [result, setResult] = useState<{ ok: boolean; text: string }>();
  const run = async () => {
    try {
      const answer = await (undo ? revert : confirm).mutateAsync({ body: { token } });
      // Every session of the account has ended: this browser signs in again.
      parentSession.end();
      setResult({ ok: true, text: answer.message });
    } catch (error) {
      setResult({ ok: false, text: errorMessage(error, 'İşlem tamamlanamadı. Lütfen tekrar deneyin.') });
    }
  };
  const busy = confirm.isPending || revert.isPending;
  return (
    <CenteredCardLayout>
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          {undo ? 'E-posta Değişikliğini Geri Al' : 'Yeni E-posta Adresini Onayla'}
        </Typography>
        {result ? (
          <Alert severity={result.ok ? 'success' : 'error'}>{result.text}</Alert>
        ) : (
          <Typography color="text.secondary">
            {undo
              ? 'Hesabınızın e-posta adresi eski haline döner ve tüm oturumlar kapatılır.'
              : 'Onayladığınızda hesabınıza bu adresle giriş yaparsınız; açık oturumlar kapatılır.'}
          </Typography>
        )}
        {result ? (
          <Button component={RouterLink} to={paths.auth} variant="contained">
            Giriş sayfasına git
          </Button>
        ) : (
          <Button variant="contained" size="large" disabled={busy || !token} onClick={() => void run()}>
            {busy ? 'İşleniyor...' : undo ? 'Değişikliği Geri Al' : 'E-postamı Onayla'}
          </Button>
        )}
      </Stack>
    </CenteredCardLayout>
  );
}
