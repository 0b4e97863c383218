import { useState } from 'react';
import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Grid,
  List,
  ListItem,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import ListAltIcon from '@mui/icons-material/ListAlt';
import { topNames } from '@bebek/common/games';
import type { Game } from '@bebek/common/types';

const CARD_TOP_NAMES = 3;
const DIALOG_TOP_NAMES = 10;

function NameChips({ names, colour }: { names: Array<[string, number]>; colour: string }) {
  if (names.length === 0) return <Typography color="text.secondary">Henüz öneri yok</Typography>;
  return (
    <Stack
      direction="row"
      sx={{ flexWrap: 'wrap', gap: 1 }}
      component="ol"
      aria-label="En çok önerilen isimler"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {names.map(([name, count]) => (
        <li key={name}>
          <Chip label={`${name} (${count})`} sx={{ bgcolor: colour, fontWeight: 600 }} />
        </li>
      ))}
    </Stack>
  );
}

function TopNames({ game, limit }: { game: Game; limit: number }) {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Typography component="h4" sx={{ fontWeight: 700, mb: 1 }}>
          <span aria-hidden>👦</span> Erkek isimleri
        </Typography>
        <NameChips names={topNames(game.participants, 'boy', limit)} colour="#e3f2fd" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Typography component="h4" sx={{ fontWeight: 700, mb: 1 }}>
          <span aria-hidden>👧</span> Kız isimleri
        </Typography>
        <NameChips names={topNames(game.participants, 'girl', limit)} colour="#fce4ec" />
      </Grid>
    </Grid>
  );
}

/** Name game on the owner card: the top 3 names and the 'Tüm Öneriler' view of every suggestion. */
export function NameSuggestions({ game }: { game: Game }) {
  const [open, setOpen] = useState(false);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const suggesters = game.participants.filter((p) => (p.boyNames?.length ?? 0) + (p.girlNames?.length ?? 0) > 0);
  const titleId = `all-suggestions-${game.id}`;

  return (
    <Box sx={{ my: 2 }}>
      <TopNames game={game} limit={CARD_TOP_NAMES} />
      <Button sx={{ mt: 2 }} variant="outlined" startIcon={<ListAltIcon />} onClick={() => setOpen(true)}>
        Tüm Öneriler
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullScreen={phone} fullWidth maxWidth="md" aria-labelledby={titleId}>
        <DialogTitle id={titleId}>Tüm Öneriler</DialogTitle>
        <DialogContent dividers>
          <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
            En Popüler İsimler
          </Typography>
          <TopNames game={game} limit={DIALOG_TOP_NAMES} />
          <Divider sx={{ my: 3 }} />
          <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
            Katılımcıların Önerileri
          </Typography>
          {suggesters.length === 0 ? (
            <Typography color="text.secondary">Henüz öneri yok</Typography>
          ) : (
            <List disablePadding>
              {suggesters.map((participant) => (
                <ListItem key={participant.id} divider disableGutters sx={{ display: 'block' }}>
                  <Typography sx={{ fontWeight: 700 }}>{participant.name}</Typography>
                  <Typography variant="body2">
                    <strong>Erkek:</strong> {(participant.boyNames ?? []).join(', ') || '—'}
                  </Typography>
                  <Typography variant="body2">
                    <strong>Kız:</strong> {(participant.girlNames ?? []).join(', ') || '—'}
                  </Typography>
                </ListItem>
              ))}
            </List>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Kapat</Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
