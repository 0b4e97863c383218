import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

interface SendDialogProps {
  open: boolean;
  contactCount: number;
  sending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The confirm dialog (part 2 §4): cannot be dismissed by an outside click or Escape, only by Hayır or Evet. */
export function SendDialog({ open, contactCount, sending, onCancel, onConfirm }: SendDialogProps) {
  return (
    <Dialog open={open} onClose={() => undefined} disableEscapeKeyDown aria-labelledby="send-dialog-title">
      <DialogTitle id="send-dialog-title">Doğum Bildirimi Gönder</DialogTitle>
      <DialogContent>
        <DialogContentText>Toplam {contactCount} kişiye doğum bildirimi gönderilecek. Emin misiniz?</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={sending}>
          Hayır
        </Button>
        <Button variant="contained" onClick={onConfirm} disabled={sending} startIcon={sending ? <CircularProgress size={16} color="inherit" /> : undefined}>
          {sending ? 'Gönderiliyor...' : 'Evet'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
