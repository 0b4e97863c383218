import { Chip } from '@mui/material';

/** Each trimester has its own colour (contrast checked against the label colour). */
const TRIMESTER_COLOURS: Record<1 | 2 | 3, { bg: string; fg: string }> = {
  1: { bg: '#e3f4e5', fg: '#1b5e20' },
  2: { bg: '#e1edfb', fg: '#0d47a1' },
  3: { bg: '#f1e4f7', fg: '#5b1a78' },
};

export function TrimesterBadge({ trimester }: { trimester: 1 | 2 | 3 }) {
  const colours = TRIMESTER_COLOURS[trimester];
  return <Chip label={`${trimester}. Trimester`} sx={{ bgcolor: colours.bg, color: colours.fg, fontWeight: 700 }} data-trimester={trimester} />;
}
