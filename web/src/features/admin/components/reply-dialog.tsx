import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { respondToContactMessage, respondToServiceRequest } from '@bebek/common/api/admin';
import { ADMIN_MESSAGES } from '@bebek/common/schemas/admin-messages';
import { errorMessage } from '@/lib/api-client';
import { useEndpointMutation } from '@/lib/endpoint-queries';
import { toast } from '@/lib/toast';
import { adminIdToken } from '../session';
import { checkBody } from '../utils/validate-body';

/** What is answered: a contact message or a service request, through its own declaration. */
export interface ReplyTarget {
  endpoint: typeof respondToContactMessage | typeof respondToServiceRequest;
  id: string;
  summary: string;
}

/** Reply to a contact message or a service request: the text goes to the user by e-mail. */
export function ReplyDialog({ target, onClose }: { target: ReplyTarget | null; onClose: () => void }) {
  const [response, setResponse] = useState('');
  const [error, setError] = useState('');
  const replyToMessage = useEndpointMutation(respondToContactMessage);
  const replyToRequest = useEndpointMutation(respondToServiceRequest);
  const respond = target?.endpoint === respondToServiceRequest ? replyToRequest : replyToMessage;
  const close = () => {
    setResponse('');
    setError('');
    onClose();
  };
  const submit = async () => {
    if (!target) return;
    const checked = await checkBody(target.endpoint, { response });
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    try {
      await respond.mutateAsync({ params: { id: target.id }, body: checked.body, token: adminIdToken });
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
