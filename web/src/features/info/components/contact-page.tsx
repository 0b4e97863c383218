import { useState } from 'react';
import { ValidationError } from 'yup';
import { Alert, Box, Button, Card, CardContent, Container, Stack, TextField, Typography } from '@mui/material';
import { sendContactMessage, sendVisitorContactMessage } from '@bebek/common/api/contact';
import { contactFormSchema, splitFullName } from '@bebek/common/schemas/profile';
import { useProfile } from '@/lib/auth';
import { useEndpointMutation } from '@/lib/endpoint-queries';
import { hasSession } from '@/lib/session';
import { toast } from '@/lib/toast';

const EMPTY = { fullName: '', email: '', phone: '', subject: '', message: '' };

/**
 * Contact (part 2 §5): name, email, subject, message required ('Lütfen zorunlu alanları doldurun',
 * the shared schema's message, shown once above the button); the name splits on the first space.
 * Signed-in parents send through the protected route, visitors through the public one (ADR 0004).
 */
export default function ContactPage() {
  const profile = useProfile();
  const send = useEndpointMutation(hasSession() ? sendContactMessage : sendVisitorContactMessage);
  const [form, setForm] = useState(EMPTY);
  const [error, setError] = useState('');
  const values = {
    ...form,
    fullName: form.fullName || (profile.data?.fullName ?? ''),
    email: form.email || (profile.data?.email ?? ''),
  };
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    let input;
    try {
      input = await contactFormSchema.validate(values);
    } catch (invalid) {
      if (!(invalid instanceof ValidationError)) throw invalid;
      setError(invalid.message);
      return;
    }
    setError('');
    const { fullName, ...rest } = input;
    try {
      await send.mutateAsync({ body: { ...splitFullName(fullName), ...rest } });
      toast.success('Mesajınız gönderildi', 'En kısa sürede size dönüş yapacağız.');
      setForm(EMPTY);
    } catch {
      toast.error('Hata', 'Mesaj gönderilemedi. Lütfen tekrar deneyin.');
    }
  };
  const field = (name: keyof typeof form) => ({
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setForm({ ...form, [name]: event.target.value }),
  });
  return (
    <Container maxWidth="sm" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1">
        İletişim
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        Soru, öneri veya sorunlarınız için bize yazın; genellikle 1 iş günü içinde yanıtlıyoruz. E-posta: destek@bebekyolculugu.app
      </Typography>
      <Card variant="outlined">
        <CardContent>
          <Box component="form" onSubmit={submit} noValidate>
            <Stack spacing={2}>
              <TextField label="Ad Soyad" required {...field('fullName')} />
              <TextField label="Email" type="email" required {...field('email')} />
              <TextField label="Telefon (isteğe bağlı)" type="tel" {...field('phone')} />
              <TextField label="Konu" required {...field('subject')} />
              <TextField label="Mesaj" required multiline minRows={4} {...field('message')} />
              {error ? <Alert severity="error">{error}</Alert> : null}
              <Button type="submit" variant="contained" size="large" disabled={send.isPending}>
                {send.isPending ? 'Gönderiliyor...' : 'Gönder'}
              </Button>
            </Stack>
          </Box>
        </CardContent>
      </Card>
    </Container>
  );
}
