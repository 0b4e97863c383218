import { Box, Container, Link, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';

/**
 * Support resources, shown after the pause (docs/decisions/0018-gifts-care-calendar-pause.md):
 * short, calm, no mention of the baby, numbers that work in Türkiye around the clock or through
 * the family doctor, and a way back to the quiet home page.
 */
const RESOURCES = [
  {
    title: 'Doktorunuz, ebeniz ya da aile hekiminiz',
    text: 'Bedeninizin ve ruhunuzun iyileşmesi için ilk başvuracağınız kişiler. Aile hekiminiz sizi bir ruh sağlığı uzmanına ya da bölgenizdeki Toplum Ruh Sağlığı Merkezine yönlendirebilir. Göğüslerinize süt gelebilir; bu doğaldır, ebeniz ya da doktorunuz bu konuda da yardımcı olur.',
  },
  {
    title: 'ALO 182: Hastane randevusu (MHRS)',
    text: 'Psikiyatri ya da psikolojik destek için devlet hastanelerinden randevu alabilirsiniz; MHRS uygulaması ve internet sitesi de aynı randevuları verir.',
    phone: '182',
  },
  {
    title: 'ALO 183: Sosyal Destek Hattı',
    text: 'Aile ve Sosyal Hizmetler Bakanlığının hattı; günün her saati ücretsiz arayabilir, konuşabilir ve yönlendirme isteyebilirsiniz.',
    phone: '183',
  },
  {
    title: '112: Acil',
    text: 'Kendinizi ya da bir yakınınızı tehlikede hissederseniz, şiddetli ağrı, kanama ya da ateşiniz olursa hemen arayın.',
    phone: '112',
  },
];

export default function SupportPage() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 2, sm: 4 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, fontSize: { xs: '1.6rem', sm: '2rem' } }}>
        Destek
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        Zor bir dönemden geçiyor olabilirsiniz. Yalnız değilsiniz; konuşmak ve yardım istemek iyi gelebilir.
      </Typography>
      <Stack spacing={1.5} sx={{ mt: 3 }}>
        {RESOURCES.map((resource) => (
          <Paper key={resource.title} variant="outlined" sx={{ p: 2 }}>
            <Typography component="h2" sx={{ fontWeight: 700 }}>
              {resource.title}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 0.5, fontSize: '0.95rem' }}>
              {resource.text}
            </Typography>
            {resource.phone ? (
              <Link href={`tel:${resource.phone}`} sx={{ display: 'inline-block', mt: 1, fontWeight: 700 }}>
                {resource.phone} numarasını ara
              </Link>
            ) : null}
          </Paper>
        ))}
      </Stack>
      <Box sx={{ mt: 3 }}>
        <Typography color="text.secondary" sx={{ fontSize: '0.95rem' }}>
          Bilgileriniz silinmedi. Hazır olduğunuzda{' '}
          <Link component={RouterLink} to={paths.home}>
            ana sayfadan
          </Link>{' '}
          devam edebilirsiniz.
        </Typography>
      </Box>
    </Container>
  );
}
