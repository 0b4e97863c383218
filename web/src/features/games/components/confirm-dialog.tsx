import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';

/** A yes/no question before something that cannot be undone; it cannot be dismissed while the change is sent. */
export function ConfirmDialog({
  open,
  title,
  text,
  confirm,
  busy,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  title: string;
  text: string;
  confirm: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={() => (busy ? undefined : onCancel())} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          Vazgeç
        </Button>
        <Button variant="contained" color="error" onClick={onConfirm} disabled={busy}>
          {busy ? 'Lütfen bekleyin...' : confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
