import { useLocation, useNavigate } from 'react-router-dom';
import { Alert, Card, CardContent, Container, Typography } from '@mui/material';
import { formatLongDateTr } from '@bebek/common/due-date';
import { LoadingScreen } from '@/components/loading-screen';
import { babyInfoReturnPath, paths } from '@/config/paths';
import { useProfile } from '@/lib/auth';
import { BabyInfoForm } from './baby-info-form';

/**
 * /baby-info: the same form prefilled; completion (the profile refetched by the form) goes to /, or
 * back to the announcement when she came from it (its 'Tamamla').
 */
export default function BabyInfoPage() {
  const profile = useProfile();
  const navigate = useNavigate();
  const returnTo = babyInfoReturnPath(useLocation().state);
  if (profile.isPending) return <LoadingScreen />;
  return (
    <Container maxWidth="sm" sx={{ py: 3 }}>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
            Bebek Bilgileri
          </Typography>
          {profile.data?.babyBirthDate ? (
            <Alert severity="success" icon={false} sx={{ mb: 2 }} data-testid="baby-born-note">
              {profile.data.babyName ? `${profile.data.babyName} ` : 'Bebeğiniz '}
              {formatLongDateTr(profile.data.babyBirthDate)} tarihinde dünyaya geldi; tebrikler, sağlıkla büyüsün! Aşı takvimi ve büyüme takibi bu tarihe göre
              hesaplanıyor.
            </Alert>
          ) : null}
          <BabyInfoForm profile={profile.data} allowSkip={false} onDone={() => navigate(returnTo ?? paths.home)} />
        </CardContent>
      </Card>
    </Container>
  );
}
