import { useState } from 'react';
import { Box, Tab, Tabs, Typography } from '@mui/material';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { AreaPlot, LinePlot } from '@mui/x-charts/LineChart';
import { ScatterPlot } from '@mui/x-charts/ScatterChart';
import type { GrowthEntry } from '@bebek/common/baby-types';
import {
  GROWTH_MAX_AGE_DAYS,
  GROWTH_MEASURE_LABELS,
  GROWTH_MEASURES,
  GROWTH_UNITS,
  percentileCurves,
  type BabySex,
  type GrowthMeasure,
} from '@bebek/common/growth/growth';
import { DAYS_PER_MONTH } from '@bebek/common/growth/lms';

const VALUE_OF: Record<GrowthMeasure, (entry: GrowthEntry) => number | null> = {
  weight: (entry) => entry.weightKg,
  length: (entry) => entry.lengthCm,
  head: (entry) => entry.headCm,
};

/** The chart's span: the first half year at least, and two months past the last entry, within WHO's tables. */
function chartDays(entries: readonly GrowthEntry[]): number {
  const last = entries.reduce((latest, entry) => Math.max(latest, entry.ageDays), 0);
  return Math.min(GROWTH_MAX_AGE_DAYS, Math.max(183, last + 61));
}

const BAND = 'rgba(233, 30, 99, 0.12)';

/**
 * The entries of one measure over WHO's 3rd–97th percentile band with the median (issue 25): drawn
 * with MUI X Charts, which this module alone imports, and this module is loaded only by the growth
 * page (React.lazy), with the WHO tables behind percentileCurves.
 */
export default function GrowthChart({ entries, sex }: { entries: readonly GrowthEntry[]; sex: BabySex }) {
  const [measure, setMeasure] = useState<GrowthMeasure>('weight');
  const curves = percentileCurves(measure, sex, 0, chartDays(entries), 7);
  const points = entries.flatMap((entry) => {
    const value = VALUE_OF[measure](entry);
    return value === null ? [] : [{ id: entry.id, x: entry.ageDays / DAYS_PER_MONTH, y: value }];
  });
  const unit = GROWTH_UNITS[measure];
  const label = GROWTH_MEASURE_LABELS[measure];
  return (
    <Box>
      <Tabs value={measure} onChange={(_event, next: GrowthMeasure) => setMeasure(next)} variant="fullWidth" aria-label="Grafikte gösterilen ölçü">
        {GROWTH_MEASURES.map((each) => (
          <Tab key={each} value={each} label={GROWTH_MEASURE_LABELS[each]} />
        ))}
      </Tabs>
      <Box
        role="img"
        aria-label={`${label} grafiği: ${points.length} ölçüm, Dünya Sağlık Örgütünün 3. ile 97. persentil aralığı üzerinde`}
        data-testid="growth-chart"
        data-points={points.length}
        sx={{ height: 280, mt: 1 }}
      >
        <ChartsContainer
          height={280}
          margin={{ left: 4, right: 12, top: 12, bottom: 4 }}
          xAxis={[{ id: 'age', scaleType: 'linear', data: curves.map((point) => point.ageMonths), min: 0, label: 'Yaş (ay)', tickMinStep: 1 }]}
          yAxis={[{ id: 'value', scaleType: 'linear', label: `${label} (${unit})`, width: 48 }]}
          series={[
            // the band: an invisible base at the 3rd percentile with the gap to the 97th stacked on it
            { type: 'line', id: 'p3-base', data: curves.map((point) => point.values[3]), stack: 'band', area: true, color: 'transparent', showMark: false },
            {
              type: 'line',
              id: 'band',
              data: curves.map((point) => point.values[97] - point.values[3]),
              stack: 'band',
              area: true,
              color: BAND,
              showMark: false,
            },
            { type: 'line', id: 'p3', data: curves.map((point) => point.values[3]), color: '#c48b9f', showMark: false },
            { type: 'line', id: 'p50', data: curves.map((point) => point.values[50]), color: '#ad1457', showMark: false },
            { type: 'line', id: 'p97', data: curves.map((point) => point.values[97]), color: '#c48b9f', showMark: false },
            { type: 'scatter', id: 'entries', data: points, color: '#1565c0', markerSize: 6 },
          ]}
        >
          <AreaPlot />
          <LinePlot />
          <ScatterPlot renderer="svg-single" />
          <ChartsXAxis axisId="age" />
          <ChartsYAxis axisId="value" />
        </ChartsContainer>
      </Box>
      <Typography color="text.secondary" sx={{ fontSize: '0.85rem', mt: 0.5 }}>
        Mavi noktalar ölçümleriniz; pembe alan yaşıtlarının %3’ü ile %97’si arası, koyu çizgi ortanca (%50).
      </Typography>
    </Box>
  );
}
