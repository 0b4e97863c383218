import { Alert, Box, Card, CardContent, Chip, Container, Grid, Stack, Typography } from '@mui/material';
import { genderStats, hasResponded, popularDates, topNames } from '@bebek/common/games';
import type { Game } from '@bebek/common/types';
import { LoadingScreen } from '@/components/loading-screen';
import { turkishDay } from '@bebek/common/calendar-day';
import { useReportData } from '../api/get-report-data';

function Stat({ label, value }: { label: string; value: number | string }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h4" component="p" color="primary.dark">
          {value}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
      </CardContent>
    </Card>
  );
}

function GameReport({ game, children }: { game: Game; children: React.ReactNode }) {
  const answered = game.participants.filter(hasResponded).length;
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" justifyContent="space-between" alignItems="center" spacing={1}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            {game.title}
          </Typography>
          <Chip size="small" label={game.status === 'completed' ? 'Tamamlandı' : 'Aktif'} color={game.status === 'completed' ? 'default' : 'success'} />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {answered}/{game.participants.length} katılımcı yanıt verdi
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function Section({ title, empty, games, render }: { title: string; empty: string; games: Game[]; render: (game: Game) => React.ReactNode }) {
  return (
    <Box component="section">
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {games.length === 0 ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <Stack spacing={1.5}>
          {games.map((game) => (
            <GameReport key={game.id} game={game}>
              {render(game)}
            </GameReport>
          ))}
        </Stack>
      )}
    </Box>
  );
}

/** /reports (part 2 §2): an overall summary and per-game statistics; name games count 5 and show 3, dates top 3. */
export default function ReportsPage() {
  const data = useReportData();
  if (data.pending) return <LoadingScreen />;
  const allGames = [...data.genderGames, ...data.nameGames, ...data.birthDateGames];
  const participants = allGames.reduce((sum, game) => sum + game.participants.length, 0);
  const responses = allGames.reduce((sum, game) => sum + game.participants.filter(hasResponded).length, 0);
  const pendingRequests = data.serviceRequests.filter((request) => request.status === 'pending').length;

  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        Raporlar
      </Typography>
      {data.failed ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          Bazı veriler yüklenemedi.
        </Alert>
      ) : null}
      <Grid container spacing={2} sx={{ mb: 3 }}>
        <Grid size={{ xs: 6, md: 3 }}>
          <Stat label="Toplam oyun" value={allGames.length} />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <Stat label="Katılımcı" value={participants} />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <Stat label="Gelen tahmin" value={responses} />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <Stat label="Bekleyen talep" value={`${pendingRequests}/${data.serviceRequests.length}`} />
        </Grid>
      </Grid>
      <Stack spacing={3}>
        <Section
          title="Cinsiyet Tahmini Oyunları"
          empty="Henüz cinsiyet oyunu yok"
          games={data.genderGames}
          render={(game) => {
            const stats = genderStats(game.participants);
            return (
              <Typography>
                Kız: {stats.girlCount} (%{stats.girlPercent}) · Erkek: {stats.boyCount} (%{stats.boyPercent})
              </Typography>
            );
          }}
        />
        <Section
          title="İsim Önerisi Oyunları"
          empty="Henüz isim oyunu yok"
          games={data.nameGames}
          render={(game) => {
            const girls = topNames(game.participants, 'girl', 5).slice(0, 3);
            const boys = topNames(game.participants, 'boy', 5).slice(0, 3);
            const line = (names: Array<[string, number]>) => (names.length ? names.map(([name, count]) => `${name} (${count})`).join(', ') : 'henüz öneri yok');
            return (
              <>
                <Typography>Kız isimleri: {line(girls)}</Typography>
                <Typography>Erkek isimleri: {line(boys)}</Typography>
              </>
            );
          }}
        />
        <Section
          title="Doğum Günü Tahmini Oyunları"
          empty="Henüz doğum günü oyunu yok"
          games={data.birthDateGames}
          render={(game) => {
            const dates = popularDates(game.participants, 3);
            return (
              <Typography>
                En popüler tarihler: {dates.length ? dates.map(([date, count]) => `${turkishDay(date)} (${count})`).join(', ') : 'henüz tahmin yok'}
              </Typography>
            );
          }}
        />
        <Box component="section">
          <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
            Hizmet Talepleri
          </Typography>
          {data.serviceRequests.length === 0 ? (
            <Typography color="text.secondary">Henüz hizmet talebi yok</Typography>
          ) : (
            <Stack spacing={1}>
              {data.serviceRequests.map((request) => (
                <Stack key={request.id} direction="row" justifyContent="space-between" alignItems="center">
                  <Typography>{request.category}</Typography>
                  <Chip
                    size="small"
                    label={request.status === 'pending' ? 'Beklemede' : 'Yanıtlandı'}
                    color={request.status === 'pending' ? 'warning' : 'success'}
                  />
                </Stack>
              ))}
            </Stack>
          )}
        </Box>
      </Stack>
    </Container>
  );
}
