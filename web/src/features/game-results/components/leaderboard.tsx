import { useQuery } from '@tanstack/react-query';
import { Box, Card, CardContent, List, ListItem, ListItemText, Typography } from '@mui/material';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import { getLeaderboard } from '@bebek/common/api/games';
import { LEADERBOARD_RULES } from '@bebek/common/leaderboard';
import type { LeaderboardRow } from '@bebek/common/types';
import { endpointQuery } from '@/lib/endpoint-queries';

function details(row: LeaderboardRow): string {
  const parts: string[] = [];
  if (row.genderRight !== null) parts.push(row.genderRight ? 'cinsiyet doğru' : 'cinsiyet yanlış');
  if (row.nameRight !== null) parts.push(row.nameRight ? 'ismi bildi' : 'isim tutmadı');
  if (row.daysAway !== null) parts.push(row.daysAway === 0 ? 'doğum günü tam isabet' : `doğum günü ${row.daysAway} gün farkla`);
  return parts.join(' · ');
}

/** A board's rules, folded under their question. */
export function RulesFold({ summary, rules }: { summary: string; rules: readonly string[] }) {
  return (
    <Box component="details" sx={{ mt: 1 }}>
      <Box component="summary" sx={{ cursor: 'pointer', fontWeight: 600 }}>
        {summary}
      </Box>
      <Box component="ul" sx={{ pl: 3, mb: 0 }}>
        {rules.map((rule) => (
          <Typography component="li" variant="body2" key={rule}>
            {rule}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

/**
 * 'Tahmin Şampiyonu' (ADR 0017): the family's points across the three games, once the birth is
 * known, with the winner's name and the rules. Shown on every result page, so whichever one the
 * owner shares carries it.
 */
export function Leaderboard({ token }: { token: string }) {
  const board = useQuery({ ...endpointQuery(getLeaderboard, { params: { token } }), retry: false });
  if (!board.data?.ready || board.data.rows.length === 0) return null;
  const { winner, rows } = board.data;
  return (
    <Card variant="outlined" component="section" aria-labelledby="leaderboard-title" sx={{ mt: 3, textAlign: 'left' }}>
      <CardContent>
        <Typography id="leaderboard-title" variant="h6" component="h2" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <EmojiEventsIcon sx={{ color: '#b45309' }} aria-hidden /> Tahmin Şampiyonu
        </Typography>
        {winner ? (
          <Typography sx={{ mt: 1 }}>
            Ailenin tahmin şampiyonu: <strong>{winner}</strong>
          </Typography>
        ) : null}
        <List dense aria-label="Tahmin Şampiyonu sıralaması">
          {rows.map((row) => (
            // the points in the row's flow, not MUI's absolutely placed secondaryAction: at 360 px a long detail ran under them
            <ListItem key={`${row.rank}-${row.name}`} divider sx={{ gap: 1.5, alignItems: 'flex-start' }}>
              <ListItemText primary={`${row.rank}. ${row.name}`} secondary={details(row)} sx={{ minWidth: 0, my: 0.5 }} />
              <Typography data-points sx={{ fontWeight: 800, flexShrink: 0, whiteSpace: 'nowrap', mt: 0.5 }}>
                {row.points} puan
              </Typography>
            </ListItem>
          ))}
        </List>
        <RulesFold summary="Puanlar nasıl hesaplanıyor?" rules={LEADERBOARD_RULES} />
      </CardContent>
    </Card>
  );
}
