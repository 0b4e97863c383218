import { useState } from 'react';
import { Link as RouterLink, Outlet } from 'react-router-dom';
import { AppBar, Box, Button, IconButton, Menu, MenuItem, Stack, Toolbar } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import { STORAGE_KEYS } from '@bebek/common/constants';
import { HomeLogoButton } from '@/components/centered-card-layout';
import { CopyrightYears } from '@/components/copyright-years';
import { SiteFooter } from '@/components/site-footer';
import { paths } from '@/config/paths';

const LINKS = [
  { to: paths.howToUse, label: 'Nasıl Kullanılır?' },
  { to: paths.faq, label: 'SSS' },
  { to: paths.contact, label: 'İletişim' },
  { to: paths.privacy, label: 'Gizlilik' },
];

function goToAuth() {
  localStorage.setItem(STORAGE_KEYS.showAuth, 'true');
  window.location.assign(paths.home);
}

/** The public header and footer of the info pages for visitors (part 1 §2). */
export default function PublicLayout() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar sx={{ gap: 1, px: { xs: 1.5, sm: 3 } }}>
          <HomeLogoButton compact />
          <Box sx={{ flex: 1 }} />
          <Stack direction="row" spacing={0.5} sx={{ display: { xs: 'none', md: 'flex' } }} component="nav" aria-label="Bilgi sayfaları">
            {LINKS.map((link) => (
              <Button key={link.to} component={RouterLink} to={link.to} color="inherit">
                {link.label}
              </Button>
            ))}
          </Stack>
          <IconButton aria-label="Menü" sx={{ display: { md: 'none' } }} onClick={(event) => setAnchor(event.currentTarget)}>
            <MenuIcon />
          </IconButton>
          <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
            {LINKS.map((link) => (
              <MenuItem key={link.to} component={RouterLink} to={link.to} onClick={() => setAnchor(null)}>
                {link.label}
              </MenuItem>
            ))}
          </Menu>
          <Button variant="contained" onClick={goToAuth} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
            Giriş Yap / Kayıt Ol
          </Button>
        </Toolbar>
      </AppBar>
      <Box component="main">
        <Outlet />
      </Box>
      <SiteFooter routerLink={RouterLink} years={<CopyrightYears />} />
    </>
  );
}
