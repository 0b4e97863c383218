import { Link as RouterLink, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { AppBar, Avatar, Box, Button, Card, CardContent, Container, Grid, Link, Stack, Toolbar, Typography } from '@mui/material';
import { getPublicProfile } from '@bebek/common/api/public-profile';
import { ANSWER_WORDING } from '@bebek/common/games';
import { initials } from '@bebek/common/text';
import type { GameLink, PublicProfile } from '@bebek/common/types';
import { LoadingScreen } from '@/components/loading-screen';
import { isPageUnavailable, PageUnavailable } from '@/components/page-unavailable';
import { HomeLogoButton } from '@/components/centered-card-layout';
import { ProfileSearch } from '@/components/profile-search/profile-search';
import { paths } from '@/config/paths';
import { turkishDay } from '@bebek/common/calendar-day';
import { endpointQuery } from '@/lib/endpoint-queries';
import { ownAnswer, ownAnswerText } from '@/lib/own-answers';
import { hasSession } from '@/lib/session';

const UNKNOWN = 'Henüz Belirsiz';

/** The surprise tile's words (issue 39): the value is what the game asks, so the tile asks too. */
const SURPRISE = 'Sürpriz! Tahmin et';

/** The game still asking the family to guess, if any: the tile links to it instead of telling the answer (ADR 0045). */
const openGame = (games: GameLink[]) => games.find((game) => !game.closed);

function genderLabel(value: string): string {
  if (value === 'girl' || value === 'kız') return 'Kız';
  if (value === 'boy' || value === 'erkek') return 'Erkek';
  return UNKNOWN;
}

function VisitorHeader() {
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: 1, px: { xs: 1.5, sm: 3 } }}>
        <HomeLogoButton compact />
        <Box sx={{ flex: 1 }} />
        <ProfileSearch />
        <Button component={RouterLink} to={paths.auth} variant="contained" sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
          Giriş Yap
        </Button>
      </Toolbar>
    </AppBar>
  );
}

function Board({ data }: { data: PublicProfile }) {
  const firstName = data.user.fullName.trim().split(/\s+/)[0] ?? '';
  const cards = [
    ...data.genderGames.map((game) => ({
      key: game.id,
      emoji: '🎀',
      kind: 'Cinsiyet Tahmini',
      title: game.title,
      action: 'Oyuna Katıl',
      to: paths.game(game.token),
      own: ownAnswer(game.id),
      closed: game.closed,
      closedLabel: ANSWER_WORDING.gender.closed,
    })),
    ...data.nameGames.map((game) => ({
      key: game.id,
      emoji: '📝',
      kind: 'İsim Önerileri',
      title: game.title,
      action: 'İsim Öner',
      to: paths.game(game.token),
      own: ownAnswer(game.id),
      closed: game.closed,
      closedLabel: ANSWER_WORDING.name.closed,
    })),
    ...data.birthDateGames.map((game) => ({
      key: game.id,
      emoji: '📅',
      kind: 'Doğum Günü Tahmini',
      title: game.title,
      action: 'Tarih Tahmin Et',
      to: paths.birthDateGamePublic(game.token),
      own: ownAnswer(game.id),
      closed: game.closed,
      closedLabel: ANSWER_WORDING.birthdate.closed,
    })),
    ...(data.checklistShare
      ? [
          {
            key: 'checklist',
            emoji: '🧺',
            kind: 'İhtiyaç Listesi',
            title: 'Bebek ihtiyaç listesi',
            action: 'Listeyi Görüntüle',
            to: paths.publicChecklist(data.checklistShare.token),
            own: undefined,
            closed: false,
            closedLabel: '',
          },
        ]
      : []),
  ];
  return (
    <Box component="section" aria-labelledby="board-title" sx={{ mt: 4 }}>
      <Typography id="board-title" variant="h5" component="h2" sx={{ mb: 2 }}>
        {firstName} — Pano
      </Typography>
      {cards.length === 0 ? (
        <Typography color="text.secondary">Henüz aktif oyun bulunmuyor</Typography>
      ) : (
        <Grid container spacing={2}>
          {cards.map((card) => (
            <Grid key={card.key} size={{ xs: 12, sm: 6 }}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="body2" color="text.secondary">
                    <span aria-hidden>{card.emoji} </span>
                    {card.kind}
                  </Typography>
                  <Typography variant="h6" component="h3" sx={{ my: 1 }}>
                    {card.title}
                  </Typography>
                  {card.own ? (
                    // answered from this device: done, with the answer; no invitation to play again
                    <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                      <Typography aria-hidden sx={{ color: 'success.main', fontWeight: 800 }}>
                        ✓
                      </Typography>
                      <Box>
                        <Typography sx={{ fontWeight: 700, color: 'success.dark' }}>Katıldınız</Typography>
                        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                          {ownAnswerText(card.own, turkishDay)}
                        </Typography>
                        {/* a shared phone: the next relative answers as herself */}
                        {card.closed ? null : (
                          <Link component={RouterLink} to={card.to} variant="body2">
                            Başka biri olarak katıl
                          </Link>
                        )}
                      </Box>
                    </Box>
                  ) : card.closed ? (
                    // guessing has closed (the birth announced, the owner closed it, the result out): nobody is invited to guess (ADR 0038)
                    <>
                      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                        {card.closedLabel}
                      </Typography>
                      <Button component={RouterLink} to={card.to} variant="outlined">
                        Oyunu Gör
                      </Button>
                    </>
                  ) : (
                    <Button component={RouterLink} to={card.to} variant="contained">
                      {card.action}
                    </Button>
                  )}
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      )}
    </Box>
  );
}

/** /profile/{userId} (part 1 §2): header with four tiles and the board of games and the shared list. */
export default function PublicProfilePage() {
  const { userId = '' } = useParams();
  const profile = useQuery(endpointQuery(getPublicProfile, { params: { userId } }));
  const visitor = !hasSession();
  let body;
  if (profile.isPending) body = <LoadingScreen text="Profil yükleniyor..." />;
  else if (isPageUnavailable(profile.error)) body = <PageUnavailable />;
  else if (profile.isError)
    body = (
      <Typography variant="h5" component="h1" sx={{ textAlign: 'center', py: 8 }}>
        Profil bulunamadı
      </Typography>
    );
  else {
    const { user, genderGames, nameGames } = profile.data;
    // while a gender or name game is open its tile invites to it; the api leaves the value out then
    const tiles: Array<{ id: string; label: string; value: string; game?: GameLink }> = [
      { id: 'due', label: 'Tahmini Doğum Tarihi', value: user.expectedBirthDate ? turkishDay(user.expectedBirthDate) : UNKNOWN },
      { id: 'gender', label: 'Bebeğin Cinsiyeti', value: genderLabel(user.babyGender), game: openGame(genderGames) },
      { id: 'name', label: 'Bebeğin Adı', value: user.babyName || UNKNOWN, game: openGame(nameGames) },
      { id: 'hospital', label: 'Doğum Hastanesi', value: user.hospital || UNKNOWN },
    ];
    body = (
      <>
        <Stack direction="row" spacing={2} alignItems="center">
          <Avatar src={user.profileImage || undefined} alt="" sx={{ width: 72, height: 72, bgcolor: 'primary.main', fontSize: 26 }}>
            {initials(user.fullName)}
          </Avatar>
          <Typography variant="h4" component="h1">
            {user.spouseName ? `${user.fullName} & ${user.spouseName}` : user.fullName}
          </Typography>
        </Stack>
        <Grid container spacing={2} sx={{ mt: 2 }}>
          {tiles.map((tile) => (
            <Grid key={tile.id} size={{ xs: 6, md: 3 }}>
              <Card variant="outlined" sx={{ height: '100%', bgcolor: '#fff' }}>
                <CardContent>
                  <Typography id={`tile-${tile.id}`} variant="body2" color="text.secondary">
                    {tile.label}
                  </Typography>
                  {tile.game ? (
                    <Link
                      component={RouterLink}
                      to={paths.game(tile.game.token)}
                      aria-describedby={`tile-${tile.id}`}
                      sx={{ fontWeight: 700, display: 'inline-block', py: 0.5 }}
                    >
                      <span aria-hidden>🎁 </span>
                      {SURPRISE}
                    </Link>
                  ) : (
                    <Typography sx={{ fontWeight: 700 }}>{tile.value}</Typography>
                  )}
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
        <Board data={profile.data} />
      </>
    );
  }
  return (
    <>
      {visitor ? <VisitorHeader /> : null}
      <Container component={visitor ? 'main' : 'div'} maxWidth="md" sx={{ py: 3 }}>
        {body}
      </Container>
    </>
  );
}
