import { lazy, Suspense, useEffect, useState } from 'react';
import { Link as RouterLink, Outlet, useLocation } from 'react-router-dom';
import { AppBar, Avatar, Box, Button, ButtonBase, Fab, Paper, Toolbar, Typography } from '@mui/material';
import HomeIcon from '@mui/icons-material/Home';
import SportsEsportsIcon from '@mui/icons-material/SportsEsports';
import CampaignIcon from '@mui/icons-material/Campaign';
import StorefrontIcon from '@mui/icons-material/Storefront';
import PregnantWomanIcon from '@mui/icons-material/PregnantWoman';
import ChildCareIcon from '@mui/icons-material/ChildCare';
import { initials } from '@bebek/common/text';
import { HomeLogoButton } from '@/components/centered-card-layout';
import { ProfileSearch } from '@/components/profile-search/profile-search';
import { paths } from '@/config/paths';
import { sectionLinks } from '@/config/section-links';
import { logout, useProfile } from '@/lib/auth';
import { loadChunk } from '@/lib/chunk-reload';
import { flashToast } from '@/lib/toast';

// the menus load at the first tap on a menu button (app-shell-menus.tsx)
const AppShellMenus = lazy(() => loadChunk(() => import('./app-shell-menus')));

const USER_MENU = [
  { label: 'Profil', to: paths.profile },
  { label: 'Bildirimler', to: paths.birthNotification },
  { label: 'Raporlar', to: paths.reports },
  { label: 'SSS', to: paths.faq },
  { label: 'İletişim', to: paths.contact },
  // the pause (ADR 0018), where a mother who lost her baby looks for it (ADR 0063)
  { label: 'Kaybım oldu, takibe ara ver', to: sectionLinks.pause.to },
];
const GAMES_MENU = [
  { label: 'Cinsiyet Tahmini', to: paths.genderGame },
  { label: 'İsim Önerileri', to: paths.nameGame },
  { label: 'Doğum Günü Tahmini', to: paths.birthDateGame },
];
const PREGNANCY_MENU = [
  { label: 'Hamilelik Takibi', to: paths.pregnancy },
  { label: 'Bakım Takvimi', to: paths.careCalendar },
  { label: 'İhtiyaçlar', to: paths.checklist },
];
/** Once the baby is born (issue 25) the pregnancy's menu becomes the baby's; the pregnancy weeks stay readable as history. */
const BABY_MENU = [
  { label: 'Aşı Takvimi', to: paths.babyVaccines },
  { label: 'Büyüme', to: paths.babyGrowth },
  { label: 'Bebeğinizin Sayfası', to: sectionLinks.babyShare.to },
  { label: 'Aylık Rehber', to: paths.babyGuide },
  { label: 'İhtiyaçlar', to: paths.checklist },
  { label: 'Hamilelik haftaları', to: paths.pregnancy },
];
/** While the pregnancy is paused (ADR 0018) the menus hold nothing about the baby, and the bottom bar is gone. */
const PAUSED_USER_MENU = [
  { label: 'Profil', to: paths.profile },
  { label: 'Destek', to: paths.support },
  { label: 'SSS', to: paths.faq },
  { label: 'İletişim', to: paths.contact },
];

type OpenMenu = 'user' | 'games' | 'pregnancy' | null;

function NavButton({
  label,
  icon,
  active,
  onClick,
  to,
  controls,
}: {
  label: string;
  icon: React.ReactNode;
  active: boolean;
  onClick?: (event: React.MouseEvent<HTMLElement>) => void;
  to?: string;
  controls?: string;
}) {
  const content = (
    <>
      {icon}
      <Typography component="span" sx={{ fontSize: 12, mt: 0.25 }}>
        {label}
      </Typography>
    </>
  );
  const sx = { flex: 1, flexDirection: 'column', py: 1, color: active ? 'primary.main' : 'text.secondary', fontWeight: active ? 700 : 400 } as const;
  return to ? (
    <ButtonBase component={RouterLink} to={to} sx={sx} aria-current={active ? 'page' : undefined}>
      {content}
    </ButtonBase>
  ) : (
    <ButtonBase onClick={onClick} sx={sx} aria-haspopup="menu" aria-controls={controls}>
      {content}
    </ButtonBase>
  );
}

/** The signed-in shell (part 1 §2): top bar with search and the user menu, bottom navigation with two menus. */
export default function AppShell() {
  const location = useLocation();
  const profile = useProfile();
  const [open, setOpen] = useState<OpenMenu>(null);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // mounted from the first tap on, so that a menu's closing transition still runs
  const [menusWanted, setMenusWanted] = useState(false);
  // Menus close on a route change.
  useEffect(() => {
    setOpen(null);
    setAnchor(null);
  }, [location.pathname]);

  const show = (menu: OpenMenu) => (event: React.MouseEvent<HTMLElement>) => {
    setAnchor(event.currentTarget);
    setOpen(menu);
    setMenusWanted(true);
  };
  const close = () => setOpen(null);
  const fullName = profile.data?.fullName ?? '';
  const paused = Boolean(profile.data?.pausedAt);
  const born = Boolean(profile.data?.babyBirthDate);
  const stageMenu = born ? BABY_MENU : PREGNANCY_MENU;
  const signOut = async () => {
    close();
    await logout();
    flashToast({ variant: 'success', title: 'Başarıyla çıkış yapıldı' });
    window.location.assign(paths.auth);
  };
  const here = location.pathname;
  return (
    <Box sx={{ minHeight: '100vh', pb: 10, bgcolor: 'background.default' }}>
      <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar sx={{ gap: 1 }}>
          <HomeLogoButton />
          <Box sx={{ flex: 1 }} />
          <ProfileSearch />
          <Button onClick={show('user')} aria-haspopup="menu" aria-controls="user-menu" aria-label="Kullanıcı menüsü" sx={{ gap: 1, color: 'text.primary' }}>
            <Avatar src={profile.data?.profileImage || undefined} alt="" sx={{ width: 34, height: 34, bgcolor: 'primary.main', fontSize: 15 }}>
              {initials(fullName) || '?'}
            </Avatar>
            <Typography component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              {fullName}
            </Typography>
          </Button>
        </Toolbar>
      </AppBar>
      {menusWanted ? (
        <Suspense fallback={null}>
          <AppShellMenus
            anchor={anchor}
            here={here}
            onClose={close}
            menus={[
              { id: 'user-menu', items: paused ? PAUSED_USER_MENU : USER_MENU, open: open === 'user', signOut: () => void signOut() },
              { id: 'games-menu', items: GAMES_MENU, open: open === 'games' },
              { id: 'pregnancy-menu', items: stageMenu, open: open === 'pregnancy' },
            ]}
          />
        </Suspense>
      ) : null}

      <Box component="main">
        <Outlet />
      </Box>

      {paused ? null : (
        <Paper
          component="nav"
          aria-label="Alt menü"
          elevation={8}
          sx={{ position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: 1100, display: 'flex', alignItems: 'center', px: 0.5 }}
        >
          <NavButton label="Anasayfa" icon={<HomeIcon />} to={paths.home} active={here === paths.home} />
          <NavButton
            label="Oyunlar"
            icon={<SportsEsportsIcon />}
            onClick={show('games')}
            controls="games-menu"
            active={GAMES_MENU.some((item) => item.to === here)}
          />
          <Box sx={{ flex: 1, display: 'flex', justifyContent: 'center' }}>
            <Fab
              component={RouterLink}
              to={paths.birthNotification}
              color="primary"
              variant="extended"
              size="medium"
              sx={{ mt: -3, px: 1.5, fontSize: 12 }}
              aria-label="Doğum Bildir"
            >
              <CampaignIcon sx={{ mr: 0.5 }} />
              Doğum Bildir
            </Fab>
          </Box>
          <NavButton label="Hizmetler" icon={<StorefrontIcon />} to={paths.serviceRequests} active={here === paths.serviceRequests} />
          <NavButton
            label={born ? 'Bebeğim' : 'Hamilelik'}
            icon={born ? <ChildCareIcon /> : <PregnantWomanIcon />}
            onClick={show('pregnancy')}
            controls="pregnancy-menu"
            active={stageMenu.some((item) => item.to === here)}
          />
        </Paper>
      )}
    </Box>
  );
}
