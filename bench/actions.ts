/**
 * The key actions in production terms (docs/decisions/0014-production-terms.md).
 *
 * The api runs in a Node process of its own, as a Cloud Functions instance does, against a
 * Firestore of the bench's own (Google's emulator behind tools/firestore-checks, with the app's
 * indexes) and the stack's Auth emulator behind a counting proxy. For each action, one request at a time:
 * - Firestore round trips on its critical path (the longest chain of RPCs that waited for each
 *   other), and all RPCs;
 * - documents read and written, as Firestore bills them (the bill);
 * - calls to Auth;
 * - the api process's CPU per action (process.cpuUsage deltas, this bench's own calls subtracted).
 * Each is held to a budget derived from the least the action needs (LEAST, with the reason).
 *
 * The latency model: every Firestore RPC takes FIRESTORE_RTT_MS and every Auth call AUTH_RTT_MS
 * (injected, the figure and why in the ADR), so the figures are the api's own work plus the round
 * trips it waits for, as in production; p50/p95 for one client and for 20 at a time. Hosting's CDN
 * in front of the function is not modelled (it is Google's, and the same for every action).
 */
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@bebek/common/model';
import { GAME_MESSAGES } from '@bebek/common/schemas/games';
import { HOST, PORTS, PROJECT_ID } from '../scripts/lib/ports';
import { DEMO_ADMIN } from '../scripts/seed';
import { longestSequentialChain } from './lib/critical-path';
import { prioritise, startApi, startAuthProxy, startFirestore, type ApiProcess, type AuthProxy, type BenchFirestore } from './lib/processes';
import { budgetAtMost, figure, type BenchRow, type BenchSection } from './lib/report';
import { assertStackRunning, sessionToken } from './lib/stack';

/** Injected per Firestore RPC and per Auth call (ADR 0014, "The latency model"); override to replay a measured figure. */
export const FIRESTORE_RTT_MS = Number(process.env.BENCH_FIRESTORE_RTT_MS ?? 10);
export const AUTH_RTT_MS = Number(process.env.BENCH_AUTH_RTT_MS ?? FIRESTORE_RTT_MS);
const SINGLE_RUNS = 40;
const CONCURRENCY = 20;
/** The 20-client run's guests answer a game capped at 150: exactly 150 accepted, 50 refused with the spec's message. */
const LOAD_GUESTS = 200;
const LOAD_CAP = 150;
/** Each announcement needs a parent of its own, prepared beforehand. */
const ANNOUNCEMENT_LOAD = 40;

interface Least {
  roundTrips: number;
  reads: number;
  writes: number;
  authCalls: number;
  /** Firestore RPCs in all (for the least CPU: each costs the api the same as the bare app's one read). */
  rpcs: number;
  /** HTTP requests the action makes (the dashboard makes nine). */
  requests: number;
  /** CPU the action needs beyond its requests and Firestore calls (drawing a page with React on the server), in ms. */
  drawMs?: number;
  /** Why that is the least. */
  why: string;
}

interface Sample {
  ms: number;
  rpcs: number;
  roundTrips: number;
  reads: number;
  writes: number;
  authCalls: number;
  cpuMs: number;
}

interface Action {
  name: string;
  least: Least;
  /** One action for iteration `i`; resolves when every answer is in. Throws on an unexpected answer. */
  run(i: number): Promise<void>;
  /** The 20-client run; defaults to `run` over LOAD_RUNS iterations. */
  load?: { count: number; run(i: number): Promise<void>; check?(): Promise<BenchRow[]> };
  /** What the person does just before the action, not measured (the page she presses the button on). */
  before?(): Promise<void>;
}

// ---- plumbing ----

let api: ApiProcess;
let firestore: BenchFirestore;
let auth: AuthProxy;
let db: Firestore;

const address = (index: number) => `198.18.${Math.floor(index / 250) % 250}.${(index % 250) + 1}`;

async function call(path: string, init: { method?: string; body?: unknown; token?: string; client: number; expect: number | number[] }): Promise<unknown> {
  const response = await fetch(`${api.url}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      // what Hosting's edge reports as the client's address (ADR 0016): the api is called as Hosting would call it
      'fastly-client-ip': address(init.client),
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const body = (await response.json().catch(() => undefined)) as unknown;
  const expected = [init.expect].flat();
  if (!expected.includes(response.status)) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
  return body;
}

interface Parent {
  uid: string;
  email: string;
  token: string;
}

let parentCount = 0;
async function newParent(name = 'Bench Ebeveyn'): Promise<Parent> {
  const index = parentCount++;
  const email = `bench-${Date.now().toString(36)}-${index}@bench.bebek`;
  const body = (await call('/api/auth/register', {
    method: 'POST',
    body: { fullName: `${name} ${index}`, email, password: 'Bench-Ebeveyn-2025', phone: '' },
    client: 60_000 + index,
    expect: 201,
  })) as { user: { id: string } };
  // Verified as the e-mailed link would verify her (ADR 0024): a parent's SMS wait for it. The link's
  // mail would go through the stack's outbox, not this bench's own Firestore, so it is set directly.
  await getAuth(stackApp()).updateUser(body.user.id, { emailVerified: true });
  await db.collection(COLLECTIONS.users).doc(body.user.id).update({ emailVerifiedAt: Timestamp.now() });
  return { uid: body.user.id, email, token: await sessionToken(body) };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! * 10) / 10 : NaN;
};
const median = (values: number[]) => percentile(values, 50);
/** The ISO day `days` from today: an expected date a pregnancy app accepts. */
const dueIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function pool(count: number, limit: number, work: (index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < count) await work(next++);
    }),
  );
}

/** CPU the bench's own /__bench/cpu call costs the api process, subtracted from every reading. */
let cpuProbeMs = 0;

async function measureOnce(action: Action, i: number): Promise<Sample> {
  await firestore.resetMetrics();
  auth.reset();
  const cpuBefore = await api.cpuMs();
  const started = performance.now();
  await action.run(i);
  const ms = performance.now() - started;
  // anything the action leaves running lands before the figures are read
  await new Promise((done) => setTimeout(done, FIRESTORE_RTT_MS * 2 + 30));
  const cpuMs = (await api.cpuMs()) - cpuBefore - cpuProbeMs;
  const rpcs = (await firestore.rpcs()).filter((rpc) => rpc.method !== 'Rollback');
  return {
    ms,
    rpcs: rpcs.length,
    roundTrips: longestSequentialChain(rpcs),
    reads: rpcs.reduce((sum, rpc) => sum + rpc.reads, 0),
    writes: rpcs.reduce((sum, rpc) => sum + rpc.writes + rpc.deletes, 0),
    authCalls: auth.calls().length,
    cpuMs: Math.max(0, cpuMs),
  };
}

// ---- data ----

async function createGame(owner: Parent, segment = 'gender-games', cap?: number): Promise<{ id: string; token: string }> {
  const game = (await call(`/api/protected/${segment}`, {
    method: 'POST',
    body: { title: 'Bench: kız mı erkek mi?' },
    token: owner.token,
    client: 1,
    expect: 201,
  })) as {
    id: string;
    token: string;
  };
  if (cap !== undefined) await db.collection(COLLECTIONS.games).doc(game.id).update({ maxParticipants: cap });
  return game;
}

async function adminToken(): Promise<string> {
  const user = await getAuth(stackApp()).getUserByEmail(DEMO_ADMIN.email);
  await db.collection(COLLECTIONS.adminUsers).doc(user.uid).set({
    username: DEMO_ADMIN.username,
    fullName: DEMO_ADMIN.fullName,
    email: DEMO_ADMIN.email,
    role: 'super_admin',
    isActive: true,
    createdAt: Timestamp.now(),
  });
  const login = await call('/api/admin/login', {
    method: 'POST',
    body: { username: DEMO_ADMIN.username, password: DEMO_ADMIN.password },
    client: 2,
    expect: 200,
  });
  return sessionToken(login);
}

/** firebase-admin on the stack's Auth emulator (not the proxy: the bench's own calls are not the api's). */
function stackApp(): App {
  process.env.FIREBASE_AUTH_EMULATOR_HOST = `${HOST}:${PORTS.auth}`;
  return getApps().find((app) => app.name === 'bench-auth') ?? initializeApp({ projectId: PROJECT_ID }, 'bench-auth');
}

/** A mother's SMS in the log, as the outbox writes each (outbox/data.ts writeDeliveryLog), a second apart. */
const smsLog = (userId: string, index: number, at: number) => ({
  messageId: `bench-${userId}-${index}`,
  kind: 'birth_notification',
  gameType: 'birth_notification',
  gameTitle: 'Doğum Bildirimi',
  participantName: `Akraba ${index}`,
  userId,
  status: index % 5 === 0 ? 'failed' : 'success',
  orderId: '',
  errorMessage: '',
  phoneNumber: `+90532${String(1_000_000 + index).slice(-7)}`,
  message: 'Müjde!',
  createdAt: Timestamp.fromMillis(at - index * 1000),
  updatedAt: Timestamp.fromMillis(at),
});

/**
 * The mother an operator looks for (ADR 0054): 30 SMS of hers in the log among 300 of twenty other
 * parents', newest mixed with theirs; answers her address and the word of her name searched for.
 */
async function seedMessageLogs(others: Parent[]): Promise<{ email: string; name: string }> {
  const mother = await newParent('Bench Işıklı');
  const now = Date.now();
  const batch = db.batch();
  for (let index = 0; index < 30; index += 1) batch.set(db.collection(COLLECTIONS.smsLogs).doc(), smsLog(mother.uid, index * 10, now));
  for (let index = 0; index < 300; index += 1) batch.set(db.collection(COLLECTIONS.smsLogs).doc(), smsLog(others[index % others.length]!.uid, index, now));
  await batch.commit();
  return { email: mother.email, name: 'Işıklı' };
}

// ---- the actions ----

async function defineActions(): Promise<Action[]> {
  const owner = await newParent('Bench Sahibi');
  const linkGame = await createGame(owner);
  await call(`/api/protected/gender-games/${linkGame.id}/participants`, {
    method: 'POST',
    body: { name: 'Bekleyen Misafir', phone: '0532 111 22 33' },
    token: owner.token,
    client: 1,
    expect: 201,
  });
  const answerGame = await createGame(owner, 'gender-games', 1000);
  const loadGame = await createGame(owner, 'gender-games', LOAD_CAP);

  // Parents with a game of each kind and two participants each: what a dashboard shows.
  const parents: Parent[] = [];
  for (let index = 0; index < 20; index += 1) {
    const parent = await newParent();
    // an expected date, as a parent following a pregnancy has: the dashboard then shows the care calendar and the gifts too
    await call('/api/protected/baby-info', {
      method: 'POST',
      body: { expectedBirthDate: dueIn(120), babyName: 'Deniz', babyGender: 'kız', hospital: 'Bench Hastanesi', doctor: 'Dr. Bench' },
      token: parent.token,
      client: 1,
      expect: 200,
    });
    for (const segment of ['gender-games', 'name-games', 'birth-date-games']) {
      const game = await createGame(parent, segment);
      for (const name of ['Dede', 'Hala'])
        await call(`/api/protected/${segment}/${game.id}/participants`, {
          method: 'POST',
          body: { name, phone: '0532 111 22 33' },
          token: parent.token,
          client: 1,
          expect: 201,
        });
    }
    parents.push(parent);
  }
  const checklists = await Promise.all(
    parents.map(async (parent) =>
      ((await call('/api/protected/checklist', { token: parent.token, client: 3, expect: 200 })) as Array<{ id: string }>).map((item) => item.id),
    ),
  );

  /** A parent ready to announce the birth: expected date, hospital, doctor, two contacts with e-mail. */
  const announcers: Parent[] = [];
  const readyToAnnounce = async () => {
    const parent = await newParent('Bench Müjde');
    await call('/api/protected/baby-info', {
      method: 'POST',
      body: { expectedBirthDate: '2027-03-01', babyName: 'Deniz', babyGender: 'kız', hospital: 'Bench Hastanesi', doctor: 'Dr. Bench' },
      token: parent.token,
      client: 4,
      expect: 200,
    });
    await call('/api/protected/birth-notification', {
      method: 'POST',
      body: {
        // numbers of each family's own: many accounts announcing to one number is refused as pumping (ADR 0015)
        contacts: [
          { name: 'Dede', phone: `0532 ${String(2_000_000 + announcers.length)}`, email: `dede-${parent.uid}@bench.bebek` },
          { name: 'Hala', phone: `0533 ${String(2_000_000 + announcers.length)}`, email: `hala-${parent.uid}@bench.bebek` },
        ],
      },
      token: parent.token,
      client: 4,
      expect: 200,
    });
    return parent;
  };
  // each announces once: the single-client runs, the warm-up and the 20-client run
  for (let index = 0; index < SINGLE_RUNS + 1 + ANNOUNCEMENT_LOAD; index += 1) announcers.push(await readyToAnnounce());

  const admin = await adminToken();
  const sought = await seedMessageLogs(parents);
  /** What the dashboard of a parent with an expected date asks for, all at once (web/src/features/dashboard). */
  const DASHBOARD = [
    '/api/auth/me',
    '/api/protected/profile',
    '/api/protected/gender-games',
    '/api/protected/name-games',
    '/api/protected/birth-date-games',
    '/api/protected/care-calendar',
    '/api/protected/checklist/claims',
    '/api/service-categories',
    '/api/protected/birth-notification',
  ];
  let answered = 0;
  const accepted: string[] = [];
  let refusedByCap = 0;
  let announced = 0;

  const announce = async (i: number) => {
    const parent = announcers[announced++];
    if (!parent) throw new Error('no parent left to announce a birth');
    const body = (await call('/api/protected/birth-notification/trigger', {
      method: 'POST',
      body: {},
      token: parent.token,
      client: 70_000 + i,
      expect: 200,
    })) as {
      contactCount: number;
    };
    if (body.contactCount !== 2) throw new Error(`announced to ${body.contactCount} contacts`);
  };

  return [
    {
      name: 'Guest opens a game link',
      least: {
        roundTrips: 3,
        reads: 2,
        writes: 1,
        authCalls: 0,
        rpcs: 3,
        requests: 1,
        why: 'first the per-address lookup counter every instance shares (1 write; it answers the new count), so that a guesser past the budget costs no lookup; then the game by its token; then its owner (2 reads; a personal invite link reads its person alongside the owner: 3, ADR 0017). A signed-in visitor makes this call; a guest gets the game in the page itself (below)',
      },
      run: async (i) => void (await call(`/api/gender-games/${linkGame.token}`, { client: 10_000 + i, expect: 200 })),
    },
    {
      name: 'Guest opens a game link: the page drawn on the server (ADR 0017)',
      least: {
        roundTrips: 3,
        reads: 2,
        writes: 1,
        authCalls: 0,
        rpcs: 3,
        requests: 1,
        drawMs: 8,
        why: "the page's HTML with its link preview and first view, which is all a guest without a session needs (the page makes no api call): the per-address lookup counter (1 write), the game by its token, its owner (2 reads); drawing the page with React on the server is allowed 8 ms of CPU (5–6 ms warm, measured in-process)",
      },
      run: async (i) => {
        const response = await fetch(`${api.url}/game/${linkGame.token}`, { headers: { 'fastly-client-ip': address(20_000 + i), 'accept-encoding': 'gzip' } });
        const html = await response.text();
        if (response.status !== 200 || !html.includes('data-ssr="game"')) throw new Error(`GET /game/{token}: ${response.status}, not drawn`);
      },
    },
    {
      name: 'Guest answers',
      least: {
        roundTrips: 3,
        reads: 4,
        writes: 4,
        authCalls: 0,
        rpcs: 5,
        requests: 1,
        why: "first the per-address answer counter (1 write), before the body is trusted; then, together, the game's count of valid answers (1 write: only an answer that passed validation is counted, so junk cannot close a game, ADR 0016), the transaction's one read of game, participant and slot (3 reads) and the owner's devices for the push (1 read); then its commit of participant and slot (2 writes), once the count admits the answer. A guest answering a game first on a fresh instance adds the read of the game",
      },
      run: async (i) =>
        void (await call(`/api/gender-games/${answerGame.id}/participate-guest`, {
          method: 'POST',
          body: {
            name: `Misafir ${i}`,
            email: `misafir-${answered++}-${Date.now().toString(36)}@bench.bebek`,
            phone: '0532 111 22 33',
            prediction: i % 2 ? 'boy' : 'girl',
          },
          client: 20_000 + i,
          expect: 201,
        })),
      load: {
        count: LOAD_GUESTS,
        run: async (i) => {
          const email = `kalabalik-${i}-${Date.now().toString(36)}@bench.bebek`;
          const body = (await call(`/api/gender-games/${loadGame.id}/participate-guest`, {
            method: 'POST',
            body: { name: `Kalabalık ${i}`, email, phone: '0532 111 22 33', prediction: i % 2 ? 'boy' : 'girl' },
            client: 30_000 + i,
            expect: [201, 409],
          })) as { message?: string; participantId?: string };
          if (body.participantId) accepted.push(email);
          else if (body.message === GAME_MESSAGES.gameFull) refusedByCap += 1;
          else throw new Error(`unexpected refusal: ${JSON.stringify(body)}`);
        },
        check: async () => {
          const game = db.collection(COLLECTIONS.games).doc(loadGame.id);
          const [participants, slots] = await Promise.all([game.collection(COLLECTIONS.participants).get(), game.collection(COLLECTIONS.slots).get()]);
          const stored = participants.docs.map((doc) => String(doc.get('email')));
          const once = new Set(stored).size === stored.length && accepted.every((email) => stored.includes(email));
          return [
            {
              name: `  20 guests at a time, cap ${LOAD_CAP}: answers accepted`,
              value: accepted.length,
              unit: 'count',
              budget: `= ${LOAD_CAP}`,
              pass: accepted.length === LOAD_CAP,
            },
            {
              name: `  refused with '${GAME_MESSAGES.gameFull}'`,
              value: refusedByCap,
              unit: 'count',
              budget: `= ${LOAD_GUESTS - LOAD_CAP}`,
              pass: refusedByCap === LOAD_GUESTS - LOAD_CAP,
            },
            {
              name: '  participants stored once each, one slot each',
              value: participants.size,
              unit: 'count',
              budget: `= ${LOAD_CAP}`,
              pass: participants.size === LOAD_CAP && slots.size === LOAD_CAP && once,
            },
          ];
        },
      },
    },
    {
      name: "Parent's dashboard (its nine calls at once)",
      least: {
        roundTrips: 3,
        reads: 8 + 3 + 6 + 4,
        writes: 0,
        authCalls: 0,
        rpcs: 8 + 3 + 3 + 4,
        requests: 9,
        why: "each of the eight signed-in calls' session check reads the parent's profile (8 reads; the ID token is checked locally, so no Auth call); then each game list its games and their participants (3 games + 6 participants): profile, games, participants in sequence; beside them the care calendar's visits marked done, the gifts' claims, the announcement's record and the service categories (one query or document each, billed one read even when empty; the categories need no session and are cached by Hosting for 5 minutes in production)",
      },
      run: async (i) => {
        const parent = parents[i % parents.length]!;
        await Promise.all(DASHBOARD.map((path) => call(path, { token: parent.token, client: 40_000 + i, expect: 200 })));
      },
    },
    {
      name: 'Checklist toggle',
      least: {
        roundTrips: 2,
        reads: 2,
        writes: 1,
        authCalls: 0,
        rpcs: 3,
        requests: 1,
        why: 'the session check reads the profile (no Auth call: the ID token is checked locally), then the item is updated and read together (the answer is the item)',
      },
      run: async (i) => {
        const parent = parents[i % parents.length]!;
        const items = checklists[i % parents.length]!;
        await call('/api/protected/checklist/toggle', {
          method: 'POST',
          body: { productId: items[Math.floor(i / parents.length) % items.length], checked: Math.floor(i / parents.length / items.length) % 2 === 0 },
          token: parent.token,
          client: 50_000 + i,
          expect: 200,
        });
      },
    },
    {
      name: 'Birth announcement trigger (2 contacts, SMS and e-mail)',
      least: {
        roundTrips: 6,
        reads: 6,
        writes: 11,
        authCalls: 0,
        rpcs: 9,
        requests: 1,
        why: "the session check reads the profile; the account's and the address's send counters (1 round trip, 2 writes); then, together, the contacts and what was sent (1 read) and the day's SMS so far (ADR 0024: one sum over the budget's shards, 1 read); then the two numbers' volume records (2 reads); then one commit of the four messages, the record of them, the two volume records, the budget's count and, on the first announcement, the birth date copied into the profile (issue 25: the baby's first year starts from it; a write in the same commit, no round trip) (the outbox's trigger sends them, after the answer); then every game of the parent closes (ADR 0017: the games query, 1 read, and a write per game still open; this parent has none)",
      },
      run: (i) => announce(i),
      load: { count: ANNOUNCEMENT_LOAD, run: (i) => announce(i) },
      // A parent presses send on the announcement page, which she has just opened (and her last
      // activity with it, ADR 0030); the bench prepared its parents minutes before.
      before: () =>
        pool(announcers.length, CONCURRENCY, async (index) => {
          await call('/api/protected/birth-notification', { token: announcers[index]!.token, client: 4, expect: 200 });
        }),
    },
    {
      name: 'Admin user list (first page, 25 rows)',
      least: {
        roundTrips: 3,
        reads: 1 + 26 + 1 + 1,
        writes: 0,
        authCalls: 0,
        rpcs: 4,
        requests: 1,
        why: "the admin record (1 read); the page and one more row to know there is a next one (26) with the total (a count, 1), together; the page's users' games in one query (at least 1). The first page reads no row more (25: its total says whether more follow), which leaves the one read of the deleted accounts' count (ADR 0030); each row's last activity is on its profile",
      },
      run: async () => void (await call('/api/admin/users', { token: admin, client: 6, expect: 200 })),
    },
    ...(['e-mail', 'name'] as const).map((by) => ({
      name: `Admin SMS log searched by the mother's ${by} (first page, 25 of her 30 among 330)`,
      least: {
        roundTrips: 3,
        reads: 1 + 1 + 25 + 1,
        writes: 0,
        authCalls: 0,
        rpcs: 4,
        requests: 1,
        why: `the admin record (1 read); the parents the search means (ADR 0054: ${by === 'e-mail' ? 'her profile by the whole address, the search key' : 'the profiles whose keys hold the longest word, at most 20, ranked; here her one'}, 1 read); then her messages by her id, the page (25) with the total (a count, 1), together. Every row's parent is the one found: no read for the names (another parent's row would add one read for the page's parents, in the same round trip)`,
      },
      run: async () => {
        const search = encodeURIComponent(by === 'e-mail' ? sought.email : sought.name);
        const page = (await call(`/api/admin/sms-logs?search=${search}`, { token: admin, client: 7, expect: 200 })) as { smsLogs: unknown[]; total: number };
        if (page.smsLogs.length !== 25 || page.total !== 30) throw new Error(`the search found ${page.smsLogs.length} of ${page.total}`);
      },
    })),
  ];
}

// ---- the section ----

/** What answering costs the api's process at the least: measured on the bare app in the same run. */
interface Floor {
  /** CPU of one HTTP request answered without Firestore, ms. */
  requestMs: number;
  /** CPU one Firestore call adds, ms. */
  rpcMs: number;
}

async function measureFloor(bare: ApiProcess): Promise<Floor> {
  const cpuPer = async (path: string) => {
    for (let i = 0; i < 20; i += 1) await (await fetch(`${bare.url}${path}`)).arrayBuffer();
    const before = await bare.cpuMs();
    for (let i = 0; i < 100; i += 1) await (await fetch(`${bare.url}${path}`)).arrayBuffer();
    return ((await bare.cpuMs()) - before - cpuProbeMs) / 100;
  };
  const requestMs = await cpuPer('/bare/none');
  const oneRead = await cpuPer('/bare/one');
  return { requestMs, rpcMs: Math.max(0, oneRead - requestMs) };
}

/**
 * The least CPU an action needs: its requests answered and its least Firestore calls made, at what
 * the bare app pays for each; the budget allows a quarter more for the api's own work (routing,
 * validation, building the answer).
 */
const cpuBudget = (least: Least, floor: Floor) =>
  Math.round(((least.requests * floor.requestMs + least.rpcs * floor.rpcMs) * 1.25 + (least.drawMs ?? 0)) * 10) / 10;

/** The least round trips and Auth calls at their modelled cost, the CPU budget, and 10 ms for loopback HTTP and the client. */
const latencyBudget = (least: Least, cpu: number) => Math.round(least.roundTrips * FIRESTORE_RTT_MS + least.authCalls * AUTH_RTT_MS + cpu + 10);

export async function measure(): Promise<BenchSection> {
  await assertStackRunning();
  prioritise(process.pid);
  firestore = await startFirestore();
  auth = await startAuthProxy();
  api = await startApi({ env: { FIRESTORE_EMULATOR_HOST: firestore.host, FIREBASE_AUTH_EMULATOR_HOST: auth.host } });
  const bare = await startApi({ bare: true, env: { FIRESTORE_EMULATOR_HOST: firestore.host, FIREBASE_AUTH_EMULATOR_HOST: auth.host } });
  const firestoreApp = getApps().find((app) => app.name === 'bench-firestore') ?? initializeApp({ projectId: PROJECT_ID }, 'bench-firestore');
  db = getFirestore(firestoreApp);
  db.settings({ host: firestore.host, ssl: false });
  const rows: BenchRow[] = [];
  const details: Record<string, unknown> = {};
  try {
    // BENCH_ACTIONS=<text>: only the actions whose name holds it (their data is prepared all the same)
    const only = process.env.BENCH_ACTIONS;
    const actions = (await defineActions()).filter((action) => !only || action.name.includes(only));
    await firestore.setLatency(FIRESTORE_RTT_MS);
    auth.latencyMs = AUTH_RTT_MS;
    const probes: number[] = [];
    for (let index = 0; index < 10; index += 1) {
      const before = await api.cpuMs();
      probes.push((await api.cpuMs()) - before);
    }
    cpuProbeMs = median(probes);
    const floor = await measureFloor(bare);
    bare.stop();
    rows.push(
      figure('Floor (bare app, same run): CPU of one request answered without Firestore', Math.round(floor.requestMs * 100) / 100, 'ms'),
      figure('Floor (bare app, same run): CPU one Firestore call adds', Math.round(floor.rpcMs * 100) / 100, 'ms'),
    );
    details.floor = floor;

    for (const action of actions) {
      await action.before?.();
      // one warm-up, as production instances serving traffic are warm
      await action.run(-1).catch(() => undefined);
      const samples: Sample[] = [];
      for (let i = 0; i < SINGLE_RUNS; i += 1) samples.push(await measureOnce(action, i));
      const load = action.load ?? { count: 100, run: action.run };
      const offset = SINGLE_RUNS + 1;
      const loadMs: number[] = [];
      const cpuBefore = await api.cpuMs();
      await pool(load.count, CONCURRENCY, async (i) => {
        const started = performance.now();
        await load.run(offset + i);
        loadMs.push(performance.now() - started);
      });
      const loadCpuMs = ((await api.cpuMs()) - cpuBefore) / load.count;
      const m = (key: keyof Sample) => median(samples.map((sample) => sample[key]));
      const { least } = action;
      const cpu = cpuBudget(least, floor);
      const latency = latencyBudget(least, cpu);
      const single = samples.map((sample) => sample.ms);
      rows.push(
        budgetAtMost(`${action.name}: Firestore round trips on the critical path`, m('roundTrips'), 'count', least.roundTrips),
        budgetAtMost('  documents read', m('reads'), 'count', least.reads),
        budgetAtMost('  documents written', m('writes'), 'count', least.writes),
        budgetAtMost('  calls to Auth', m('authCalls'), 'count', least.authCalls),
        budgetAtMost(`  api CPU per action (${least.requests} request${least.requests > 1 ? 's' : ''})`, Math.round(m('cpuMs') * 10) / 10, 'ms', cpu),
        budgetAtMost('  modelled latency, 1 client: p50', percentile(single, 50), 'ms', latency),
        budgetAtMost('  modelled latency, 1 client: p95', percentile(single, 95), 'ms', latency + 25),
        figure(`  modelled latency, ${CONCURRENCY} clients: p50`, percentile(loadMs, 50), 'ms'),
        // One instance serves all 20 (concurrency 80): at worst a request waits for the other 19's CPU.
        budgetAtMost(`  modelled latency, ${CONCURRENCY} clients: p95`, percentile(loadMs, 95), 'ms', latency + (CONCURRENCY - 1) * cpu),
        ...((await load.check?.()) ?? []),
      );
      details[action.name] = {
        least,
        rpcsPerAction: m('rpcs'),
        samples,
        loadCount: load.count,
        loadCpuMsPerAction: Math.round(loadCpuMs * 10) / 10,
        loadLatencyMs: loadMs.map((ms) => Math.round(ms)),
      };
    }
  } finally {
    bare.stop();
    api.stop();
    await auth.stop();
    await firestore.stop();
  }
  return {
    title: `Key actions in production terms (api process of its own; ${FIRESTORE_RTT_MS} ms per Firestore RPC, ${AUTH_RTT_MS} ms per Auth call)`,
    rows,
    details,
    notes: [
      `Round trips, reads, writes, Auth calls and CPU: median of ${SINGLE_RUNS} actions, one at a time; budgets are the least each action needs (ADR 0014).`,
      'CPU budget: the least Firestore calls and requests at what the bare app pays for each in this run, plus a quarter.',
      `Latency budgets: the least round trips and Auth calls at their modelled cost + the CPU budget + 10 ms (p95: +25 ms); ${CONCURRENCY} clients on one instance: + ${CONCURRENCY - 1} × the CPU budget.`,
      ...Object.entries(details).flatMap(([name, value]) => ((value as { least?: Least }).least ? [`${name}: ${(value as { least: Least }).least.why}.`] : [])),
    ],
  };
}
