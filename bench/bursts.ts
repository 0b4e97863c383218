/**
 * The four bursts of a family group (issue 22, ADR 0021) against the running stack, whose Firestore
 * is Google's emulator: it locks pessimistically, as production's server SDKs do, so a design that
 * funnels concurrent requests through one document shows here. For each burst: how many were
 * accepted (the cap, or the one), how many refused with the spec's message, how many answered
 * anything else (a 5xx, an ABORTED, another refusal: the budget is 0), what the owner's own page
 * then shows, and the p50/p95 of the answers against the 10 s a person waits at most. The same
 * bursts are asserted exactly, with what was stored, in tests/api/contention.test.ts.
 */
import { CLAIM_MESSAGES } from '@bebek/common/schemas/claims';
import { GAME_MESSAGES } from '@bebek/common/schemas/games';
import type { BirthNotificationSendResponse, Game, ParentChecklistClaims } from '@bebek/common/types';
import { urls } from '../scripts/lib/ports';
import {
  announcementBurst,
  claimBurst,
  closeLoopbackClients,
  gameBurst,
  loopbackClient,
  ownerAndGuestsBurst,
  quantileMs,
  type Client,
  type Parent,
  type TimedAnswer,
  verifyAtSinks,
} from './lib/bursts';
import { budgetBelow, figure, type BenchRow, type BenchSection } from './lib/report';
import { assertStackRunning } from './lib/stack';

const GUESTS = 50;
const CAP = 20;
const RELATIVES = 20;
const PRESSES = 10;
const ADDITIONS = 10;
const MIXED_GUESTS = 30;
const ANSWER_BUDGET_MS = 10_000;

const exactly = (name: string, value: number, expected: number): BenchRow => ({
  name,
  value,
  unit: 'count',
  budget: `= ${expected}`,
  pass: value === expected,
});

function timings(answers: TimedAnswer[]): BenchRow[] {
  return [
    figure('  p50 of the answers', Math.round(quantileMs(answers, 0.5)), 'ms'),
    budgetBelow('  p95 of the answers', Math.round(quantileMs(answers, 0.95)), 'ms', ANSWER_BUDGET_MS),
  ];
}

const hasMessage = (answer: TimedAnswer, status: number, message: string) =>
  answer.status === status && (answer.body as { message?: string })?.message === message;

/** Participants on the owner's game page (GET of their games): what the family sees was kept. */
async function participantsShown(client: Client, owner: Parent, gameId: string): Promise<number> {
  const answer = await client(owner.address, '/api/protected/gender-games', { headers: { authorization: `Bearer ${owner.token}` } });
  const games = (answer.body as { games: Game[] }).games;
  return games.find((game) => game.id === gameId)?.participants.length ?? -1;
}

async function sinkCount(provider: 'netgsm' | 'sendgrid', to: string): Promise<number> {
  const response = await fetch(`${urls.sinks}/api/messages?${new URLSearchParams({ provider, to })}`);
  return ((await response.json()) as unknown[]).length;
}

async function gameRows(client: Client): Promise<BenchRow[]> {
  const burst = await gameBurst(client, { guests: GUESTS, cap: CAP });
  const accepted = burst.answers.filter((answer) => answer.status === 201).length;
  const full = burst.answers.filter((answer) => hasMessage(answer, 409, GAME_MESSAGES.gameFull)).length;
  return [
    exactly(`${GUESTS} guests answer one game at once (cap ${CAP}): accepted`, accepted, CAP),
    exactly(`  refused with '${GAME_MESSAGES.gameFull}'`, full, GUESTS - CAP),
    exactly('  errors (5xx, ABORTED, any other answer)', GUESTS - accepted - full, 0),
    exactly("  participants on the owner's page", await participantsShown(client, burst.owner, burst.game.id), CAP),
    ...timings(burst.answers),
  ];
}

async function claimRows(client: Client): Promise<BenchRow[]> {
  const burst = await claimBurst(client, { relatives: RELATIVES });
  const won = burst.answers.filter((answer) => answer.status === 201).length;
  const told = burst.answers.filter((answer) => hasMessage(answer, 409, CLAIM_MESSAGES.alreadyClaimed)).length;
  const list = await client(burst.owner.address, '/api/protected/checklist/claims', { headers: { authorization: `Bearer ${burst.owner.token}` } });
  return [
    exactly(`${RELATIVES} relatives claim one gift at once: claims accepted`, won, 1),
    exactly("  refused with 'Bu ürünü az önce başka bir yakınınız ayırdı…'", told, RELATIVES - 1),
    exactly('  errors (5xx, ABORTED, any other answer)', RELATIVES - won - told, 0),
    exactly("  claims on the parent's list", (list.body as ParentChecklistClaims).claims.length, 1),
    ...timings(burst.answers),
  ];
}

async function announcementRows(client: Client): Promise<BenchRow[]> {
  const burst = await announcementBurst(client, { presses: PRESSES, verify: verifyAtSinks(client, urls.sinks) });
  const bodies = burst.answers.map((answer) => (answer.status === 200 ? (answer.body as BirthNotificationSendResponse) : undefined));
  const sent = bodies.filter((body) => body && !body.alreadySent && body.contactCount === burst.contacts.length).length;
  const already = bodies.filter((body) => body?.alreadySent && body.contactCount === 0).length;
  // the outbox's trigger delivers after the answers: wait until every contact has something, then a while for any second message
  const received = () =>
    Promise.all(burst.contacts.map(async (contact) => [await sinkCount('netgsm', contact.phone.netgsm), await sinkCount('sendgrid', contact.email)]));
  for (const deadline = Date.now() + 30_000; (await received()).flat().some((count) => count === 0) && Date.now() < deadline;) {
    await new Promise((done) => setTimeout(done, 250));
  }
  await new Promise((done) => setTimeout(done, 1500));
  const once = (await received()).filter(([sms, email]) => sms === 1 && email === 1).length;
  return [
    exactly(`${PRESSES} presses of the birth announcement at once: announcements queued`, sent, 1),
    exactly("  presses answered 'already sent' (alreadySent, 0 contacts)", already, PRESSES - 1),
    exactly('  errors (5xx, ABORTED, any other answer)', PRESSES - sent - already, 0),
    exactly(`  contacts with exactly one SMS and one e-mail (of ${burst.contacts.length})`, once, burst.contacts.length),
    ...timings(burst.answers),
  ];
}

async function mixedRows(client: Client): Promise<BenchRow[]> {
  const burst = await ownerAndGuestsBurst(client, { cap: CAP, additions: ADDITIONS, guests: MIXED_GUESTS });
  const answers = [...burst.added, ...burst.answered].map(({ answer }) => answer);
  const accepted = answers.filter((answer) => answer.status === 201).length;
  const full = answers.filter((answer) => hasMessage(answer, 409, GAME_MESSAGES.gameFull)).length;
  return [
    exactly(`The owner adds ${ADDITIONS} while ${MIXED_GUESTS} guests answer (cap ${CAP}): accepted`, accepted, CAP),
    exactly(`  refused with '${GAME_MESSAGES.gameFull}'`, full, ADDITIONS + MIXED_GUESTS - CAP),
    exactly('  errors (5xx, ABORTED, any other answer)', answers.length - accepted - full, 0),
    exactly("  participants on the owner's page", await participantsShown(client, burst.owner, burst.game.id), CAP),
    ...timings(answers),
  ];
}

export async function measure(): Promise<BenchSection> {
  await assertStackRunning();
  const client = loopbackClient(urls.app);
  try {
    const rows = [...(await gameRows(client)), ...(await claimRows(client)), ...(await announcementRows(client)), ...(await mixedRows(client))];
    return {
      title: "Bursts of a family group on Google's Firestore emulator (pessimistic locks, ADR 0021)",
      rows,
      notes: [
        'Each request from a loopback address of its own (per-address limits do not decide); all of a burst at once; times from each request’s start to its answer, through Hosting and the Functions emulator.',
        'The stack shares the machine: p50/p95 carry its load (see the load average above). tests/api/contention.test.ts asserts the same bursts exactly, with what was stored.',
      ],
    };
  } finally {
    await closeLoopbackClients();
  }
}
