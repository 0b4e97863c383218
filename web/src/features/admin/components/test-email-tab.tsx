import { useState } from 'react';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { sendTestEmail } from '@bebek/common/api/admin';
import { ADMIN_MESSAGES } from '@bebek/common/schemas/admin-messages';
import { errorMessage } from '@/lib/api-client';
import { useEndpointMutation } from '@/lib/endpoint-queries';
import { toast } from '@/lib/toast';
import { adminIdToken } from '../session';
import { checkBody } from '../utils/validate-body';

/** E-mail test: recipient, subject and message all required; the answer's message is shown. */
export function TestEmailTab() {
  const [form, setForm] = useState({ recipientEmail: '', subject: '', message: '' });
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const send = useEndpointMutation(sendTestEmail);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const checked = await checkBody(sendTestEmail, form);
    if (!checked.ok) {
      setResult({ ok: false, text: checked.message });
      return;
    }
    try {
      const answer = await send.mutateAsync({ body: checked.body, token: adminIdToken });
      setResult({ ok: true, text: answer.message });
      toast.success('Test e-postası gönderildi');
    } catch (failure) {
      const text = errorMessage(failure, ADMIN_MESSAGES.emailFailed);
      setResult({ ok: false, text });
      toast.error('Hata', text);
    }
  };
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ maxWidth: 560 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        Email Testi
      </Typography>
      <Stack spacing={2}>
        <TextField
          label="Alıcı email"
          type="email"
          required
          value={form.recipientEmail}
          onChange={(event) => setForm({ ...form, recipientEmail: event.target.value })}
        />
        <TextField label="Konu" required value={form.subject} onChange={(event) => setForm({ ...form, subject: event.target.value })} />
        <TextField label="Mesaj" required multiline minRows={4} value={form.message} onChange={(event) => setForm({ ...form, message: event.target.value })} />
        {result ? <Alert severity={result.ok ? 'success' : 'error'}>{result.text}</Alert> : null}
        <Button type="submit" variant="contained" disabled={send.isPending}>
          {send.isPending ? 'Gönderiliyor...' : 'Test E-postası Gönder'}
        </Button>
      </Stack>
    </Box>
  );
}
