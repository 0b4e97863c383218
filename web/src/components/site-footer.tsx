import type { ElementType, ReactNode } from 'react';
import { Box, Button, Container, Grid, Link, Typography } from '@mui/material';
import { paths } from '@/config/paths';
import { openAuthAttribute, openAuthScreen } from '@/lib/auth-flags';
import { Logo } from './logo';

const FEATURES = ['Haftalık bebek takibi', 'Tahmin oyunları', 'İhtiyaç listesi', 'Doğum bildirimi', 'Hizmet teklifleri'];
const SUPPORT = [
  { to: paths.howToUse, label: 'Nasıl Kullanılır?' },
  { to: paths.faq, label: 'Sıkça Sorulan Sorular' },
  { to: paths.contact, label: 'İletişim' },
  { to: paths.privacy, label: 'Gizlilik Politikası' },
];

/**
 * Footer of the public pages: features, support links, an account button and the copyright line.
 * Its links are plain links on the landing page (hydrated without the router); inside the router
 * the info pages pass the router's Link, so moving between them stays in the page. They pass this
 * year's copyright line too (ADR 0063); the landing page's first view, at its budget, keeps the spec's.
 */
export function SiteFooter({ routerLink, years = '2025' }: { routerLink?: ElementType; years?: ReactNode }) {
  return (
    <Box component="footer" sx={{ bgcolor: '#3b1f2b', color: '#fbe9ef', mt: 8, py: 6 }}>
      <Container>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Logo light />
            <Typography sx={{ mt: 2, opacity: 0.85 }}>Bebeğinizin yolculuğunu sevdiklerinizle paylaşın.</Typography>
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <Typography component="h2" sx={{ fontWeight: 700, mb: 1 }}>
              Özellikler
            </Typography>
            {FEATURES.map((feature) => (
              <Typography key={feature} sx={{ opacity: 0.85 }}>
                {feature}
              </Typography>
            ))}
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <Typography component="h2" sx={{ fontWeight: 700, mb: 1 }}>
              Destek
            </Typography>
            {SUPPORT.map((link) => (
              <Link
                key={link.to}
                {...(routerLink ? { component: routerLink, to: link.to } : { href: link.to })}
                color="inherit"
                display="block"
                underline="hover"
              >
                {link.label}
              </Link>
            ))}
          </Grid>
          <Grid size={{ xs: 12, md: 2 }}>
            <Typography component="h2" sx={{ fontWeight: 700, mb: 1 }}>
              Hesap
            </Typography>
            <Button variant="contained" onClick={openAuthScreen} {...openAuthAttribute}>
              Giriş Yap / Kayıt Ol
            </Button>
          </Grid>
        </Grid>
        <Typography sx={{ mt: 5, opacity: 0.75, fontSize: 14 }}>© {years} Bebek Yolculuğu. Tüm hakları saklıdır.</Typography>
      </Container>
    </Box>
  );
}
