import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, ButtonBase, Card, CardContent } from '@mui/material';
import { paths } from '@/config/paths';
import { Logo } from './logo';

/** The soft-gradient page with one centred card: auth, password reset, onboarding. */
export function CenteredCardLayout({ children, maxWidth = 420 }: { children: ReactNode; maxWidth?: number }) {
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, background: 'linear-gradient(160deg, #fde4ec 0%, #e7f0fd 100%)' }}
    >
      <Card sx={{ width: '100%', maxWidth }}>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Box sx={{ mb: 2 }}>
            <HomeLogoButton />
          </Box>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}

/** The logo as the way home, in every header. */
export function HomeLogoButton({ compact = false }: { compact?: boolean }) {
  return (
    <ButtonBase component={RouterLink} to={paths.home} aria-label="Ana sayfa" sx={{ borderRadius: 2, flexShrink: 0 }}>
      <Logo compact={compact} />
    </ButtonBase>
  );
}
