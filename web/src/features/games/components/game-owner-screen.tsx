import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Container, Skeleton, Stack, Typography } from '@mui/material';
import { gamesOf } from '@bebek/common/api/games';
import type { GameKind } from '@bebek/common/types';
import { endpointQuery } from '@/lib/endpoint-queries';
import { GAME_KINDS } from '../utils/game-kinds';
import { CreateGameForm } from './create-game-form';
import { GameCard } from './game-card';

/** One owner screen for the three games (/gender-game, /name-game, /birth-date-game). */
export function GameOwnerScreen({ kind }: { kind: GameKind }) {
  const config = GAME_KINDS[kind];
  // the dashboard and the reports read the same list: one cache entry, fresh after every change
  const games = useQuery(endpointQuery(gamesOf[kind].list));

  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 1, fontSize: { xs: '1.6rem', sm: '2.1rem' } }}>
        <span aria-hidden>{config.emoji} </span>
        {config.heading}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {config.intro}
      </Typography>

      <CreateGameForm kind={kind} />

      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        Oyunlarım
      </Typography>
      {games.isPending ? (
        <Stack spacing={2} role="status" aria-busy="true" aria-label="Oyunlar yükleniyor">
          <Skeleton variant="rounded" height={180} />
          <Skeleton variant="rounded" height={180} />
        </Stack>
      ) : games.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void games.refetch()}>
              Tekrar dene
            </Button>
          }
        >
          Oyunlar yüklenemedi.
        </Alert>
      ) : games.data.games.length === 0 ? (
        <Typography color="text.secondary">Henüz oyun yok</Typography>
      ) : (
        <Stack spacing={3}>
          {games.data.games.map((game) => (
            <GameCard key={game.id} game={game} />
          ))}
        </Stack>
      )}
    </Container>
  );
}
