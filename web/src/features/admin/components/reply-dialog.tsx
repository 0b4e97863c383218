import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { ADMIN_MESSAGES } from '@bebek/common/schemas/admin-messages';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useRespond } from '../api/respond';

interface ReplyDialogProps {
  kind: 'contact-messages' | 'service-requests';
  target: { id: string; summary: string } | null;
  onClose: () => void;
}

/** Reply to a contact message or a service request: the text goes to the user by e-mail. */
export function ReplyDialog({ kind, target, onClose }: ReplyDialogProps) {
  const [response, setResponse] = useState('');
  const [error, setError] = useState('');
  const respond = useRespond(kind);
  const close = () => {
    setResponse('');
    setError('');
    onClose();
  };
  const submit = async () => {
    if (!target) return;
    if (!response.trim()) {
      setError(ADMIN_MESSAGES.replyRequired);
      return;
    }
    try {
      await respond.mutateAsync({ id: target.id, response });
      toast.success('Yanıt gönderildi');
      close();
    } catch (failure) {
      toast.error('Hata', errorMessage(failure, ADMIN_MESSAGES.replyFailed));
    }
  };
  return (
    <Dialog open={Boolean(target)} onClose={close} fullWidth maxWidth="sm">
      <DialogTitle>Yanıtla</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{target?.summary}</DialogContentText>
        <TextField
          autoFocus
          multiline
          minRows={4}
          fullWidth
          label="Yanıtınız"
          value={response}
          onChange={(event) => setResponse(event.target.value)}
          error={Boolean(error)}
          helperText={error || 'Yanıt kullanıcıya e-posta ile gönderilir.'}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Vazgeç</Button>
        <Button variant="contained" onClick={submit} disabled={respond.isPending}>
          {respond.isPending ? 'Gönderiliyor...' : 'Gönder'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
