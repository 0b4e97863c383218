import { lazy, Suspense } from 'react';
import { usePrefetchQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Card, CardContent, Container, Grid, Stack, Typography } from '@mui/material';
import { getBirthNotification } from '@bebek/common/api/birth-notification';
import { getServiceCategories } from '@bebek/common/api/service-categories';
import { babyGreeting, babyStage, stageCards, type DashboardCard } from '@bebek/common/dashboard';
import { pregnancyProgress } from '@bebek/common/pregnancy';
import { weekSize, weekSizeText } from '@bebek/common/content/pregnancy-week-sizes';
import { DeferredMount } from '@/components/deferred-mount';
import { EmailVerificationNotice } from '@/components/email-verification-notice';
import { LoadingScreen } from '@/components/loading-screen';
import { paths } from '@/config/paths';
import { useProfile } from '@/lib/auth';
import { turkishDay } from '@bebek/common/calendar-day';
import { endpointQuery } from '@/lib/endpoint-queries';
import { dashboardGameQueries } from '../api/get-dashboard-games';
import { CareCard, ChecklistClaimsCard, HospitalBagCard, StageCard } from './dashboard-extras';
import { BirthNotificationCard, DashboardServices } from './dashboard-services';
import { ActivitySummary, GamesSummary } from './games-summary';
import { loadChunk } from '@/lib/chunk-reload';

// After the birth (issue 25): the baby's cards, a chunk a pregnant parent's dashboard never loads.
const BabyStageCards = lazy(() => loadChunk(() => import('./baby-stage-cards')));

/**
 * The home dashboard (part 1 §2), ordered by the pregnancy's stage (common/src/dashboard.ts,
 * ADR 0030): what this week needs first, then the games and the services.
 */
export default function DashboardPage() {
  const profile = useProfile();
  // The calls every parent's dashboard makes, started with the profile's rather than after it: the
  // cards asking for them mount only once the profile is there, and the services below the fold a
  // commit later still; that waterfall kept their placeholders on screen (ADR 0030). Same calls, earlier.
  const [genderGames, nameGames, birthDateGames] = dashboardGameQueries();
  usePrefetchQuery(genderGames!);
  usePrefetchQuery(nameGames!);
  usePrefetchQuery(birthDateGames!);
  usePrefetchQuery(endpointQuery(getServiceCategories));
  usePrefetchQuery(endpointQuery(getBirthNotification));
  if (profile.isPending || !profile.data) return <LoadingScreen />;
  const { fullName, expectedBirthDate, babyBirthDate, babyName } = profile.data;
  const firstName = fullName.trim().split(/\s+/)[0] || 'Ebeveyn';
  const baby = babyStage(babyBirthDate);
  // once the baby is born the pregnancy's countdown and week give way to the baby
  const progress = expectedBirthDate && !baby ? pregnancyProgress(expectedBirthDate) : undefined;
  const week = progress ? weekSize(progress.currentWeek) : undefined;
  const cards = baby ? baby.cards : stageCards(progress?.currentWeek);
  const stageCard = (card: DashboardCard) => {
    if (card === 'week' && progress && week)
      return (
        <StageCard
          testId="stage-week"
          to={paths.pregnancy}
          emoji={week.sizeEmoji}
          label={`${progress.currentWeek}. hafta · Tahmini doğum ${turkishDay(expectedBirthDate)}`}
          title={weekSizeText(week)}
          text="Bu haftayı incele →"
        />
      );
    if (card === 'care') return <CareCard />;
    if (card === 'hospitalBag' && progress) return <HospitalBagCard week={progress.currentWeek} />;
    if (card === 'announcement') return <BirthNotificationCard />;
    if (card === 'checklist') return <ChecklistClaimsCard />;
    return null;
  };

  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <Stack spacing={3}>
        <EmailVerificationNotice />
        <Box>
          <Typography variant="h4" component="h1">
            Merhaba {firstName}!
          </Typography>
          {baby ? (
            <Typography variant="h6" component="p" color="primary.dark" sx={{ mt: 1 }} data-testid="baby-age">
              {babyGreeting(babyName, baby.age)}
            </Typography>
          ) : progress ? (
            <Typography variant="h6" component="p" color="primary.dark" sx={{ mt: 1 }}>
              Doğuma {progress.daysToBirth} gün kaldı
            </Typography>
          ) : (
            <Card variant="outlined" sx={{ mt: 2, bgcolor: '#fff3e0' }}>
              <CardContent>
                <Typography>Haftalık takibi ve geri sayımı başlatmak için beklenen doğum tarihini ekleyin.</Typography>
                <Button component={RouterLink} to={paths.babyInfo} variant="contained" sx={{ mt: 1.5 }}>
                  Bebek Bilgilerini Doldur
                </Button>
              </CardContent>
            </Card>
          )}
        </Box>

        {baby ? (
          <Box component="section" aria-label="Bebeğiniz">
            <Suspense fallback={<Box sx={{ minHeight: 200 }} />}>
              <BabyStageCards stage={baby} />
            </Suspense>
          </Box>
        ) : cards.length ? (
          <Box component="section" aria-label="Bu hafta">
            <Grid container spacing={2}>
              {cards.map((card) => (
                <Grid key={card} size={{ xs: 12, sm: 6 }}>
                  {stageCard(card)}
                </Grid>
              ))}
            </Grid>
          </Box>
        ) : null}

        {/* after the birth, only the games there are: none is offered to start (ADR 0038) */}
        <GamesSummary babyBorn={Boolean(baby)} />
        {/* below the fold on a phone: mounted in a commit of their own */}
        <DeferredMount>
          <DashboardServices babyBorn={Boolean(baby)} />
          {cards.includes('announcement') ? null : <BirthNotificationCard />}
          <ActivitySummary />
        </DeferredMount>
      </Stack>
    </Container>
  );
}
