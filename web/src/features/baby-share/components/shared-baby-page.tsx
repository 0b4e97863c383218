import { useQuery } from '@tanstack/react-query';
import { Avatar, Box, Chip, Container, Divider, Paper, Stack, Typography } from '@mui/material';
import { useParams } from 'react-router-dom';
import { getSharedBabyPage } from '@bebek/common/api/baby-share';
import { birthLengthLabel, birthWeightLabel, type SharedBabyPage, type SharedGrowthMeasure } from '@bebek/common/baby-share';
import { TOKEN_PATTERN } from '@bebek/common/tokens';
import { LoadingScreen } from '@/components/loading-screen';
import { isPageUnavailable, PageUnavailable } from '@/components/page-unavailable';
import { SharedPageFrame, SharedPageNotFound } from '@/components/shared-page-frame';
import { endpointQuery } from '@/lib/endpoint-queries';
import { turkishDay } from '@bebek/common/calendar-day';

const number = (value: number, digits = 2) => value.toLocaleString('tr-TR', { maximumFractionDigits: digits });

function BirthDetails({ birth }: { birth: SharedBabyPage['birth'] }) {
  const rows = [
    ['Doğum tarihi', turkishDay(birth.date)],
    ['Doğum saati', birth.time],
    ['Doğum kilosu', birth.weightGrams === null ? '' : birthWeightLabel(birth.weightGrams)],
    ['Doğum boyu', birth.lengthCm === null ? '' : birthLengthLabel(birth.lengthCm)],
  ].filter(([, value]) => value);
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1 }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function Measure({ measure }: { measure: SharedGrowthMeasure }) {
  return (
    <Box>
      <Typography sx={{ fontWeight: 700 }}>
        {measure.label}: {number(measure.value)} {measure.unit}
      </Typography>
      {measure.sentence ? <Typography color="text.secondary">{measure.sentence}</Typography> : null}
    </Box>
  );
}

function Growth({ entries }: { entries: NonNullable<SharedBabyPage['growth']> }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="growth-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="growth-title" variant="h6" component="h2" sx={{ fontWeight: 800 }}>
        Büyüme
      </Typography>
      {entries.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Henüz ölçüm eklenmedi.
        </Typography>
      ) : (
        // newest first: a relative looks for how the baby is now
        <Stack component="ol" divider={<Divider component="li" aria-hidden />} spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5 }}>
          {[...entries].reverse().map((entry, index) => (
            <Box component="li" key={`${entry.measuredOn}-${index}`}>
              <Typography variant="subtitle2" color="primary.dark" sx={{ fontWeight: 700 }}>
                {turkishDay(entry.measuredOn)}
              </Typography>
              <Stack spacing={0.75} sx={{ mt: 0.5 }}>
                {entry.measures.map((measure) => (
                  <Measure key={measure.measure} measure={measure} />
                ))}
              </Stack>
            </Box>
          ))}
        </Stack>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        Yüzdelikler Dünya Sağlık Örgütü (WHO) büyüme standartlarına göredir.
      </Typography>
    </Paper>
  );
}

function BabyPage({ page }: { page: SharedBabyPage }) {
  const name = page.babyName.trim() || 'Bebeğimiz';
  const sex = page.babyGender === 'kız' ? 'Kız bebek' : page.babyGender === 'erkek' ? 'Erkek bebek' : '';
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 2, sm: 4 } }}>
      <Stack spacing={2.5}>
        <Paper elevation={0} sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center', background: 'linear-gradient(160deg, #fde4ec 0%, #e7f0fd 100%)' }}>
          {page.photo ? (
            <Avatar
              src={page.photo}
              alt={page.parents ? `${page.parents} fotoğrafı` : 'Aile fotoğrafı'}
              sx={{ width: 112, height: 112, mx: 'auto', mb: 2, boxShadow: 2 }}
            />
          ) : (
            <Box aria-hidden sx={{ fontSize: 56, mb: 1 }}>
              👶
            </Box>
          )}
          <Typography variant="h4" component="h1" sx={{ fontWeight: 800, fontSize: { xs: '2rem', sm: '2.4rem' }, overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          <Stack direction="row" spacing={1} justifyContent="center" sx={{ mt: 1.5, flexWrap: 'wrap' }}>
            <Chip color="primary" label={page.age} sx={{ fontSize: '1.05rem', fontWeight: 700, px: 1 }} />
            {sex ? <Chip variant="outlined" label={sex} sx={{ fontSize: '1rem', bgcolor: 'background.paper' }} /> : null}
          </Stack>
          {page.parents ? (
            <Typography color="text.secondary" sx={{ mt: 2 }}>
              Ailesi: <strong>{page.parents}</strong>
            </Typography>
          ) : null}
        </Paper>
        <Paper variant="outlined" component="section" aria-labelledby="birth-title" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="birth-title" variant="h6" component="h2" sx={{ fontWeight: 800, mb: 1.5 }}>
            Doğum Bilgileri
          </Typography>
          <BirthDetails birth={page.birth} />
        </Paper>
        {page.growth ? <Growth entries={page.growth} /> : null}
      </Stack>
    </Container>
  );
}

/**
 * The baby's page as a relative opens it through the parent's link (issue 25, ADR 0033): no login,
 * no app shell; the neutral page while the parent has paused (ADR 0018), as the shared list shows.
 */
export default function SharedBabyPageView() {
  const { babyToken = '' } = useParams();
  const wellFormed = TOKEN_PATTERN.test(babyToken);
  const shared = useQuery({ ...endpointQuery(getSharedBabyPage, { params: { token: babyToken } }), enabled: wellFormed, retry: false });

  return (
    <SharedPageFrame>
      {wellFormed && shared.isPending ? (
        <LoadingScreen />
      ) : isPageUnavailable(shared.error) ? (
        <PageUnavailable />
      ) : shared.isSuccess ? (
        <BabyPage page={shared.data} />
      ) : (
        <SharedPageNotFound emoji="👶" title="Sayfa Bulunamadı" text="Bu bebek sayfası mevcut değil veya paylaşımı durdurulmuş" />
      )}
    </SharedPageFrame>
  );
}
