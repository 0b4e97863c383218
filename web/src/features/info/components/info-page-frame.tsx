import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Button, Container, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { paths } from '@/config/paths';

/** How-to and privacy pages: a back button and a link to the contact page (part 2 §2). */
export function InfoPageFrame({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  const navigate = useNavigate();
  const back = () => (window.history.length > 1 ? navigate(-1) : navigate(paths.home));
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <Button startIcon={<ArrowBackIcon />} onClick={back} sx={{ mb: 2 }}>
        Geri
      </Button>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      {subtitle ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {subtitle}
        </Typography>
      ) : null}
      <Stack spacing={2} sx={{ mt: 3 }}>
        {children}
      </Stack>
      <Typography sx={{ mt: 4 }}>
        Sorunuz mu var?{' '}
        <Button component={RouterLink} to={paths.contact}>
          Bize ulaşın
        </Button>
      </Typography>
    </Container>
  );
}
