import { useState } from 'react';
import { useFormik } from 'formik';
import { Alert, Box, Button, Collapse, Stack, TextField } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { gamesOf } from '@bebek/common/api/games';
import { addParticipantSchema } from '@bebek/common/schemas/games';
import type { Game } from '@bebek/common/types';
import { errorMessage } from '@/lib/api-client';
import { useEndpointMutation } from '@/lib/endpoint-queries';
import { toast } from '@/lib/toast';
import { participantCap } from '../utils/game-kinds';

const EMPTY = { name: '', email: '', phone: '' };
type ParticipantFields = typeof EMPTY;

/** Owner adds a participant: name required, e-mail optional, phone at least 10; closed once the cap is reached. */
export function AddParticipantForm({ game }: { game: Game }) {
  const add = useEndpointMutation(gamesOf[game.type].addParticipant);
  const [open, setOpen] = useState(false);
  const full = game.participants.length >= participantCap(game);
  const form = useFormik({
    initialValues: EMPTY,
    validationSchema: addParticipantSchema,
    onSubmit: async (values, helpers) => {
      try {
        await add.mutateAsync({ params: { gameId: game.id }, body: addParticipantSchema.cast(values, { stripUnknown: true }) });
        toast.success('Katılımcı eklendi');
        helpers.resetForm({ values: EMPTY });
      } catch (failure) {
        toast.error('Hata', errorMessage(failure, 'Katılımcı eklenemedi'));
      }
    },
  });
  const fieldError = (name: keyof ParticipantFields) => (form.touched[name] && form.errors[name] ? form.errors[name] : undefined);
  const id = `add-participant-${game.id}`;

  if (full) {
    return (
      <Alert severity="info" sx={{ mt: 2 }}>
        Katılımcı sınırına ulaşıldı ({participantCap(game)} kişi). Yeni katılımcı eklenemez.
      </Alert>
    );
  }

  return (
    <Box sx={{ mt: 2 }}>
      <Button variant="outlined" startIcon={<PersonAddIcon />} onClick={() => setOpen((value) => !value)} aria-expanded={open} aria-controls={id}>
        Katılımcı Ekle
      </Button>
      <Collapse in={open} unmountOnExit>
        <Box id={id} component="form" onSubmit={form.handleSubmit} noValidate aria-label="Katılımcı ekle" sx={{ mt: 2 }}>
          <Stack spacing={2}>
            <TextField
              label="İsim"
              name="name"
              required
              size="small"
              value={form.values.name}
              onChange={form.handleChange}
              onBlur={form.handleBlur}
              error={Boolean(fieldError('name'))}
              helperText={fieldError('name')}
              autoComplete="off"
            />
            <TextField
              label="Email (isteğe bağlı)"
              name="email"
              type="email"
              size="small"
              value={form.values.email}
              onChange={form.handleChange}
              onBlur={form.handleBlur}
              error={Boolean(fieldError('email'))}
              helperText={fieldError('email')}
              autoComplete="off"
            />
            <TextField
              label="Telefon"
              name="phone"
              type="tel"
              required
              size="small"
              value={form.values.phone}
              onChange={form.handleChange}
              onBlur={form.handleBlur}
              error={Boolean(fieldError('phone'))}
              helperText={fieldError('phone') ?? 'Örn. 0532 123 45 67'}
              autoComplete="off"
            />
            <Stack direction="row" spacing={1} justifyContent="flex-end">
              <Button onClick={() => setOpen(false)}>Vazgeç</Button>
              <Button type="submit" variant="contained" disabled={form.isSubmitting}>
                {form.isSubmitting ? 'Ekleniyor...' : 'Ekle'}
              </Button>
            </Stack>
          </Stack>
        </Box>
      </Collapse>
    </Box>
  );
}
