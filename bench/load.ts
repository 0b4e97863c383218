/**
 * The api under load from this (second) process over loopback, through Hosting's /api rewrite:
 * - 200 guests open one game's link and answer it, 20 at a time. The owner's cap is raised to 150
 *   by an operator first, so 150 must be accepted exactly once each and 50 refused with the spec's
 *   message; a refusal by the cap is a correct answer, not an error.
 * - 100 parents load their dashboard (the five calls the page makes), 20 parents at a time.
 * Each simulated person has their own address in X-Forwarded-For, as Hosting's front end reports a
 * real client's; without it every guest would share one rate-limit key. A warm-up first starts
 * the Functions emulator's workers (production instances are warm too); it is reported apart.
 */
import { GAME_MESSAGES } from '@bebek/common/schemas/games';
import { COLLECTIONS } from '@bebek/common/model';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { useEmulators } from '../scripts/lib/emulator-env';
import { PROJECT_ID } from '../scripts/lib/ports';
import { DEMO_ADMIN } from '../scripts/seed';
import { budgetBelow, figure, type BenchRow, type BenchSection } from './lib/report';
import { APP_URL, assertStackRunning, post } from './lib/stack';
import { cpuPerRequest, stackCpuMs } from './lib/stack-cpu';

const GUESTS = 200;
const CAP = 150;
const PARENTS = 100;
const CONCURRENCY = 20;
const PARENT_PASSWORD = 'Bench-Ebeveyn-2025';
const DASHBOARD_CALLS = [
  '/api/auth/me',
  '/api/protected/profile',
  '/api/protected/gender-games',
  '/api/protected/name-games',
  '/api/protected/birth-date-games',
];

interface Timed {
  status: number;
  ms: number;
  body: unknown;
}

/** A client address per simulated person, from the documentation range 198.18.0.0/15 (benchmarking). */
const address = (index: number) => `198.18.${Math.floor(index / 250)}.${(index % 250) + 1}`;

async function timed(path: string, init: RequestInit & { client: number }): Promise<Timed> {
  const started = performance.now();
  try {
    const response = await fetch(`${APP_URL}${path}`, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), 'x-forwarded-for': address(init.client) },
      signal: AbortSignal.timeout(30_000),
    });
    const body = await response.json().catch(() => undefined);
    return { status: response.status, ms: performance.now() - started, body };
  } catch {
    return { status: 0, ms: performance.now() - started, body: undefined };
  }
}

/** Runs `work(i)` for i in [0, count) with at most `limit` in flight. */
async function pool(count: number, limit: number, work: (index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < count) await work(next++);
    }),
  );
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! * 10) / 10;
}

function cpuRows(label: string, before: ReturnType<typeof stackCpuMs>, requests: number): BenchRow[] {
  return cpuPerRequest(before, stackCpuMs(), requests).map(([process, ms]) => figure(`${label}: CPU per request, ${process}`, ms, 'ms'));
}

/**
 * The least the local stack can do: a public GET that reads one small collection, no session, no
 * rate limit, 20 at a time. Every api figure below includes this much.
 */
async function floor(): Promise<BenchRow[]> {
  const path = '/api/service-categories';
  await warmUp(path);
  const samples: number[] = [];
  let errors = 0;
  const before = stackCpuMs();
  await pool(GUESTS, CONCURRENCY, async (index) => {
    const answer = await timed(path, { client: 7000 + index });
    samples.push(answer.ms);
    if (answer.status !== 200) errors += 1;
  });
  const sorted = samples.sort((a, b) => a - b);
  const label = `Floor: GET ${path} (one read, no session; ${GUESTS}, ${CONCURRENCY} at a time)`;
  return [
    figure(`${label}: p50`, percentile(sorted, 50), 'ms'),
    figure(`${label}: p95`, percentile(sorted, 95), 'ms'),
    figure(`${label}: errors`, errors, 'count'),
    ...cpuRows('Floor', before, GUESTS),
  ];
}

function latencyRows(label: string, samples: number[], errors: number): BenchRow[] {
  const sorted = [...samples].sort((a, b) => a - b);
  return [
    figure(`${label}: p50`, percentile(sorted, 50), 'ms'),
    budgetBelow(`${label}: p95`, percentile(sorted, 95), 'ms', 150),
    figure(`${label}: p99`, percentile(sorted, 99), 'ms'),
    { name: `${label}: errors (5xx, timeouts, unexpected answers)`, value: errors, unit: 'count', budget: '= 0', pass: errors === 0 },
  ];
}

async function signIn(email: string, password: string, fullName: string, client: number): Promise<{ uid: string; idToken: string }> {
  let answer = await post<{ token: string; user: { id: string } }>(
    '/api/auth/register',
    { fullName, email, password, phone: '' },
    { 'x-forwarded-for': address(client) },
  );
  if (answer.status === 409) answer = await post('/api/auth/login', { email, password }, { 'x-forwarded-for': address(client) });
  if (answer.status !== 200 && answer.status !== 201) throw new Error(`${email} could not sign in: ${answer.status}`);
  return { uid: answer.body.user.id, idToken: answer.body.token };
}

async function prepareGame(runId: string): Promise<{ id: string; token: string }> {
  const owner = await signIn(`bench-owner-${runId}@bench.bebek`, PARENT_PASSWORD, 'Bench Sahibi', 9000);
  const adminLogin = await post<{ token: string }>('/api/admin/login', { username: DEMO_ADMIN.username, password: DEMO_ADMIN.password });
  if (adminLogin.status !== 200) throw new Error(`admin login failed: ${adminLogin.status}`);
  const adminToken = adminLogin.body.token;
  const limits = await fetch(`${APP_URL}/api/admin/users/${owner.uid}/limits`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
    body: JSON.stringify({ maxGameParticipants: CAP, maxBirthNotificationContacts: 2 }),
  });
  if (!limits.ok) throw new Error(`raising the cap failed: ${limits.status}`);
  const game = await post<{ id: string; token: string; maxParticipants: number }>(
    '/api/protected/gender-games',
    { title: 'Bench: kız mı erkek mi?' },
    { authorization: `Bearer ${owner.idToken}` },
  );
  if (game.status !== 201 || game.body.maxParticipants !== CAP) throw new Error(`game creation failed: ${game.status} ${JSON.stringify(game.body)}`);
  return game.body;
}

async function warmUp(path: string): Promise<number> {
  const started = performance.now();
  for (let round = 0; round < 2; round += 1) {
    await Promise.all(Array.from({ length: CONCURRENCY }, (_, index) => timed(path, { client: 5000 + round * CONCURRENCY + index })));
  }
  return Math.round(performance.now() - started);
}

export async function measure(): Promise<BenchSection> {
  await assertStackRunning();
  const runId = Date.now().toString(36);
  const game = await prepareGame(runId);
  const warmUpMs = await warmUp(`/api/gender-games/${game.token}`);
  const floorRows = await floor();

  // ---- 200 guests: open the link, then answer ----
  const lookups: number[] = [];
  const answers: number[] = [];
  let guestErrors = 0;
  const accepted: string[] = [];
  let refusedByCap = 0;
  const guestsCpu = stackCpuMs();
  const guestsStarted = performance.now();
  await pool(GUESTS, CONCURRENCY, async (index) => {
    const lookup = await timed(`/api/gender-games/${game.token}`, { client: index });
    lookups.push(lookup.ms);
    if (lookup.status !== 200) guestErrors += 1;
    const email = `misafir-${runId}-${index}@bench.bebek`;
    const answer = await timed(`/api/gender-games/${game.id}/participate-guest`, {
      client: index,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: `Misafir ${index}`, email, phone: '0532 111 22 33', prediction: index % 2 ? 'boy' : 'girl' }),
    });
    answers.push(answer.ms);
    if (answer.status === 201) accepted.push(email);
    else if (answer.status === 409 && (answer.body as { message?: string } | undefined)?.message === GAME_MESSAGES.gameFull) refusedByCap += 1;
    else guestErrors += 1;
  });
  const guestsSeconds = (performance.now() - guestsStarted) / 1000;
  const guestCpuRows = cpuRows('Guests (link + answer)', guestsCpu, GUESTS * 2);

  useEmulators();
  if (getApps().length === 0) initializeApp({ projectId: PROJECT_ID });
  const gameRef = getFirestore().collection(COLLECTIONS.games).doc(game.id);
  const [participants, slots] = await Promise.all([gameRef.collection(COLLECTIONS.participants).get(), gameRef.collection(COLLECTIONS.slots).get()]);
  const storedEmails = participants.docs.map((doc) => String(doc.get('email')));
  const countedOnce = new Set(storedEmails).size === storedEmails.length && accepted.every((email) => storedEmails.includes(email));

  // ---- 100 parents reading their dashboard ----
  const parents: Array<{ idToken: string }> = [];
  await pool(PARENTS, 10, async (index) => {
    parents[index] = await signIn(`bench-parent-${index}@bench.bebek`, PARENT_PASSWORD, `Bench Ebeveyn ${index}`, 1000 + index);
  });
  await warmUp('/api/service-categories');
  const dashboardReads: number[] = [];
  let dashboardErrors = 0;
  const dashboardCpu = stackCpuMs();
  const dashboardStarted = performance.now();
  await pool(PARENTS, CONCURRENCY, async (index) => {
    const headers = { authorization: `Bearer ${parents[index]!.idToken}` };
    const results = await Promise.all(DASHBOARD_CALLS.map((path) => timed(path, { client: 1000 + index, headers })));
    for (const result of results) {
      dashboardReads.push(result.ms);
      if (result.status !== 200) dashboardErrors += 1;
    }
  });
  const dashboardSeconds = (performance.now() - dashboardStarted) / 1000;
  const dashboardCpuRows = cpuRows('Dashboard reads', dashboardCpu, PARENTS * DASHBOARD_CALLS.length);

  const rows: BenchRow[] = [
    figure('Warm-up: 2 × 20 concurrent game lookups (starts the emulator workers)', warmUpMs, 'ms'),
    ...floorRows,
    ...latencyRows(`Guest opens the game link (${GUESTS}, ${CONCURRENCY} at a time)`, lookups, 0),
    ...latencyRows(`Guest answers (${GUESTS}, ${CONCURRENCY} at a time)`, answers, guestErrors),
    figure('Guests: requests per second', Math.round(((GUESTS * 2) / guestsSeconds) * 10) / 10, ''),
    ...guestCpuRows,
    { name: `Answers accepted (cap ${CAP})`, value: accepted.length, unit: 'count', budget: `= ${CAP}`, pass: accepted.length === CAP },
    {
      name: "Refused with 'Bu oyun katılımcı sınırına ulaştı'",
      value: refusedByCap,
      unit: 'count',
      budget: `= ${GUESTS - CAP}`,
      pass: refusedByCap === GUESTS - CAP,
    },
    {
      name: 'Participants stored (each accepted answer once)',
      value: participants.size,
      unit: 'count',
      budget: `= ${CAP}, no duplicate`,
      pass: participants.size === CAP && countedOnce,
    },
    { name: 'Slots taken', value: slots.size, unit: 'count', budget: `= ${CAP}`, pass: slots.size === CAP },
    ...latencyRows(`Dashboard reads (${PARENTS} parents × ${DASHBOARD_CALLS.length} calls, ${CONCURRENCY} parents at a time)`, dashboardReads, dashboardErrors),
    figure('Dashboard: requests per second', Math.round(((PARENTS * DASHBOARD_CALLS.length) / dashboardSeconds) * 10) / 10, ''),
    ...dashboardCpuRows,
  ];
  return {
    title: 'API under load (a second process, loopback, through Hosting)',
    rows: rows.filter((row) => !(row.name.startsWith('Guest opens') && row.name.includes('errors'))),
    details: { gameId: game.id, guestsSeconds, dashboardSeconds },
    notes: [`Dashboard calls per parent: ${DASHBOARD_CALLS.join(', ')}`],
  };
}
