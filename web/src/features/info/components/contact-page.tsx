import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Container, Stack, TextField, Typography } from '@mui/material';
import { useProfile } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { useSendContactMessage } from '../api/send-contact-message';

const REQUIRED = 'Lütfen zorunlu alanları doldurun';
const EMAIL = 'Lütfen geçerli bir email adresi girin';

/** Contact (part 2 §5): name, email, subject, message required; the name splits on the first space. */
export default function ContactPage() {
  const profile = useProfile();
  const send = useSendContactMessage();
  const [form, setForm] = useState({ fullName: '', email: '', phone: '', subject: '', message: '' });
  const [error, setError] = useState('');
  const values = {
    ...form,
    fullName: form.fullName || (profile.data?.fullName ?? ''),
    email: form.email || (profile.data?.email ?? ''),
  };
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!values.fullName.trim() || !values.email.trim() || !values.subject.trim() || !values.message.trim()) {
      setError(REQUIRED);
      return;
    }
    if (!values.email.includes('@')) {
      setError(EMAIL);
      return;
    }
    setError('');
    const name = values.fullName.trim();
    const space = name.indexOf(' ');
    try {
      await send.mutateAsync({
        firstName: space === -1 ? name : name.slice(0, space),
        lastName: space === -1 ? '' : name.slice(space + 1),
        email: values.email.trim(),
        phone: values.phone.trim(),
        subject: values.subject.trim(),
        message: values.message.trim(),
      });
      toast.success('Mesajınız gönderildi', 'En kısa sürede size dönüş yapacağız.');
      setForm({ fullName: '', email: '', phone: '', subject: '', message: '' });
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
