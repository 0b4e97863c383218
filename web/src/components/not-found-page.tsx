import { Box, Button, Container, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';

/**
 * The 404 page (part 2 §2 "A 404 page exists"): inside the app for a path the router does not know,
 * and, drawn at build time, Hosting's 404.html for any path that is no page of the app (ADR 0043).
 * It says what happened in plain words and offers a way on: home, and the pages that answer questions.
 */
export default function NotFoundPage() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, sm: 10 }, textAlign: 'center' }}>
      <Typography aria-hidden sx={{ fontSize: '4rem', fontWeight: 800, lineHeight: 1 }} color="primary">
        404
      </Typography>
      <Typography variant="h5" component="h1" sx={{ mt: 2 }}>
        Sayfa bulunamadı
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        Aradığınız sayfa taşınmış ya da hiç var olmamış olabilir. Bağlantıyı size bir yakınınız gönderdiyse, ondan linki yeniden paylaşmasını isteyebilirsiniz.
      </Typography>
      <Box sx={{ mt: 4 }}>
        <Button variant="contained" component={RouterLink} to={paths.home}>
          Ana sayfaya dön
        </Button>
      </Box>
      <Stack direction="row" spacing={1} justifyContent="center" sx={{ mt: 2 }}>
        <Button component={RouterLink} to={paths.faq}>
          Sıkça Sorulan Sorular
        </Button>
        <Button component={RouterLink} to={paths.contact}>
          İletişim
        </Button>
      </Stack>
    </Container>
  );
}
