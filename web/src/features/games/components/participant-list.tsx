import { useState } from 'react';
import { Box, Button, Chip, IconButton, List, ListItem, Menu, MenuItem, Stack, Typography } from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import { gamesOf } from '@bebek/common/api/games';
import { poolGuessText } from '@bebek/common/birth-pool';
import { hasResponded, whatsappLink } from '@bebek/common/games';
import type { Game, GameParticipant, ParticipantLink } from '@bebek/common/types';
import { errorMessage } from '@/lib/api-client';
import { useEndpointMutation } from '@/lib/endpoint-queries';
import { toast } from '@/lib/toast';
import { copyText } from '../utils/copy-text';
import { inviteLink, inviteText, reminderText } from '../utils/game-kinds';
import { turkishDay } from '@bebek/common/calendar-day';
import { ConfirmDialog } from './confirm-dialog';
import { ParticipantDialog } from './participant-dialog';

/** The owner sees every answer: Kız/Erkek, the suggested names or the predicted date. */
function Answer({ participant }: { participant: GameParticipant }) {
  if (!hasResponded(participant)) return <Chip size="small" label="Bekleniyor" color="warning" variant="outlined" />;
  if (participant.prediction) {
    const girl = participant.prediction === 'girl';
    return (
      <Chip size="small" label={girl ? 'Kız' : 'Erkek'} sx={{ bgcolor: girl ? '#f8bbd0' : '#bbdefb', color: girl ? '#880e4f' : '#0d47a1', fontWeight: 700 }} />
    );
  }
  if (participant.predictedDate) {
    // the birth pool's optional guesses under the day (ADR 0062)
    const pool = poolGuessText(participant);
    const day = <Chip size="small" color="success" label={turkishDay(participant.predictedDate) || participant.predictedDate} />;
    if (!pool) return day;
    return (
      <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
        {day}
        <Typography variant="caption" color="text.secondary">
          {pool}
        </Typography>
      </Stack>
    );
  }
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

/** Which link an answer came through (ADR 0017). */
const VIA: Record<ParticipantLink, string> = { personal: 'Kişisel linkiyle', general: 'Genel linkle', account: 'Hesabıyla' };

function ParticipantRow({ game, participant }: { game: Game; participant: GameParticipant }) {
  const endpoints = gamesOf[game.type];
  const remove = useEndpointMutation(endpoints.removeParticipant);
  const remind = useEndpointMutation(endpoints.remindParticipant);
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const answered = hasResponded(participant);
  const origin = window.location.origin;
  const link = participant.inviteToken ? inviteLink(game.type, game.token, origin, participant.inviteToken) : '';
  const name = participant.name || 'İsimsiz katılımcı';
  const params = { gameId: game.id, participantId: participant.id };
  const open = !game.closed;

  const copyLink = async () => {
    setMenu(null);
    if (await copyText(link)) toast.success('Link kopyalandı!', `${name} kişisine özel bağlantı.`);
    else toast.error('Hata', 'Bağlantı kopyalanamadı.');
  };
  // 'Hatırlat': by e-mail when there is an address (the api sends it), else the WhatsApp text with the person's link
  const sendReminder = async () => {
    if (!participant.email && participant.whatsapp) {
      window.open(whatsappLink(participant.whatsapp, reminderText(game.type, participant.name, game.title, link)), '_blank', 'noopener,noreferrer');
      return;
    }
    try {
      await remind.mutateAsync({ params });
      toast.success('Hatırlatma gönderildi', `${name} kişisine kişisel linki e-postayla gönderildi.`);
    } catch (failure) {
      toast.error('Hata', errorMessage(failure, 'Hatırlatma gönderilemedi'));
    }
  };
  const runRemove = async () => {
    try {
      await remove.mutateAsync({ params });
      setRemoving(false);
      toast.success('Katılımcı silindi', 'Yeri boşaldı; kişisel linki artık çalışmaz.');
    } catch (failure) {
      setRemoving(false);
      toast.error('Hata', errorMessage(failure, 'Katılımcı silinemedi'));
    }
  };

  return (
    <ListItem divider disableGutters sx={{ display: 'block', py: 1.25 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} justifyContent="space-between" alignItems={{ xs: 'flex-start', sm: 'center' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{name}</Typography>
          {participant.phone || participant.email ? (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {[participant.phone, participant.email].filter(Boolean).join(' · ')}
            </Typography>
          ) : null}
          {answered && participant.answeredVia ? (
            <Typography variant="caption" color="text.secondary">
              {VIA[participant.answeredVia]} yanıtladı
            </Typography>
          ) : null}
        </Box>
        <Stack direction="row" spacing={1} alignItems="center" sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Answer participant={participant} />
          {/* an invitation and a reminder only to someone who has not answered (ADR 0017) */}
          {!answered && open && link && participant.whatsapp ? (
            <Button
              size="small"
              color="success"
              variant="outlined"
              startIcon={<WhatsAppIcon />}
              href={whatsappLink(participant.whatsapp, inviteText(game.type, participant.name, game.title, link))}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${name} kişisini WhatsApp ile davet et`}
            >
              Davet Et
            </Button>
          ) : null}
          {!answered && open && link && (participant.email || participant.whatsapp) ? (
            <Button
              size="small"
              variant="outlined"
              startIcon={<NotificationsActiveIcon />}
              onClick={() => void sendReminder()}
              disabled={remind.isPending}
              aria-label={`${name} kişisine hatırlat`}
            >
              Hatırlat
            </Button>
          ) : null}
          {participant.addedBy === 'owner' ? (
            <IconButton size="small" aria-label={`${name} için diğer işlemler`} aria-haspopup="menu" onClick={(event) => setMenu(event.currentTarget)}>
              <MoreVertIcon fontSize="small" />
            </IconButton>
          ) : null}
        </Stack>
      </Stack>
      <Menu anchorEl={menu} open={Boolean(menu)} onClose={() => setMenu(null)}>
        {link ? <MenuItem onClick={() => void copyLink()}>Kişisel linki kopyala</MenuItem> : null}
        <MenuItem
          disabled={answered}
          onClick={() => {
            setMenu(null);
            setEditing(true);
          }}
        >
          Düzenle
        </MenuItem>
        <MenuItem
          disabled={answered}
          onClick={() => {
            setMenu(null);
            setRemoving(true);
          }}
        >
          Sil
        </MenuItem>
      </Menu>
      {editing ? <ParticipantDialog game={game} participant={participant} onClose={() => setEditing(false)} /> : null}
      <ConfirmDialog
        open={removing}
        title="Katılımcıyı Sil"
        text={`${name} listeden silinsin mi? Yeri boşalır ve kişisel linki artık çalışmaz.`}
        confirm="Sil"
        busy={remove.isPending}
        onCancel={() => setRemoving(false)}
        onConfirm={() => void runRemove()}
      />
    </ListItem>
  );
}

export function ParticipantList({ game }: { game: Game }) {
  if (game.participants.length === 0) {
    return <Typography color="text.secondary">Henüz katılımcı yok. Katılımcı ekleyin veya linki paylaşın.</Typography>;
  }
  return (
    <List disablePadding aria-label={`${game.title} katılımcıları`}>
      {game.participants.map((participant) => (
        <ParticipantRow key={participant.id} game={game} participant={participant} />
      ))}
    </List>
  );
}
