import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, Chip, Container, Paper, Stack, Typography } from '@mui/material';
import { markVaccineGiven, saveVaccineReminders, unmarkVaccine } from '@bebek/common/api/baby';
import { VACCINE_MESSAGES } from '@bebek/common/baby-messages';
import type { VaccineCalendarDose } from '@bebek/common/baby-types';
import { formatLongDateTr } from '@bebek/common/due-date';
import { LoadingScreen } from '@/components/loading-screen';
import { QueryError } from '@/components/query-error';
import { ReminderSwitches } from '@/components/reminder-switches';
import { errorMessage } from '@/lib/api-client';
import { useProfile } from '@/lib/auth';
import { dayjs } from '@/lib/dayjs';
import { useEndpointMutation } from '@/lib/endpoint-queries';
import { toast } from '@/lib/toast';
import { downloadVaccineIcs, vaccineCalendarQuery } from '../api/vaccine-calendar';
import { BabyPageHeader } from '../components/baby-page-header';
import { BirthDateFirst } from '../components/birth-date-first';
import { VaccineGivenDialog } from '../components/vaccine-given-dialog';
import { oneTapGivenDay, vaccineVisits, waitingDoses } from '../utils/vaccine-visits';

function DoseRow({ dose, next, today, onMark }: { dose: VaccineCalendarDose; next: boolean; today: string; onMark: (dose: VaccineCalendarDose) => void }) {
  const unmark = useEndpointMutation(unmarkVaccine, { onError: (error) => toast.error('Hata', errorMessage(error, 'Geri alınamadı')) });
  // one tap (ADR 0063): marked at once, on the dose's day if it has passed, else today; 'Geri al' and 'Düzenle' beside it
  const mark = useEndpointMutation(markVaccineGiven, { onError: (error) => toast.error('Hata', errorMessage(error, 'Kaydedilemedi')) });
  const waiting = !dose.given && dose.dueDate < today;
  return (
    <Box
      component="li"
      sx={{ listStyle: 'none', py: 1.25, borderTop: 1, borderColor: 'divider' }}
      data-testid={`dose-${dose.id}`}
      aria-labelledby={`dose-${dose.id}-title`}
    >
      <Stack direction="row" spacing={1} alignItems="flex-start" justifyContent="space-between">
        <Box sx={{ minWidth: 0 }}>
          <Typography id={`dose-${dose.id}-title`} component="h3" sx={{ fontWeight: 700 }}>
            {dose.title}
          </Typography>
          <Typography color="text.secondary" sx={{ fontSize: '0.9rem' }}>
            {dose.protectsAgainst}
          </Typography>
        </Box>
        {dose.given ? <Chip size="small" color="success" label="Yapıldı" /> : next ? <Chip size="small" color="primary" label="Sıradaki" /> : null}
      </Stack>
      {dose.given ? (
        <Typography sx={{ mt: 0.5, fontSize: '0.95rem', overflowWrap: 'anywhere' }} data-testid={`dose-${dose.id}-given`}>
          ✓ {formatLongDateTr(dose.given.date)} tarihinde yapıldı
          {dose.given.note ? ` · ${dose.given.note}` : ''}
        </Typography>
      ) : null}
      {dose.retiredNote ? (
        <Typography sx={{ mt: 0.5, fontSize: '0.9rem' }} color="text.secondary" data-testid={`dose-${dose.id}-retired`}>
          {dose.retiredNote}
        </Typography>
      ) : null}
      {dose.given ? null : waiting ? (
        <Typography sx={{ mt: 0.5, fontSize: '0.95rem' }} color="text.secondary">
          Günü geçti; yapıldıysa işaretleyin.
        </Typography>
      ) : null}
      <Stack direction="row" spacing={1} sx={{ mt: 0.5 }}>
        {dose.given ? (
          <>
            <Button size="small" onClick={() => onMark(dose)}>
              Düzenle
            </Button>
            <Button size="small" color="inherit" onClick={() => unmark.mutate({ params: { doseId: dose.id } })} disabled={unmark.isPending}>
              Geri al
            </Button>
          </>
        ) : (
          <Button
            size="small"
            variant="outlined"
            disabled={mark.isPending}
            onClick={() => mark.mutate({ params: { doseId: dose.id }, body: { givenOn: oneTapGivenDay(dose, today), note: '' } })}
          >
            Yapıldı
          </Button>
        )}
      </Stack>
    </Box>
  );
}

/** /baby/vaccines: Türkiye's vaccination calendar dated from the birth date (issue 25, ADR 0031). */
export default function BabyVaccinesPage() {
  const profile = useProfile();
  const birthDate = profile.data?.babyBirthDate ?? '';
  const calendar = useQuery(vaccineCalendarQuery(Boolean(birthDate)));
  const [marking, setMarking] = useState<VaccineCalendarDose | null>(null);
  const today = dayjs().tz().format('YYYY-MM-DD');
  if (!profile.data) return <LoadingScreen />;
  if (!birthDate)
    return (
      <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 } }}>
        <BabyPageHeader title="Aşı Takvimi" />
        <BirthDateFirst message={VACCINE_MESSAGES.noBirthDate} />
      </Container>
    );
  if (calendar.isError) return <QueryError query={calendar} title="Aşı takvimi yüklenemedi" />;
  if (!calendar.data) return <LoadingScreen />;
  const { doses, source, next } = calendar.data;
  const waiting = waitingDoses(doses, today);
  const name = profile.data.babyName.trim();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 } }}>
      <BabyPageHeader title="Aşı Takvimi">
        {name ? `${name} için` : 'Bebeğiniz için'} Sağlık Bakanlığının aşı takvimi, {formatLongDateTr(birthDate)} doğum tarihine göre.
      </BabyPageHeader>
      <Stack spacing={2}>
        {waiting.length ? (
          <Alert severity="info" data-testid="vaccines-waiting">
            Günü geçmiş, işaretlenmemiş {waiting.length} aşı var. Yapıldıysa işaretleyin; yapılmadıysa aile hekiminiz nasıl tamamlanacağını söyler.
          </Alert>
        ) : null}
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} justifyContent="space-between">
            <ReminderSwitches reminders={calendar.data.reminders} endpoint={saveVaccineReminders} when="Her aşı gününden birkaç gün önce haber verelim." />
            <Box>
              <Button
                variant="contained"
                onClick={() => downloadVaccineIcs().catch((error: unknown) => toast.error('Hata', errorMessage(error, 'Takvim indirilemedi')))}
              >
                Takvime ekle (.ics)
              </Button>
              <Typography color="text.secondary" sx={{ fontSize: '0.85rem', mt: 0.5, maxWidth: 260 }}>
                Dosyayı açınca telefonunuzun takvimi aşı günlerini ekler.
              </Typography>
            </Box>
          </Stack>
        </Paper>
        <Stack component="ol" spacing={1.5} sx={{ p: 0, m: 0 }} aria-label="Aşı günleri">
          {vaccineVisits(doses).map((visit) => (
            <Paper
              key={visit.ageMonths}
              component="li"
              variant="outlined"
              sx={{ px: 2, pt: 1.5, pb: 0.5, listStyle: 'none' }}
              data-testid={`visit-${visit.ageMonths}`}
              aria-labelledby={`visit-${visit.ageMonths}-title`}
            >
              <Typography id={`visit-${visit.ageMonths}-title`} component="h2" sx={{ fontWeight: 800, fontSize: '1.1rem' }}>
                {visit.label}
              </Typography>
              <Typography color="primary.dark" sx={{ fontWeight: 600, mb: 1 }} data-testid={`visit-${visit.ageMonths}-date`}>
                {formatLongDateTr(visit.dueDate)}
              </Typography>
              <Box component="ul" sx={{ p: 0, m: 0 }}>
                {visit.doses.map((dose) => (
                  <DoseRow key={dose.id} dose={dose} next={next.includes(dose.id)} today={today} onMark={setMarking} />
                ))}
              </Box>
            </Paper>
          ))}
        </Stack>
        <Typography color="text.secondary" sx={{ fontSize: '0.9rem' }}>
          {source.laterDoses}
        </Typography>
        <Typography color="text.secondary" sx={{ fontSize: '0.85rem' }} data-testid="vaccine-source">
          {source.title} ({formatLongDateTr(source.versionDate)} tarihinden bu yana geçerli takvim). {source.text}
        </Typography>
        <Box
          component="ul"
          sx={{ m: 0, pl: 2.5, color: 'text.secondary', fontSize: '0.8rem' }}
          aria-label="Takvimin dayanakları"
          data-testid="vaccine-references"
        >
          {source.references.map((reference) => (
            <li key={reference.what}>
              {reference.what}: {reference.by}.
            </li>
          ))}
        </Box>
      </Stack>
      {marking ? <VaccineGivenDialog dose={marking} birthDate={birthDate} onClose={() => setMarking(null)} /> : null}
    </Container>
  );
}
