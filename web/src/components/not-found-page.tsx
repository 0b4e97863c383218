import { Box, Button, Container, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';

export default function NotFoundPage() {
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="h1" component="h1" sx={{ fontSize: '4rem' }} color="primary">
        404
      </Typography>
      <Typography variant="h5" component="p" sx={{ mt: 2 }}>
        Sayfa bulunamadı
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        Aradığınız sayfa taşınmış ya da hiç var olmamış olabilir.
      </Typography>
      <Box sx={{ mt: 4 }}>
        <Button variant="contained" component={RouterLink} to={paths.home}>
          Ana sayfaya dön
        </Button>
      </Box>
    </Container>
  );
}
