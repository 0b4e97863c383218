import { Box, Card, CardContent, Chip, Divider, Stack, Typography } from '@mui/material';
import { hasResponded } from '@bebek/common/games';
import type { Game } from '@bebek/common/types';
import { participantCap } from '../utils/game-kinds';
import { AddParticipantForm } from './add-participant-form';
import { BirthDateSummary } from './birth-date-summary';
import { ClosingSettings } from './closing-settings';
import { GameActions } from './game-actions';
import { GenderStatsPanel } from './gender-stats-panel';
import { NameSuggestions } from './name-suggestions';
import { ParticipantList } from './participant-list';

export function GameCard({ game }: { game: Game }) {
  const total = game.participants.length;
  const answered = game.participants.filter(hasResponded).length;
  const headingId = `game-${game.id}-title`;
  return (
    <Card variant="outlined" component="article" aria-labelledby={headingId}>
      <CardContent>
        <Stack direction="row" spacing={1} justifyContent="space-between" alignItems="flex-start">
          <Typography id={headingId} variant="h6" component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {game.title}
          </Typography>
          {/* a game the pause closed is history: no link, no change (ADR 0018) */}
          <Chip
            size="small"
            label={game.pausedAt ? 'Kapatıldı' : game.status === 'completed' ? 'Tamamlandı' : game.closed ? 'Kapalı' : 'Aktif'}
            color={game.pausedAt || game.status === 'completed' || game.closed ? 'default' : 'success'}
          />
        </Stack>
        {game.description ? (
          <Typography color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {game.description}
          </Typography>
        ) : null}
        <Stack direction="row" sx={{ mt: 1.5, flexWrap: 'wrap', gap: 1 }}>
          <Chip size="small" variant="outlined" label={`${answered}/${total} yanıtladı`} />
          <Chip size="small" variant="outlined" label={`${total}/${participantCap(game)} katılımcı`} />
        </Stack>

        {game.type === 'gender' ? <GenderStatsPanel participants={game.participants} /> : null}
        {game.type === 'name' ? <NameSuggestions game={game} /> : null}
        {game.type === 'birthdate' ? <BirthDateSummary game={game} /> : null}

        {game.pausedAt ? null : (
          <>
            <ClosingSettings game={game} />
            <GameActions game={game} />
          </>
        )}

        <Divider sx={{ my: 2 }} />
        <Box component="section" aria-label="Katılımcılar">
          <Typography component="h4" sx={{ fontWeight: 700, mb: 1 }}>
            Katılımcılar
          </Typography>
          <ParticipantList game={game} />
          {game.pausedAt ? null : <AddParticipantForm game={game} />}
        </Box>
      </CardContent>
    </Card>
  );
}
