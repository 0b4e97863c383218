import { lazy, startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { Schema } from 'yup';
import {
  Alert,
  AppBar,
  Avatar,
  Box,
  Button,
  Card,
  CardContent,
  Container,
  IconButton,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Toolbar,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { MAX_NAMES_PER_GENDER, PARTICIPATION_REDIRECT_MS } from '@bebek/common/constants';
import { answerBirthDateGame, answerGenderGame, answerGenderGameAsGuest, answerNameGame, GAME_SEGMENTS } from '@bebek/common/api/games';
import type { BodyOf } from '@bebek/common/api/endpoint';
import { ANSWER_WORDING, GAME_KIND_LABELS } from '@bebek/common/games';
import { GAME_MESSAGES } from '@bebek/common/schemas/messages';
import { turkishDay } from '@bebek/common/calendar-day';
import { initials } from '@bebek/common/text';
import type { GameKind } from '@bebek/common/types';
import { HomeLogoLink } from '@/components/home-logo-link';
import { LoadingScreen } from '@/components/loading-screen';
import { PageUnavailable } from '@/components/page-unavailable';
import { CHOSEN_TOGGLE } from './chosen-toggle';
import { TextInput } from '@/components/text-input';
import { paths } from '@/config/paths';
import { ApiError, callEndpoint, errorMessage } from '@/lib/api-client';
import { loadChunk } from '@/lib/chunk-reload';
import { useHydrated } from '@/lib/use-hydrated';
import { hasSession } from '@/lib/session';
import { ownAnswer, ownAnswerText, rememberOwnAnswer, type OwnAnswer } from '@/lib/own-answers';
import { toast } from '@/lib/toast';
import { embeddedGame as readEmbeddedGame } from '../api/embedded';
import { gameLinkOfPage, type EmbeddedGame } from '../api/game-link';

/**
 * Hydrates the view the server drew with the game (ADR 0017) for a visitor without a session, who
 * sees exactly that view; false for a signed-in visitor, whose view is their own, or a page not
 * drawn (the app's start then renders the page). Here rather than in the start, whose chunk every
 * page loads.
 */
export function hydrateDrawn(container: HTMLElement, wrap: (children: ReactNode) => ReactNode): boolean {
  const embedded = hasSession() ? undefined : readEmbeddedGame();
  if (embedded === undefined) return false;
  startTransition(() => {
    hydrateRoot(container, wrap(<ParticipationPage embedded={embedded} />));
  });
  return true;
}
import { usePublicGame, type PublicGame, type PublicGameState } from '../api/get-public-game';
import { firstError, validateWith, type FieldErrors } from '../utils/validate';
import { AccountCard } from './account-card';

/** Why a guest is asked for her e-mail and phone (part 2 §5 asks both): the result reaches her there. */
const WHY_CONTACTS = 'Sonucu size bildirmek için';
const KNOWN_GENDER = { boy: 'erkek', girl: 'kız' } as const;

const CreatorView = lazy(() => loadChunk(() => import('./creator-view')));
const BirthPoolFields = lazy(() => loadChunk(() => import('./birth-pool-fields')));

const FAILURE: Record<GameKind, string> = {
  gender: 'Tahmin kaydedilirken bir hata oluştu',
  name: 'İsimler kaydedilirken bir hata oluştu',
  birthdate: 'Katılım sırasında hata oluştu',
};

/**
 * Links here are plain links: the page runs without the router (app/start.tsx). A paused parent's
 * page has no 'Profil': their profile is unavailable too, and the logo leads home.
 */
function Header({ ownerId, paused }: { ownerId?: string; paused: boolean }) {
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: 1 }}>
        <HomeLogoLink />
        <Box sx={{ flex: 1 }} />
        {paused ? null : (
          <Button href={ownerId ? paths.publicProfile(ownerId) : paths.home} variant="outlined">
            Profil
          </Button>
        )}
      </Toolbar>
    </AppBar>
  );
}

function NameList({ label, names, onChange, ready }: { label: string; names: string[]; onChange: (names: string[]) => void; ready: boolean }) {
  return (
    <Box>
      <Typography sx={{ fontWeight: 700, mb: 1 }}>{label}</Typography>
      <Stack spacing={1}>
        {names.map((name, index) => (
          <Stack key={index} direction="row" spacing={1}>
            <TextInput
              size="small"
              fullWidth
              label={`${label} ${index + 1}`}
              value={name}
              readOnly={!ready}
              onChange={(event) => onChange(names.map((value, i) => (i === index ? event.target.value : value)))}
            />
            <IconButton
              aria-label={`${label} ${index + 1} sil`}
              disabled={names.length === 1 || !ready}
              onClick={() => onChange(names.filter((_, i) => i !== index))}
            >
              <RemoveIcon />
            </IconButton>
          </Stack>
        ))}
      </Stack>
      <Button
        startIcon={<AddIcon />}
        aria-disabled={!ready || undefined}
        disabled={names.length >= MAX_NAMES_PER_GENDER}
        onClick={() => onChange([...names, ''])}
        sx={{ mt: 1 }}
      >
        İsim ekle
      </Button>
    </Box>
  );
}

/** The shared schemas of the answers, loaded when the form is first used (they bring yup). */
const answerSchemas = () => import('@bebek/common/schemas/games');

/** The order the form shows its fields in: the first failing one is named. */
const FIELD_ORDER = ['name', 'email', 'phone', 'prediction', 'girlNames', 'boyNames', 'predictedDate'] as const;
const IDENTITY_FIELDS = ['name', 'email', 'phone'] as const;

/** The answer call of a game: the gender game has one for friends with an account and one for guests (part 2 §7). */
function answerEndpoint(kind: GameKind, signedIn: boolean) {
  if (kind === 'gender') return signedIn ? answerGenderGame : answerGenderGameAsGuest;
  return kind === 'name' ? answerNameGame : answerBirthDateGame;
}

function ParticipationForm({
  data,
  invite: linkInvite,
  onDone,
  onAlready,
  onClosed,
}: {
  data: PublicGame;
  invite: string | null;
  onDone: () => void;
  onAlready: () => void;
  onClosed: (completed: boolean) => void;
}) {
  const signedIn = hasSession();
  const words = ANSWER_WORDING[data.kind];
  const asked = data.namesAsked ?? 'both';
  // drawn on the server: nothing is typed or sent until the page is hydrated
  const ready = useHydrated();
  // a person's own invite link answers as them (ADR 0017): their name is shown, nothing else is asked
  const personal = data.personal && data.prefill !== null;
  const invite = personal ? (linkInvite ?? '') : '';
  // the general link never prefills anyone: only a signed-in friend's own record, or the person of the link
  const [identity, setIdentity] = useState({ name: data.prefill?.name ?? '', email: data.prefill?.email ?? '', phone: data.prefill?.phone ?? '' });
  const [prediction, setPrediction] = useState<'boy' | 'girl' | null>(null);
  const [boyNames, setBoyNames] = useState(['']);
  const [girlNames, setGirlNames] = useState(['']);
  const [predictedDate, setPredictedDate] = useState('');
  // the birth pool's optional guesses (ADR 0062), null while folded
  const [pool, setPool] = useState<object | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  // a signed-in participant's form is prefilled from their profile (part 2 §2)
  useEffect(() => {
    if (!signedIn || personal) return;
    let live = true;
    import('@bebek/common/api/profile')
      .then(({ getProfile }) => callEndpoint(getProfile))
      .then(
        (profile) => live && setIdentity({ name: profile.fullName, email: profile.email, phone: profile.phone ?? '' }),
        (error: unknown) => console.warn('Profile for the prefill could not be read', error),
      );
    return () => {
      live = false;
    };
  }, [signedIn, personal]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError('');
    const answer = data.kind === 'gender' ? { prediction } : data.kind === 'name' ? { boyNames, girlNames } : { predictedDate, ...pool };
    setSending(true);
    try {
      // a guest's identity and the answer, or a signed-in participant's answer alone (part 2 §5)
      const checked = await validateWith<object>(
        () =>
          answerSchemas().then((schemas) => {
            const guest = !(signedIn || personal);
            // a name game asks only the known gender's list when the family knows it (ADR 0061)
            if (data.kind === 'name' && asked !== 'both') {
              const names = schemas.nameSuggestionSchemaFor(asked);
              return (guest ? schemas.guestIdentitySchema.concat(names) : names) as Schema<object>;
            }
            return (guest ? schemas.guestAnswerSchemas : schemas.answerSchemas)[data.kind] as Schema<object>;
          }),
        { ...identity, ...answer },
      );
      setErrors(checked.ok ? {} : checked.errors);
      if (!checked.ok) {
        // a guest's missing name, e-mail or phone is named first: on an empty guest name form that is
        // the spec's 'Lütfen ad, email ve telefon bilgilerini doldurun', not the names' 'Eksik bilgi' (part 2 §5)
        const identityField = IDENTITY_FIELDS.find((field) => checked.errors[field]);
        if (identityField) setError(checked.errors[identityField] ?? '');
        else if (checked.errors.girlNames || checked.errors.boyNames)
          toast.error(GAME_MESSAGES.namesMissingTitle, checked.errors.girlNames ?? checked.errors.boyNames);
        else setError(firstError(checked.errors, FIELD_ORDER) ?? '');
        return;
      }
      const endpoint = answerEndpoint(data.kind, signedIn && !personal);
      // the kind's own schema checked the answer above; the endpoint is the same kind's
      const body = (personal ? { invite, ...checked.value } : { ...identity, ...checked.value }) as BodyOf<typeof endpoint>;
      await callEndpoint(endpoint, { params: { gameId: data.game.id }, body });
      rememberOwnAnswer(data.game.id, data.kind, checked.value as Record<string, unknown>, identity.name);
      onDone();
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 409 && failure.serverMessage === GAME_MESSAGES.alreadySubmitted) onAlready();
      // the game stopped taking answers while the form was open: the page shows its closed state
      else if (failure instanceof ApiError && failure.serverMessage === GAME_MESSAGES.gameClosed) onClosed(false);
      else if (failure instanceof ApiError && failure.serverMessage === GAME_MESSAGES.gameCompleted) onClosed(true);
      else toast.error('Hata', errorMessage(failure, FAILURE[data.kind]));
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack spacing={2}>
      <Card variant="outlined">
        <CardContent>
          {/* the schemas start loading as soon as the form is used, so sending waits for nothing */}
          <Stack component="form" spacing={2} onSubmit={submit} onFocusCapture={() => void answerSchemas()} noValidate>
            <Typography variant="h6" component="h2">
              {personal ? `Merhaba ${identity.name}!` : signedIn ? words.heading : 'Misafir olarak katılın'}
            </Typography>
            {personal ? (
              <Typography color="text.secondary">
                {words.personalNote} {identity.name} adına kaydedilir.
              </Typography>
            ) : null}
            <TextInput
              label="Adınız"
              value={identity.name}
              readOnly={!ready}
              disabled={signedIn || personal}
              required={!signedIn && !personal}
              error={Boolean(errors.name)}
              onChange={(event) => setIdentity({ ...identity, name: event.target.value })}
            />
            {!signedIn && !personal ? (
              <TextInput
                label="Email"
                type="email"
                value={identity.email}
                readOnly={!ready}
                required
                helperText={WHY_CONTACTS}
                error={Boolean(errors.email)}
                onChange={(event) => setIdentity({ ...identity, email: event.target.value })}
              />
            ) : null}
            {!personal ? (
              <TextInput
                label="Telefon"
                type="tel"
                placeholder="05xx xxx xx xx"
                value={identity.phone}
                readOnly={!ready}
                required={!signedIn}
                helperText={signedIn ? undefined : WHY_CONTACTS}
                error={Boolean(errors.phone)}
                onChange={(event) => setIdentity({ ...identity, phone: event.target.value })}
              />
            ) : null}
            {data.kind === 'gender' ? (
              <ToggleButtonGroup
                exclusive
                fullWidth
                value={prediction}
                onChange={(_event, value: 'boy' | 'girl' | null) => setPrediction(value)}
                sx={CHOSEN_TOGGLE}
                aria-label="Tahmininiz"
              >
                <ToggleButton value="girl" aria-disabled={!ready || undefined} sx={{ py: 2, fontSize: 18 }}>
                  👧 Kız
                </ToggleButton>
                <ToggleButton value="boy" aria-disabled={!ready || undefined} sx={{ py: 2, fontSize: 18 }}>
                  👦 Erkek
                </ToggleButton>
              </ToggleButtonGroup>
            ) : null}
            {data.kind === 'name' ? (
              <>
                {asked === 'both' ? null : (
                  <Typography color="text.secondary">
                    Bebeğin {KNOWN_GENDER[asked]} olduğu biliniyor: {KNOWN_GENDER[asked]} isimleri önerin.
                  </Typography>
                )}
                {asked !== 'boy' ? <NameList label="Kız ismi" names={girlNames} onChange={setGirlNames} ready={ready} /> : null}
                {asked !== 'girl' ? <NameList label="Erkek ismi" names={boyNames} onChange={setBoyNames} ready={ready} /> : null}
              </>
            ) : null}
            {data.kind === 'birthdate' ? (
              <>
                <TextInput
                  label="Doğum tarihi tahmininiz"
                  type="date"
                  value={predictedDate}
                  readOnly={!ready}
                  error={Boolean(errors.predictedDate)}
                  onChange={(event) => setPredictedDate(event.target.value)}
                />
                {pool ? (
                  <Suspense>
                    <BirthPoolFields value={pool} onChange={setPool} errors={errors} />
                  </Suspense>
                ) : (
                  <Button aria-disabled={!ready || undefined} onClick={() => setPool({})}>
                    Saat, kilo ve boy da tahmin et (isteğe bağlı)
                  </Button>
                )}
              </>
            ) : null}
            {error ? <Alert severity="error">{error}</Alert> : null}
            {/* a plain button until hydrated: a tap before the scripts would otherwise submit the form natively (a reload) */}
            <Button type={ready ? 'submit' : 'button'} aria-disabled={!ready || undefined} variant="contained" size="large" disabled={sending}>
              {sending ? 'Gönderiliyor...' : words.send}
            </Button>
          </Stack>
        </CardContent>
      </Card>
      {!signedIn && !personal ? (
        // most relatives answer as guests: the account card is folded under the guest form (native, drawn by the server)
        <Box component="details" sx={{ '& > summary': { cursor: 'pointer', py: 1, fontWeight: 600, color: 'primary.dark' } }}>
          <Box component="summary">Hesabınız var mı? Hesabınızla katılın</Box>
          <Box sx={{ mt: 1 }}>
            <AccountCard />
          </Box>
        </Box>
      ) : null}
    </Stack>
  );
}

/**
 * The public participation page for /game/{token}, /birth-date-games/{token} and the invite links
 * (part 2 §2). A guest opens it from WhatsApp on a phone, so it runs without the router and without
 * TanStack Query (app/start.tsx renders it on its own; inside the router it works the same).
 */
export default function ParticipationPage({ embedded }: { embedded?: EmbeddedGame }) {
  // on the server (games/page.ts draws the first view with `embedded`) there is no location
  const [{ token, kinds, invite }] = useState(() => (typeof window === 'undefined' ? { token: '', kinds: [], invite: null } : gameLinkOfPage()));
  return <GameScreen game={usePublicGame(token, kinds, invite, embedded)} invite={invite} />;
}

/**
 * A closed game, in place of the form: calm, not an error (the visitor did nothing wrong). Its result
 * when published ('Sonucu Gör'), else that it is not revealed yet and where to find it later.
 */
function ClosedNotice({ data, completed }: { data: PublicGame; completed: boolean }) {
  const words = ANSWER_WORDING[data.kind];
  return (
    <Card variant="outlined" component="section" aria-labelledby="closed-title" sx={{ bgcolor: 'grey.50', textAlign: 'center' }}>
      <CardContent>
        <Typography aria-hidden sx={{ fontSize: 36, lineHeight: 1.2 }}>
          {completed ? '🎉' : '⏳'}
        </Typography>
        <Typography id="closed-title" variant="h6" component="h2" sx={{ mt: 1 }}>
          {completed ? 'Sonuç açıklandı' : words.closed}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {completed
            ? `${words.noMore} ${data.resultPath ? 'Sonucu aşağıdan görebilirsiniz.' : 'Sonucu görmek için bu linki yeniden açın.'}`
            : `${words.noMore} ${GAME_MESSAGES.resultNotRevealed}; açıklandığında bu bağlantıdan görebilirsiniz.`}
        </Typography>
        {data.resultPath ? (
          <Button variant="contained" href={data.resultPath} sx={{ mt: 2 }}>
            Sonucu Gör
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** The page for a lookup's state; the build also draws it with sample games to collect its CSS (app/prerender.tsx). */
export function GameScreen({ game, invite = null }: { game: PublicGameState; invite?: string | null }) {
  const [state, setState] = useState<'form' | 'thanks' | 'already' | 'closed' | 'completed'>('form');
  const data = game.status === 'success' ? game.data : null;
  const ownerId = data?.owner.id;
  // what this device sent before (ADR 0061), read once hydrated: the server's first view is everyone's
  const [remembered, setRemembered] = useState<OwnAnswer | undefined>();
  const gameId = data?.game.id;
  useEffect(() => setRemembered(gameId ? ownAnswer(gameId) : undefined), [gameId]);
  useEffect(() => {
    if (state !== 'thanks') return;
    const timer = window.setTimeout(() => window.location.assign(ownerId ? paths.publicProfile(ownerId) : paths.home), PARTICIPATION_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [state, ownerId]);

  let body;
  if (game.status === 'pending') body = <LoadingScreen />;
  else if (game.status === 'unavailable') body = <PageUnavailable />;
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
  else if (!GAME_SEGMENTS[data.kind]) body = <Alert severity="warning">Bu oyun tipi desteklenmiyor.</Alert>;
  else {
    const owner = data.owner;
    const words = ANSWER_WORDING[data.kind];
    // closed to this visitor: a calm closed state, without the open game's invitation (its description) above it (issue 35)
    const closed = data.viewer !== 'creator' && (data.game.closed || state === 'closed' || state === 'completed');
    let content;
    if (state === 'thanks') content = <Alert severity="success">{words.thanks} Yönlendiriliyorsunuz...</Alert>;
    else if (state === 'already' || data.alreadySubmitted)
      content = (
        <Alert
          severity="info"
          action={
            data.resultPath ? (
              <Button color="inherit" size="small" href={data.resultPath}>
                Sonucu Gör
              </Button>
            ) : undefined
          }
        >
          Zaten Katıldınız. {words.sentBefore}
        </Alert>
      );
    else if (data.viewer === 'creator')
      content = (
        <Suspense fallback={<LoadingScreen />}>
          <CreatorView data={data} />
        </Suspense>
      );
    else if (closed) content = <ClosedNotice data={data} completed={state === 'completed' || data.game.status === 'completed'} />;
    else if (remembered && !data.personal)
      content = (
        <Alert severity="success">
          {remembered.name ? `Bu cihazdan ${remembered.name} olarak katıldınız.` : 'Bu cihazdan katıldınız.'} {ownAnswerText(remembered, turkishDay)}
          <Box>
            <Button color="inherit" variant="outlined" size="small" onClick={() => setRemembered(undefined)} sx={{ mt: 1.5 }}>
              Başka biri olarak katıl
            </Button>
          </Box>
        </Alert>
      );
    else
      content = (
        <Stack spacing={2}>
          {data.inviteInvalid ? <Alert severity="warning">{GAME_MESSAGES.inviteInvalid} Aşağıdan yeni katılımcı olarak katılabilirsiniz.</Alert> : null}
          {data.game.closesOn ? (
            <Typography variant="body2" color="text.secondary">
              {words.closesOn} {turkishDay(data.game.closesOn)} günü başlarken kapanır.
            </Typography>
          ) : null}
          <ParticipationForm
            data={data}
            invite={invite}
            onDone={() => setState('thanks')}
            onAlready={() => setState('already')}
            onClosed={(completed) => setState(completed ? 'completed' : 'closed')}
          />
        </Stack>
      );
    body = (
      <Stack spacing={2}>
        <Stack direction="row" spacing={2} alignItems="center">
          <Avatar src={owner.profileImage || undefined} alt="" sx={{ bgcolor: 'primary.main' }}>
            {initials(owner.fullName, 1)}
          </Avatar>
          <Typography sx={{ fontWeight: 700 }}>{owner.spouseName ? `${owner.fullName} & ${owner.spouseName}` : owner.fullName}</Typography>
        </Stack>
        <Box>
          {/* drawn as MUI's small Chip, without its code */}
          <Box
            component="span"
            sx={{ display: 'inline-block', mb: 1, px: 1, lineHeight: '24px', borderRadius: 3, fontSize: '0.8125rem', bgcolor: 'rgba(0, 0, 0, 0.08)' }}
          >
            {GAME_KIND_LABELS[data.kind]}
          </Box>
          <Typography variant="h4" component="h1">
            {data.game.title}
          </Typography>
          {data.game.description && !closed ? <Typography color="text.secondary">{data.game.description}</Typography> : null}
        </Box>
        {content}
      </Stack>
    );
  }
  return (
    <>
      <Header ownerId={ownerId} paused={game.status === 'unavailable'} />
      <Container component="main" maxWidth="sm" sx={{ py: 3 }}>
        {body}
      </Container>
    </>
  );
}
