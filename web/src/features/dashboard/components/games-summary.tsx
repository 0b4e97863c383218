import { useDeferredValue } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Card, CardContent, Grid, LinearProgress, Skeleton, Stack, Typography } from '@mui/material';
import { DEFAULT_MAX_GAME_PARTICIPANTS } from '@bebek/common/constants';
import { gameOffer } from '@bebek/common/dashboard';
import { genderStats, hasResponded, popularDates, topNames } from '@bebek/common/games';
import type { Game } from '@bebek/common/types';
import { paths } from '@/config/paths';
import { turkishDay } from '@bebek/common/calendar-day';
import { useDashboardGames } from '../api/get-dashboard-games';

/** 'participants/cap'; 0/0 without a game, and a missing cap shown as 10 (part 1 §2); whether guessing has closed. */
function participantsLine(game: Game | undefined): string {
  if (!game) return '0/0 katılımcı';
  const answered = game.participants.filter(hasResponded).length;
  // a closed game says so: the birth announcement closes them all, and the card follows at once
  return `${game.participants.length}/${game.maxParticipants || DEFAULT_MAX_GAME_PARTICIPANTS} katılımcı · ${answered} yanıt${game.closed && game.status !== 'completed' ? ' · tahminler kapandı' : ''}`;
}

/** A game card's height; the placeholders have it too, so the cards arriving move nothing below them. */
const GAME_CARD_MIN_HEIGHT = 216;

function GameCard({
  title,
  emoji,
  to,
  game,
  manageLabel,
  children,
}: {
  title: string;
  emoji: string;
  to: string;
  game: Game | undefined;
  manageLabel: string;
  children?: React.ReactNode;
}) {
  return (
    <Card variant="outlined" sx={{ height: '100%', minHeight: GAME_CARD_MIN_HEIGHT }}>
      <CardContent>
        <Stack direction="row" spacing={1} alignItems="center">
          <Box aria-hidden sx={{ fontSize: 28 }}>
            {emoji}
          </Box>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, flex: 1 }}>
            {title}
          </Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {participantsLine(game)}
        </Typography>
        <Box sx={{ my: 1.5, minHeight: 48 }}>{game ? children : <Typography variant="body2">Henüz oyun yok.</Typography>}</Box>
        <Button component={RouterLink} to={to} variant={game ? 'outlined' : 'contained'} size="small" fullWidth>
          {game ? manageLabel : 'Oyun Başlat'}
        </Button>
      </CardContent>
    </Card>
  );
}

/**
 * The games summary (part 1 §2): the newest game of each kind, or 'Oyun Başlat' and 0/0… when there
 * is none. After the birth no game is offered to start (ADR 0038): a kind without a game has no card,
 * and with no game at all there is no games section.
 */
export function GamesSummary({ babyBorn = false }: { babyBorn?: boolean }) {
  const [gender, name, birthDate] = useDashboardGames();
  // Each card replaces its own placeholder when its own list has come, not when the slowest of the
  // three has; through a deferred value, as a transition React yields to the browser in.
  const genderPending = useDeferredValue(gender?.isPending ?? false);
  const namePending = useDeferredValue(name?.isPending ?? false);
  const birthDatePending = useDeferredValue(birthDate?.isPending ?? false);
  const placeholder = <Skeleton variant="rounded" height={GAME_CARD_MIN_HEIGHT} />;
  // the newest open game of each kind: games a pause closed are history (ADR 0018)
  const genderGame = gender?.data?.games.find((game) => !game.pausedAt);
  const nameGame = name?.data?.games.find((game) => !game.pausedAt);
  const birthDateGame = birthDate?.data?.games.find((game) => !game.pausedAt);
  const stats = genderStats(genderGame?.participants ?? []);
  const names = nameGame
    ? [...topNames(nameGame.participants, 'girl', 3), ...topNames(nameGame.participants, 'boy', 3)].sort((a, b) => b[1] - a[1]).slice(0, 3)
    : [];
  const [popular] = popularDates(birthDateGame?.participants ?? [], 1);

  const cards = [
    {
      kind: 'gender',
      pending: genderPending,
      game: genderGame,
      card: (
        <GameCard title="Cinsiyet Tahmini" emoji="🎀" to={paths.genderGame} game={genderGame} manageLabel="Oyunu Yönet">
          <Typography variant="body2">
            Kız %{stats.girlPercent} · Erkek %{stats.boyPercent}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={stats.girlPercent}
            aria-label={`Kız tahmini yüzde ${stats.girlPercent}`}
            sx={{ mt: 1, height: 8, borderRadius: 4 }}
          />
        </GameCard>
      ),
    },
    {
      kind: 'name',
      pending: namePending,
      game: nameGame,
      card: (
        <GameCard title="İsim Önerileri" emoji="📝" to={paths.nameGame} game={nameGame} manageLabel="Önerileri Gör">
          <Typography variant="body2">{names.length ? names.map(([suggestion]) => suggestion).join(', ') : 'Henüz öneri yok'}</Typography>
        </GameCard>
      ),
    },
    {
      kind: 'birthdate',
      pending: birthDatePending,
      game: birthDateGame,
      card: (
        <GameCard title="Doğum Günü Tahmini" emoji="📅" to={paths.birthDateGame} game={birthDateGame} manageLabel="Oyunu Yönet">
          <Typography variant="body2">{popular ? `En popüler tahmin: ${turkishDay(popular[0])} (${popular[1]} kişi)` : 'Henüz tahmin yok'}</Typography>
        </GameCard>
      ),
    },
    // a placeholder holds a card's place only where a card is sure to come: before the birth every kind has one
  ].filter(({ pending, game }) => (pending ? !babyBorn : gameOffer(Boolean(game), babyBorn) !== 'none'));

  if (cards.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="dashboard-games">
      <Typography id="dashboard-games" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        Oyunlar
      </Typography>
      <Grid container spacing={2}>
        {cards.map(({ kind, pending, card }) => (
          <Grid key={kind} size={{ xs: 12, md: 4 }}>
            {pending ? placeholder : card}
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}

/** Activity summary: how many gender and name games the parent runs. */
export function ActivitySummary() {
  const [gender, name] = useDashboardGames();
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          Etkinlik Özeti
        </Typography>
        <Stack direction="row" spacing={4} sx={{ mt: 1 }}>
          <Box>
            <Typography variant="h5" component="p">
              {gender?.data?.games.length ?? 0}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Cinsiyet oyunu
            </Typography>
          </Box>
          <Box>
            <Typography variant="h5" component="p">
              {name?.data?.games.length ?? 0}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              İsim oyunu
            </Typography>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}
