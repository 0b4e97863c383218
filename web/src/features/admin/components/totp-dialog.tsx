import { useState } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { enableAdminTotp, startAdminTotp } from '@bebek/common/api/admin';
import { errorMessage } from '@/lib/api-client';
import { useEndpointMutation } from '@/lib/endpoint-queries';
import { toast } from '@/lib/toast';
import { adminIdToken } from '../session';
import { checkBody } from '../utils/validate-body';

/**
 * Turning on the second factor (ADR 0016): the server draws the QR code (SVG) of a new secret; the
 * operator scans it with an authenticator app and proves it with the app's code. From then on the
 * login asks for a code.
 */
export function TotpDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const start = useEndpointMutation(startAdminTotp);
  const enable = useEndpointMutation(enableAdminTotp);
  const [setup, setSetup] = useState<{ secret: string; qrSvg: string } | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const begin = async () => {
    try {
      setSetup(await start.mutateAsync({ token: adminIdToken }));
    } catch (failure) {
      setError(errorMessage(failure, 'Kurulum başlatılamadı'));
    }
  };
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const checked = await checkBody(enableAdminTotp, { code });
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    try {
      const answer = await enable.mutateAsync({ body: checked.body, token: adminIdToken });
      toast.success('İki adımlı doğrulama açıldı', answer.message);
      onClose();
    } catch (failure) {
      setError(errorMessage(failure, 'Kod doğrulanamadı'));
    }
  };
  return (
    <Dialog open={open} onClose={onClose}>
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle>İki Adımlı Doğrulama</DialogTitle>
        <DialogContent>
          {setup ? (
            <Stack spacing={2} alignItems="center">
              <DialogContentText>
                Doğrulama uygulamanızla (Google Authenticator, Microsoft Authenticator…) bu kodu okutun, sonra uygulamadaki 6 haneli kodu girin.
              </DialogContentText>
              <img
                src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
                alt="Doğrulama uygulaması için QR kod"
                width={200}
                height={200}
              />
              <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
                Elle girmek için anahtar: <code>{setup.secret}</code>
              </Typography>
              <TextField
                label="Doğrulama kodu"
                value={code}
                onChange={(event) => setCode(event.target.value)}
                slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 } }}
                fullWidth
              />
            </Stack>
          ) : (
            <DialogContentText>
              Girişte şifrenizin yanında telefonunuzdaki doğrulama uygulamasının ürettiği kod da sorulur. Kurulum bir dakika sürer.
            </DialogContentText>
          )}
          {error ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {error}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Vazgeç</Button>
          {setup ? (
            <Button type="submit" variant="contained" disabled={enable.isPending}>
              Doğrula ve Aç
            </Button>
          ) : (
            <Button variant="contained" onClick={() => void begin()} disabled={start.isPending}>
              Kurulumu Başlat
            </Button>
          )}
        </DialogActions>
      </Box>
    </Dialog>
  );
}
