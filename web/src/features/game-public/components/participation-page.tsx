import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  AppBar,
  Avatar,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Container,
  IconButton,
  Link,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Toolbar,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { MAX_NAMES_PER_GENDER, PARTICIPATION_REDIRECT_MS } from '@bebek/common/constants';
import { genderStats, hasResponded } from '@bebek/common/games';
import { GAME_MESSAGES } from '@bebek/common/schemas/games';
import { initials } from '@bebek/common/text';
import type { GameKind, PublicGameResponse } from '@bebek/common/types';
import { HomeLogoButton } from '@/components/centered-card-layout';
import { LoadingScreen } from '@/components/loading-screen';
import { paths } from '@/config/paths';
import { ApiError, apiRequest, errorMessage } from '@/lib/api-client';
import { login, register, useProfile } from '@/lib/auth';
import { dayjs } from '@/lib/dayjs';
import { hasSession } from '@/lib/session';
import { toast } from '@/lib/toast';

const SEGMENT: Record<GameKind, string> = { gender: 'gender-games', name: 'name-games', birthdate: 'birth-date-games' };
const FAILURE: Record<GameKind, string> = {
  gender: 'Tahmin kaydedilirken bir hata oluştu',
  name: 'İsimler kaydedilirken bir hata oluştu',
  birthdate: 'Katılım sırasında hata oluştu',
};

/** Lookup order (part 2 §2): birth date first, then gender, then name; /birth-date-games links are birth date only. */
async function lookup(token: string, kinds: GameKind[], email: string | null): Promise<(PublicGameResponse & { kind: GameKind }) | null> {
  const query = email ? `?email=${encodeURIComponent(email)}` : '';
  for (const kind of kinds) {
    try {
      return { ...(await apiRequest<PublicGameResponse>(`/api/${SEGMENT[kind]}/${encodeURIComponent(token)}${query}`)), kind };
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 404) throw error;
    }
  }
  return null;
}

function Header({ ownerId }: { ownerId?: string }) {
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: 1 }}>
        <HomeLogoButton />
        <Box sx={{ flex: 1 }} />
        <Button component={RouterLink} to={ownerId ? paths.publicProfile(ownerId) : paths.home} variant="outlined">
          Profil
        </Button>
      </Toolbar>
    </AppBar>
  );
}

function answerLabel(kind: GameKind, participant: PublicGameResponse['game']['participants'][number]): string {
  if (kind === 'gender' && participant.prediction) return participant.prediction === 'girl' ? 'Kız' : 'Erkek';
  if (kind === 'birthdate' && participant.predictedDate) return dayjs(participant.predictedDate).format('D MMMM YYYY');
  if (kind === 'name' && participant.boyNames) return [...(participant.girlNames ?? []), ...participant.boyNames].join(', ');
  return hasResponded(participant) ? 'Katıldı' : 'Bekliyor...';
}

function CreatorView({ data }: { data: PublicGameResponse & { kind: GameKind } }) {
  const participants = data.game.participants;
  const answered = participants.filter(hasResponded).length;
  const stats = genderStats(participants);
  return (
    <Card variant="outlined">
      <CardContent>
        <Alert severity="info" sx={{ mb: 2 }}>
          Bu sizin oyununuz. Kendi oyununuza tahmin gönderemezsiniz; katılımları buradan izleyebilirsiniz.
        </Alert>
        <Typography sx={{ fontWeight: 700 }}>
          {answered}/{participants.length} katılımcı yanıt verdi
        </Typography>
        {data.kind === 'gender' ? (
          <Typography sx={{ mt: 1 }}>
            Kız: {stats.girlCount} · Erkek: {stats.boyCount}
          </Typography>
        ) : null}
        <Stack spacing={1} sx={{ mt: 2 }}>
          {participants.map((participant) => (
            <Stack key={participant.id} direction="row" justifyContent="space-between">
              <Typography>{participant.name}</Typography>
              <Typography color={hasResponded(participant) ? 'text.primary' : 'text.secondary'}>{answerLabel(data.kind, participant)}</Typography>
            </Stack>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}

function NameList({ label, names, onChange }: { label: string; names: string[]; onChange: (names: string[]) => void }) {
  return (
    <Box>
      <Typography sx={{ fontWeight: 700, mb: 1 }}>{label}</Typography>
      <Stack spacing={1}>
        {names.map((name, index) => (
          <Stack key={index} direction="row" spacing={1}>
            <TextField
              size="small"
              fullWidth
              label={`${label} ${index + 1}`}
              value={name}
              onChange={(event) => onChange(names.map((value, i) => (i === index ? event.target.value : value)))}
            />
            <IconButton aria-label={`${label} ${index + 1} sil`} disabled={names.length === 1} onClick={() => onChange(names.filter((_, i) => i !== index))}>
              <RemoveIcon />
            </IconButton>
          </Stack>
        ))}
      </Stack>
      <Button startIcon={<AddIcon />} disabled={names.length >= MAX_NAMES_PER_GENDER} onClick={() => onChange([...names, ''])} sx={{ mt: 1 }}>
        İsim ekle
      </Button>
    </Box>
  );
}

function AccountCard() {
  const [mode, setMode] = useState<'login' | 'register'>('login');
  const [form, setForm] = useState({ fullName: '', email: '', phone: '', password: '', gender: 'female', birthDate: '' });
  const [error, setError] = useState('');
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError('');
    try {
      if (mode === 'login') await login({ email: form.email, password: form.password });
      else {
        if (!form.fullName.trim() || form.phone.trim().length < 10 || !form.birthDate) {
          setError('Lütfen ad soyad, telefon (en az 10 karakter) ve doğum tarihini girin');
          return;
        }
        await register(form);
      }
      window.location.reload();
    } catch (failure) {
      setError(errorMessage(failure, mode === 'login' ? 'Email veya şifre hatalı' : 'Kayıt işlemi başarısız'));
    }
  };
  const field = (name: keyof typeof form) => ({
    value: form[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setForm({ ...form, [name]: event.target.value }),
  });
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          {mode === 'login' ? 'Hesabınızla katılın' : 'Hesap oluşturun'}
        </Typography>
        <Stack component="form" spacing={1.5} sx={{ mt: 1.5 }} onSubmit={submit} noValidate>
          {mode === 'register' ? <TextField size="small" label="Ad Soyad" {...field('fullName')} /> : null}
          <TextField size="small" label="Hesap email" type="email" {...field('email')} />
          {mode === 'register' ? <TextField size="small" label="Hesap telefonu" type="tel" {...field('phone')} /> : null}
          {mode === 'register' ? (
            <ToggleButtonGroup
              exclusive
              size="small"
              value={form.gender}
              onChange={(_event, value: string | null) => value && setForm({ ...form, gender: value })}
              aria-label="Cinsiyet"
            >
              <ToggleButton value="female">Kadın</ToggleButton>
              <ToggleButton value="male">Erkek</ToggleButton>
            </ToggleButtonGroup>
          ) : null}
          {mode === 'register' ? (
            <TextField size="small" label="Doğum tarihi" type="date" slotProps={{ inputLabel: { shrink: true } }} {...field('birthDate')} />
          ) : null}
          <TextField size="small" label="Hesap şifresi" type="password" {...field('password')} />
          {error ? <Alert severity="error">{error}</Alert> : null}
          <Button type="submit" variant="outlined">
            {mode === 'login' ? 'Giriş Yap' : 'Kayıt Ol'}
          </Button>
          <Link component="button" type="button" onClick={() => setMode(mode === 'login' ? 'register' : 'login')}>
            {mode === 'login' ? 'Hesabınız yok mu? Kayıt olun' : 'Hesabınız var mı? Giriş yapın'}
          </Link>
        </Stack>
      </CardContent>
    </Card>
  );
}

function ParticipationForm({ data, onDone, onAlready }: { data: PublicGameResponse & { kind: GameKind }; onDone: () => void; onAlready: () => void }) {
  const signedIn = hasSession();
  const profile = useProfile();
  const [identity, setIdentity] = useState({ name: data.prefill?.name ?? '', email: data.prefill?.email ?? '', phone: data.prefill?.phone ?? '' });
  const [prediction, setPrediction] = useState<'boy' | 'girl' | null>(null);
  const [boyNames, setBoyNames] = useState(['']);
  const [girlNames, setGirlNames] = useState(['']);
  const [predictedDate, setPredictedDate] = useState('');
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  useEffect(() => {
    if (signedIn && profile.data) setIdentity({ name: profile.data.fullName, email: profile.data.email, phone: profile.data.phone });
  }, [signedIn, profile.data]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError('');
    if (!signedIn && (!identity.name.trim() || !identity.email.trim() || identity.phone.trim().length < 10)) {
      setError(GAME_MESSAGES.guestFieldsRequired);
      return;
    }
    let answer: Record<string, unknown>;
    if (data.kind === 'gender') {
      if (!prediction) {
        setError(GAME_MESSAGES.predictionRequired);
        return;
      }
      answer = { prediction };
    } else if (data.kind === 'name') {
      const boys = boyNames.map((name) => name.trim()).filter(Boolean);
      const girls = girlNames.map((name) => name.trim()).filter(Boolean);
      if (!boys.length || !girls.length) {
        toast.error(GAME_MESSAGES.namesMissingTitle, GAME_MESSAGES.namesMissing);
        return;
      }
      answer = { boyNames: boys, girlNames: girls };
    } else {
      if (!predictedDate) {
        setError(GAME_MESSAGES.predictedDateRequired);
        return;
      }
      answer = { predictedDate };
    }
    const path =
      data.kind === 'gender'
        ? `/api/gender-games/${data.game.id}/${signedIn ? 'participate' : 'participate-guest'}`
        : `/api/${SEGMENT[data.kind]}/${data.game.id}/participate`;
    setSending(true);
    try {
      await apiRequest(path, { method: 'POST', body: { ...identity, ...answer, participantId: data.prefill?.participantId } });
      onDone();
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 409 && failure.serverMessage === GAME_MESSAGES.alreadySubmitted) onAlready();
      else toast.error('Hata', errorMessage(failure, FAILURE[data.kind]));
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack spacing={2}>
      {!signedIn ? <AccountCard /> : null}
      <Card variant="outlined">
        <CardContent>
          <Stack component="form" spacing={2} onSubmit={submit} noValidate>
            <Typography variant="h6" component="h2">
              {signedIn ? 'Tahmininizi gönderin' : 'Misafir olarak katılın'}
            </Typography>
            <TextField label="Adınız" value={identity.name} disabled={signedIn} onChange={(event) => setIdentity({ ...identity, name: event.target.value })} />
            {!signedIn ? (
              <TextField label="Email" type="email" value={identity.email} onChange={(event) => setIdentity({ ...identity, email: event.target.value })} />
            ) : null}
            <TextField
              label="Telefon"
              type="tel"
              placeholder="05xx xxx xx xx"
              value={identity.phone}
              onChange={(event) => setIdentity({ ...identity, phone: event.target.value })}
            />
            {data.kind === 'gender' ? (
              <ToggleButtonGroup
                exclusive
                fullWidth
                value={prediction}
                onChange={(_event, value: 'boy' | 'girl' | null) => setPrediction(value)}
                aria-label="Tahmininiz"
              >
                <ToggleButton value="girl" sx={{ py: 2, fontSize: 18 }}>
                  👧 Kız
                </ToggleButton>
                <ToggleButton value="boy" sx={{ py: 2, fontSize: 18 }}>
                  👦 Erkek
                </ToggleButton>
              </ToggleButtonGroup>
            ) : null}
            {data.kind === 'name' ? (
              <>
                <NameList label="Kız ismi" names={girlNames} onChange={setGirlNames} />
                <NameList label="Erkek ismi" names={boyNames} onChange={setBoyNames} />
              </>
            ) : null}
            {data.kind === 'birthdate' ? (
              <TextField
                label="Doğum tarihi tahmininiz"
                type="date"
                slotProps={{ inputLabel: { shrink: true } }}
                value={predictedDate}
                onChange={(event) => setPredictedDate(event.target.value)}
              />
            ) : null}
            {error ? <Alert severity="error">{error}</Alert> : null}
            <Button type="submit" variant="contained" size="large" disabled={sending}>
              {sending ? 'Gönderiliyor...' : 'Tahmini Gönder'}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}

/** The public participation page for /game/{token}, /birth-date-games/{token} and the invite links (part 2 §2). */
export default function ParticipationPage() {
  const { token = '' } = useParams();
  const location = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const kinds: GameKind[] = location.pathname.startsWith('/birth-date-games/') ? ['birthdate'] : ['birthdate', 'gender', 'name'];
  const query = useQuery({ queryKey: ['public-game', token, params.get('email')], queryFn: () => lookup(token, kinds, params.get('email')), retry: false });
  const [state, setState] = useState<'form' | 'thanks' | 'already'>('form');
  const data = query.data;
  const ownerId = data?.owner.id;
  useEffect(() => {
    if (state !== 'thanks') return;
    const timer = window.setTimeout(() => navigate(ownerId ? paths.publicProfile(ownerId) : paths.home), PARTICIPATION_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [state, ownerId, navigate]);

  let body;
  if (query.isPending) body = <LoadingScreen />;
  else if (!data)
    body = (
      <Box sx={{ textAlign: 'center', py: 6 }}>
        <Typography variant="h5" component="h1">
          Oyun Bulunamadı
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {GAME_MESSAGES.gameNotFound}
        </Typography>
      </Box>
    );
  else if (!SEGMENT[data.kind]) body = <Alert severity="warning">Bu oyun tipi desteklenmiyor.</Alert>;
  else {
    const owner = data.owner;
    let content;
    if (state === 'thanks') content = <Alert severity="success">Teşekkürler! Tahmininiz kaydedildi. Yönlendiriliyorsunuz...</Alert>;
    else if (state === 'already' || data.alreadySubmitted) content = <Alert severity="info">Zaten Katıldınız. Bu oyuna daha önce tahmin gönderdiniz.</Alert>;
    else if (data.viewer === 'creator') content = <CreatorView data={data} />;
    else if (data.game.status === 'completed') content = <Alert severity="info">{GAME_MESSAGES.gameCompleted}</Alert>;
    else content = <ParticipationForm data={data} onDone={() => setState('thanks')} onAlready={() => setState('already')} />;
    body = (
      <Stack spacing={2}>
        <Stack direction="row" spacing={2} alignItems="center">
          <Avatar src={owner.profileImage || undefined} alt="" sx={{ bgcolor: 'primary.main' }}>
            {initials(owner.fullName, 1)}
          </Avatar>
          <Typography sx={{ fontWeight: 700 }}>{owner.spouseName ? `${owner.fullName} & ${owner.spouseName}` : owner.fullName}</Typography>
        </Stack>
        <Box>
          <Chip
            size="small"
            label={data.kind === 'gender' ? 'Cinsiyet Tahmini' : data.kind === 'name' ? 'İsim Önerisi' : 'Doğum Günü Tahmini'}
            sx={{ mb: 1 }}
          />
          <Typography variant="h4" component="h1">
            {data.game.title}
          </Typography>
          {data.game.description ? <Typography color="text.secondary">{data.game.description}</Typography> : null}
        </Box>
        {content}
      </Stack>
    );
  }
  return (
    <>
      <Header ownerId={ownerId} />
      <Container component="main" maxWidth="sm" sx={{ py: 3 }}>
        {body}
      </Container>
    </>
  );
}
