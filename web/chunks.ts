/**
 * How the build groups modules into chunks (Rolldown's codeSplitting groups), measured in
 * docs/decisions/0011-web-first-view.md. Left to itself Rolldown makes about 120 files, most of them
 * below 1 KB: every page and every MUI component shared by a different set of pages gets its own.
 * Each file costs a request, import glue and a gzip dictionary of its own (about 25 KB gzip over the
 * whole build). The groups below follow the first views instead:
 *
 * - react, framework, ui: React; Emotion and MUI's core; the components both public first views
 *   draw (the landing page and a game link). Loaded by every page, evaluated one after the other in
 *   tasks of their own (src/main.tsx), so that no single task holds the browser for long.
 * - forms: MUI's input parts, toggle buttons, alerts and avatars: the game page and later pages.
 * - mui-home, home: the MUI parts and the app's modules of the signed-in shell and dashboard.
 * - mui-menu: the shell's menus with Popover, Modal and the focus trap, loaded at the first tap on a
 *   menu; the dashboard's first view (≤ 200 KB, issue 26) draws none of them.
 * - mui: every other MUI component and icon: pages after the first views.
 * - app-vendor: react-router and TanStack Query, which the landing page and a game link do without.
 * - schemas: yup and the shared schemas a game page's forms load when they are first used.
 * - admin: the operators' panel, which no parent or guest downloads.
 * - pages: the app's own code of every other page.
 *
 * A module the landing page or a game link loads must not fall into `mui` or `pages`, or that first
 * view downloads the whole group: FIRST_VIEW_* list them, and `npm run bench -- size` would show it.
 */
/** MUI's styling core: what the theme and the app's provider need before any component. */
const MUI_CORE_PARTS = ['styles', 'utils', 'zero-styled', 'DefaultPropsProvider', 'CssBaseline', 'GlobalStyles', 'colors'];
/** The components both public first views draw. */
const MUI_FIRST_VIEW_PARTS = [
  'ButtonBase',
  'Button',
  'IconButton',
  'Toolbar',
  'AppBar',
  'Paper',
  'Card',
  'CardContent',
  'Container',
  'Stack',
  'Grid',
  'Typography',
  'Link',
  'SvgIcon',
  'Box',
];
const MUI_FORMS_PARTS = [
  'InputBase',
  'OutlinedInput',
  'FormControl',
  'InputLabel',
  'FormLabel',
  'FormHelperText',
  'ToggleButton',
  'ToggleButtonGroup',
  'Alert',
  'Avatar',
  'TextareaAutosize',
  'CircularProgress',
];
/** MUI parts the signed-in shell and the dashboard draw (the bottom bar, progress, placeholders). */
const MUI_HOME_PARTS = ['Fab', 'CardActionArea', 'LinearProgress', 'Skeleton', 'transitions'];
/**
 * The shell's menus and what they stand on (popover, modal, focus trap): loaded at the first tap on
 * a menu (components/layouts/app-shell-menus.tsx) or by a page with a dialog, never by the dashboard's first view.
 */
const MUI_MENU_PARTS = ['Divider', 'Menu', 'MenuItem', 'MenuList', 'List', 'Popover', 'Modal', 'Backdrop', 'Fade', 'Grow', 'Portal', 'Unstable_TrapFocus'];
const HOME_ICONS = ['Home', 'SportsEsports', 'Campaign', 'Storefront', 'PregnantWoman', 'ChildCare'];
/** The app's own modules of the signed-in shell and the dashboard. */
const HOME_FILES =
  /web[\\/]src[\\/](components[\\/](layouts[\\/]app-shell|centered-card-layout|deferred-mount|query-error|email-verification-notice)\.tsx|features[\\/]dashboard[\\/](?!components[\\/]baby-stage-cards).*|lib[\\/]auth\.tsx|config[\\/]section-links\.ts)$|common[\\/]dist[\\/](pregnancy|dashboard|baby-age|claims|api[\\/](birth-notification|email-verification|care-calendar|checklist))\.js$/;

/** Icons of the first views (the search icon, the name list's add and remove). */
const FIRST_VIEW_ICONS = ['Search', 'Add', 'Remove'];

const FIRST_VIEW_FILES =
  /(main\.tsx|app[\\/](start|provider|theme|router)\.tsx?|lib[\\/](toast|toast-host|use-hydrated|auth-flags|api-client|endpoint-queries|session|token|sign-in|own-answers|native-bridge|query-client|dayjs|chunk-reload)\.tsx?|components[\\/](site-footer|logo|home-logo-link|loading-screen|text-input|app-error-boundary|page-unavailable)\.tsx|common[\\/]dist[\\/](constants|text|games|paused|tokens|schemas[\\/]messages|api[\\/](endpoint|auth|profile|public-profile|search|service-categories|games|baby-keys))\.js)$/;
/** Loaded on a tap from the shell, a chunk of its own rather than part of `pages`. */
const SHELL_MENUS = /web[\\/]src[\\/]components[\\/]layouts[\\/]app-shell-menus\.tsx$/;
const FIRST_VIEW_DIRS = /web[\\/]src[\\/](config|features[\\/](landing|game-public)|components[\\/]profile-search)[\\/]/;
/** The shared schemas the game page's forms load on first use (with yup, and the plain-text rule of their fields, ADR 0048): never part of `pages`, which that page must not download. */
const GAME_PAGE_SCHEMAS = /common[\\/]dist[\\/](schemas[\\/](games|auth|fields)|plain-text)\.js$/;
/**
 * The birth pool's rules (ADR 0062): read by the shared schemas, the pool's lazily loaded form fields
 * and the birth-date result. A chunk of its own, as `pages` would make the schemas and the pages
 * import each other (the schemas chunk then ran before the pool's texts existed).
 */
const BIRTH_POOL = /common[\\/]dist[\\/]birth-pool\.js$/;
/** Static content large enough to stay in chunks of its own, loaded by the pages that show it. */
const CONTENT = /common[\\/]dist[\\/]content[\\/]/;
/**
 * The growth page (issue 25) with WHO's tables (~100 KB) and simple-statistics: a chunk only that
 * page loads, never part of `pages`; and the chart's library, loaded by the page after the form.
 */
const GROWTH_FILES =
  /common[\\/]dist[\\/]growth[\\/]|web[\\/]src[\\/]features[\\/]baby[\\/](routes[\\/]baby-growth-page|components[\\/]growth-entry-form)\.tsx$/;
/** The other baby pages (guide, vaccines) and the dashboard's baby cards with their content: loaded after the birth only. */
const BABY_FILES =
  /web[\\/]src[\\/]features[\\/](baby[\\/]|dashboard[\\/]components[\\/]baby-stage-cards\.tsx$)|common[\\/]dist[\\/](content[\\/](baby-months|vaccines)|schemas[\\/]baby|api[\\/]baby)\.js$/;
const GROWTH_CHART_FILES = /web[\\/]src[\\/]features[\\/]baby[\\/]components[\\/]growth-chart\.tsx$/;

/** The operators' panel (claims-gated): its own chunk, so that the parents' later pages do not carry it. */
const ADMIN_FILES = /web[\\/]src[\\/]features[\\/]admin[\\/]|common[\\/]dist[\\/](api[\\/]admin|schemas[\\/]admin)[^\\/]*\.js$/;

const MUI_X = /node_modules[\\/](@mui[\\/]x-[^\\/]+|@base-ui[\\/][^\\/]+|bezier-easing)[\\/]/;

/**
 * The Firebase SDK's App Check with what it stands on (ADR 0042): one chunk, loaded only when a call
 * that needs a token is made in production, never by a first view nor on the local stack.
 */
const APP_CHECK_SDK = /web[\\/]src[\\/]lib[\\/]app-check-sdk\.ts$|node_modules[\\/](firebase|@firebase[\\/][^\\/]+|idb)[\\/]/;
/** The page's own App Check client (lib/app-check.ts and its declarations): loaded by the first call that needs a token, not by a first view. */
const APP_CHECK_CLIENT = /web[\\/]src[\\/]lib[\\/]app-check\.ts$|common[\\/]dist[\\/]api[\\/]app-check\.js$/;

const anyOf = (names: string[]) => names.join('|');
const nodeModule = (path: string) => new RegExp(`node_modules[\\\\/]${path}`);

export const codeSplitting = {
  groups: [
    { name: 'react', priority: 40, test: nodeModule('(react|react-dom|scheduler)[\\\\/]') },
    {
      name: 'framework',
      priority: 30,
      // not the @mui/utils (v9) that MUI X brings under node_modules/@mui/x-*: the growth chart's alone
      test: (id: string) =>
        !MUI_X.test(id) &&
        nodeModule(
          `((@mui[\\\\/](system|utils|styled-engine|private-theming)|@emotion[\\\\/][^\\\\/]+|stylis|react-is|hoist-non-react-statics|clsx|@babel[\\\\/]runtime)[\\\\/]|@mui[\\\\/]material[\\\\/]esm[\\\\/](${anyOf(MUI_CORE_PARTS)})[\\\\/])`,
        ).test(id),
    },
    {
      name: 'ui',
      priority: 25,
      test: nodeModule(
        `(react-transition-group[\\\\/]|@mui[\\\\/]material[\\\\/]esm[\\\\/](${anyOf(MUI_FIRST_VIEW_PARTS)})[\\\\/]|@mui[\\\\/]icons-material[\\\\/]esm[\\\\/](${anyOf(FIRST_VIEW_ICONS)})\\.js)`,
      ),
    },
    { name: 'forms', priority: 20, test: nodeModule(`@mui[\\\\/]material[\\\\/]esm[\\\\/](${anyOf(MUI_FORMS_PARTS)})[\\\\/]`) },
    {
      name: 'mui-home',
      priority: 15,
      test: nodeModule(
        `(@mui[\\\\/]material[\\\\/]esm[\\\\/](${anyOf(MUI_HOME_PARTS)})[\\\\/]|@mui[\\\\/]icons-material[\\\\/]esm[\\\\/](${anyOf(HOME_ICONS)})\\.js)`,
      ),
    },
    { name: 'mui-menu', priority: 14, test: nodeModule(`@mui[\\\\/]material[\\\\/]esm[\\\\/](${anyOf(MUI_MENU_PARTS)})[\\\\/]`) },
    { name: 'mui', priority: 10, test: nodeModule('(@mui[\\\\/]material|@mui[\\\\/]icons-material|@popperjs)[\\\\/]') },
    { name: 'app-vendor', priority: 10, test: nodeModule('(@tanstack|react-router|react-router-dom|cookie|set-cookie-parser)[\\\\/]') },
    {
      name: 'schemas',
      priority: 7,
      // not their dependencies: the texts and constants they share with the first views stay where they are
      includeDependenciesRecursively: false,
      test: (id: string) => GAME_PAGE_SCHEMAS.test(id) || nodeModule('(yup|property-expr|tiny-case|toposort)[\\\\/]').test(id),
    },
    // the chart and its library with the dependencies no group above claims (one chunk: split, its modules ran out of order)
    { name: 'growth-chart', priority: 9, test: (id: string) => GROWTH_CHART_FILES.test(id) || MUI_X.test(id) },
    {
      name: 'growth',
      priority: 11,
      includeDependenciesRecursively: false,
      test: (id: string) => GROWTH_FILES.test(id) || nodeModule('simple-statistics[\\\\/]').test(id),
    },
    { name: 'baby', priority: 8, includeDependenciesRecursively: false, test: BABY_FILES },
    { name: 'firebase-app-check', priority: 12, test: APP_CHECK_SDK },
    { name: 'app-check', priority: 12, includeDependenciesRecursively: false, test: APP_CHECK_CLIENT },
    {
      // the calendar-day rules with the text helpers every first view has: in a chunk of their own
      // their name would stand in the preload lists of every first view (the landing page's budget)
      name: 'text',
      priority: 8,
      includeDependenciesRecursively: false,
      test: /common[\\/]dist[\\/](text|calendar-day)\.js$/,
    },
    { name: 'birth-pool', priority: 8, includeDependenciesRecursively: false, test: BIRTH_POOL },
    { name: 'admin', priority: 6, includeDependenciesRecursively: false, test: ADMIN_FILES },
    { name: 'home', priority: 6, includeDependenciesRecursively: false, test: HOME_FILES },
    {
      name: 'pages',
      priority: 5,
      // only the matched modules: their libraries stay in the groups above or in chunks of their own
      includeDependenciesRecursively: false,
      test: (id: string) =>
        /web[\\/]src[\\/]|common[\\/]dist[\\/]/.test(id) &&
        !CONTENT.test(id) &&
        !GROWTH_FILES.test(id) &&
        !BABY_FILES.test(id) &&
        !GROWTH_CHART_FILES.test(id) &&
        !APP_CHECK_SDK.test(id) &&
        !APP_CHECK_CLIENT.test(id) &&
        !SHELL_MENUS.test(id) &&
        !ADMIN_FILES.test(id) &&
        !FIRST_VIEW_FILES.test(id) &&
        !FIRST_VIEW_DIRS.test(id) &&
        !GAME_PAGE_SCHEMAS.test(id) &&
        !BIRTH_POOL.test(id),
    },
  ],
};
