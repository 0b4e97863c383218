import { Alert, Card, CardContent, Stack, Typography } from '@mui/material';
import { genderStats, hasResponded } from '@bebek/common/games';
import type { GameKind, PublicGameResponse } from '@bebek/common/types';
import { turkishDay } from '@bebek/common/calendar-day';
import type { PublicGame } from '../api/get-public-game';

function answerLabel(kind: GameKind, participant: PublicGameResponse['game']['participants'][number]): string {
  if (kind === 'gender' && participant.prediction) return participant.prediction === 'girl' ? 'Kız' : 'Erkek';
  if (kind === 'birthdate' && participant.predictedDate) return turkishDay(participant.predictedDate);
  if (kind === 'name' && participant.boyNames) return [...(participant.girlNames ?? []), ...participant.boyNames].join(', ');
  return hasResponded(participant) ? 'Katıldı' : 'Bekliyor...';
}

/** The creator's view of their own game link (part 2 §4): answered/total, the guesses, boy and girl counts. Loaded only for the creator. */
export default function CreatorView({ data }: { data: PublicGame }) {
  const participants = data.game.participants;
  const answered = participants.filter(hasResponded).length;
  const stats = genderStats(participants);
  return (
    <Card variant="outlined">
      <CardContent>
        <Alert severity="info" sx={{ mb: 2 }}>
          Bu sizin oyununuz. Kendi oyununuza tahmin gönderemezsiniz; katılımları buradan izleyebilirsiniz.
        </Alert>
        <Typography sx={{ fontWeight: 700 }}>
          {answered}/{participants.length} katılımcı yanıt verdi
        </Typography>
        {data.kind === 'gender' ? (
          <Typography sx={{ mt: 1 }}>
            Kız: {stats.girlCount} · Erkek: {stats.boyCount}
          </Typography>
        ) : null}
        <Stack spacing={1} sx={{ mt: 2 }}>
          {participants.map((participant) => (
            <Stack key={participant.id} direction="row" justifyContent="space-between">
              <Typography>{participant.name}</Typography>
              <Typography color={hasResponded(participant) ? 'text.primary' : 'text.secondary'}>{answerLabel(data.kind, participant)}</Typography>
            </Stack>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
