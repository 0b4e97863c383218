import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useFormik } from 'formik';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { resetPassword } from '@bebek/common/api/auth';
import { RESET_REDIRECT_MS } from '@bebek/common/constants';
import { resetPasswordFormSchema } from '@bebek/common/schemas/auth';
import { PasswordField } from '@/components/form-field';
import { CenteredCardLayout } from '@/components/centered-card-layout';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useEndpointMutation } from '@/lib/endpoint-queries';
import { toast } from '@/lib/toast';

/** /reset-password?token=…: the new password, then 'Başarılı!' and /auth after 3 s (part 1 §2). */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const reset = useEndpointMutation(resetPassword);
  const [done, setDone] = useState(false);
  const form = useFormik({
    initialValues: { newPassword: '', confirmPassword: '' },
    validationSchema: resetPasswordFormSchema,
    onSubmit: async (values) => {
      if (!token) return;
      try {
        await reset.mutateAsync({ body: { token, newPassword: values.newPassword } });
        toast.success('Şifreniz değiştirildi!', 'Artık yeni şifrenizle giriş yapabilirsiniz.');
        setDone(true);
        window.setTimeout(() => window.location.assign(paths.auth), RESET_REDIRECT_MS);
      } catch (error) {
        toast.error('Hata', errorMessage(error, 'Şifre sıfırlama işleminde bir hata oluştu'));
      }
    },
  });

  let content;
  if (!token) {
    content = (
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          Geçersiz Link
        </Typography>
        <Typography color="text.secondary">Bu şifre sıfırlama bağlantısı geçersiz veya süresi dolmuş. Lütfen yeni bir bağlantı isteyin.</Typography>
        <Button component={RouterLink} to={paths.auth} variant="contained">
          Giriş sayfasına dön
        </Button>
      </Stack>
    );
  } else if (done) {
    content = (
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          Başarılı!
        </Typography>
        <Alert severity="success">Şifreniz değiştirildi. Giriş sayfasına yönlendiriliyorsunuz...</Alert>
      </Stack>
    );
  } else {
    content = (
      <Stack component="form" spacing={2} onSubmit={form.handleSubmit} noValidate>
        <Typography variant="h5" component="h1">
          Yeni Şifre Oluştur
        </Typography>
        <PasswordField form={form} name="newPassword" label="Yeni Şifre" placeholder="En az 6 karakter" autoComplete="new-password" />
        <PasswordField form={form} name="confirmPassword" label="Yeni Şifre (Tekrar)" autoComplete="new-password" />
        <Button type="submit" variant="contained" size="large" disabled={form.isSubmitting}>
          {form.isSubmitting ? 'Kaydediliyor...' : 'Şifreyi Değiştir'}
        </Button>
      </Stack>
    );
  }
  return <CenteredCardLayout>{content}</CenteredCardLayout>;
}
