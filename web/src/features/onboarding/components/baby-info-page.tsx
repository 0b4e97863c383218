import { useNavigate } from 'react-router-dom';
import { Card, CardContent, Container, Typography } from '@mui/material';
import { LoadingScreen } from '@/components/loading-screen';
import { paths } from '@/config/paths';
import { useProfile } from '@/lib/auth';
import { BabyInfoForm } from './baby-info-form';

/** /baby-info: the same form prefilled; completion (the profile refetched by the form) goes to /. */
export default function BabyInfoPage() {
  const profile = useProfile();
  const navigate = useNavigate();
  if (profile.isPending) return <LoadingScreen />;
  return (
    <Container maxWidth="sm" sx={{ py: 3 }}>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
            Bebek Bilgileri
          </Typography>
          <BabyInfoForm profile={profile.data} allowSkip={false} onDone={() => navigate(paths.home)} />
        </CardContent>
      </Card>
    </Container>
  );
}
