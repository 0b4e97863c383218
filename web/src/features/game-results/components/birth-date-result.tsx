import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, Chip, Container, List, ListItem, Stack, Typography } from '@mui/material';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import { getBirthDateResult } from '@bebek/common/api/games';
import { whatsappLink } from '@bebek/common/games';
import { parentsBabyHeading } from '@bebek/common/result-wording';
import { turkishDay } from '@bebek/common/calendar-day';
import { LoadingScreen } from '@/components/loading-screen';
import { endpointQuery } from '@/lib/endpoint-queries';
import { BirthPoolResult } from './birth-pool-result';
import { Leaderboard } from './leaderboard';
import { Message, ResultFailure, ResultFooter, copyResultLink } from './result-message';

/**
 * /birth-date-result?token=: the birth-date game's result once its owner publishes it (ADR 0017):
 * every guess by whole days from the real day, the closest winning (ties share), 0 days 'Tam isabet!'.
 */
export default function BirthDateResultPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const result = useQuery({ ...endpointQuery(getBirthDateResult, { params: { token: token ?? '' } }), enabled: Boolean(token), retry: false });
  if (!token) return <Message text="Geçersiz link" />;
  if (result.isPending) return <LoadingScreen />;
  if (result.isError) return <ResultFailure error={result.error} />;
  const data = result.data;
  const heading = parentsBabyHeading(data.parentNames);
  const winners = data.results.filter((entry) => entry.winner);
  const url = window.location.href;
  const copy = () => copyResultLink(url);
  return (
    <Container component="main" maxWidth="sm" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.7rem', sm: '2.1rem' } }}>
        {data.gameTitle}
      </Typography>
      <Typography color="text.secondary">{heading || null}</Typography>
      <Alert icon={<EmojiEventsIcon />} severity="success" sx={{ mt: 2 }}>
        {data.babyName ? `${data.babyName} ` : 'Bebeğimiz '}
        <strong>{turkishDay(data.actualBirthDate)}</strong> tarihinde doğdu!
        {winners.length ? (
          <>
            {' '}
            {winners.length > 1 ? 'En yakın tahminler: ' : 'En yakın tahmin: '}
            <strong>{winners.map((winner) => winner.name).join(', ')}</strong>
          </>
        ) : null}
      </Alert>
      {data.results.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          Bu oyunda tahmin yok.
        </Typography>
      ) : (
        <List aria-label="Tahminler, en yakından en uzağa" sx={{ mt: 1 }}>
          {data.results.map((entry, index) => (
            <ListItem key={`${entry.name}-${index}`} divider disableGutters>
              <Stack direction="row" spacing={1} alignItems="center" justifyContent="space-between" sx={{ width: '100%', flexWrap: 'wrap', rowGap: 0.5 }}>
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: entry.winner ? 800 : 600 }}>
                    {entry.winner ? <span aria-hidden>🏆 </span> : null}
                    {entry.name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {turkishDay(entry.predictedDate)}
                  </Typography>
                </Box>
                {entry.exact ? <Chip color="success" label="Tam isabet!" /> : <Chip variant="outlined" label={`${entry.differenceDays} gün fark`} />}
              </Stack>
            </ListItem>
          ))}
        </List>
      )}
      <BirthPoolResult data={data} />
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <Button variant="outlined" onClick={() => void copy()}>
          Linki Kopyala
        </Button>
        <Button
          variant="outlined"
          component="a"
          href={whatsappLink('', `${data.gameTitle}: sonuçlar açıklandı! ${url}`)}
          target="_blank"
          rel="noopener noreferrer"
        >
          WhatsApp
        </Button>
      </Stack>
      <Leaderboard token={token} />
      <ResultFooter />
    </Container>
  );
}
