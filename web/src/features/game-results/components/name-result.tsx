import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { getNameResult } from '@bebek/common/api/games';
import {
  Box,
  Button,
  Card,
  CardContent,
  Container,
  Dialog,
  DialogContent,
  DialogTitle,
  Grid,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { LoadingScreen } from '@/components/loading-screen';
import { resultBirthLine } from '@bebek/common/result-wording';
import { endpointQuery } from '@/lib/endpoint-queries';
import { Leaderboard } from './leaderboard';
import { Message, ResultFailure, copyResultLink } from './result-message';

function TopList({ title, names }: { title: string; names: Array<[string, number]> }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {names.length === 0 ? <Typography color="text.secondary">Henüz öneri yok</Typography> : null}
        <List dense aria-label={title}>
          {names.map(([name, count], index) => (
            <ListItem key={name} secondaryAction={<Typography sx={{ fontWeight: 700 }}>{count}</Typography>}>
              <ListItemText primary={`${index + 1}. ${name}`} />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}

/** /name-result?token=: top 10 names of each gender, the participants, and sharing (part 2 §2). */
export default function NameResultPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const [sharing, setSharing] = useState(false);
  const result = useQuery({ ...endpointQuery(getNameResult, { params: { token: token ?? '' } }), enabled: Boolean(token), retry: false });
  if (!token) return <Message text="Geçersiz link" />;
  if (result.isPending) return <LoadingScreen />;
  if (result.isError) return <ResultFailure error={result.error} />;
  const data = result.data;
  const url = window.location.href;
  const text = `${data.gameTitle}: en sevilen isimler`;
  const copy = () => copyResultLink(url);
  return (
    <Container component="main" maxWidth="md" sx={{ py: 3 }}>
      <Stack direction="row" justifyContent="space-between" alignItems="flex-start" spacing={2}>
        <Box>
          <Typography variant="h4" component="h1">
            {data.gameTitle}
          </Typography>
          <Typography color="text.secondary">
            {[data.babyName, resultBirthLine(data.expectedDate, data.babyBirthDate), `${data.totalParticipants} katılımcı`].filter(Boolean).join(' · ')}
          </Typography>
        </Box>
        <Button variant="contained" onClick={() => setSharing(true)}>
          Paylaş
        </Button>
      </Stack>
      <Grid container spacing={2} sx={{ mt: 2 }}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TopList title="En sevilen kız isimleri" names={data.girlNames} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TopList title="En sevilen erkek isimleri" names={data.boyNames} />
        </Grid>
      </Grid>
      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        Katılımcılar
      </Typography>
      <List aria-label="Katılımcıların önerileri">
        {data.participants.map((participant, index) => (
          <ListItem key={`${participant.name}-${index}`} divider>
            <ListItemText primary={participant.name} secondary={`Kız: ${participant.girlNames.join(', ')} · Erkek: ${participant.boyNames.join(', ')}`} />
          </ListItem>
        ))}
      </List>
      <Leaderboard token={token} />
      <Dialog open={sharing} onClose={() => setSharing(false)} fullWidth maxWidth="xs">
        <DialogTitle>Sonuçları Paylaş</DialogTitle>
        <DialogContent>
          <Stack spacing={1}>
            <Button variant="outlined" onClick={copy}>
              Linki Kopyala
            </Button>
            <Button
              variant="outlined"
              component="a"
              href={`https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              WhatsApp
            </Button>
            <Button
              variant="outlined"
              component="a"
              href={`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              Facebook
            </Button>
            <Button
              variant="outlined"
              component="a"
              href={`https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              Twitter
            </Button>
            <Button variant="outlined" onClick={copy}>
              Instagram (bağlantıyı kopyala)
            </Button>
          </Stack>
        </DialogContent>
      </Dialog>
    </Container>
  );
}
