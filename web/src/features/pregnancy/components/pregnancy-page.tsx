import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, Container, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { getChecklist } from '@bebek/common/api/checklist';
import { pregnancyProgress } from '@bebek/common/pregnancy';
import { LoadingScreen } from '@/components/loading-screen';
import { paths } from '@/config/paths';
import { useProfile } from '@/lib/auth';
import { endpointQuery } from '@/lib/endpoint-queries';
import { isIsoDay, turkishDay } from '@bebek/common/calendar-day';
import { progressText, weekDayTitle } from '../utils/pregnancy-view';
import { MotherWeek } from './mother-week';
import { RecommendedItems } from './recommended-items';
import { WeekDetails } from './week-details';
import { WeekGrid } from './week-grid';
import { WeekPager } from './week-pager';

/** Pregnancy tracking (/pregnancy): progress, the week grid and pager, the selected week's content and recommendations. */
export default function PregnancyPage() {
  const profile = useProfile();
  // the checklist screen's own query: a toggle there is seen here
  const checklist = useQuery({ ...endpointQuery(getChecklist), enabled: profile.isSuccess });

  if (profile.isPending) return <LoadingScreen />;
  if (profile.isError) {
    return (
      <Container maxWidth="md" sx={{ py: 4 }}>
        <Alert severity="error">Profil bilgileri yüklenemedi. Lütfen sayfayı yenileyin.</Alert>
      </Container>
    );
  }

  const expectedBirthDate = profile.data.expectedBirthDate;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 } }}>
      {isIsoDay(expectedBirthDate) ? (
        <PregnancyTracker
          key={expectedBirthDate}
          expectedBirthDate={expectedBirthDate}
          recommendations={(week) => <RecommendedItems checklist={checklist} week={week} />}
        />
      ) : (
        <SetupCard />
      )}
    </Container>
  );
}

function PregnancyTracker({ expectedBirthDate, recommendations }: { expectedBirthDate: string; recommendations: (week: number) => ReactNode }) {
  const progress = pregnancyProgress(expectedBirthDate);
  const [selectedWeek, setSelectedWeek] = useState(progress.currentWeek);
  const percent = Math.round(progress.progressPercentage);

  return (
    <Stack spacing={{ xs: 2, sm: 3 }}>
      <Paper elevation={0} sx={{ p: { xs: 2.5, sm: 4 }, background: 'linear-gradient(160deg, #fde4ec 0%, #e7f0fd 100%)' }}>
        <Typography sx={{ fontWeight: 700, letterSpacing: 1, textTransform: 'uppercase', fontSize: '0.8rem' }} color="primary.dark">
          Hamilelik Takibi
        </Typography>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800, mt: 0.5, fontSize: { xs: '1.75rem', sm: '2.3rem' } }}>
          {weekDayTitle(progress)}
        </Typography>
        <Box sx={{ mt: 2, display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
          <Typography sx={{ fontWeight: 700 }} color={progress.isOverdue ? 'error.dark' : 'text.primary'}>
            {progressText(progress)}
          </Typography>
          <Typography color="text.secondary">
            Tahmini doğum:{' '}
            <Box component="strong" sx={{ whiteSpace: 'nowrap' }}>
              {turkishDay(expectedBirthDate)}
            </Box>
          </Typography>
        </Box>
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-label="Hamilelik ilerlemesi"
          aria-valuetext={progressText(progress)}
          sx={{ mt: 1.5, height: 12, borderRadius: 6, bgcolor: 'rgba(255,255,255,0.7)' }}
        />
        {!progress.isOverdue && progress.daysToBirth > 0 ? (
          <Typography color="text.secondary" sx={{ mt: 1, fontSize: '0.9rem' }}>
            Doğuma {progress.daysToBirth} gün kaldı
          </Typography>
        ) : null}
      </Paper>

      <WeekGrid currentWeek={progress.currentWeek} selectedWeek={selectedWeek} onSelect={setSelectedWeek} />
      <WeekPager week={selectedWeek} currentWeek={progress.currentWeek} onSelect={setSelectedWeek} />
      <WeekDetails week={selectedWeek} />
      <MotherWeek week={selectedWeek} />
      {recommendations(progress.currentWeek)}
    </Stack>
  );
}

function SetupCard() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', maxWidth: 560, mx: 'auto' }}>
      <Box aria-hidden sx={{ fontSize: 56, lineHeight: 1 }}>
        🤰
      </Box>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 800, mt: 2 }}>
        Hamilelik Takibi
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        Bebeğinizin haftalık gelişimini görmek için tahmini doğum tarihinizi girin.
      </Typography>
      <Button component={RouterLink} to={paths.babyInfo} variant="contained" size="large" sx={{ mt: 3 }}>
        Bebek Bilgilerini Tamamla
      </Button>
    </Paper>
  );
}
