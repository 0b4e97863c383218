import { AppBar, Button, Toolbar } from '@mui/material';
import { Logo } from '@/components/logo';
import { ProfileSearch } from '@/components/profile-search/profile-search';
import { openAuthAttribute, openAuthScreen } from '@/lib/auth-flags';

export function LandingHeader() {
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: 1, px: { xs: 1.5, sm: 3 } }}>
        <Logo />
        <span style={{ flex: 1 }} />
        <ProfileSearch />
        <Button variant="contained" onClick={openAuthScreen} {...openAuthAttribute} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
          Giriş Yap
        </Button>
      </Toolbar>
    </AppBar>
  );
}
