/**
 * The four bursts of a family group (issue 22, ADR 0021), as the api's clients make them: each
 * request from a loopback address of its own (ADR 0016: limits are keyed on the client's address,
 * so per-address budgets do not decide the outcome), all at once, each answer timed. The API test
 * (tests/api/contention.test.ts) asserts their outcome exactly and reads what was stored; the bench
 * (bench/bursts.ts) reports the same bursts' counts and p50/p95 against their budgets.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { Agent, fetch as fetchFrom } from 'undici';
import type { ChecklistItem, Game } from '@bebek/common/types';

export interface Answer {
  status: number;
  body: unknown;
}

/** How a burst reaches the api: a request leaving from `address` (any of 127.0.0.0/8). */
export type Client = (address: string, path: string, init?: RequestInit) => Promise<Answer>;

/** One answer of a burst, with how long it took from the request's start (ms). */
export interface TimedAnswer extends Answer {
  ms: number;
}

/** The demo super_admin the seed makes (scripts/seed.ts): the limits are set through the admin panel's route. */
const DEMO_ADMIN = { username: 'admin', password: 'DemoAdmin2025' };

const agents = new Map<string, Agent>();

/** A client for `baseUrl` whose requests leave from the given loopback address (the bench's; the tests use their own apiFrom). */
export function loopbackClient(baseUrl: string): Client {
  return async (address, path, init = {}) => {
    let agent = agents.get(address);
    if (!agent) agents.set(address, (agent = new Agent({ localAddress: address })));
    const response = await fetchFrom(`${baseUrl}${path}`, { ...(init as Parameters<typeof fetchFrom>[1]), dispatcher: agent });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: kept as text, so a report shows what came back
    }
    return { status: response.status, body };
  };
}

/** Closes the bench client's connections, so the process can end. */
export async function closeLoopbackClients(): Promise<void> {
  await Promise.all([...agents.values()].map((agent) => agent.close()));
  agents.clear();
}

/**
 * Addresses for one burst: 127.B.x.y with B drawn once per burst, so bursts of one run (and the
 * runs of other tests) do not share a client's counters.
 */
export function addressBlock(): (index: number) => string {
  const block = randomInt(100, 254);
  const third = randomInt(0, 200);
  return (index) => `127.${block}.${third + Math.floor(index / 250)}.${(index % 250) + 1}`;
}

export const post = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function expectStatus(answer: Promise<Answer>, status: number, what: string): Promise<Answer> {
  const got = await answer;
  if (got.status !== status) throw new Error(`${what}: ${got.status} ${JSON.stringify(got.body).slice(0, 300)}`);
  return got;
}

/** Every request at once, each timed from its own start. */
export async function timedAll(requests: Array<() => Promise<Answer>>): Promise<TimedAnswer[]> {
  return Promise.all(
    requests.map(async (request) => {
      const started = performance.now();
      const answer = await request();
      return { ...answer, ms: performance.now() - started };
    }),
  );
}

/** A Turkish mobile number nobody else uses: the form a parent types, and the form the SMS sink records. */
export function freshPhone(): { local: string; netgsm: string } {
  const rest = String(randomInt(0, 1e7)).padStart(7, '0');
  return { local: `0533${rest}`, netgsm: `533${rest}` };
}

const freshEmail = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@burst.bebek`;

export interface Parent {
  uid: string;
  email: string;
  token: string;
  address: string;
}

/** A new parent, registered through the api from an address of their own. */
export async function registerParent(client: Client, address: string, fullName: string): Promise<Parent> {
  const email = freshEmail('ebeveyn');
  const answer = await expectStatus(
    client(address, '/api/auth/register', post({ fullName, email, password: 'Kalabalik-Aile-42', phone: '' })),
    201,
    'register',
  );
  const body = answer.body as { token: string; user: { id: string } };
  return { uid: body.user.id, email, token: body.token, address };
}

/** How a parent proves their address (ADR 0024): the link of the verification e-mail, read in their inbox and pressed. */
export type VerifyEmail = (parent: Parent) => Promise<void>;

/** The subject of the verification e-mail (functions/src/mail/templates.ts). */
const VERIFICATION_SUBJECT = 'E-posta adresinizi doğrulayın';

/**
 * Verifies a parent's address as the person does: reads the verification e-mail registration sent
 * at the provider sinks (`sinksUrl`, the local SendGrid's inbox), and presses its link (its code
 * through POST /api/auth/verify-email from the parent's address).
 */
export function verifyAtSinks(client: Client, sinksUrl: string): VerifyEmail {
  return async (parent) => {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const response = await fetch(`${sinksUrl}/api/messages?${new URLSearchParams({ provider: 'sendgrid', to: parent.email })}`);
      const mails = (await response.json()) as Array<{ subject?: string; text?: string }>;
      const link = mails
        .filter((mail) => mail.subject === VERIFICATION_SUBJECT)
        .map((mail) => /\/verify-email\?oobCode=([^\s"&<]+)/.exec(String(mail.text))?.[1])
        .at(-1);
      if (link) {
        await expectStatus(client(parent.address, '/api/auth/verify-email', post({ oobCode: decodeURIComponent(link) })), 200, 'verify e-mail');
        return;
      }
      if (Date.now() > deadline) throw new Error(`no verification e-mail reached ${parent.email} within 30 s`);
      await new Promise((done) => setTimeout(done, 200));
    }
  };
}

/** The operator sets a parent's limits through the admin panel's route (part 2 §7), as support would for a large family. */
export async function setLimits(client: Client, address: string, uid: string, limits: { maxGameParticipants: number; maxBirthNotificationContacts: number }) {
  const login = await expectStatus(client(address, '/api/admin/login', post(DEMO_ADMIN)), 200, 'admin login');
  const token = (login.body as { token: string }).token;
  await expectStatus(client(address, `/api/admin/users/${uid}/limits`, { ...post(limits, bearer(token)), method: 'PATCH' }), 200, 'admin limits');
}

/** A parent whose gender game is capped at `cap`: the operator raised their limit first, so the new game takes it. */
async function parentWithGame(client: Client, at: (index: number) => string, cap: number): Promise<{ owner: Parent; game: Game }> {
  const owner = await registerParent(client, at(1000), 'Kalabalık Aile');
  await setLimits(client, at(1001), owner.uid, { maxGameParticipants: cap, maxBirthNotificationContacts: 2 });
  const created = await expectStatus(
    client(owner.address, '/api/protected/gender-games', post({ title: 'Kız mı, erkek mi?', description: '' }, bearer(owner.token))),
    201,
    'create game',
  );
  const game = created.body as Game;
  if (game.maxParticipants !== cap) throw new Error(`the new game is capped at ${game.maxParticipants}, not ${cap}`);
  return { owner, game };
}

const guestAnswer = (client: Client, address: string, gameId: string, index: number, email: string) =>
  client(
    address,
    `/api/gender-games/${gameId}/participate-guest`,
    post({ name: `Misafir ${index + 1}`, email, phone: '0532 111 22 33', prediction: index % 2 ? 'boy' : 'girl' }),
  );

export interface GameBurst {
  owner: Parent;
  game: Game;
  /** The guests' e-mails, in the order of `answers`. */
  emails: string[];
  answers: TimedAnswer[];
}

/** `guests` guests answer one game capped at `cap`, all at once, each from an address of their own. */
export async function gameBurst(client: Client, { guests, cap }: { guests: number; cap: number }): Promise<GameBurst> {
  const at = addressBlock();
  const { owner, game } = await parentWithGame(client, at, cap);
  const emails = Array.from({ length: guests }, () => freshEmail('misafir'));
  const answers = await timedAll(emails.map((email, index) => () => guestAnswer(client, at(index), game.id, index, email)));
  return { owner, game, emails, answers };
}

export interface ClaimBurst {
  owner: Parent;
  item: ChecklistItem;
  answers: TimedAnswer[];
}

/** `relatives` relatives press 'Ben alıyorum' on one item of a shared list at once, each from their own phone. */
export async function claimBurst(client: Client, { relatives }: { relatives: number }): Promise<ClaimBurst> {
  const at = addressBlock();
  const owner = await registerParent(client, at(1000), 'Liste Sahibi');
  const items = (await expectStatus(client(owner.address, '/api/protected/checklist', { headers: bearer(owner.token) }), 200, 'checklist'))
    .body as ChecklistItem[];
  const share = await expectStatus(client(owner.address, '/api/protected/checklist/share', post({}, bearer(owner.token))), 200, 'share');
  const token = (share.body as { token: string }).token;
  const item = items.find((entry) => entry.type === 'need') ?? items[0]!;
  const answers = await timedAll(
    Array.from(
      { length: relatives },
      (_, index) => () => client(at(index), `/api/checklist/${token}/claims`, post({ itemId: item.id, name: `Yakın ${index + 1}`, note: '' })),
    ),
  );
  return { owner, item, answers };
}

export interface AnnouncementBurst {
  owner: Parent;
  contacts: Array<{ name: string; phone: { local: string; netgsm: string }; email: string }>;
  answers: TimedAnswer[];
}

/**
 * The parent presses 'Gönder' of the birth announcement `presses` times at once (a double tap, two
 * phones, a retrying app), with their address verified first (`verify`): the announcement's SMS wait
 * for it (ADR 0024).
 */
export async function announcementBurst(client: Client, { presses, verify }: { presses: number; verify: VerifyEmail }): Promise<AnnouncementBurst> {
  const at = addressBlock();
  const owner = await registerParent(client, at(1000), 'Ayşe Demir');
  await verify(owner);
  const auth = bearer(owner.token);
  await expectStatus(
    client(
      owner.address,
      '/api/protected/baby-info',
      post({ expectedBirthDate: '2027-02-14', babyName: 'Deniz', babyGender: 'girl', hospital: 'Şehir Hastanesi', doctor: 'Dr. Kaya' }, auth),
    ),
    200,
    'baby info',
  );
  const contacts = [
    { name: 'Fatma Teyze', phone: freshPhone(), email: freshEmail('teyze') },
    { name: 'Ahmet Dede', phone: freshPhone(), email: freshEmail('dede') },
  ];
  await expectStatus(
    client(
      owner.address,
      '/api/protected/birth-notification',
      post({ contacts: contacts.map((contact) => ({ name: contact.name, phone: contact.phone.local, email: contact.email })) }, auth),
    ),
    200,
    'save contacts',
  );
  const answers = await timedAll(
    Array.from({ length: presses }, () => () => client(owner.address, '/api/protected/birth-notification/trigger', post({}, auth))),
  );
  return { owner, contacts, answers };
}

export interface OwnerAndGuestsBurst {
  owner: Parent;
  game: Game;
  /** The owner's additions (each a person with an e-mail of their own), then the guests' answers. */
  added: Array<{ email: string; answer: TimedAnswer }>;
  answered: Array<{ email: string; answer: TimedAnswer }>;
}

/** The owner adds `additions` people to a game capped at `cap` while `guests` guests answer it, all at once. */
export async function ownerAndGuestsBurst(
  client: Client,
  { cap, additions, guests }: { cap: number; additions: number; guests: number },
): Promise<OwnerAndGuestsBurst> {
  const at = addressBlock();
  const { owner, game } = await parentWithGame(client, at, cap);
  const addedEmails = Array.from({ length: additions }, () => freshEmail('davetli'));
  const guestEmails = Array.from({ length: guests }, () => freshEmail('misafir'));
  const answers = await timedAll([
    ...addedEmails.map(
      (email, index) => () =>
        client(
          owner.address,
          `/api/protected/gender-games/${game.id}/participants`,
          post({ name: `Davetli ${index + 1}`, email, phone: '0532 222 33 44' }, bearer(owner.token)),
        ),
    ),
    ...guestEmails.map((email, index) => () => guestAnswer(client, at(index), game.id, index, email)),
  ]);
  return {
    owner,
    game,
    added: addedEmails.map((email, index) => ({ email, answer: answers[index]! })),
    answered: guestEmails.map((email, index) => ({ email, answer: answers[additions + index]! })),
  };
}

/** The q-th quantile (0–1) of the answers' times, nearest rank. */
export function quantileMs(answers: TimedAnswer[], q: number): number {
  const sorted = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}
