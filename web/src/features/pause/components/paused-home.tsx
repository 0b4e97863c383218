import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Button, Container, Paper, Stack, TextField, Typography } from '@mui/material';
import { resumePregnancy, startNewPregnancy } from '@bebek/common/api/pregnancy';
import { newPregnancySchema } from '@bebek/common/schemas/profile';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useProfile } from '@/lib/auth';
import { useEndpointMutation } from '@/lib/endpoint-queries';

/**
 * The signed-in home while the pregnancy is paused (ADR 0018), in place of every page about the
 * baby: a greeting, the support resources, and, when the parent is ready, the way back (undo) or a
 * new pregnancy with a new expected date. The whole app reloads after either, as every page changes.
 */
export default function PausedHome() {
  const profile = useProfile();
  const resume = useEndpointMutation(resumePregnancy);
  const startNew = useEndpointMutation(startNewPregnancy);
  const [expectedBirthDate, setExpectedBirthDate] = useState('');
  const [error, setError] = useState('');
  const firstName = profile.data?.fullName.trim().split(/\s+/)[0] || '';
  const reloadHome = () => window.location.assign(paths.home);
  const fail = (failure: unknown) => setError(errorMessage(failure, 'İşlem yapılamadı. Lütfen tekrar deneyin.'));

  const begin = async (event: React.FormEvent) => {
    event.preventDefault();
    setError('');
    try {
      const body = await newPregnancySchema.validate({ expectedBirthDate });
      await startNew.mutateAsync({ body });
      reloadHome();
    } catch (failure) {
      if (failure instanceof Error && failure.name === 'ValidationError') setError(failure.message);
      else fail(failure);
    }
  };

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, sm: 5 } }}>
      <Typography variant="h4" component="h1">
        Merhaba{firstName ? ` ${firstName}` : ''}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5 }}>
        Takibe ara verdiniz. Bilgileriniz güvende ve hiçbiri silinmedi; kimseye bir şey gönderilmiyor. Kendinize zaman tanıyın.
      </Typography>
      <Button component={RouterLink} to={paths.support} variant="contained" sx={{ mt: 3 }}>
        Destek kaynakları
      </Button>

      <Paper variant="outlined" sx={{ p: 2, mt: 4 }}>
        <Typography component="h2" sx={{ fontWeight: 700 }}>
          Hazır olduğunuzda
        </Typography>
        <Stack spacing={2} sx={{ mt: 1.5 }}>
          <Box>
            <Button variant="outlined" disabled={resume.isPending} onClick={() => resume.mutateAsync({}).then(reloadHome, fail)}>
              Takibe geri dön
            </Button>
            <Typography color="text.secondary" sx={{ fontSize: '0.85rem', mt: 0.5 }}>
              Her şey ara vermeden önceki hâline döner.
            </Typography>
          </Box>
          <Stack component="form" spacing={1} onSubmit={begin} noValidate>
            <Typography sx={{ fontSize: '0.95rem' }}>Yeni bir hamilelik başlatmak isterseniz beklenen doğum tarihini girin:</Typography>
            <Stack direction="row" spacing={1}>
              <TextField
                label="Beklenen doğum tarihi"
                type="date"
                size="small"
                value={expectedBirthDate}
                onChange={(event) => setExpectedBirthDate(event.target.value)}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <Button type="submit" variant="outlined" disabled={startNew.isPending}>
                Başlat
              </Button>
            </Stack>
          </Stack>
          {error ? <Alert severity="error">{error}</Alert> : null}
        </Stack>
      </Paper>
    </Container>
  );
}
