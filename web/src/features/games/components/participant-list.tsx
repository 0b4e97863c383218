import { Box, Button, Chip, List, ListItem, Stack, Typography } from '@mui/material';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { hasResponded, whatsappInviteUrl } from '@bebek/common/games';
import type { Game, GameParticipant } from '@bebek/common/types';
import { inviteLink, inviteText } from '../utils/game-kinds';
import { formatDateTr } from '../utils/format-date';

/** The owner sees every answer: Kız/Erkek, the suggested names or the predicted date. */
function Answer({ participant }: { participant: GameParticipant }) {
  if (!hasResponded(participant)) return <Chip size="small" label="Bekleniyor" color="warning" variant="outlined" />;
  if (participant.prediction) {
    const girl = participant.prediction === 'girl';
    return (
      <Chip size="small" label={girl ? 'Kız' : 'Erkek'} sx={{ bgcolor: girl ? '#f8bbd0' : '#bbdefb', color: girl ? '#880e4f' : '#0d47a1', fontWeight: 700 }} />
    );
  }
  if (participant.predictedDate) return <Chip size="small" color="success" label={formatDateTr(participant.predictedDate) || participant.predictedDate} />;
  const boys = participant.boyNames ?? [];
  const girls = participant.girlNames ?? [];
  if (boys.length || girls.length) {
    return (
      <Box sx={{ fontSize: '0.875rem' }}>
        {boys.length ? (
          <Typography variant="body2">
            <strong>Erkek:</strong> {boys.join(', ')}
          </Typography>
        ) : null}
        {girls.length ? (
          <Typography variant="body2">
            <strong>Kız:</strong> {girls.join(', ')}
          </Typography>
        ) : null}
      </Box>
    );
  }
  return <Chip size="small" color="success" label="Yanıtladı" />;
}

export function ParticipantList({ game }: { game: Game }) {
  if (game.participants.length === 0) {
    return <Typography color="text.secondary">Henüz katılımcı yok. Katılımcı ekleyin veya linki paylaşın.</Typography>;
  }
  const origin = window.location.origin;
  return (
    <List disablePadding aria-label={`${game.title} katılımcıları`}>
      {game.participants.map((participant) => {
        const link = inviteLink(game.type, game.token, origin, participant.email);
        return (
          <ListItem key={participant.id} divider disableGutters sx={{ display: 'block', py: 1.25 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} justifyContent="space-between" alignItems={{ xs: 'flex-start', sm: 'center' }}>
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{participant.name || 'İsimsiz katılımcı'}</Typography>
                {participant.phone || participant.email ? (
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {[participant.phone, participant.email].filter(Boolean).join(' · ')}
                  </Typography>
                ) : null}
              </Box>
              <Stack direction="row" spacing={1} alignItems="center" sx={{ flexWrap: 'wrap', rowGap: 1 }}>
                <Answer participant={participant} />
                {participant.phone ? (
                  <Button
                    size="small"
                    color="success"
                    variant="outlined"
                    startIcon={<WhatsAppIcon />}
                    href={whatsappInviteUrl(participant.phone, inviteText(game.type, participant.name, game.title, link))}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${participant.name} kişisini WhatsApp ile davet et`}
                  >
                    Davet Et
                  </Button>
                ) : null}
              </Stack>
            </Stack>
          </ListItem>
        );
      })}
    </List>
  );
}
