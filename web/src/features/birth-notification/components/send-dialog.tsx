import type { ReactNode } from 'react';
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

interface SendDialogProps {
  open: boolean;
  title?: string;
  question: string;
  sending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  /** What will be sent (the preview), and for a correction its fields. */
  children?: ReactNode;
}

/** The confirm dialog (part 2 §4): cannot be dismissed by an outside click or Escape, only by Hayır or Evet. */
export function SendDialog({ open, title = 'Doğum Bildirimi Gönder', question, sending, onCancel, onConfirm, children }: SendDialogProps) {
  return (
    <Dialog open={open} onClose={() => undefined} disableEscapeKeyDown aria-labelledby="send-dialog-title" fullWidth maxWidth="sm">
      <DialogTitle id="send-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{question}</DialogContentText>
        {children}
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
