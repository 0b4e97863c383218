import { useEffect, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { DEFAULT_MAX_BIRTH_NOTIFICATION_CONTACTS, DEFAULT_MAX_GAME_PARTICIPANTS } from '@bebek/common/constants';
import { ADMIN_MESSAGES } from '@bebek/common/schemas/admin-messages';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useUpdateLimits } from '../api/update-limits';

export interface LimitsTarget {
  id: string;
  fullName: string;
  maxGameParticipants: number;
  maxBirthNotificationContacts: number;
}

function parseLimit(value: string): number | null {
  if (!/^\d+$/.test(value.trim())) return null;
  const number = Number(value);
  return number >= 1 ? number : null;
}

/** Per-user limits: numeric, at least 1; placeholders show the defaults 10 and 2 (part 2 §9). */
export function LimitsDialog({ target, onClose }: { target: LimitsTarget | null; onClose: () => void }) {
  const [games, setGames] = useState('');
  const [contacts, setContacts] = useState('');
  const [error, setError] = useState('');
  const update = useUpdateLimits();
  useEffect(() => {
    if (target) {
      setGames(String(target.maxGameParticipants));
      setContacts(String(target.maxBirthNotificationContacts));
      setError('');
    }
  }, [target]);
  const submit = async () => {
    if (!target) return;
    const maxGameParticipants = parseLimit(games);
    const maxBirthNotificationContacts = parseLimit(contacts);
    if (maxGameParticipants === null || maxBirthNotificationContacts === null) {
      setError(ADMIN_MESSAGES.limitInvalid);
      return;
    }
    try {
      await update.mutateAsync({ userId: target.id, maxGameParticipants, maxBirthNotificationContacts });
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
          />
          <TextField
            label="Doğum bildirimi kişi limiti"
            type="number"
            slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' } }}
            placeholder={String(DEFAULT_MAX_BIRTH_NOTIFICATION_CONTACTS)}
            value={contacts}
            onChange={(event) => setContacts(event.target.value)}
            error={Boolean(error)}
            helperText={error}
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
