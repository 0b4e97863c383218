import { useQuery } from '@tanstack/react-query';
import { AppBar, Box, Button, Container, Link, Paper, Toolbar, Typography } from '@mui/material';
import PersonIcon from '@mui/icons-material/Person';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { getSharedChecklist } from '@bebek/common/api/checklist';
import { LoadingScreen } from '@/components/loading-screen';
import { Logo } from '@/components/logo';
import { paths } from '@/config/paths';
import { endpointQuery } from '@/lib/endpoint-queries';
import { formatDateTr } from '../utils/format-date';
import { ChecklistView } from './checklist-view';

/** A parent's checklist as visitors see it through the share link: read-only, no login, no app shell. */
export default function PublicChecklistPage() {
  const { checklistToken = '' } = useParams();
  const shared = useQuery({ ...endpointQuery(getSharedChecklist, { params: { token: checklistToken } }), enabled: checklistToken.length > 0 });
  const owner = shared.data?.user;

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <AppBar position="static" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar sx={{ justifyContent: 'space-between', gap: 1 }}>
          <Link component={RouterLink} to={paths.home} underline="none" aria-label="Bebek Yolculuğu ana sayfa">
            <Logo />
          </Link>
          {owner ? (
            <Button component={RouterLink} to={paths.publicProfile(owner.id)} variant="outlined" startIcon={<PersonIcon />} aria-label="Profili görüntüle">
              Profil
            </Button>
          ) : null}
        </Toolbar>
      </AppBar>

      <Box component="main" sx={{ flex: 1 }}>
        {shared.isPending && checklistToken ? (
          <LoadingScreen />
        ) : shared.isSuccess && owner ? (
          <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 4 } }}>
            <Paper elevation={0} sx={{ p: { xs: 2.5, sm: 4 }, mb: 3, textAlign: 'center', background: 'linear-gradient(160deg, #fde4ec 0%, #e7f0fd 100%)' }}>
              <Typography sx={{ fontWeight: 700, letterSpacing: 1, textTransform: 'uppercase', fontSize: '0.8rem' }} color="primary.dark">
                Bebek İhtiyaç Listesi
              </Typography>
              <Typography variant="h4" component="h1" sx={{ fontWeight: 800, mt: 0.5, fontSize: { xs: '1.7rem', sm: '2.2rem' }, overflowWrap: 'anywhere' }}>
                {owner.babyName.trim() || owner.fullName}
              </Typography>
              {formatDateTr(owner.expectedBirthDate) ? (
                <Typography color="text.secondary" sx={{ mt: 1 }}>
                  Tahmini doğum tarihi:{' '}
                  <Box component="strong" sx={{ whiteSpace: 'nowrap' }}>
                    {formatDateTr(owner.expectedBirthDate)}
                  </Box>
                </Typography>
              ) : null}
            </Paper>
            <ChecklistView items={shared.data.products} />
          </Container>
        ) : (
          <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
            <Box aria-hidden sx={{ fontSize: 56 }}>
              🧺
            </Box>
            <Typography variant="h4" component="h1" sx={{ fontWeight: 800, mt: 1 }}>
              Liste Bulunamadı
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              Bu liste mevcut değil veya kaldırılmış
            </Typography>
            <Button variant="contained" component={RouterLink} to={paths.home} sx={{ mt: 4 }}>
              Ana Sayfaya Dön
            </Button>
          </Container>
        )}
      </Box>

      <Box component="footer" sx={{ py: 3, textAlign: 'center', borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
        <Typography color="text.secondary" sx={{ fontSize: '0.9rem' }}>
          <Link component={RouterLink} to={paths.home} sx={{ fontWeight: 600 }}>
            Bebek Yolculuğu
          </Link>{' '}
          ile hazırlandı <span aria-hidden>💗</span>
        </Typography>
      </Box>
    </Box>
  );
}
