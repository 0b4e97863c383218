import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Button, Chip, Container, Paper, Stack, Typography } from '@mui/material';
import { downloadCareCalendar, getCareCalendar, markCareEntryDone, saveCareReminders, unmarkCareEntry } from '@bebek/common/api/care-calendar';
import { CARE_MESSAGES, CARE_NOTE_MAX } from '@bebek/common/care-messages';
import type { CareCalendarEntry } from '@bebek/common/types';
import { LoadingScreen } from '@/components/loading-screen';
import { MarkDoneDialog } from '@/components/mark-done-dialog';
import { QueryError } from '@/components/query-error';
import { ReminderSwitches } from '@/components/reminder-switches';
import { paths } from '@/config/paths';
import { errorMessage, fetchEndpointFile } from '@/lib/api-client';
import { todayIn, turkishDay, turkishDaySpan } from '@bebek/common/calendar-day';
import { endpointQuery, useEndpointMutation } from '@/lib/endpoint-queries';
import { toast } from '@/lib/toast';

/**
 * Where a window stands today: done, open now, still ahead, or passed without a mark. A passed window
 * asks rather than warns: the visit almost certainly happened and was just not marked (issue 24).
 */
function stateOf(entry: CareCalendarEntry, today: string): { label: string; color: 'success' | 'primary' | 'default'; passed: boolean } {
  if (entry.done) return { label: 'Yapıldı', color: 'success', passed: false };
  if (entry.startDate <= today && today <= entry.endDate) return { label: 'Şimdi', color: 'primary', passed: false };
  if (today < entry.startDate) return { label: 'Yaklaşan', color: 'default', passed: false };
  return { label: 'Yapıldı mı?', color: 'default', passed: true };
}

async function downloadFile(): Promise<void> {
  const url = URL.createObjectURL(await fetchEndpointFile(downloadCareCalendar));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'hamilelik-bakim-takvimi.ics';
  link.click();
  URL.revokeObjectURL(url);
}

function DoneDialog({ entry, onClose }: { entry: CareCalendarEntry; onClose: () => void }) {
  const today = todayIn();
  const mark = useEndpointMutation(markCareEntryDone);
  return (
    <MarkDoneDialog
      id="care-done"
      title={entry.title}
      initial={{ date: entry.done?.date ?? (today < entry.endDate ? today : entry.endDate), note: entry.done?.note ?? '' }}
      maxDate={today}
      notePlaceholder="Doktorun söyledikleri, ölçümler…"
      noteMax={CARE_NOTE_MAX}
      // the date is checked here at once; the server checks everything with the shared schema and its message is shown
      check={({ date }) => (date ? {} : { date: CARE_MESSAGES.dateRequired })}
      save={({ date, note }) => mark.mutateAsync({ params: { entryId: entry.id }, body: { doneDate: date, note } })}
      onClose={onClose}
    />
  );
}

function EntryCard({ entry, today, onMark }: { entry: CareCalendarEntry; today: string; onMark: (entry: CareCalendarEntry) => void }) {
  const state = stateOf(entry, today);
  const unmark = useEndpointMutation(unmarkCareEntry, { onError: (error) => toast.error('Hata', errorMessage(error, 'Geri alınamadı')) });
  // one tap for a passed window: done on its last day, which 'Düzenle' changes
  const markPassed = useEndpointMutation(markCareEntryDone, {
    onSuccess: () => toast.success('Kaydedildi', `${entry.title} yapıldı olarak işaretlendi.`),
    onError: (error) => toast.error('Hata', errorMessage(error, 'Kaydedilemedi')),
  });
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }} aria-labelledby={`care-${entry.id}`}>
      <Stack direction="row" spacing={1} alignItems="flex-start" justifyContent="space-between">
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary">
            {entry.kind === 'visit' ? 'Hamilelik izlemi' : 'Tarama testi'} · {entry.weeksLabel}
          </Typography>
          <Typography id={`care-${entry.id}`} component="h2" sx={{ fontWeight: 700, fontSize: '1.05rem' }}>
            {entry.title}
          </Typography>
        </Box>
        {state.passed ? null : <Chip size="small" label={state.label} color={state.color} />}
      </Stack>
      <Typography sx={{ mt: 0.5, fontWeight: 600 }} color="primary.dark">
        {turkishDaySpan(entry.startDate, entry.endDate)}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, fontSize: '0.95rem' }}>
        {entry.purpose}
      </Typography>
      {entry.done ? (
        <Typography sx={{ mt: 1, fontSize: '0.95rem', overflowWrap: 'anywhere' }}>
          ✓ {turkishDay(entry.done.date)}
          {entry.done.note ? ` · ${entry.done.note}` : ''}
        </Typography>
      ) : null}
      {state.passed ? (
        <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'center' }} useFlexGap>
          <Typography sx={{ fontWeight: 600, fontSize: '0.95rem' }}>Yapıldı mı?</Typography>
          <Button
            size="small"
            variant="contained"
            disabled={markPassed.isPending}
            onClick={() => markPassed.mutate({ params: { entryId: entry.id }, body: { doneDate: entry.endDate, note: '' } })}
          >
            Evet, yapıldı
          </Button>
          <Button size="small" onClick={() => onMark(entry)}>
            Tarih ve not ekle
          </Button>
        </Stack>
      ) : (
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          <Button size="small" variant={entry.done ? 'text' : 'outlined'} onClick={() => onMark(entry)}>
            {entry.done ? 'Düzenle' : 'Yapıldı olarak işaretle'}
          </Button>
          {entry.done ? (
            <Button size="small" color="inherit" onClick={() => unmark.mutate({ params: { entryId: entry.id } })} disabled={unmark.isPending}>
              Geri al
            </Button>
          ) : null}
        </Stack>
      )}
    </Paper>
  );
}

/** /care-calendar: the prenatal care calendar for the parent's expected date (issue 18). */
export default function CareCalendarPage() {
  const calendar = useQuery(endpointQuery(getCareCalendar));
  const [marking, setMarking] = useState<CareCalendarEntry | null>(null);
  const today = todayIn();
  if (calendar.isError) return <QueryError query={calendar} title="Bakım takvimi yüklenemedi" />;
  if (!calendar.data) return <LoadingScreen />;
  const { entries, source } = calendar.data;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, fontSize: { xs: '1.6rem', sm: '2.1rem' } }}>
        Bakım Takvimi
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Hamilelik izlemleriniz ve tarama testleriniz, tahmini doğum tarihinize göre.
      </Typography>
      {entries.length === 0 ? (
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to={paths.babyInfo}>
              Tarih Gir
            </Button>
          }
        >
          Takviminizi görmek için beklenen doğum tarihini girin.
        </Alert>
      ) : (
        <Stack spacing={2}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} justifyContent="space-between">
              <ReminderSwitches reminders={calendar.data.reminders} endpoint={saveCareReminders} when="Her aralık başlamadan birkaç gün önce haber verelim." />
              <Box>
                <Button
                  variant="contained"
                  onClick={() => downloadFile().catch((error: unknown) => toast.error('Hata', errorMessage(error, 'Takvim indirilemedi')))}
                >
                  Takvime Ekle (.ics)
                </Button>
                <Typography color="text.secondary" sx={{ fontSize: '0.85rem', mt: 0.5, maxWidth: 260 }}>
                  Dosyayı açınca telefonunuzun takvimi her kontrolü aralığının ilk gününe ekler.
                </Typography>
              </Box>
            </Stack>
          </Paper>
          <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }} aria-label="Kontroller">
            {entries.map((entry) => (
              <EntryCard key={entry.id} entry={entry} today={today} onMark={setMarking} />
            ))}
          </Stack>
        </Stack>
      )}
      <Typography color="text.secondary" sx={{ mt: 3, fontSize: '0.85rem' }}>
        Kaynak: {source}
      </Typography>
      {marking ? <DoneDialog entry={marking} onClose={() => setMarking(null)} /> : null}
    </Container>
  );
}
