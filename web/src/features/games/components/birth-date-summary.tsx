import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Link,
  List,
  ListItem,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import { birthDateResults, popularDates } from '@bebek/common/games';
import type { Game } from '@bebek/common/types';
import { paths } from '@/config/paths';
import { useActualBirthDate } from '../api/get-actual-birth-date';
import { turkishDay } from '@bebek/common/calendar-day';

const POPULAR_DATES = 3;

function ResultsDialog({ game, actualBirthDate, open, onClose }: { game: Game; actualBirthDate: string; open: boolean; onClose: () => void }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const results = birthDateResults(game.participants, actualBirthDate);
  const winners = results.filter((result) => result.winner);
  const titleId = `birth-date-results-${game.id}`;
  return (
    <Dialog open={open} onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Sonuçlar</DialogTitle>
      <DialogContent dividers>
        <DialogContentText sx={{ mb: 2 }}>
          Doğum tarihi: <strong>{turkishDay(actualBirthDate)}</strong>
        </DialogContentText>
        {results.length === 0 ? (
          <Typography color="text.secondary">Henüz tahmin yok</Typography>
        ) : (
          <>
            <Alert icon={<EmojiEventsIcon />} severity="success" sx={{ mb: 2 }}>
              {winners.length > 1 ? 'Kazananlar: ' : 'Kazanan: '}
              <strong>{winners.map((winner) => winner.name).join(', ')}</strong>
            </Alert>
            <List disablePadding aria-label="Tahminler, en yakından en uzağa">
              {results.map((result, index) => (
                <ListItem key={`${result.name}-${index}`} divider disableGutters>
                  <Stack direction="row" spacing={1} alignItems="center" justifyContent="space-between" sx={{ width: '100%', flexWrap: 'wrap', rowGap: 0.5 }}>
                    <Box sx={{ minWidth: 0 }}>
                      <Typography sx={{ fontWeight: result.winner ? 800 : 600 }}>
                        {result.winner ? <span aria-hidden>🏆 </span> : null}
                        {result.name}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {turkishDay(result.predictedDate)}
                      </Typography>
                    </Box>
                    {result.exact ? <Chip color="success" label="Tam isabet!" /> : <Chip variant="outlined" label={`${result.differenceDays} gün fark`} />}
                  </Stack>
                </ListItem>
              ))}
            </List>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Kapat</Button>
      </DialogActions>
    </Dialog>
  );
}

/** Birth-date game on the owner card: the top 3 guesses, and the results once the actual birth date is known. */
export function BirthDateSummary({ game }: { game: Game }) {
  const actual = useActualBirthDate();
  const [open, setOpen] = useState(false);
  const popular = popularDates(game.participants, POPULAR_DATES);
  const actualBirthDate = actual.data ?? '';

  return (
    <Box sx={{ my: 2 }}>
      <Typography component="h4" sx={{ fontWeight: 700, mb: 1 }}>
        En Popüler Tahminler
      </Typography>
      {popular.length === 0 ? (
        <Typography color="text.secondary">Henüz tahmin yok</Typography>
      ) : (
        <Stack component="ol" direction="row" sx={{ flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}>
          {popular.map(([day, count]) => (
            <li key={day}>
              <Chip label={`${turkishDay(day)} · ${count} kişi`} sx={{ bgcolor: '#fff3e0', fontWeight: 600 }} />
            </li>
          ))}
        </Stack>
      )}
      <Box sx={{ mt: 2 }}>
        {actual.isPending ? null : actualBirthDate ? (
          <>
            <Button variant="contained" color="secondary" startIcon={<EmojiEventsIcon />} onClick={() => setOpen(true)}>
              Sonuçlar
            </Button>
            <ResultsDialog game={game} actualBirthDate={actualBirthDate} open={open} onClose={() => setOpen(false)} />
          </>
        ) : (
          <Typography variant="body2" color="text.secondary">
            Sonuçlar, bebeğinizin gerçek doğum tarihi girildiğinde burada görünecek.{' '}
            <Link component={RouterLink} to={paths.birthNotification}>
              Doğum tarihini gir
            </Link>
          </Typography>
        )}
      </Box>
    </Box>
  );
}
