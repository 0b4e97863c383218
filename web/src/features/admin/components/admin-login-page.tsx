import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { adminLogin } from '@bebek/common/api/admin';
import { ADMIN_MESSAGES } from '@bebek/common/schemas/admin-messages';
import { Logo } from '@/components/logo';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useEndpointMutation } from '@/lib/endpoint-queries';
import { toast } from '@/lib/toast';
import { hasAdminSession, startAdminSession } from '../session';
import { checkBody } from '../utils/validate-body';

export default function AdminLoginPage() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  // Asked for once the password was right and the operator has the second factor on (ADR 0016).
  const [askCode, setAskCode] = useState(false);
  const [totpCode, setTotpCode] = useState('');
  const login = useEndpointMutation(adminLogin, { onSuccess: (answer) => startAdminSession(answer.token) });
  if (hasAdminSession() && !login.isPending) return <Navigate to={paths.adminPanel} replace />;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const checked = await checkBody(adminLogin, { username, password, totpCode });
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setError('');
    try {
      await login.mutateAsync({ body: checked.body });
      window.location.assign(paths.adminPanel);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 401 && failure.body.includes('"totpCode"')) setAskCode(true);
      const text = errorMessage(failure, ADMIN_MESSAGES.loginFailed);
      setError(text);
      toast.error('Giriş hatası', text);
    }
  };

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}>
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent>
          <Stack spacing={2} component="form" onSubmit={submit} noValidate>
            <Logo />
            <Typography variant="h5" component="h1">
              Yönetici Girişi
            </Typography>
            <TextField label="Kullanıcı adı" autoComplete="username" value={username} onChange={(event) => setUsername(event.target.value)} />
            <TextField label="Şifre" type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} />
            {askCode ? (
              <TextField
                label="Doğrulama kodu"
                value={totpCode}
                onChange={(event) => setTotpCode(event.target.value)}
                autoFocus
                slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 } }}
              />
            ) : null}
            {error ? <Alert severity="error">{error}</Alert> : null}
            <Button type="submit" variant="contained" size="large" disabled={login.isPending}>
              {login.isPending ? 'Giriş yapılıyor...' : 'Giriş Yap'}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
