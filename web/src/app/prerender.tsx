/**
 * Build-time rendering (web/prerender-plugin.ts runs this in Node; docs/decisions/0011-web-first-view.md):
 *
 * - the landing page, as HTML with its critical CSS: the page paints before any JS arrives and the
 *   browser then hydrates it (app/start.tsx) with the same tree;
 * - the CSS of the game page and of the signed-in shell with the dashboard, drawn with sample data.
 *   Their HTML is not used: their styles go into the page's head in the form Emotion's browser
 *   cache picks up, so the first render of those pages does not compile and insert them (about a
 *   fifth of the game page's script time). A style the samples miss is inserted at run time as usual.
 */
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { CacheProvider } from '@emotion/react';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { STORAGE_KEYS } from '@bebek/common/constants';
import { getProfile } from '@bebek/common/api/profile';
import { gameListKey, GAME_KIND_LIST } from '@bebek/common/api/games';
import { getServiceCategories } from '@bebek/common/api/service-categories';
import type { Game, GameParticipant, Profile, PublicGameResponse, ServiceCategory } from '@bebek/common/types';
import { AppBar, Box, Toolbar } from '@mui/material';
import { HomeLogoLink } from '@/components/home-logo-link';
import { LoadingScreen } from '@/components/loading-screen';
import NotFoundPage from '@/components/not-found-page';
import AppShell from '@/components/layouts/app-shell';
import DashboardPage from '@/features/dashboard/components/dashboard-page';
import { BirthNotificationCard, DashboardServices } from '@/features/dashboard/components/dashboard-services';
import { ActivitySummary } from '@/features/dashboard/components/games-summary';
import { GameScreen } from '@/features/game-public/components/participation-page';
import LandingPage from '@/features/landing/components/landing-page';
import { emotionCache, styleTags } from './emotion-ssr';
import { AppProvider } from './provider';

export interface Prerendered {
  html: string;
  /** <style data-emotion> tags in the format Emotion's browser cache picks up (it then inserts none of them again). */
  styleTags: string;
}

export function prerenderLanding(): Prerendered {
  const cache = emotionCache();
  const html = renderToString(
    <CacheProvider value={cache}>
      <AppProvider>
        <LandingPage />
      </AppProvider>
    </CacheProvider>,
  );
  return { html, styleTags: styleTags(cache, html) };
}

/**
 * Hosting's 404.html (ADR 0043): the 404 page under the logo, its links plain links, drawn once
 * here. It runs no script (so no footer, whose account button needs one): a path that is no page is
 * answered at once, and a crawler reads a 404.
 */
export function prerenderNotFound(): Prerendered {
  const cache = emotionCache();
  const html = renderToString(
    <CacheProvider value={cache}>
      <AppProvider>
        <StaticRouter location="/404">
          <AppBar position="static" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
            <Toolbar sx={{ px: { xs: 1.5, sm: 3 } }}>
              <HomeLogoLink />
            </Toolbar>
          </AppBar>
          <Box component="main">
            <NotFoundPage />
          </Box>
        </StaticRouter>
      </AppProvider>
    </CacheProvider>,
  );
  return { html, styleTags: styleTags(cache, html) };
}

/** Renders every sample with one cache and returns the styles they used (no globals: the page's own CSS baseline brings those). */
function collectStyles(samples: ReactNode[], storage: Record<string, string> = {}): string {
  const memory = new Map(Object.entries(storage));
  const store = globalThis as { localStorage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> };
  store.localStorage = {
    getItem: (key) => memory.get(key) ?? null,
    setItem: (key, value) => void memory.set(key, value),
    removeItem: (key) => void memory.delete(key),
  };
  try {
    const cache = emotionCache();
    for (const sample of samples) {
      renderToString(
        <CacheProvider value={cache}>
          <AppProvider>{sample}</AppProvider>
        </CacheProvider>,
      );
    }
    return styleTags(cache).replace(/<style data-emotion="css-global [^"]*">.*?<\/style>/g, '');
  } finally {
    delete store.localStorage;
  }
}

const OWNER = { id: 'ornek', fullName: 'Ayşe Yılmaz', spouseName: 'Mehmet Yılmaz', profileImage: '' };
const PARTICIPANTS: GameParticipant[] = [
  {
    id: 'p1',
    name: 'Zeynep',
    email: '',
    phone: '',
    isCreator: false,
    submittedAt: '2026-01-01',
    prediction: 'girl',
    predictedDate: '2026-05-01',
    boyNames: ['Can'],
    girlNames: ['Ada'],
  },
  { id: 'p2', name: 'Ali', email: '', phone: '', isCreator: false, submittedAt: null },
];

function sampleGame(type: Game['type'], participants: GameParticipant[] = PARTICIPANTS): Game {
  return {
    id: `g-${type}`,
    type,
    title: 'Örnek oyun',
    description: 'Açıklama',
    status: 'active',
    token: 'ornek',
    maxParticipants: 10,
    userId: OWNER.id,
    createdAt: null,
    participantCount: participants.length,
    participants,
    closesOn: type === 'birthdate' ? '2027-02-14' : null,
    closedBy: null,
    closedAt: null,
    closed: false,
    publishedAt: null,
  };
}

function sampleAnswer(type: Game['type'], viewer: PublicGameResponse['viewer']): PublicGameResponse & { kind: Game['type'] } {
  return {
    game: sampleGame(type),
    owner: OWNER,
    viewer,
    prefill: null,
    personal: false,
    inviteInvalid: false,
    alreadySubmitted: false,
    resultPath: null,
    kind: type,
  };
}

/** The game page's CSS: loading, not found, and each kind's form for a guest. */
export function prerenderGameStyles(): string {
  return collectStyles([
    <GameScreen key="pending" game={{ status: 'pending' }} />,
    <GameScreen key="missing" game={{ status: 'success', data: null }} />,
    ...(['gender', 'name', 'birthdate'] as const).map((kind) => <GameScreen key={kind} game={{ status: 'success', data: sampleAnswer(kind, 'visitor') }} />),
  ]);
}

const PROFILE: Profile = {
  id: OWNER.id,
  fullName: OWNER.fullName,
  email: 'ayse@ornek.bebek',
  phone: '',
  profileImage: '',
  gender: 'kadın',
  spouseName: OWNER.spouseName,
  birthDate: '1995-01-01',
  expectedBirthDate: new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10),
  babyName: 'Deniz',
  babyGender: '',
  babyBirthDate: '',
  hospital: '',
  doctor: '',
  babyInfoCompleted: true,
  pausedAt: null,
  maxBirthNotificationContacts: 2,
  maxGameParticipants: 10,
  searchVisible: true,
  emailVerified: true,
  phoneVerified: false,
};
const CATEGORIES: ServiceCategory[] = [{ id: 'c1', name: 'Bebek Odası Dekorasyonu', description: 'Açıklama' }];

/** The signed-in shell and the dashboard's CSS: loading, then a parent with games and without. */
export function prerenderDashboardStyles(): string {
  const dashboard = (games: Partial<Record<Game['type'], Game[]>>) => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
    client.setQueryData([...getProfile.queryKey!({})], PROFILE);
    client.setQueryData([...getServiceCategories.queryKey!({})], CATEGORIES);
    for (const kind of GAME_KIND_LIST) client.setQueryData([...gameListKey(kind)], { games: games[kind] ?? [] });
    return (
      <QueryClientProvider client={client}>
        <StaticRouter location="/">
          <Routes>
            <Route element={<AppShell />}>
              <Route path="/" element={<DashboardPage />} />
            </Route>
          </Routes>
          {/* below the fold: mounted after the first commit in the browser, so drawn here on their own */}
          <DashboardServices babyBorn={false} />
          <BirthNotificationCard />
          <ActivitySummary />
        </StaticRouter>
      </QueryClientProvider>
    );
  };
  return collectStyles(
    [
      <LoadingScreen key="loading" />,
      dashboard({ gender: [sampleGame('gender')], name: [sampleGame('name')], birthdate: [sampleGame('birthdate')] }),
      dashboard({}),
    ],
    { [STORAGE_KEYS.authToken]: 'ornek' },
  );
}
