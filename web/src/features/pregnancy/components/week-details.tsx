import { Box, Chip, Paper, Typography } from '@mui/material';
import { trimesterOfWeek } from '@bebek/common/pregnancy';
import { WEEK_DATA_SOURCE, weekInfo, weekSizeText } from '@bebek/common/content/pregnancy-weeks';
import { weekLength, weekWeight } from '../utils/pregnancy-view';
import { TrimesterBadge } from './trimester-badge';

const FALLBACK_EMOJI = '🍎';

/** The selected week: size comparison, milestone, length, weight, developments, tips and the trimester. */
export function WeekDetails({ week }: { week: number }) {
  const info = weekInfo(week);
  return (
    <Paper component="section" aria-labelledby="week-details-title" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography id="week-details-title" variant="h5" component="h2" sx={{ fontWeight: 800 }}>
          {week}. Hafta
        </Typography>
        <TrimesterBadge trimester={trimesterOfWeek(week)} />
      </Box>

      <Box sx={{ mt: 2, display: 'flex', alignItems: 'center', gap: 2, p: 2, borderRadius: 3, bgcolor: '#fdeef3' }}>
        <Box aria-hidden sx={{ fontSize: { xs: 48, sm: 60 }, lineHeight: 1 }}>
          {info.sizeEmoji || FALLBACK_EMOJI}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          {info.week <= 2 ? (
            <Typography sx={{ fontWeight: 700, fontSize: '1.2rem' }}>{weekSizeText(info)}</Typography>
          ) : (
            <>
              <Typography color="text.secondary" sx={{ fontSize: '0.85rem' }}>
                {info.sizeBasis === 'weight' ? 'Bebeğinizin ağırlığı yaklaşık' : 'Bebeğinizin boyu yaklaşık'}
              </Typography>
              <Typography sx={{ fontWeight: 700, fontSize: '1.2rem' }}>{info.sizeComparison} kadar</Typography>
            </>
          )}
          {info.milestone ? <Chip size="small" color="primary" label={info.milestone} sx={{ mt: 0.75, fontWeight: 600, maxWidth: '100%' }} /> : null}
        </Box>
      </Box>

      <Box component="dl" sx={{ m: 0, mt: 2, display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
        <Stat label="Boy" value={weekLength(info)} />
        <Stat label="Ağırlık" value={weekWeight(info)} />
      </Box>
      <Typography color="text.secondary" sx={{ mt: 1, fontSize: '0.8rem' }}>
        Yalnızca ortalamalardır. Kaynak: {WEEK_DATA_SOURCE}
      </Typography>

      <TextList title="Bebeğinizin Gelişimi" items={info.developments} marker="👶" />
      <TextList title="Bu Haftanın İpuçları" items={info.tips} marker="💡" />
    </Paper>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ p: 1.5, borderRadius: 2, border: 1, borderColor: 'divider', textAlign: 'center' }}>
      <Typography component="dt" color="text.secondary" sx={{ fontSize: '0.85rem' }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 800, fontSize: '1.25rem' }}>
        {value}
      </Typography>
    </Box>
  );
}

function TextList({ title, items, marker }: { title: string; items: readonly string[]; marker: string }) {
  if (items.length === 0) return null;
  return (
    <Box sx={{ mt: 3 }}>
      <Typography variant="h6" component="h3" sx={{ fontWeight: 700, fontSize: '1.05rem', mb: 1 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {items.map((text) => (
          <Box component="li" key={text} sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start' }}>
            <Box aria-hidden component="span" sx={{ lineHeight: 1.5 }}>
              {marker}
            </Box>
            <Typography component="span" sx={{ lineHeight: 1.5 }}>
              {text}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
