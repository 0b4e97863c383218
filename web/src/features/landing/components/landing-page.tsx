import { Suspense, type MouseEvent, type ReactNode } from 'react';
import { Box, Button, Card, CardContent, Container, Grid, Stack, Typography } from '@mui/material';
import { SiteFooter } from '@/components/site-footer';
import { openAuthAttribute, openAuthScreen } from '@/lib/auth-flags';
import { LandingHeader } from './landing-header';
import { ServiceCategoryCards } from './service-category-cards';
import { ShowcaseTabs, type ShowcaseItem } from './showcase-tabs';

const FEATURES = [
  { emoji: '🛍️', title: 'Hizmet Talepleri', text: 'Bebek odası dekorasyonu, fotoğraf çekimi ve parti organizasyonu için teklif alın.' },
  { emoji: '📣', title: 'Doğum Bildirimleri', text: 'Bebeğiniz doğduğunda sevdiklerinize tek tuşla SMS ve e-posta ile haber verin.' },
  { emoji: '🎲', title: 'Tahmin Oyunları', text: 'Cinsiyet, isim ve doğum tarihi tahminleriyle aileyi ve arkadaşları heyecana ortak edin.' },
  { emoji: '🍎', title: 'Haftalık Bebek Takibi', text: 'Bebeğinizin her hafta hangi meyve büyüklüğünde olduğunu, gelişimini ve ipuçlarını görün.' },
];

const GAMES: ShowcaseItem[] = [
  {
    id: 'gender',
    label: 'Cinsiyet',
    emoji: '🎀',
    title: 'Cinsiyet Tahmini',
    body: 'Sevdikleriniz kız mı erkek mi olacağını tahmin etsin; sonucu kazı-kazan kartıyla birlikte açıklayın.',
  },
  {
    id: 'name',
    label: 'İsim',
    emoji: '📝',
    title: 'İsim Önerileri',
    body: 'Herkes kız ve erkek için en sevdiği isimleri önersin, en popüler isimleri birlikte görün.',
  },
  {
    id: 'birthdate',
    label: 'Doğum Tarihi',
    emoji: '📅',
    title: 'Doğum Günü Tahmini',
    body: 'Bebeğin hangi gün doğacağını tahmin edin; en yakın tahmini yapan kazansın.',
  },
];

const TRACKING: ShowcaseItem[] = [
  {
    id: 'weekly',
    label: 'Haftalık Takip',
    emoji: '🥑',
    title: '40 hafta boyunca yanınızdayız',
    body: 'Her hafta bebeğinizin boyu, kilosu, gelişimi ve size özel ipuçları. Bu hafta bebeğiniz bir avokado kadar!',
  },
  {
    id: 'needs',
    label: 'İhtiyaç Listesi',
    emoji: '🧺',
    title: '100+ ürünlük ihtiyaç listesi',
    body: 'Bebek ihtiyaçlarını ve doğum çantasını kategori kategori işaretleyin, listenizi bir bağlantıyla paylaşın.',
  },
];

/**
 * A part of the page that React hydrates and commits on its own: the prerendered page would
 * otherwise be hydrated in one commit, a single long task on a phone (app/start.tsx hydrates it as
 * a transition, so the rendering between commits already yields to the browser).
 */
function HydratedApart({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}

export default function LandingPage() {
  // a link to the section, so it works before hydration; once hydrated it scrolls smoothly
  const scrollToFeatures = (event: MouseEvent) => {
    event.preventDefault();
    document.getElementById('ozellikler')?.scrollIntoView({ behavior: 'smooth' });
  };
  return (
    <>
      <HydratedApart>
        <LandingHeader />
      </HydratedApart>
      <Box component="main">
        <HydratedApart>
          <Box sx={{ background: 'linear-gradient(160deg, #fde4ec 0%, #e7f0fd 100%)', py: { xs: 7, md: 12 } }}>
            <Container maxWidth="md" sx={{ textAlign: 'center' }}>
              <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '3.2rem' } }}>
                Bebeğinizin Yolculuğunu Sevdiklerinizle Paylaşın
              </Typography>
              <Typography variant="h6" component="p" color="text.secondary" sx={{ mt: 2, fontWeight: 400 }}>
                Hamilelik takibi, ihtiyaç listesi, tahmin oyunları ve doğum bildirimi tek bir yerde.
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} justifyContent="center" sx={{ mt: 4 }}>
                <Button size="large" variant="contained" onClick={openAuthScreen} {...openAuthAttribute}>
                  Ücretsiz Başla
                </Button>
                <Button size="large" variant="outlined" href="#ozellikler" onClick={scrollToFeatures}>
                  Özellikleri Keşfet
                </Button>
              </Stack>
            </Container>
          </Box>
        </HydratedApart>

        <HydratedApart>
          <Container id="ozellikler" component="section" aria-labelledby="features-heading" sx={{ py: 6 }}>
            <Typography id="features-heading" variant="h4" component="h2" sx={{ mb: 3, textAlign: 'center' }}>
              Neler Yapabilirsiniz?
            </Typography>
            <Grid container spacing={2}>
              {FEATURES.map((feature) => (
                <Grid key={feature.title} size={{ xs: 12, sm: 6, md: 3 }}>
                  <Card variant="outlined" sx={{ height: '100%' }}>
                    <CardContent>
                      <Box aria-hidden sx={{ fontSize: 40 }}>
                        {feature.emoji}
                      </Box>
                      <Typography variant="h6" component="h3">
                        {feature.title}
                      </Typography>
                      <Typography color="text.secondary" sx={{ mt: 1 }}>
                        {feature.text}
                      </Typography>
                    </CardContent>
                  </Card>
                </Grid>
              ))}
            </Grid>
          </Container>
        </HydratedApart>

        <HydratedApart>
          <Container component="section" aria-labelledby="games-heading" sx={{ py: 4 }}>
            <Typography id="games-heading" variant="h4" component="h2" sx={{ mb: 3, textAlign: 'center' }}>
              Eğlenceli Tahmin Oyunları
            </Typography>
            <ShowcaseTabs items={GAMES} label="Oyunlar" />
          </Container>
        </HydratedApart>

        <HydratedApart>
          <Container component="section" aria-labelledby="services-heading" sx={{ py: 4 }}>
            <Typography id="services-heading" variant="h4" component="h2" sx={{ mb: 3, textAlign: 'center' }}>
              Hizmet Kategorileri
            </Typography>
            <ServiceCategoryCards />
          </Container>
        </HydratedApart>

        <HydratedApart>
          <Container component="section" aria-labelledby="tracking-heading" sx={{ py: 4 }}>
            <Typography id="tracking-heading" variant="h4" component="h2" sx={{ mb: 3, textAlign: 'center' }}>
              Takip ve Hazırlık
            </Typography>
            <ShowcaseTabs items={TRACKING} label="Takip ve ihtiyaç listesi" />
          </Container>
        </HydratedApart>
      </Box>
      <HydratedApart>
        <SiteFooter />
      </HydratedApart>
    </>
  );
}
