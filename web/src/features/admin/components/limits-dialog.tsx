import { useEffect, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { updateUserLimits } from '@bebek/common/api/admin';
import { DEFAULT_MAX_BIRTH_NOTIFICATION_CONTACTS, DEFAULT_MAX_GAME_PARTICIPANTS } from '@bebek/common/constants';
import { errorMessage } from '@/lib/api-client';
import { useEndpointMutation } from '@/lib/endpoint-queries';
import { toast } from '@/lib/toast';
import { adminIdToken } from '../session';
import { checkBody } from '../utils/validate-body';

export interface LimitsTarget {
  id: string;
  fullName: string;
  maxGameParticipants: number;
  maxBirthNotificationContacts: number;
}

/** A number field's text as the schema checks it: a number when it is one ('' and '1e3' are not limits). */
function asLimit(value: string): number | string {
  return /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : value;
}

/** Per-user limits: numeric, at least 1; placeholders show the defaults 10 and 2 (part 2 §9). */
export function LimitsDialog({ target, onClose }: { target: LimitsTarget | null; onClose: () => void }) {
  const [games, setGames] = useState('');
  const [contacts, setContacts] = useState('');
  const [error, setError] = useState<{ field: string | undefined; message: string } | null>(null);
  const update = useEndpointMutation(updateUserLimits);
  useEffect(() => {
    if (target) {
      setGames(String(target.maxGameParticipants));
      setContacts(String(target.maxBirthNotificationContacts));
      setError(null);
    }
  }, [target]);
  const submit = async () => {
    if (!target) return;
    const checked = await checkBody(updateUserLimits, { maxGameParticipants: asLimit(games), maxBirthNotificationContacts: asLimit(contacts) });
    if (!checked.ok) {
      setError(checked);
      return;
    }
    try {
      await update.mutateAsync({ params: { id: target.id }, body: checked.body, token: adminIdToken });
      toast.success('Limitler güncellendi', target.fullName);
      onClose();
    } catch (failure) {
      toast.error('Hata', errorMessage(failure, 'Limitler güncellenemedi'));
    }
  };
  return (
    <Dialog open={Boolean(target)} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>Limitleri Düzenle: {target?.fullName}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField
            label="Oyun katılımcı limiti"
            type="number"
            slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' } }}
            placeholder={String(DEFAULT_MAX_GAME_PARTICIPANTS)}
            value={games}
            onChange={(event) => setGames(event.target.value)}
            error={error?.field === 'maxGameParticipants'}
            helperText={error?.field === 'maxGameParticipants' ? error.message : undefined}
          />
          <TextField
            label="Doğum bildirimi kişi limiti"
            type="number"
            slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' } }}
            placeholder={String(DEFAULT_MAX_BIRTH_NOTIFICATION_CONTACTS)}
            value={contacts}
            onChange={(event) => setContacts(event.target.value)}
            error={Boolean(error) && error?.field !== 'maxGameParticipants'}
            helperText={error?.field !== 'maxGameParticipants' ? error?.message : undefined}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Vazgeç</Button>
        <Button variant="contained" onClick={submit} disabled={update.isPending}>
          Kaydet
        </Button>
      </DialogActions>
    </Dialog>
  );
}
