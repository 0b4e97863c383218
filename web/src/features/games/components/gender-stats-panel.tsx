import { Box, LinearProgress, Stack, Typography } from '@mui/material';
import { genderStats } from '@bebek/common/games';
import type { GameParticipant } from '@bebek/common/types';

/**
 * Boy and girl counts with rounded percentages of the participants who predicted. Girl pink and
 * boy blue in the 800 shades: 5.8:1 and 5.1:1 on their light tracks (WCAG AA asks 4.5:1).
 */
export function GenderStatsPanel({ participants }: { participants: GameParticipant[] }) {
  const stats = genderStats(participants);
  const rows = [
    { key: 'girl', label: 'Kız', emoji: '👧', count: stats.girlCount, percent: stats.girlPercent, colour: '#ad1457', track: '#fce4ec' },
    { key: 'boy', label: 'Erkek', emoji: '👦', count: stats.boyCount, percent: stats.boyPercent, colour: '#1565c0', track: '#e3f2fd' },
  ];
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ my: 2 }}>
      {rows.map((row) => (
        <Box key={row.key} sx={{ flex: 1, p: 1.5, borderRadius: 2, bgcolor: row.track }}>
          <Stack direction="row" justifyContent="space-between" alignItems="baseline">
            <Typography sx={{ fontWeight: 700 }}>
              <span aria-hidden>{row.emoji}</span> {row.label}
            </Typography>
            <Typography sx={{ fontWeight: 800, color: row.colour }}>%{row.percent}</Typography>
          </Stack>
          <LinearProgress
            variant="determinate"
            value={row.percent}
            aria-label={`${row.label} tahmini yüzdesi`}
            sx={{ mt: 1, height: 8, borderRadius: 4, bgcolor: '#ffffff', '& .MuiLinearProgress-bar': { bgcolor: row.colour } }}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {row.count} tahmin
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}
