/**
 * `npm run bench -- announcement-proof` (issue 33 item 2, ADR 0049): the birth announcement of a
 * mother who never verified her address, from her press to every contact's SMS and e-mail:
 *
 *   press 'Doğum Bildirimi Gönder' (202: recorded, every message held) → 'Kod Gönder' (her code by
 *   SMS) → the code typed → at that moment every contact gets one SMS and one e-mail.
 *
 * Built as bench/delivery.ts is: the built api in a process of its own, against a Firestore of the
 * bench's own with FIRESTORE_RTT_MS injected per RPC (ADR 0014's latency model), the provider fakes in
 * this process; the outbox's trigger (which sends her code's SMS) runs here, as Cloud Functions would
 * run it. The proof's own request releases and sends what waited, so the figures of the confirm are
 * the round trips and seconds she waits for.
 */
import { COLLECTIONS } from '@bebek/common/model';
import { createSinkServer } from '../tools/provider-sinks/src/server';
import { longestSequentialChain } from './lib/critical-path';
import { functionsEnv, startApi, startFirestore } from './lib/processes';
import { budgetAtMost, figure, type BenchRow, type BenchSection } from './lib/report';
import { assertStackRunning, sessionToken } from './lib/stack';

const MOTHERS = 10;
const CONTACTS = 2;
const FIRESTORE_RTT_MS = Number(process.env.BENCH_FIRESTORE_RTT_MS ?? 10);
const ANNOUNCEMENT_SUBJECT = 'Müjde! Deniz dünyaya geldi 👶';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? Math.round(sorted[Math.floor((sorted.length - 1) / 2)]! * 100) / 100 : NaN;
};

export async function measure(): Promise<BenchSection> {
  await assertStackRunning(); // the stack's Auth emulator takes the registrations
  const sink = await createSinkServer({ port: 0 });
  const firestore = await startFirestore();
  const env = { FIRESTORE_EMULATOR_HOST: firestore.host, NETGSM_BASE_URL: sink.url, SENDGRID_BASE_URL: `${sink.url}/` };
  const api = await startApi({ env });
  // the outbox's trigger runs here, on the same settings; its log lines are kept off the bench's output
  Object.assign(process.env, functionsEnv(), env);
  const consoles = { log: console.log, info: console.info, warn: console.warn, error: console.error };
  const quiet =
    (write: (...args: unknown[]) => void) =>
    (...args: unknown[]) => {
      if (typeof args[0] === 'string' && args[0].startsWith('{') && args[0].includes('"severity"')) return;
      write(...args);
    };
  Object.assign(console, { log: quiet(consoles.log), info: quiet(consoles.info), warn: quiet(consoles.warn), error: quiet(consoles.error) });
  const { deliverMessage } = await import('../functions/src/outbox/deliver');
  const db = (await import('../functions/src/lib/firestore')).db();

  try {
    const call = async (path: string, body: unknown, client: number, token?: string, expect = [200, 201]) => {
      const response = await fetch(`${api.url}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'fastly-client-ip': `198.18.160.${client + 1}`,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });
      const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
      if (!expect.includes(response.status)) throw new Error(`${path}: ${response.status} ${JSON.stringify(answer).slice(0, 200)}`);
      return { status: response.status, body: answer };
    };
    /** One request, with the Firestore RPCs it made: the round trips on its critical path. */
    const measured = async (request: () => Promise<{ status: number; body: Record<string, unknown> }>) => {
      await firestore.resetMetrics();
      const started = performance.now();
      const answer = await request();
      const ms = performance.now() - started;
      const rpcs = (await firestore.rpcs()).filter((rpc) => rpc.method !== 'Rollback');
      return { ...answer, ms, roundTrips: longestSequentialChain(rpcs), reads: rpcs.reduce((sum, rpc) => sum + rpc.reads, 0) };
    };

    // ten mothers ready at the birth: baby info, two contacts (a mobile and an e-mail each), her own phone on the profile; never verified
    const mothers: Array<{ uid: string; token: string; phone: string; contacts: Array<{ phone: string; email: string }> }> = [];
    for (let m = 0; m < MOTHERS; m += 1) {
      const phone = `0532 ${String(4_000_000 + m)}`;
      const registered = await call(
        '/api/auth/register',
        { fullName: `Doğrulamamış Anne ${m}`, email: `dogrulamamis-${Date.now().toString(36)}-${m}@bench.bebek`, password: 'Bench-Kanit-2026', phone },
        m,
      );
      const token = await sessionToken(registered.body);
      const uid = (registered.body.user as { id: string }).id;
      await call(
        '/api/protected/baby-info',
        { expectedBirthDate: '2027-03-01', babyName: 'Deniz', babyGender: 'kız', hospital: 'Kanıt Hastanesi', doctor: 'Dr. Kanıt' },
        m,
        token,
      );
      const contacts = Array.from({ length: CONTACTS }, (_, c) => ({
        name: `Kişi ${m}-${c}`,
        phone: `0533 ${String(4_000_000 + m * 10 + c)}`,
        email: `kanit-${m}-${c}@bench.bebek`,
      }));
      await call('/api/protected/birth-notification', { contacts }, m, token);
      mothers.push({ uid, token, phone: `532${phone.slice(5)}`, contacts: contacts.map((c) => ({ phone: `533${c.phone.slice(5)}`, email: c.email })) });
    }
    await firestore.setLatency(FIRESTORE_RTT_MS);

    const press: Array<{ roundTrips: number; reads: number; ms: number }> = [];
    const ask: Array<{ roundTrips: number; ms: number }> = [];
    const confirm: Array<{ roundTrips: number; ms: number }> = [];
    const total: number[] = [];
    const afterProof: number[] = [];
    let heldBeforeProof = 0;
    let sentBeforeProof = 0;
    let accepted = 0;
    for (const [m, mother] of mothers.entries()) {
      const started = performance.now();
      const pressed = await measured(() => call('/api/protected/birth-notification/trigger', {}, m, mother.token, [202]));
      press.push(pressed);
      if (pressed.body.waitingForProof === true && pressed.body.contactCount === CONTACTS) accepted += 1;
      const queued = await db.collection(COLLECTIONS.outbox).where('context.userId', '==', mother.uid).get();
      const announcement = queued.docs.filter((doc) => doc.get('kind') === 'birth_notification');
      heldBeforeProof += announcement.filter((doc) => doc.get('status') === 'held' && doc.get('holdReason') === 'sender_unproven').length;
      sentBeforeProof += sink
        .messages()
        .filter((message) => mother.contacts.some((contact) => message.to === contact.phone || message.to === contact.email)).length;

      // 'Kod Gönder': the code's SMS is queued with the request, and the outbox's trigger sends it
      const asked = await measured(() => call('/api/protected/phone-verification', {}, m, mother.token));
      ask.push(asked);
      const codeMessage = (await db.collection(COLLECTIONS.outbox).where('context.userId', '==', mother.uid).get()).docs.find(
        (doc) => doc.get('kind') === 'phone_verification',
      )!;
      await deliverMessage(codeMessage.ref, 'trigger');
      const sms = sink.messages().filter((message) => message.provider === 'netgsm' && message.to === mother.phone);
      const code = /doğrulama kodunuz: (\d{6})/.exec(String(sms.at(-1)?.text ?? ''))?.[1];
      if (!code) throw new Error(`no code reached ${mother.phone}`);

      // the code typed: proven, and every message that waited goes within this request
      const proofStarted = performance.now();
      confirm.push(await measured(() => call('/api/protected/phone-verification/confirm', { code }, m, mother.token)));
      const everyContact = () =>
        mother.contacts.every(
          (contact) =>
            sink.messages().some((message) => message.provider === 'netgsm' && message.to === contact.phone) &&
            sink.messages().some((message) => message.provider === 'sendgrid' && message.to === contact.email && message.subject === ANNOUNCEMENT_SUBJECT),
        );
      for (let wait = 0; !everyContact() && wait < 200; wait += 1) await new Promise((done) => setTimeout(done, 25));
      afterProof.push((performance.now() - proofStarted) / 1000);
      total.push((performance.now() - started) / 1000);
    }
    // nothing more comes: one SMS and one e-mail each
    await new Promise((done) => setTimeout(done, 500));
    const contacts = mothers.flatMap((mother) => mother.contacts);
    const sent = sink.messages();
    const once = contacts.filter(
      (contact) =>
        sent.filter((message) => message.provider === 'netgsm' && message.to === contact.phone).length === 1 &&
        sent.filter((message) => message.provider === 'sendgrid' && message.to === contact.email && message.subject === ANNOUNCEMENT_SUBJECT).length === 1,
    ).length;

    const rows: BenchRow[] = [
      {
        name: `presses accepted (202, ${CONTACTS} contacts each, waiting for the proof)`,
        value: accepted,
        unit: 'count',
        budget: `= ${MOTHERS}`,
        pass: accepted === MOTHERS,
      },
      {
        name: '  messages held before the proof',
        value: heldBeforeProof,
        unit: 'count',
        budget: `= ${MOTHERS * CONTACTS * 2}`,
        pass: heldBeforeProof === MOTHERS * CONTACTS * 2,
      },
      { name: '  messages sent before the proof', value: sentBeforeProof, unit: 'count', budget: '= 0', pass: sentBeforeProof === 0 },
      // the verified mother's press is actions.ts's 6 (without a proof there is no budget to read, nothing goes); after its commit,
      // her proof is read again beside the held messages' log entries (one round trip: a proof at that very moment, ADR 0049)
      budgetAtMost('press: Firestore round trips on the critical path', median(press.map((sample) => sample.roundTrips)), 'count', 7),
      figure('  documents read', median(press.map((sample) => sample.reads)), 'count'),
      figure('  modelled latency, p50', median(press.map((sample) => sample.ms)), 'ms'),
      // the code: the day's budget and her document read, the code and its SMS written together
      budgetAtMost("'Kod Gönder': Firestore round trips on the critical path", median(ask.map((sample) => sample.roundTrips)), 'count', 5),
      figure('  modelled latency, p50', median(ask.map((sample) => sample.ms)), 'ms'),
      // the session's profile (1); the code's transaction (its first read, the second, the commit: 3); the held messages with the
      // day's budget (1); every release at once (1); each delivery, all at once: its claim (read, write: 2), outcome and log (2); the activity note (1)
      budgetAtMost(
        'the code typed (proof, release, 4 deliveries): Firestore round trips on the critical path',
        median(confirm.map((sample) => sample.roundTrips)),
        'count',
        11,
      ),
      figure('  modelled latency of the request, p50', median(confirm.map((sample) => sample.ms)), 'ms'),
      budgetAtMost('seconds from the code typed to every contact’s SMS and e-mail at the providers, p50', median(afterProof), 's', 2),
      figure('seconds from the press to every contact’s SMS and e-mail (the person’s own steps not counted), p50', median(total), 's'),
      { name: `contacts with exactly one SMS and one e-mail`, value: once, unit: 'count', budget: `= ${contacts.length}`, pass: once === contacts.length },
    ];
    return {
      title: `The announcement of an unverified mother (${MOTHERS} mothers × ${CONTACTS} contacts; press → held → her phone's code → sent), ${FIRESTORE_RTT_MS} ms per Firestore RPC`,
      rows,
    };
  } finally {
    Object.assign(console, consoles);
    api.stop();
    await firestore.stop();
    await sink.close();
  }
}
