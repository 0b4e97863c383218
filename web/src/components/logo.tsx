import { Box, Typography } from '@mui/material';

export function Logo({ light = false }: { light?: boolean }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box component="img" src="/favicon.svg" alt="" width={32} height={32} />
      <Typography component="span" sx={{ fontWeight: 800, fontSize: '1.15rem', color: light ? '#fff' : 'primary.dark' }}>
        Bebek Yolculuğu
      </Typography>
    </Box>
  );
}
