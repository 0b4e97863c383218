import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AppBar, Box, Button, Container, Link, Toolbar, Typography } from '@mui/material';
import { paths } from '@/config/paths';
import { Logo } from './logo';

/**
 * A page a parent shares by link (the needs list, the baby's page): no login and no app shell, the
 * logo above, what the page is below, 'Bebek Yolculuğu ile hazırlandı' at the foot. `action` stands
 * at the right of the logo (the list's link to its owner's profile).
 */
export function SharedPageFrame({ action, children }: { action?: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <AppBar position="static" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar sx={{ justifyContent: 'space-between', gap: 1 }}>
          <Link component={RouterLink} to={paths.home} underline="none" aria-label="Bebek Yolculuğu ana sayfa">
            <Logo />
          </Link>
          {action}
        </Toolbar>
      </AppBar>

      <Box component="main" sx={{ flex: 1 }}>
        {children}
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

/** A shared link that leads nowhere (a wrong token, a page no longer shared): what it was, and the way home. */
export function SharedPageNotFound({ emoji, title, text }: { emoji: string; title: string; text: string }) {
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Box aria-hidden sx={{ fontSize: 56 }}>
        {emoji}
      </Box>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, mt: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {text}
      </Typography>
      <Button variant="contained" component={RouterLink} to={paths.home} sx={{ mt: 4 }}>
        Ana Sayfaya Dön
      </Button>
    </Container>
  );
}
