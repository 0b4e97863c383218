/**
 * The pages without a parameter that a visitor reaches without the landing page (visitorAppRoutes):
 * a map of their own, so the boot script, which reads that list before first paint, does not carry
 * the whole route map below.
 */
const VISITOR_PAGES = {
  auth: '/auth',
  resetPassword: '/reset-password',
  /** The e-mailed sign-in link's page (issue 33): `?token=…`, used only by the page's press. */
  loginLink: '/login-link',
  emailChange: '/email-change',
  /** The e-mail verification link's page (ADR 0024): `?oobCode=…`. */
  verifyEmail: '/verify-email',
  faq: '/faq',
  contact: '/contact',
  howToUse: '/how-to-use',
  privacy: '/privacy',
  adminLogin: '/admin-login',
  adminPanel: '/adminPanel',
} as const;

/**
 * The signed-in pages without a parameter (part 1 §2): a visitor who opens one gets the landing page
 * (or the login), as the spec says of "any other path"; a path that is no page at all gets the 404
 * page (ADR 0043).
 */
const SIGNED_IN_PAGES = {
  home: '/',
  babyInfo: '/baby-info',
  genderGame: '/gender-game',
  nameGame: '/name-game',
  birthDateGame: '/birth-date-game',
  serviceRequests: '/service-requests',
  birthNotification: '/birth-notification',
  reports: '/reports',
  profile: '/profile',
  pregnancy: '/pregnancy',
  checklist: '/checklist',
  careCalendar: '/care-calendar',
  /** The baby's first year (issue 25): the month-by-month guide, the vaccination calendar, growth. */
  babyGuide: '/baby/guide',
  babyVaccines: '/baby/vaccines',
  babyGrowth: '/baby/growth',
  /** Support resources, shown after the pause (ADR 0018). */
  support: '/support',
} as const;

/** Every route of the SPA in one typed map (spec part 1 §2, part 2 §2). */
export const paths = {
  ...SIGNED_IN_PAGES,
  ...VISITOR_PAGES,
  publicProfile: (userId: string) => `/profile/${encodeURIComponent(userId)}`,
  publicChecklist: (token: string) => `/checklist/${encodeURIComponent(token)}`,
  /** The baby's page a relative opens (issue 25, ADR 0033); the result e-mail links to it as common's babyPagePath. */
  sharedBabyPage: (token: string) => `/baby/${encodeURIComponent(token)}`,
  game: (token: string) => `/game/${encodeURIComponent(token)}`,
  birthDateGamePublic: (token: string) => `/birth-date-games/${encodeURIComponent(token)}`,
  gameResult: (token: string) => `/game-result?token=${encodeURIComponent(token)}`,
  nameResult: (token: string) => `/name-result?token=${encodeURIComponent(token)}`,
} as const;

/** Route patterns of the router (react-router syntax) for the routes that take a parameter. */
export const routePatterns = {
  publicProfile: '/profile/:userId',
  publicChecklist: '/checklist/:checklistToken',
  sharedBabyPage: '/baby/:babyToken',
  game: '/game/:token',
  birthDateGamePublic: '/birth-date-games/:token',
  genderGameInvite: '/gender-games/:token',
  nameGameInvite: '/name-games/:token',
  gameResult: '/game-result',
  nameResult: '/name-result',
  birthDateResult: '/birth-date-result',
} as const;

/** The links of a game (part 2 §2): each opens the public participation page. */
export const gameLinkPatterns: readonly string[] = [
  routePatterns.game,
  routePatterns.birthDateGamePublic,
  routePatterns.genderGameInvite,
  routePatterns.nameGameInvite,
];

/**
 * The routes a visitor reaches without the landing page (part 1 §2): the standalone pages and the
 * info pages. Any other path shows the landing page to a visitor. The boot script reads this list
 * before first paint, and firebase.json serves these paths the shell page without the prerendered landing.
 */
export const visitorAppRoutes: readonly string[] = [
  ...gameLinkPatterns,
  // the result pages (the birth-date game's is ours, ADR 0017)
  routePatterns.gameResult,
  routePatterns.nameResult,
  routePatterns.birthDateResult,
  routePatterns.publicChecklist,
  routePatterns.sharedBabyPage,
  routePatterns.publicProfile,
  ...Object.values(VISITOR_PAGES),
];

/** The signed-in pages without a parameter; with `visitorAppRoutes` they are every route of the SPA. */
export const signedInPages: readonly string[] = Object.values(SIGNED_IN_PAGES);

/**
 * The parameters of `pathname` when it matches a route pattern ('/game/:token'), else null: ':name'
 * is one segment; case-insensitive and an optional trailing slash, as react-router matches.
 */
export function matchRoute(pattern: string, pathname: string): Record<string, string> | null {
  const names: string[] = [];
  const source = pattern
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  const match = new RegExp(`^${source}/?$`, 'i').exec(pathname);
  if (!match) return null;
  const decode = (value: string) => {
    try {
      return decodeURIComponent(value);
    } catch {
      return value; // a malformed escape is kept as it came
    }
  };
  return Object.fromEntries(names.map((name, index) => [name, decode(match[index + 1] ?? '')]));
}

/** Where /baby-info returns once saved, when the page that sent her there asked for it (router state). */
export interface BabyInfoReturn {
  returnTo: typeof paths.birthNotification;
}

/** The return path in a router state, only if it is one of the pages that may ask for it (never a path from outside). */
export function babyInfoReturnPath(state: unknown): string | undefined {
  const returnTo = (state as Partial<BabyInfoReturn> | null)?.returnTo;
  return returnTo === paths.birthNotification ? returnTo : undefined;
}
