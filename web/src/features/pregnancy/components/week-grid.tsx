import { Box, Button, Paper, Typography } from '@mui/material';
import { isWeekSelectable, WEEK_NUMBERS } from '../utils/pregnancy-view';

interface WeekGridProps {
  currentWeek: number;
  selectedWeek: number;
  onSelect: (week: number) => void;
}

/** Weeks 1-40: later weeks are disabled, the current week is outlined and marked, the selected one filled. */
export function WeekGrid({ currentWeek, selectedWeek, onSelect }: WeekGridProps) {
  return (
    <Paper component="section" aria-labelledby="week-grid-title" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Typography id="week-grid-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          Haftalar
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary', fontSize: '0.85rem' }}>
          <Box aria-hidden sx={{ width: 14, height: 14, borderRadius: '50%', border: 2, borderColor: 'primary.main' }} />
          Bu hafta
        </Box>
      </Box>
      <Box
        role="group"
        aria-label="Hafta seçimi"
        sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(8, 1fr)', sm: 'repeat(10, 1fr)' }, gap: { xs: 0.75, sm: 1 } }}
      >
        {WEEK_NUMBERS.map((week) => {
          const selected = week === selectedWeek;
          const current = week === currentWeek;
          return (
            <Button
              key={week}
              variant={selected ? 'contained' : 'outlined'}
              disabled={!isWeekSelectable(week, currentWeek)}
              aria-pressed={selected}
              aria-current={current ? 'step' : undefined}
              aria-label={current ? `${week}. hafta (bu hafta)` : `${week}. hafta`}
              onClick={() => onSelect(week)}
              sx={{
                minWidth: 0,
                px: 0,
                height: { xs: 36, sm: 42 },
                fontWeight: current || selected ? 800 : 500,
                borderRadius: 2,
                position: 'relative',
                '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
                ...(current && { borderWidth: 2, borderColor: 'primary.main', '&:hover': { borderWidth: 2 } }),
                ...(current &&
                  !selected && {
                    '&::after': {
                      content: '""',
                      position: 'absolute',
                      bottom: 3,
                      width: 5,
                      height: 5,
                      borderRadius: '50%',
                      bgcolor: 'primary.main',
                    },
                  }),
                ...(!selected && !current && { borderColor: 'divider', color: 'text.primary' }),
              }}
            >
              {week}
            </Button>
          );
        })}
      </Box>
    </Paper>
  );
}
