/**
 * `npm run bench -- delivery` (issue 15, ADR 0015): birth announcements to 100 contacts while the
 * provider fakes fail 30 % of sends with every kind of fault (HTTP 5xx, 429, Netgsm's 85, a timeout
 * before and after the provider took the message, a connection reset before and after), then an
 * outage of an hour (reports included), then refused credentials that an operator fixes after 20
 * minutes. Counts what each contact got: exactly one SMS, at least one e-mail, no SMS twice.
 *
 * Built the way production runs, in production terms: the built api in a process of its own takes
 * the parents' calls (register, baby info, contacts, send) against a Firestore of the bench's own;
 * the outbox's trigger and the scheduled retry run here, as Cloud Functions would run them, on a
 * simulated clock (`retryPendingMessages(now)`, every simulated minute) that the provider fakes
 * share, so a day of retries takes a minute or two. Provider calls time out after 300 ms.
 */
import { COLLECTIONS } from '@bebek/common/model';
import { createSinkServer, NETGSM_TRANSIENT_FAULTS, TRANSIENT_FAULTS } from '../tools/provider-sinks/src/server';
import { figure, type BenchRow, type BenchSection } from './lib/report';
import { functionsEnv, startApi, startFirestore } from './lib/processes';
import { assertStackRunning, sessionToken } from './lib/stack';

const PARENTS = 10;
const CONTACTS_PER_PARENT = 10;
const FAULT_RATE = 0.3;
const MINUTE = 60_000;

export async function measure(): Promise<BenchSection> {
  await assertStackRunning(); // the stack's Auth emulator takes the registrations
  let sim = Date.now();
  let anchor = Date.now();
  const now = () => sim + (Date.now() - anchor);
  const advanceTo = (at: number) => {
    sim = at;
    anchor = Date.now();
  };
  const sink = await createSinkServer({ port: 0, clock: () => new Date(now()) });
  const firestore = await startFirestore();
  const env = {
    FIRESTORE_EMULATOR_HOST: firestore.host,
    NETGSM_BASE_URL: sink.url,
    SENDGRID_BASE_URL: `${sink.url}/`,
    PROVIDER_TIMEOUT_MS: '300',
  };
  const api = await startApi({ env });
  // the outbox's functions run here, on the same settings; their structured log lines (one per message
  // and run) are kept off the bench's output
  Object.assign(process.env, functionsEnv(), env);
  const quiet =
    (write: (...args: unknown[]) => void) =>
    (...args: unknown[]) => {
      if (typeof args[0] === 'string' && args[0].startsWith('{') && args[0].includes('"severity"')) return;
      write(...args);
    };
  const consoles = { log: console.log, info: console.info, warn: console.warn, error: console.error };
  Object.assign(console, { log: quiet(consoles.log), info: quiet(consoles.info), warn: quiet(consoles.warn), error: quiet(consoles.error) });
  const { deliverMessage } = await import('../functions/src/outbox/deliver');
  const { retryPendingMessages } = await import('../functions/src/outbox/retry');
  // the functions' own Firestore client (the default app), pointed at the bench's Firestore above
  const db = (await import('../functions/src/lib/firestore')).db();
  const fault = (body: unknown) =>
    fetch(`${sink.url}/api/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const clear = (provider: string, mode: string) => fetch(`${sink.url}/api/faults?provider=${provider}&mode=${mode}`, { method: 'DELETE' });

  try {
    const call = async (path: string, body: unknown, client: number, token?: string) => {
      const response = await fetch(`${api.url}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          // what Hosting's edge reports as the client's address (ADR 0016)
          'fastly-client-ip': `198.18.150.${client + 1}`,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });
      const answer = (await response.json().catch(() => ({}))) as unknown;
      if (response.status >= 300) throw new Error(`${path}: ${response.status} ${JSON.stringify(answer).slice(0, 200)}`);
      return answer;
    };

    // 10 families of 10 contacts, each with an SMS number and an e-mail address
    const contacts: Array<{ phone: string; email: string }> = [];
    const parents: Array<{ uid: string; token: string }> = [];
    for (let p = 0; p < PARENTS; p += 1) {
      const registered = (await call(
        '/api/auth/register',
        { fullName: `Teslim Ebeveyn ${p}`, email: `teslim-${Date.now().toString(36)}-${p}@bench.bebek`, password: 'Bench-Teslim-2026', phone: '' },
        p,
      )) as { user: { id: string } };
      const parent = { uid: registered.user.id, token: await sessionToken(registered) };
      parents.push(parent);
      // an operator raised the family's contact limit (admin panel), as for a large family
      await db.collection(COLLECTIONS.users).doc(parent.uid).update({ maxBirthNotificationContacts: CONTACTS_PER_PARENT });
      await call(
        '/api/protected/baby-info',
        { expectedBirthDate: '2027-03-01', babyName: 'Deniz', babyGender: 'kız', hospital: 'Teslim Hastanesi', doctor: 'Dr. Teslim' },
        p,
        parent.token,
      );
      const family = Array.from({ length: CONTACTS_PER_PARENT }, (_, c) => ({
        name: `Kişi ${p}-${c}`,
        phone: `0532 ${String(3_000_000 + p * 100 + c)}`,
        email: `kisi-${p}-${c}@teslim.bebek`,
      }));
      contacts.push(...family.map((contact) => ({ phone: `532${contact.phone.slice(5)}`, email: contact.email })));
      await call('/api/protected/birth-notification', { contacts: family }, p, parent.token);
    }

    // 30 % of sends meet a fault, every kind drawn alike (seeded: a run repeats)
    await fault({ provider: 'netgsm', mode: 'random', rate: FAULT_RATE, modes: NETGSM_TRANSIENT_FAULTS, seed: 2026 });
    await fault({ provider: 'sendgrid', mode: 'random', rate: FAULT_RATE, modes: TRANSIENT_FAULTS, seed: 6202 });

    // the parents press send; the outbox trigger takes each new message at once
    const started = now();
    const answers: number[] = [];
    for (const [p, parent] of parents.entries()) {
      answers.push(((await call('/api/protected/birth-notification/trigger', {}, p, parent.token)) as { contactCount: number }).contactCount);
      const queued = await db.collection(COLLECTIONS.outbox).where('context.userId', '==', parent.uid).get();
      await Promise.all(queued.docs.map((doc) => deliverMessage(doc.ref, 'trigger', new Date(now()))));
    }
    const run = async (at: number) => {
      advanceTo(at);
      await retryPendingMessages(new Date(at));
    };
    let at = started;
    // an outage of an hour: both providers, sends and reports
    await fault({ provider: 'netgsm', mode: 'outage' });
    await fault({ provider: 'sendgrid', mode: 'outage' });
    for (let step = 0; step < 60; step += 1) await run((at += MINUTE));
    await clear('netgsm', 'outage');
    await clear('sendgrid', 'outage');
    // our credentials refused (a rotated key) for 20 minutes, then fixed by an operator
    await fault({ provider: 'netgsm', mode: 'bad-credentials' });
    await fault({ provider: 'sendgrid', mode: 'bad-credentials' });
    for (let step = 0; step < 20; step += 1) await run((at += MINUTE));
    await clear('netgsm', 'bad-credentials');
    await clear('sendgrid', 'bad-credentials');
    // then the schedule, every simulated minute, until every message is final (at most 30 simulated hours)
    const outbox = () => db.collection(COLLECTIONS.outbox).get();
    const final = (docs: Awaited<ReturnType<typeof outbox>>['docs']) =>
      docs.every((doc) => ['failed', 'cancelled'].includes(doc.get('status')) || (doc.get('status') === 'done' && doc.get('delivery') !== 'pending'));
    let docs = (await outbox()).docs;
    while (!final(docs) && at - started < 30 * 3600_000) {
      await run((at += at - started < 3 * 3600_000 ? MINUTE : 10 * MINUTE));
      docs = (await outbox()).docs;
    }

    const sent = sink.messages();
    const smsCounts = contacts.map((contact) => sent.filter((message) => message.provider === 'netgsm' && message.to === contact.phone).length);
    const mailCounts = contacts.map((contact) => sent.filter((message) => message.provider === 'sendgrid' && message.to === contact.email).length);
    const status = (value: string) => docs.filter((doc) => doc.get('status') === value).length;
    const faults = (await (await fetch(`${sink.url}/api/faults/stats`)).json()) as Record<string, number>;
    const attempts = docs.reduce((sum, doc) => sum + Number(doc.get('attempts') ?? 0), 0);
    const rows: BenchRow[] = [
      {
        name: 'contacts announced to (send answers)',
        value: answers.reduce((a, b) => a + b, 0),
        unit: 'count',
        budget: '= 100',
        pass: answers.reduce((a, b) => a + b, 0) === 100,
      },
      {
        name: 'contacts with exactly one SMS',
        value: smsCounts.filter((count) => count === 1).length,
        unit: 'count',
        budget: '= 100',
        pass: smsCounts.every((count) => count === 1),
      },
      {
        name: 'contacts with an SMS twice or more',
        value: smsCounts.filter((count) => count > 1).length,
        unit: 'count',
        budget: '= 0',
        pass: smsCounts.every((count) => count <= 1),
      },
      {
        name: 'contacts with no SMS',
        value: smsCounts.filter((count) => count === 0).length,
        unit: 'count',
        budget: '= 0',
        pass: smsCounts.every((count) => count >= 1),
      },
      {
        name: 'contacts with at least one e-mail',
        value: mailCounts.filter((count) => count >= 1).length,
        unit: 'count',
        budget: '= 100',
        pass: mailCounts.every((count) => count >= 1),
      },
      figure(
        'e-mails sent in all (a timed-out e-mail is sent again)',
        mailCounts.reduce((a, b) => a + b, 0),
        'count',
      ),
      {
        name: 'messages failed or lost',
        value: status('failed') + docs.filter((doc) => doc.get('status') !== 'done' && doc.get('status') !== 'failed').length,
        unit: 'count',
        budget: '= 0',
        pass: status('done') === docs.length,
      },
      figure('SMS delivered per the report', docs.filter((doc) => doc.get('delivery') === 'delivered').length, 'count'),
      figure('delivery attempts in all (200 messages)', attempts, 'count'),
      figure('simulated hours until every message was final', Math.round(((at - started) / 3600_000) * 10) / 10, ''),
      ...Object.entries(faults)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([kind, count]) => figure(`requests that met a fault: ${kind}`, count, 'count')),
    ];
    console.log(
      `delivery: ${smsCounts.filter((count) => count === 1).length}/100 contacts with exactly one SMS, ${smsCounts.filter((count) => count > 1).length} with an SMS twice, ${mailCounts.filter((count) => count >= 1).length}/100 with an e-mail (${mailCounts.reduce((a, b) => a + b, 0)} e-mails), ${status('done')}/${docs.length} messages done, ${Object.values(faults).reduce((a, b) => a + b, 0)} requests met a fault`,
    );
    return {
      title: 'Birth announcement delivery under faults (100 contacts, 30 % faults of every kind, an hour-long outage, credentials refused then fixed)',
      rows,
      details: { faults, smsCounts, mailCounts },
      notes: [
        'The api in a process of its own takes the calls; the outbox trigger and the scheduled retry run in the bench on a simulated clock shared with the provider fakes (ADR 0015).',
      ],
    };
  } finally {
    Object.assign(console, consoles);
    api.stop();
    await firestore.stop();
    await sink.close();
  }
}
