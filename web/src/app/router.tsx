import { lazy, Suspense, useDeferredValue, useEffect, useState, type ComponentType } from 'react';
import { BrowserRouter, Navigate, Outlet, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { STORAGE_KEYS } from '@bebek/common/constants';
import { TOKEN_PATTERN } from '@bebek/common/tokens';
import { LoadingScreen } from '@/components/loading-screen';
import { QueryError } from '@/components/query-error';
import { paths, routePatterns, signedInPages } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { markShowAuthUsed, showAuthInsteadOfLanding } from '@/lib/auth-flags';
import { useProfile } from '@/lib/auth';
import { loadChunk } from '@/lib/chunk-reload';
import { queryClient } from '@/lib/query-client';
import { hasSession } from '@/lib/session';

/**
 * The routes of the SPA with react-router's declarative <BrowserRouter>/<Routes>: the app uses no
 * loader, action or other data-router feature, and the data router costs about 17 KB gzip more
 * (docs/decisions/0011-web-first-view.md). Every page is its own chunk; this module is one too,
 * which a visitor's landing page never loads. A page whose chunk is gone (a deploy) reloads the
 * app once (lib/chunk-reload.ts); after that the error boundary shows the failure (app/provider.tsx).
 */
const page = (load: () => Promise<{ default: ComponentType }>) => {
  const Component = lazy(() => loadChunk(load));
  return function Page() {
    return (
      <Suspense fallback={<LoadingScreen />}>
        <Component />
      </Suspense>
    );
  };
};

const LandingPage = page(() => import('@/features/landing/components/landing-page'));
const AuthPage = page(() => import('@/features/auth/components/auth-page'));
const ResetPasswordPage = page(() => import('@/features/auth/components/reset-password-page'));
const EmailChangePage = page(() => import('@/features/auth/components/email-change-page'));
const LoginLinkPage = page(() => import('@/features/auth/components/login-link-page'));
const VerifyEmailPage = page(() => import('@/features/auth/components/verify-email-page'));
const NotFoundPage = page(() => import('@/components/not-found-page'));
const PublicLayout = page(() => import('@/components/layouts/public-layout'));
const AppShell = page(() => import('@/components/layouts/app-shell'));
const Walkthrough = page(() => import('@/features/onboarding/components/walkthrough'));
const BabyInfoGate = page(() => import('@/features/onboarding/components/baby-info-gate'));
const BabyInfoPage = page(() => import('@/features/onboarding/components/baby-info-page'));
const DashboardPage = page(() => import('@/features/dashboard/components/dashboard-page'));
const ProfilePage = page(() => import('@/features/profile/components/profile-page'));
const PregnancyPage = page(() => import('@/features/pregnancy/components/pregnancy-page'));
const ChecklistPage = page(() => import('@/features/checklist/components/checklist-page'));
const PublicChecklistPage = page(() => import('@/features/checklist/components/public-checklist-page'));
const SharedBabyPage = page(() => import('@/features/baby-share/components/shared-baby-page'));
const PublicProfilePage = page(() => import('@/features/public-profile/components/public-profile-page'));
const AdminLoginPage = page(() => import('@/features/admin/components/admin-login-page'));
const AdminPanelPage = page(() => import('@/features/admin/components/admin-panel-page'));
const ServiceRequestsPage = page(() => import('@/features/service-requests/components/service-requests-page'));
const BirthNotificationPage = page(() => import('@/features/birth-notification/components/birth-notification-page'));
const ReportsPage = page(() => import('@/features/reports/components/reports-page'));
const GenderGamePage = page(() => import('@/features/games/components/gender-game-page'));
const NameGamePage = page(() => import('@/features/games/components/name-game-page'));
const BirthDateGamePage = page(() => import('@/features/games/components/birth-date-game-page'));
const ParticipationPage = page(() => import('@/features/game-public/components/participation-page'));
const GenderResultPage = page(() => import('@/features/game-results/components/gender-result'));
const NameResultPage = page(() => import('@/features/game-results/components/name-result'));
const BirthDateResultPage = page(() => import('@/features/game-results/components/birth-date-result'));
const FaqPage = page(() => import('@/features/info/components/faq-page'));
const ContactPage = page(() => import('@/features/info/components/contact-page'));
const HowToUsePage = page(() => import('@/features/info/components/how-to-use-page'));
const PrivacyPage = page(() => import('@/features/info/components/privacy-page'));
const CareCalendarPage = page(() => import('@/features/care-calendar/components/care-calendar-page'));
const BabyGuidePage = page(() => import('@/features/baby/routes/baby-guide-page'));
const BabyVaccinesPage = page(() => import('@/features/baby/routes/baby-vaccines-page'));
const BabyGrowthPage = page(() => import('@/features/baby/routes/baby-growth-page'));
const SupportPage = page(() => import('@/features/pause/components/support-page'));
const PausedHome = page(() => import('@/features/pause/components/paused-home'));

/** Info pages: with the public header and footer for visitors, inside the app shell when signed in. */
const infoRoutes = [
  <Route key="faq" path={paths.faq} element={<FaqPage />} />,
  <Route key="contact" path={paths.contact} element={<ContactPage />} />,
  <Route key="how-to-use" path={paths.howToUse} element={<HowToUsePage />} />,
  <Route key="privacy" path={paths.privacy} element={<PrivacyPage />} />,
];

/** Game links and result pages: the same standalone pages for visitors and signed-in friends. */
const gameRoutes = [
  <Route key="game" path={routePatterns.game} element={<ParticipationPage />} />,
  <Route key="birth-date-game" path={routePatterns.birthDateGamePublic} element={<ParticipationPage />} />,
  <Route key="gender-game" path={routePatterns.genderGameInvite} element={<ParticipationPage />} />,
  <Route key="name-game" path={routePatterns.nameGameInvite} element={<ParticipationPage />} />,
  <Route key="game-result" path={routePatterns.gameResult} element={<GenderResultPage />} />,
  <Route key="name-result" path={routePatterns.nameResult} element={<NameResultPage />} />,
  <Route key="birth-date-result" path={routePatterns.birthDateResult} element={<BirthDateResultPage />} />,
];

/**
 * A signed-in page shows a visitor the landing page, or the auth screen once when the showAuth flag
 * is set (part 1 §2): the flag is cleared when used, so navigating on shows the landing page.
 */
function LandingOrAuth() {
  const [showAuth] = useState(showAuthInsteadOfLanding);
  useEffect(() => {
    if (showAuth) markShowAuthUsed();
  }, [showAuth]);
  return showAuth ? <AuthPage /> : <LandingPage />;
}

/**
 * /baby/{token} to a visitor: the shared baby page (ADR 0033). The parent's own baby pages
 * (/baby/vaccines, from a reminder e-mail) are signed-in pages and rank first; any other path there
 * is no page (ADR 0043).
 */
function VisitorBabyPage() {
  const { babyToken = '' } = useParams();
  return TOKEN_PATTERN.test(babyToken) ? <SharedBabyPage /> : <NotFoundPage />;
}

/** Pages that render on their own, without the shared header, for visitors (part 1 §2); their paths are `visitorAppRoutes`. */
function VisitorRoutes() {
  return (
    <Routes>
      {gameRoutes}
      <Route path={paths.adminLogin} element={<AdminLoginPage />} />
      <Route path={paths.adminPanel} element={<AdminPanelPage />} />
      <Route path={routePatterns.publicChecklist} element={<PublicChecklistPage />} />
      <Route path={routePatterns.sharedBabyPage} element={<VisitorBabyPage />} />
      <Route path={routePatterns.publicProfile} element={<PublicProfilePage />} />
      <Route path={paths.resetPassword} element={<ResetPasswordPage />} />
      <Route path={paths.loginLink} element={<LoginLinkPage />} />
      <Route path={paths.emailChange} element={<EmailChangePage />} />
      <Route path={paths.verifyEmail} element={<VerifyEmailPage />} />
      <Route path={paths.auth} element={<AuthPage />} />
      {/* a signed-in page shows a visitor the landing page or the login (part 1 §2); a path that is no page, the 404 page (ADR 0043) */}
      {signedInPages.map((path) => (
        <Route key={path} path={path} element={<LandingOrAuth />} />
      ))}
      <Route element={<PublicLayout />}>
        {infoRoutes}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

/** Gate order for signed-in users (part 1 §4): walkthrough, then baby info, then the app. */
function SignedInGate() {
  const profile = useProfile();
  // The profile's arrival mounts the shell and the page at once. Through a deferred value React
  // renders that as a transition, yielding to the browser every few milliseconds, rather than in
  // one long task (a query result is otherwise rendered synchronously).
  const data = useDeferredValue(profile.data);
  // A parent who paused the pregnancy (ADR 0018) is not shown the walkthrough about the baby on a new
  // device: a first visit waits for the profile before it shows the walkthrough.
  if (localStorage.getItem(STORAGE_KEYS.walkthroughCompleted) !== 'true' && !profile.data?.pausedAt) {
    if (profile.isPending) return <LoadingScreen />;
    if (!profile.isError) return <Walkthrough />;
  }
  // A 401 has ended the session and is on its way to /auth (lib/auth.tsx); any other failure (a
  // server error, no network, a timeout) is shown with a retry, also when a refetch failed.
  const sessionEnded = profile.error instanceof ApiError && profile.error.status === 401;
  if (profile.isError && !sessionEnded) return <QueryError query={profile} title="Bilgileriniz yüklenemedi" />;
  if (!data) return <LoadingScreen />;
  if (!data.babyInfoCompleted) return <BabyInfoGate />;
  return <Outlet />;
}

/** What a parent who paused the pregnancy may still open (ADR 0018); every other page shows the quiet home instead. */
const OPEN_WHILE_PAUSED: readonly string[] = [paths.profile, paths.support, paths.faq, paths.contact, paths.howToUse, paths.privacy];

function PauseGate() {
  const profile = useProfile();
  const { pathname } = useLocation();
  if (profile.data?.pausedAt && !OPEN_WHILE_PAUSED.includes(pathname.replace(/\/$/, '') || paths.home)) return <PausedHome />;
  return <Outlet />;
}

function SignedInRoutes() {
  return (
    <Routes>
      <Route path={paths.resetPassword} element={<ResetPasswordPage />} />
      <Route path={paths.loginLink} element={<LoginLinkPage />} />
      <Route path={paths.emailChange} element={<EmailChangePage />} />
      <Route path={paths.verifyEmail} element={<VerifyEmailPage />} />
      <Route path={paths.auth} element={<Navigate to={paths.home} replace />} />
      <Route path={routePatterns.publicChecklist} element={<PublicChecklistPage />} />
      {/* the parent's own /baby/… pages are static paths and rank first */}
      <Route path={routePatterns.sharedBabyPage} element={<SharedBabyPage />} />
      {gameRoutes}
      {/* The admin panel has its own session and layout, whoever else is signed in. */}
      <Route path={paths.adminLogin} element={<AdminLoginPage />} />
      <Route path={paths.adminPanel} element={<AdminPanelPage />} />
      <Route element={<SignedInGate />}>
        <Route element={<AppShell />}>
          <Route element={<PauseGate />}>
            <Route path={paths.home} element={<DashboardPage />} />
            <Route path={paths.babyInfo} element={<BabyInfoPage />} />
            <Route path={paths.profile} element={<ProfilePage />} />
            <Route path={routePatterns.publicProfile} element={<PublicProfilePage />} />
            <Route path={paths.pregnancy} element={<PregnancyPage />} />
            <Route path={paths.checklist} element={<ChecklistPage />} />
            <Route path={paths.careCalendar} element={<CareCalendarPage />} />
            <Route path={paths.babyGuide} element={<BabyGuidePage />} />
            <Route path={paths.babyVaccines} element={<BabyVaccinesPage />} />
            <Route path={paths.babyGrowth} element={<BabyGrowthPage />} />
            <Route path={paths.support} element={<SupportPage />} />
            <Route path={paths.serviceRequests} element={<ServiceRequestsPage />} />
            <Route path={paths.birthNotification} element={<BirthNotificationPage />} />
            <Route path={paths.reports} element={<ReportsPage />} />
            <Route path={paths.genderGame} element={<GenderGamePage />} />
            <Route path={paths.nameGame} element={<NameGamePage />} />
            <Route path={paths.birthDateGame} element={<BirthDateGamePage />} />
            {infoRoutes}
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Route>
      </Route>
    </Routes>
  );
}

/** The SPA for every visit but a visitor's landing page (app/start.tsx hydrates that one on its own). */
export function AppRouter() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>{hasSession() ? <SignedInRoutes /> : <VisitorRoutes />}</BrowserRouter>
    </QueryClientProvider>
  );
}
