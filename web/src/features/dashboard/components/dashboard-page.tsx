import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Card, CardActionArea, CardContent, Container, Grid, Stack, Typography } from '@mui/material';
import { pregnancyProgress } from '@bebek/common/pregnancy';
import { weekInfo, weekSizeText } from '@bebek/common/content/pregnancy-weeks';
import { DeferredMount } from '@/components/deferred-mount';
import { EmailVerificationNotice } from '@/components/email-verification-notice';
import { LoadingScreen } from '@/components/loading-screen';
import { paths } from '@/config/paths';
import { useProfile } from '@/lib/auth';
import { dayjs } from '@/lib/dayjs';
import { DashboardExtras } from './dashboard-extras';
import { BirthNotificationCard, DashboardServices } from './dashboard-services';
import { ActivitySummary, GamesSummary } from './games-summary';

/** The home dashboard (part 1 §2). */
export default function DashboardPage() {
  const profile = useProfile();
  if (profile.isPending || !profile.data) return <LoadingScreen />;
  const { fullName, expectedBirthDate } = profile.data;
  const firstName = fullName.trim().split(/\s+/)[0] || 'Ebeveyn';
  const progress = expectedBirthDate ? pregnancyProgress(expectedBirthDate) : undefined;
  const week = progress ? weekInfo(progress.currentWeek) : undefined;

  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <Stack spacing={3}>
        <EmailVerificationNotice />
        <Box>
          <Typography variant="h4" component="h1">
            Merhaba {firstName}!
          </Typography>
          {progress ? (
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

        {progress && week ? (
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="body2" color="text.secondary">
                    Tahmini doğum tarihi
                  </Typography>
                  <Typography variant="h6" component="p">
                    {dayjs(expectedBirthDate).format('D MMMM YYYY')}
                  </Typography>
                </CardContent>
              </Card>
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardActionArea component={RouterLink} to={paths.pregnancy} sx={{ height: '100%' }}>
                  <CardContent>
                    <Typography variant="body2" color="text.secondary">
                      Hamilelik Takibi
                    </Typography>
                    <Typography variant="h6" component="p">
                      <span aria-hidden>{week.sizeEmoji} </span>
                      {progress.currentWeek}. hafta: {weekSizeText(week).toLocaleLowerCase('tr')}
                    </Typography>
                    <Typography variant="body2" color="primary">
                      Bu haftayı incele →
                    </Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            </Grid>
          </Grid>
        ) : null}

        {progress ? <DashboardExtras /> : null}

        <Box>
          <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
            Oyunlar
          </Typography>
          <GamesSummary />
        </Box>
        {/* below the fold on a phone: mounted in a commit of their own */}
        <DeferredMount>
          <DashboardServices />
          <BirthNotificationCard />
          <ActivitySummary />
        </DeferredMount>
      </Stack>
    </Container>
  );
}
