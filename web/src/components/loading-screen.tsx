import { Box, CircularProgress, Typography } from '@mui/material';

export function LoadingScreen({ text = 'Yükleniyor...' }: { text?: string }) {
  return (
    <Box role="status" sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', gap: 2 }}>
      <Box sx={{ textAlign: 'center' }}>
        <CircularProgress aria-hidden />
        <Typography sx={{ mt: 2 }}>{text}</Typography>
      </Box>
    </Box>
  );
}
