import { useId } from 'react';
import { useFormik } from 'formik';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { gamesOf } from '@bebek/common/api/games';
import { addParticipantSchema } from '@bebek/common/schemas/games';
import type { Game, GameParticipant } from '@bebek/common/types';
import { errorMessage } from '@/lib/api-client';
import { useEndpointMutation } from '@/lib/endpoint-queries';
import { toast } from '@/lib/toast';

/** The owner corrects someone who has not answered yet (ADR 0017): the same fields and rules as adding them; their link stays. */
export function ParticipantDialog({ game, participant, onClose }: { game: Game; participant: GameParticipant; onClose: () => void }) {
  const edit = useEndpointMutation(gamesOf[game.type].editParticipant);
  const titleId = useId();
  const form = useFormik({
    initialValues: { name: participant.name, email: participant.email, phone: participant.phone },
    validationSchema: addParticipantSchema,
    onSubmit: async (values) => {
      try {
        await edit.mutateAsync({ params: { gameId: game.id, participantId: participant.id }, body: addParticipantSchema.cast(values, { stripUnknown: true }) });
        toast.success('Katılımcı güncellendi');
        onClose();
      } catch (failure) {
        toast.error('Hata', errorMessage(failure, 'Katılımcı güncellenemedi'));
      }
    },
  });
  const fieldError = (name: 'name' | 'email' | 'phone') => (form.touched[name] && form.errors[name] ? form.errors[name] : undefined);
  return (
    <Dialog open onClose={() => (form.isSubmitting ? undefined : onClose())} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>Katılımcıyı Düzenle</DialogTitle>
      <form onSubmit={form.handleSubmit} noValidate aria-label="Katılımcıyı düzenle">
        <DialogContent>
          <Stack spacing={2}>
            {(['name', 'email', 'phone'] as const).map((name) => (
              <TextField
                key={name}
                label={name === 'name' ? 'İsim' : name === 'email' ? 'Email (isteğe bağlı)' : 'Telefon'}
                name={name}
                type={name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'text'}
                required={name !== 'email'}
                size="small"
                value={form.values[name]}
                onChange={form.handleChange}
                onBlur={form.handleBlur}
                error={Boolean(fieldError(name))}
                helperText={fieldError(name)}
                autoComplete="off"
              />
            ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={form.isSubmitting}>
            Vazgeç
          </Button>
          <Button type="submit" variant="contained" disabled={form.isSubmitting}>
            {form.isSubmitting ? 'Kaydediliyor...' : 'Kaydet'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
