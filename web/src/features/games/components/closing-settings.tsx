import { useState } from 'react';
import { Alert, Box, Button, Collapse, Stack, TextField, Typography } from '@mui/material';
import EventIcon from '@mui/icons-material/Event';
import { gamesOf } from '@bebek/common/api/games';
import { turkishDay } from '@bebek/common/calendar-day';
import type { Game } from '@bebek/common/types';
import { errorMessage } from '@/lib/api-client';
import { useEndpointMutation } from '@/lib/endpoint-queries';
import { toast } from '@/lib/toast';

/**
 * When guessing closes (ADR 0017): the day, at its start in Türkiye's time (a birth-date game gets
 * the day before the due date), which the owner may change or remove; a game closed by the owner or
 * by the birth announcement says so.
 */
export function ClosingSettings({ game }: { game: Game }) {
  const update = useEndpointMutation(gamesOf[game.type].update);
  const [editing, setEditing] = useState(false);
  const [day, setDay] = useState(game.closesOn ?? '');
  const id = `closing-${game.id}`;
  if (game.status === 'completed') return null;

  const save = async (closesOn: string) => {
    try {
      await update.mutateAsync({ params: { gameId: game.id }, body: { closesOn } });
      toast.success(closesOn ? 'Kapanış günü kaydedildi' : 'Kapanış günü kaldırıldı');
      setEditing(false);
    } catch (failure) {
      toast.error('Hata', errorMessage(failure, 'Kapanış günü kaydedilemedi'));
    }
  };

  let status;
  if (game.closedBy === 'birth') status = <Alert severity="info">Doğum açıklandı; bu oyunda tahminler kapandı.</Alert>;
  else if (game.closed) status = <Alert severity="info">Tahminler kapalı. Sonucu yayınlayabilir veya oyunu yeniden açabilirsiniz.</Alert>;
  else
    status = (
      <Typography variant="body2" color="text.secondary">
        {game.closesOn ? `Tahminler ${turkishDay(game.closesOn)} günü başlarken kapanır.` : 'Tahminler, siz kapatana veya doğum açıklanana kadar açık.'}
      </Typography>
    );

  return (
    <Box sx={{ mt: 2 }}>
      {status}
      {!game.closed ? (
        <>
          <Button
            size="small"
            startIcon={<EventIcon />}
            onClick={() => setEditing((value) => !value)}
            aria-expanded={editing}
            aria-controls={id}
            sx={{ mt: 0.5 }}
          >
            Kapanış gününü değiştir
          </Button>
          <Collapse in={editing} unmountOnExit>
            <Stack id={id} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1 }} alignItems={{ sm: 'center' }}>
              <TextField
                label="Kapanış günü"
                type="date"
                size="small"
                value={day}
                onChange={(event) => setDay(event.target.value)}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <Button variant="contained" size="small" disabled={update.isPending || !day} onClick={() => void save(day)}>
                Kaydet
              </Button>
              {game.closesOn ? (
                <Button size="small" disabled={update.isPending} onClick={() => void save('')}>
                  Kapanış gününü kaldır
                </Button>
              ) : null}
            </Stack>
          </Collapse>
        </>
      ) : null}
    </Box>
  );
}
