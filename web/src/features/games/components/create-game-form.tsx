import { useFormik } from 'formik';
import { Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { gamesOf } from '@bebek/common/api/games';
import { gameCreateSchema } from '@bebek/common/schemas/games';
import type { GameKind } from '@bebek/common/types';
import { errorMessage } from '@/lib/api-client';
import { useEndpointMutation } from '@/lib/endpoint-queries';
import { toast } from '@/lib/toast';
import { GAME_KINDS } from '../utils/game-kinds';

const EMPTY = { title: '', description: '' };

/** Create a game: title required ('Oyun başlığı gereklidir'), description optional. */
export function CreateGameForm({ kind }: { kind: GameKind }) {
  const create = useEndpointMutation(gamesOf[kind].create);
  const form = useFormik({
    initialValues: EMPTY,
    validationSchema: gameCreateSchema,
    onSubmit: async (values, helpers) => {
      try {
        // what the schema makes of the input (trimmed) is what the api receives
        await create.mutateAsync({ body: gameCreateSchema.cast(values, { stripUnknown: true }) });
        toast.success('Oyun oluşturuldu', 'Şimdi katılımcı ekleyip linki paylaşabilirsiniz.');
        helpers.resetForm({ values: EMPTY });
      } catch (failure) {
        toast.error('Hata', errorMessage(failure, 'Oyun oluşturulamadı'));
      }
    },
  });
  const titleError = form.touched.title && form.errors.title ? form.errors.title : undefined;
  const id = `create-${kind}-game`;

  return (
    <Card variant="outlined" sx={{ mb: 4 }}>
      <CardContent>
        <Box component="form" onSubmit={form.handleSubmit} noValidate aria-labelledby={`${id}-heading`}>
          <Typography id={`${id}-heading`} variant="h6" component="h2" sx={{ mb: 2 }}>
            Yeni Oyun Oluştur
          </Typography>
          <Stack spacing={2}>
            <TextField
              id={`${id}-title`}
              label="Oyun başlığı"
              name="title"
              required
              value={form.values.title}
              onChange={form.handleChange}
              onBlur={form.handleBlur}
              placeholder={GAME_KINDS[kind].titlePlaceholder}
              error={Boolean(titleError)}
              helperText={titleError}
            />
            <TextField
              id={`${id}-description`}
              label="Açıklama (isteğe bağlı)"
              name="description"
              multiline
              minRows={2}
              value={form.values.description}
              onChange={form.handleChange}
              onBlur={form.handleBlur}
              error={Boolean(form.touched.description && form.errors.description)}
              helperText={form.touched.description ? form.errors.description : undefined}
            />
            <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
              <Button type="submit" variant="contained" startIcon={<AddIcon />} disabled={form.isSubmitting}>
                {form.isSubmitting ? 'Oluşturuluyor...' : 'Oyun Oluştur'}
              </Button>
            </Box>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}
