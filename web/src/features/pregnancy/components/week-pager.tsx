import { Box, Button, Paper, Typography } from '@mui/material';
import { neighbourWeeks, weekFromNow } from '../utils/pregnancy-view';

/**
 * Previous and next week under the grid (ADR 0063): the mother reads ahead to any week up to 40 (the
 * grid keeps the spec's disabled later weeks), always told where the shown week is from hers, with
 * the way back to this week.
 */
export function WeekPager({ week, currentWeek, onSelect }: { week: number; currentWeek: number; onSelect: (week: number) => void }) {
  const { previous, next } = neighbourWeeks(week);
  return (
    <Paper component="nav" aria-label="Haftalar arasında" variant="outlined" sx={{ p: 1.5, display: 'flex', alignItems: 'center', gap: 1 }}>
      <Button
        sx={{ minWidth: 56 }}
        disabled={previous === null}
        onClick={() => previous && onSelect(previous)}
        aria-label={previous ? `Önceki hafta: ${previous}. hafta` : 'Önceki hafta'}
      >
        ‹ {previous ?? ''}
      </Button>
      <Box sx={{ flex: 1, textAlign: 'center', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700 }} aria-live="polite" data-testid="week-from-now">
          {weekFromNow(week, currentWeek)}
        </Typography>
        {week === currentWeek ? null : (
          <Button size="small" onClick={() => onSelect(currentWeek)} aria-label={`Bu haftaya dön: ${currentWeek}. hafta`}>
            Bu haftaya dön
          </Button>
        )}
      </Box>
      <Button
        sx={{ minWidth: 56 }}
        disabled={next === null}
        onClick={() => next && onSelect(next)}
        aria-label={next ? `Sonraki hafta: ${next}. hafta` : 'Sonraki hafta'}
      >
        {next ?? ''} ›
      </Button>
    </Paper>
  );
}
