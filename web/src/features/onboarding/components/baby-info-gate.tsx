import { Box, Card, CardContent, Typography } from '@mui/material';
import { Logo } from '@/components/logo';
import { BabyInfoForm } from './baby-info-form';

/** The gate after the walkthrough while babyInfoCompleted is false; completion (the profile refetched by the form) reloads. */
export default function BabyInfoGate() {
  const done = () => window.location.reload();
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, background: 'linear-gradient(160deg, #fde4ec 0%, #e7f0fd 100%)' }}
    >
      <Card sx={{ width: '100%', maxWidth: 460 }}>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Logo />
          <Typography variant="h5" component="h1" sx={{ mt: 2 }}>
            Bebeğinizi tanıyalım
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Beklenen doğum tarihiyle haftalık takibi başlatalım. Diğer bilgileri sonra da ekleyebilirsiniz.
          </Typography>
          <BabyInfoForm onDone={done} allowSkip />
        </CardContent>
      </Card>
    </Box>
  );
}
