import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import { STORAGE_KEYS } from '@bebek/common/constants';
import { LoadingScreen } from '@/components/loading-screen';
import { paths } from '@/config/paths';
import { useProfile } from '@/lib/auth';
import { hasSession } from '@/lib/session';

const page = (load: () => Promise<{ default: () => ReactNode }>) => {
  const Component = lazy(load);
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Component />
    </Suspense>
  );
};

const LandingPage = () => page(() => import('@/features/landing/components/landing-page'));
const AuthPage = () => page(() => import('@/features/auth/components/auth-page'));
const ResetPasswordPage = () => page(() => import('@/features/auth/components/reset-password-page'));
const NotFoundPage = () => page(() => import('@/components/not-found-page'));
const PublicLayout = () => page(() => import('@/components/layouts/public-layout'));
const AppShell = () => page(() => import('@/components/layouts/app-shell'));
const Walkthrough = () => page(() => import('@/features/onboarding/components/walkthrough'));
const BabyInfoGate = () => page(() => import('@/features/onboarding/components/baby-info-gate'));
const BabyInfoPage = () => page(() => import('@/features/onboarding/components/baby-info-page'));
const DashboardPage = () => page(() => import('@/features/dashboard/components/dashboard-page'));
const ProfilePage = () => page(() => import('@/features/profile/components/profile-page'));
const PregnancyPage = () => page(() => import('@/features/pregnancy/components/pregnancy-page'));
const ChecklistPage = () => page(() => import('@/features/checklist/components/checklist-page'));
const PublicChecklistPage = () => page(() => import('@/features/checklist/components/public-checklist-page'));
const PublicProfilePage = () => page(() => import('@/features/public-profile/components/public-profile-page'));
const AdminLoginPage = () => page(() => import('@/features/admin/components/admin-login-page'));
const AdminPanelPage = () => page(() => import('@/features/admin/components/admin-panel-page'));
const ServiceRequestsPage = () => page(() => import('@/features/service-requests/components/service-requests-page'));
const BirthNotificationPage = () => page(() => import('@/features/birth-notification/components/birth-notification-page'));
const ReportsPage = () => page(() => import('@/features/reports/components/reports-page'));
const GenderGamePage = () => page(() => import('@/features/games/components/gender-game-page'));
const NameGamePage = () => page(() => import('@/features/games/components/name-game-page'));
const BirthDateGamePage = () => page(() => import('@/features/games/components/birth-date-game-page'));
const ParticipationPage = () => page(() => import('@/features/game-public/components/participation-page'));
const GenderResultPage = () => page(() => import('@/features/game-results/components/gender-result'));
const NameResultPage = () => page(() => import('@/features/game-results/components/name-result'));
const FaqPage = () => page(() => import('@/features/info/components/faq-page'));
const ContactPage = () => page(() => import('@/features/info/components/contact-page'));
const HowToUsePage = () => page(() => import('@/features/info/components/how-to-use-page'));
const PrivacyPage = () => page(() => import('@/features/info/components/privacy-page'));

/** Info pages: with the public header and footer for visitors, inside the app shell when signed in. */
const infoRoutes: RouteObject[] = [
  { path: paths.faq, element: <FaqPage /> },
  { path: paths.contact, element: <ContactPage /> },
  { path: paths.howToUse, element: <HowToUsePage /> },
  { path: paths.privacy, element: <PrivacyPage /> },
];

/** Pages that render on their own, without the shared header, for visitors (spec part 1 §2). */
/** Game links and result pages: the same standalone pages for visitors and signed-in friends. */
const gameRoutes: RouteObject[] = [
  { path: '/game/:token', element: <ParticipationPage /> },
  { path: '/birth-date-games/:token', element: <ParticipationPage /> },
  { path: '/gender-games/:token', element: <ParticipationPage /> },
  { path: '/name-games/:token', element: <ParticipationPage /> },
  { path: '/game-result', element: <GenderResultPage /> },
  { path: '/name-result', element: <NameResultPage /> },
];

const standaloneRoutes: RouteObject[] = [
  ...gameRoutes,
  { path: paths.adminLogin, element: <AdminLoginPage /> },
  { path: paths.adminPanel, element: <AdminPanelPage /> },
  { path: '/checklist/:checklistToken', element: <PublicChecklistPage /> },
  { path: '/profile/:userId', element: <PublicProfilePage /> },
  { path: paths.resetPassword, element: <ResetPasswordPage /> },
  { path: paths.auth, element: <AuthPage /> },
];

/** Any other path shows the landing page, or the auth screen once when the showAuth flag is set. */
function LandingOrAuth() {
  if (localStorage.getItem(STORAGE_KEYS.showAuth) === 'true') {
    localStorage.removeItem(STORAGE_KEYS.showAuth);
    return <AuthPage />;
  }
  return <LandingPage />;
}

const visitorRoutes: RouteObject[] = [...standaloneRoutes, { element: <PublicLayout />, children: infoRoutes }, { path: '*', element: <LandingOrAuth /> }];

/** Gate order for signed-in users (spec part 1 §4): walkthrough, then baby info, then the app. */
function SignedInGate() {
  const profile = useProfile();
  if (localStorage.getItem(STORAGE_KEYS.walkthroughCompleted) !== 'true') return <Walkthrough />;
  if (profile.isPending) return <LoadingScreen />;
  if (profile.isError) return <LoadingScreen />;
  if (!profile.data.babyInfoCompleted) return <BabyInfoGate />;
  return <Outlet />;
}

const signedInRoutes: RouteObject[] = [
  { path: paths.resetPassword, element: <ResetPasswordPage /> },
  { path: paths.auth, element: <Navigate to={paths.home} replace /> },
  { path: '/checklist/:checklistToken', element: <PublicChecklistPage /> },
  ...gameRoutes,
  // The admin panel has its own session and layout, whoever else is signed in.
  { path: paths.adminLogin, element: <AdminLoginPage /> },
  { path: paths.adminPanel, element: <AdminPanelPage /> },
  {
    element: <SignedInGate />,
    children: [
      {
        element: <AppShell />,
        children: [
          { path: paths.home, element: <DashboardPage /> },
          { path: paths.babyInfo, element: <BabyInfoPage /> },
          { path: paths.profile, element: <ProfilePage /> },
          { path: '/profile/:userId', element: <PublicProfilePage /> },
          { path: paths.pregnancy, element: <PregnancyPage /> },
          { path: paths.checklist, element: <ChecklistPage /> },
          { path: paths.serviceRequests, element: <ServiceRequestsPage /> },
          { path: paths.birthNotification, element: <BirthNotificationPage /> },
          { path: paths.reports, element: <ReportsPage /> },
          { path: paths.genderGame, element: <GenderGamePage /> },
          { path: paths.nameGame, element: <NameGamePage /> },
          { path: paths.birthDateGame, element: <BirthDateGamePage /> },
          ...infoRoutes,
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function AppRouter() {
  const router = createBrowserRouter(hasSession() ? signedInRoutes : visitorRoutes);
  return <RouterProvider router={router} />;
}
