import type { FormEvent, ReactNode } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from '@mui/material';

/**
 * A small form in a dialog, as the app's 'Ben alıyorum', own item and 'Yapıldı' dialogs are: a
 * title, a sentence if it needs one, the fields, what went wrong under them, then 'Vazgeç' and the
 * submit button (its label while the answer is on its way, so a second tap sends nothing).
 */
export function FormDialog({
  id,
  title,
  intro,
  error,
  pending,
  submitLabel,
  pendingLabel = submitLabel,
  onSubmit,
  onClose,
  children,
}: {
  /** Makes the title's element id, which names the dialog. */
  id: string;
  title: string;
  intro?: ReactNode;
  /** A message for the whole form (a field's own stands under the field). */
  error?: string;
  pending: boolean;
  submitLabel: string;
  pendingLabel?: string;
  onSubmit: (event: FormEvent) => void | Promise<void>;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={`${id}-title`}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
        <DialogContent>
          {intro ? <DialogContentText sx={{ mb: 2, overflowWrap: 'anywhere' }}>{intro}</DialogContentText> : null}
          <Stack spacing={2} sx={{ pt: intro ? 0 : 1 }}>
            {children}
            {error ? (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>Vazgeç</Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {pending ? pendingLabel : submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** 'Not (isteğe bağlı)': a few lines, cut at the schema's length, with an example of what fits. */
export function OptionalNoteField({
  id,
  value,
  onChange,
  placeholder,
  maxLength,
  error,
}: {
  id?: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  maxLength: number;
  error?: string;
}) {
  return (
    <TextField
      id={id}
      label="Not (isteğe bağlı)"
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error}
      multiline
      minRows={2}
      slotProps={{ htmlInput: { maxLength } }}
    />
  );
}
