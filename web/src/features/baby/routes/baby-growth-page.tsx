import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, CircularProgress, Container, Dialog, DialogActions, DialogContent, DialogTitle, Paper, Stack, Typography } from '@mui/material';
import { deleteGrowthEntry } from '@bebek/common/api/baby';
import { GROWTH_MESSAGES } from '@bebek/common/baby-messages';
import { babyAgeOn } from '@bebek/common/baby-age';
import type { GrowthEntry } from '@bebek/common/baby-types';
import { formatLongDateTr } from '@bebek/common/due-date';
import {
  GROWTH_MEASURE_LABELS,
  GROWTH_MEASURES,
  GROWTH_TALK_TO_DOCTOR,
  GROWTH_UNITS,
  WHO_GROWTH_SOURCE,
  type GrowthMeasure,
} from '@bebek/common/growth/growth';
import { LoadingScreen } from '@/components/loading-screen';
import { QueryError } from '@/components/query-error';
import { paths } from '@/config/paths';
import { sectionLinks } from '@/config/section-links';
import { errorMessage } from '@/lib/api-client';
import { useProfile } from '@/lib/auth';
import { useEndpointMutation } from '@/lib/endpoint-queries';
import { loadChunk } from '@/lib/chunk-reload';
import { toast } from '@/lib/toast';
import { babyGrowthQuery } from '../api/growth';
import { BabyShareCard } from '@/features/baby-share';
import { BabyPageHeader } from '../components/baby-page-header';
import { BirthDateFirst } from '../components/birth-date-first';
import { GrowthEntryForm } from '../components/growth-entry-form';

// The chart library is the page's largest part: it comes after the form and the list are on screen.
const GrowthChart = lazy(() => loadChunk(() => import('../components/growth-chart')));

const VALUE: Record<GrowthMeasure, (entry: GrowthEntry) => number | null> = {
  weight: (entry) => entry.weightKg,
  length: (entry) => entry.lengthCm,
  head: (entry) => entry.headCm,
};

const turkishNumber = (value: number) => value.toLocaleString('tr-TR', { maximumFractionDigits: 2 });

function EntryCard({ entry, birthDate, onEdit, onDelete }: { entry: GrowthEntry; birthDate: string; onEdit: () => void; onDelete: () => void }) {
  const age = babyAgeOn(birthDate, entry.measuredOn);
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ p: 2, listStyle: 'none' }}
      data-testid={`growth-entry-${entry.measuredOn}`}
      aria-labelledby={`entry-${entry.id}`}
    >
      <Typography id={`entry-${entry.id}`} component="h3" sx={{ fontWeight: 700 }}>
        {formatLongDateTr(entry.measuredOn)}
        {age ? ` · ${age.label}` : ''}
      </Typography>
      {GROWTH_MEASURES.map((measure) => {
        const value = VALUE[measure](entry);
        if (value === null) return null;
        const percentile = entry.percentiles[measure];
        return (
          <Box key={measure} sx={{ mt: 1 }} data-testid={`growth-${measure}`}>
            <Typography sx={{ fontWeight: 600 }}>
              {GROWTH_MEASURE_LABELS[measure]}: {turkishNumber(value)} {GROWTH_UNITS[measure]}
            </Typography>
            {percentile ? (
              <>
                <Typography color="text.secondary">{percentile.sentence}</Typography>
                {percentile.talkToDoctor ? (
                  <Alert severity="info" icon={false} sx={{ mt: 0.5, py: 0 }} data-testid="talk-to-doctor">
                    {GROWTH_TALK_TO_DOCTOR}
                  </Alert>
                ) : null}
              </>
            ) : null}
          </Box>
        );
      })}
      {entry.note ? (
        <Typography sx={{ mt: 1, fontSize: '0.95rem', overflowWrap: 'anywhere' }} color="text.secondary">
          Not: {entry.note}
        </Typography>
      ) : null}
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button size="small" onClick={onEdit}>
          Düzenle
        </Button>
        <Button size="small" color="inherit" onClick={onDelete}>
          Sil
        </Button>
      </Stack>
    </Paper>
  );
}

function DeleteDialog({ entry, onClose }: { entry: GrowthEntry; onClose: () => void }) {
  const remove = useEndpointMutation(deleteGrowthEntry, {
    onSuccess: () => {
      toast.success('Ölçüm silindi');
      onClose();
    },
    onError: (error) => toast.error('Hata', errorMessage(error, 'Ölçüm silinemedi')),
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby="delete-entry-title">
      <DialogTitle id="delete-entry-title">Ölçüm silinsin mi?</DialogTitle>
      <DialogContent>
        <Typography>{formatLongDateTr(entry.measuredOn)} tarihli ölçüm silinecek.</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Vazgeç</Button>
        <Button color="error" variant="contained" disabled={remove.isPending} onClick={() => remove.mutate({ params: { entryId: entry.id } })}>
          Sil
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** /baby/growth: weight, length and head circumference with their WHO percentiles and the chart (issue 25, ADR 0031). */
export default function BabyGrowthPage() {
  const profile = useProfile();
  const birthDate = profile.data?.babyBirthDate ?? '';
  const growth = useQuery(babyGrowthQuery(Boolean(birthDate)));
  const [editing, setEditing] = useState<GrowthEntry | null>(null);
  const [deleting, setDeleting] = useState<GrowthEntry | null>(null);
  if (!profile.data) return <LoadingScreen />;
  if (!birthDate)
    return (
      <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 } }}>
        <BabyPageHeader title="Büyüme" />
        <BirthDateFirst message={GROWTH_MESSAGES.noBirthDate} />
      </Container>
    );
  if (growth.isError) return <QueryError query={growth} title="Büyüme kayıtları yüklenemedi" />;
  if (!growth.data) return <LoadingScreen />;
  const { entries, sex, source } = growth.data;
  const newestFirst = [...entries].reverse();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 } }}>
      <BabyPageHeader title="Büyüme">Kilo, boy ve baş çevresi ölçümleri; her biri Dünya Sağlık Örgütünün büyüme standartlarıyla.</BabyPageHeader>
      <Stack spacing={2}>
        {sex ? null : (
          <Alert
            severity="info"
            action={
              <Button component={RouterLink} to={paths.babyInfo} color="inherit">
                Seç
              </Button>
            }
          >
            {GROWTH_MESSAGES.noSex}
          </Alert>
        )}
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
            Yeni ölçüm
          </Typography>
          <GrowthEntryForm birthDate={birthDate} />
        </Paper>
        {/* the family's page, with these measurements if the parent chooses: under the form, not below the list (ADR 0063) */}
        <BabyShareCard id={sectionLinks.babyShare.id} />
        {sex && entries.length ? (
          <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
            <Suspense
              fallback={
                <Box sx={{ height: 340, display: 'grid', placeItems: 'center' }}>
                  <CircularProgress aria-label="Grafik yükleniyor" />
                </Box>
              }
            >
              <GrowthChart entries={entries} sex={sex} />
            </Suspense>
          </Paper>
        ) : null}
        {newestFirst.length ? (
          <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }} aria-label="Ölçümler">
            {newestFirst.map((entry) => (
              <EntryCard key={entry.id} entry={entry} birthDate={birthDate} onEdit={() => setEditing(entry)} onDelete={() => setDeleting(entry)} />
            ))}
          </Stack>
        ) : (
          <Typography color="text.secondary">Henüz ölçüm yok. Aile hekimi kontrolündeki ölçümleri buraya ekleyebilirsiniz.</Typography>
        )}
        <Typography color="text.secondary" sx={{ fontSize: '0.85rem' }} data-testid="growth-source">
          Kaynak: {WHO_GROWTH_SOURCE.title}. {source}
        </Typography>
      </Stack>
      {editing ? (
        <Dialog open onClose={() => setEditing(null)} fullWidth maxWidth="xs" aria-labelledby="edit-entry-title">
          <DialogTitle id="edit-entry-title">Ölçümü düzenle</DialogTitle>
          <DialogContent>
            <Box sx={{ pt: 1 }}>
              <GrowthEntryForm birthDate={birthDate} entry={editing} onDone={() => setEditing(null)} />
            </Box>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setEditing(null)}>Vazgeç</Button>
          </DialogActions>
        </Dialog>
      ) : null}
      {deleting ? <DeleteDialog entry={deleting} onClose={() => setDeleting(null)} /> : null}
    </Container>
  );
}
