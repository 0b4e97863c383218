import { Box, Typography } from '@mui/material';

/**
 * The logo: the mark and the name, on one line. `compact` leaves the name out on a phone, where a
 * header's buttons need the width (the public header's 'Giriş Yap / Kayıt Ol' at 360 px); the
 * link around it keeps its accessible name.
 */
export function Logo({ light = false, compact = false }: { light?: boolean; compact?: boolean }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <Box component="img" src="/favicon.svg" alt="" width={32} height={32} />
      <Typography
        component="span"
        sx={{
          display: compact ? { xs: 'none', sm: 'inline' } : 'inline',
          fontWeight: 800,
          fontSize: { xs: '1rem', sm: '1.15rem' },
          whiteSpace: 'nowrap',
          color: light ? '#fff' : 'primary.dark',
        }}
      >
        Bebek Yolculuğu
      </Typography>
    </Box>
  );
}
