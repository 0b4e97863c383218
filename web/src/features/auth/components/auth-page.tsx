import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useFormik } from 'formik';
import { Alert, Box, Button, Checkbox, FormControlLabel, FormHelperText, Link, Stack, Typography } from '@mui/material';
import { forgotPassword } from '@bebek/common/api/auth';
import { requestLoginLink } from '@bebek/common/api/login-link';
import { forgotPasswordSchema, loginSchema, registerFormSchema } from '@bebek/common/schemas/auth';
import { LOGIN_LINK, requestLoginLinkSchema } from '@bebek/common/schemas/login-link';
import { FormField, PasswordField } from '@/components/form-field';
import { CenteredCardLayout } from '@/components/centered-card-layout';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useEndpointMutation } from '@/lib/endpoint-queries';
import { login, register } from '@/lib/sign-in';
import { flashToast, toast } from '@/lib/toast';

type Mode = 'login' | 'register' | 'forgot';

function LoginForm({ onMode }: { onMode: (mode: Mode) => void }) {
  // a 429 of the login: her account is being guessed at, and the e-mailed sign-in link still gets her in (issue 33)
  const [locked, setLocked] = useState(false);
  const [linkSent, setLinkSent] = useState<string>();
  const sendLink = useEndpointMutation(requestLoginLink);
  const form = useFormik({
    initialValues: { email: '', password: '' },
    validationSchema: loginSchema,
    onSubmit: async (values) => {
      try {
        await login(values);
        flashToast({ variant: 'success', title: 'Giriş başarılı!', text: 'Hoş geldiniz.' });
        window.location.assign(paths.home);
      } catch (error) {
        if (error instanceof ApiError && error.status === 429) setLocked(true);
        else toast.error('Giriş hatası', errorMessage(error, 'Giriş yapılırken bir hata oluştu'));
      }
    },
  });
  /** The address typed in the e-mail field gets a sign-in link; an empty or invalid one shows the field's error. */
  const requestLink = async () => {
    void form.setFieldTouched('email', true);
    const email = form.values.email;
    if (!(await requestLoginLinkSchema.isValid({ email }))) return;
    try {
      setLinkSent((await sendLink.mutateAsync({ body: { email } })).message);
    } catch (error) {
      toast.error('Hata', errorMessage(error, 'Giriş bağlantısı gönderilemedi. Lütfen tekrar deneyin.'));
    }
  };
  const sending = sendLink.isPending ? 'Gönderiliyor...' : LOGIN_LINK.send;
  return (
    <Stack component="form" spacing={2} onSubmit={form.handleSubmit} noValidate>
      <Typography variant="h5" component="h1">
        Giriş Yap
      </Typography>
      {locked ? (
        <Stack spacing={1}>
          <Alert severity="warning">{LOGIN_LINK.locked}</Alert>
          <Button type="button" variant="contained" color="secondary" disabled={sendLink.isPending} onClick={() => void requestLink()}>
            {sending}
          </Button>
        </Stack>
      ) : null}
      {linkSent ? <Alert severity="success">{linkSent}</Alert> : null}
      <FormField form={form} name="email" label="Email" type="email" autoComplete="email" />
      <PasswordField form={form} name="password" label="Şifre" autoComplete="current-password" />
      <Button type="submit" variant="contained" size="large" disabled={form.isSubmitting}>
        {form.isSubmitting ? 'Giriş yapılıyor...' : 'Giriş Yap'}
      </Button>
      <Link component="button" type="button" onClick={() => onMode('forgot')} sx={{ alignSelf: 'flex-start' }}>
        Şifremi unuttum
      </Link>
      {locked ? null : (
        <Link
          component="button"
          type="button"
          disabled={sendLink.isPending}
          onClick={() => void requestLink()}
          sx={{ alignSelf: 'flex-start', textAlign: 'left' }}
        >
          {sending}
        </Link>
      )}
      <Typography variant="body2">
        Hesabınız yok mu?{' '}
        <Link component="button" type="button" onClick={() => onMode('register')}>
          Kayıt ol
        </Link>
      </Typography>
    </Stack>
  );
}

function RegisterForm({ onMode }: { onMode: (mode: Mode) => void }) {
  const form = useFormik({
    initialValues: { fullName: '', phone: '', email: '', password: '', healthDataConsent: false },
    validationSchema: registerFormSchema,
    onSubmit: async (values) => {
      try {
        await register(values);
        // the proof asked for at once (ADR 0049): few should meet it first at the birth
        flashToast({
          variant: 'success',
          title: 'Kayıt başarılı!',
          text: 'Hesabınız oluşturuldu. E-postanıza gelen bağlantıyla ya da telefonunuza gönderilecek kodla hesabınızı doğrulayın: doğum bildiriminiz ancak böyle gider.',
        });
        window.location.assign(paths.home);
      } catch (error) {
        toast.error('Kayıt hatası', errorMessage(error, 'Kayıt olurken bir hata oluştu'));
      }
    },
  });
  const consentError = form.touched.healthDataConsent ? form.errors.healthDataConsent : undefined;
  return (
    <Stack component="form" spacing={2} onSubmit={form.handleSubmit} noValidate>
      <Typography variant="h5" component="h1">
        Kayıt Ol
      </Typography>
      <FormField form={form} name="fullName" label="Ad Soyad" autoComplete="name" />
      <FormField form={form} name="phone" label="Telefon (isteğe bağlı)" type="tel" placeholder="05xx xxx xx xx" autoComplete="tel" />
      <FormField form={form} name="email" label="Email" type="email" autoComplete="email" />
      <PasswordField form={form} name="password" label="Şifre" placeholder="En az 6 karakter" autoComplete="new-password" />
      <Box>
        <FormControlLabel
          control={<Checkbox name="healthDataConsent" checked={form.values.healthDataConsent} onChange={form.handleChange} />}
          label={
            <Typography variant="body2">
              Hamilelik tarihleri gibi sağlıkla ilgili bilgilerimin işlenmesine ilişkin{' '}
              <Link component={RouterLink} to={paths.privacy} target="_blank">
                Gizlilik Politikası
              </Link>
              'nı okudum ve açık rıza veriyorum.
            </Typography>
          }
        />
        {consentError ? <FormHelperText error>{consentError}</FormHelperText> : null}
      </Box>
      <Button type="submit" variant="contained" size="large" disabled={form.isSubmitting}>
        {form.isSubmitting ? 'Kaydediliyor...' : 'Kayıt Ol'}
      </Button>
      <Typography variant="body2">
        Zaten hesabınız var mı?{' '}
        <Link component="button" type="button" onClick={() => onMode('login')}>
          Giriş yap
        </Link>
      </Typography>
    </Stack>
  );
}

function ForgotForm({ onMode }: { onMode: (mode: Mode) => void }) {
  const forgot = useEndpointMutation(forgotPassword);
  const form = useFormik({
    initialValues: { email: '' },
    validationSchema: forgotPasswordSchema,
    onSubmit: async (values) => {
      try {
        await forgot.mutateAsync({ body: values });
        toast.success('Şifre sıfırlama bağlantısı gönderildi!', 'Email adresinizi kontrol edin.');
        onMode('login');
      } catch (error) {
        toast.error('Hata', errorMessage(error, 'Şifre sıfırlama işleminde bir hata oluştu'));
      }
    },
  });
  return (
    <Stack component="form" spacing={2} onSubmit={form.handleSubmit} noValidate>
      <Typography variant="h5" component="h1">
        Şifremi Unuttum
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Email adresinizi yazın; şifrenizi yenilemeniz için bir bağlantı gönderelim.
      </Typography>
      <FormField form={form} name="email" label="Email" type="email" autoComplete="email" />
      <Button type="submit" variant="contained" size="large" disabled={form.isSubmitting}>
        {form.isSubmitting ? 'Gönderiliyor...' : 'Bağlantı Gönder'}
      </Button>
      <Link component="button" type="button" onClick={() => onMode('login')} sx={{ alignSelf: 'flex-start' }}>
        Giriş sayfasına dön
      </Link>
    </Stack>
  );
}

/** /auth: one card, three modes (part 1 §2); success is a full redirect to / (part 1 §4). */
export default function AuthPage() {
  const [mode, setMode] = useState<Mode>('login');
  return (
    <CenteredCardLayout>
      {mode === 'login' ? <LoginForm onMode={setMode} /> : null}
      {mode === 'register' ? <RegisterForm onMode={setMode} /> : null}
      {mode === 'forgot' ? <ForgotForm onMode={setMode} /> : null}
    </CenteredCardLayout>
  );
}
