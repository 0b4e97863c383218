import { DELIVERY_FAILURES } from '@bebek/common/delivery';
import { config } from '../config';
import { queryNetgsmReport, reportStatus, sameNumber, type NetgsmReportJob } from '../providers/netgsm';
import { toNetgsmNumber } from '../providers/phone';
import {
  dateOf,
  deliveriesDue,
  postponeCheck,
  recordDelivered,
  recordDeliveryUnknown,
  recordStillOnItsWay,
  retryNotInReport,
  returnReportBudget as giveBackReports,
  takeReportBudget as takeReports,
  unresolvedDue,
  writeDeliveryLog,
  type StoredMessage,
  type MessageSnapshot,
} from './data';
import { failMessage, RETRY_WINDOW_MS } from './deliver';

/**
 * Netgsm's delivery report, used two ways (ADR 0015):
 * - an unresolved SMS (its send timed out or was cut after it left) is looked up by number in its
 *   attempt's time window: there, it was sent (done); absent once reports have settled, it is sent
 *   again; never resent blindly;
 * - an SMS Netgsm took is followed by its job id until the report says it reached the phone, or
 *   that it cannot (a wrong number: the parent fixes it and resends).
 * Netgsm allows 10 report queries a minute for the whole account: every instance takes its queries
 * from one counter per minute in Firestore (`now`'s minute, so tests and the bench run on their clock).
 */
export const REPORTS_PER_MINUTE = 10;
/** How long after an attempt a missing report line means the SMS did not go out. */
export const REPORT_SETTLE_MS = 5 * 60_000;
/** An SMS the report still shows as waiting after this long is left as sent (its state unknown). */
export const DELIVERY_WATCH_MS = 72 * 3600_000;
/** Job ids asked per query. */
const JOBS_PER_QUERY = 50;

/** Takes up to `wanted` report queries from this minute's budget; answers how many were granted. */
export async function takeReportBudget(now: Date, wanted: number): Promise<number> {
  if (wanted <= 0) return 0;
  return takeReports(Math.floor(now.getTime() / 60_000), wanted, REPORTS_PER_MINUTE);
}

const at = (now: Date, ms: number) => new Date(now.getTime() + ms);
const toDate = dateOf;

/** What the report says of one SMS Netgsm took: delivered, still waiting, or never (the parent's reason). */
async function applyJob(id: string, message: StoredMessage, job: NetgsmReportJob, now: Date): Promise<void> {
  const meaning = reportStatus(job.status);
  if (meaning.state === 'delivered') {
    await recordDelivered(id, job.jobid, now);
    await writeDeliveryLog(id, message, { status: 'delivered', orderId: job.jobid });
    return;
  }
  if (meaning.state === 'waiting') {
    await recordStillOnItsWay(id, job.jobid, at(now, 5 * 60_000));
    return;
  }
  await failMessage(id, message, meaning.reason, `${DELIVERY_FAILURES[meaning.reason]} (Netgsm raporu: durum ${job.status})`, job.jobid);
}

/** Unresolved SMS whose check is due: found in their window, sent; not found once settled, sent again. */
async function resolveUnresolved(now: Date, budget: { left: number }): Promise<number> {
  const due = await unresolvedDue(now);
  let resolved = 0;
  for (const doc of due) {
    if (budget.left <= 0) break;
    budget.left -= 1;
    const message = doc.data() as StoredMessage;
    if (message.channel !== 'sms') continue;
    const started = toDate(doc.get('attemptStartedAt')) ?? now;
    const ended = toDate(doc.get('attemptEndedAt')) ?? started;
    const first = toDate(doc.get('firstAttemptAt')) ?? started;
    const answer = await queryNetgsmReport(config().netgsm, { start: new Date(started.getTime() - 60_000), stop: new Date(ended.getTime() + 2 * 60_000) });
    if (answer.outcome === 'limited') {
      budget.left = 0;
      break;
    }
    if (answer.outcome !== 'ok') {
      // the report cannot be read now (an outage, our credentials): the SMS stays unresolved, not resent
      if (now.getTime() - first.getTime() > RETRY_WINDOW_MS) await failMessage(doc.id, message, 'unknown', `${answer.reason}; 24 saat doğrulanamadı`);
      else await postponeCheck(doc.id, at(now, answer.outcome === 'config' ? 10 * 60_000 : 60_000), answer.reason);
      continue;
    }
    const job = answer.jobs.find((line) => sameNumber(line.number, toNetgsmNumber(message.to.phone)));
    if (job) {
      await applyJob(doc.id, message, job, now);
      resolved += 1;
    } else if (now.getTime() - started.getTime() >= REPORT_SETTLE_MS) {
      // the report has settled and shows nothing: it did not go out, so it is sent again
      await retryNotInReport(doc.id, now);
      resolved += 1;
    } else {
      await postponeCheck(doc.id, at(now, 60_000));
    }
  }
  return resolved;
}

/** SMS Netgsm took: their report lines by job id, until each reached the phone or cannot. */
async function followDeliveries(now: Date, budget: { left: number }): Promise<void> {
  if (budget.left <= 0) return;
  const due = await deliveriesDue(now, JOBS_PER_QUERY * 2);
  const docs = due.filter((doc) => doc.get('status') === 'done' && doc.get('providerId'));
  for (let start = 0; start < docs.length && budget.left > 0; start += JOBS_PER_QUERY) {
    budget.left -= 1;
    const batch = docs.slice(start, start + JOBS_PER_QUERY);
    const accepted = batch.map((doc) => toDate(doc.get('acceptedAt')) ?? now);
    const answer = await queryNetgsmReport(config().netgsm, {
      start: new Date(Math.min(...accepted.map((date) => date.getTime())) - 10 * 60_000),
      stop: new Date(now.getTime() + 60_000),
      jobids: [...new Set(batch.map((doc) => String(doc.get('providerId'))))],
    });
    if (answer.outcome === 'limited') return;
    if (answer.outcome !== 'ok') continue;
    await Promise.all(batch.map((doc, index) => follow(doc, answer.jobs, accepted[index]!, now)));
  }
}

async function follow(doc: MessageSnapshot, jobs: NetgsmReportJob[], acceptedAt: Date, now: Date): Promise<void> {
  const message = doc.data() as StoredMessage;
  const phone = message.channel === 'sms' ? message.to.phone : '';
  const job = jobs.find((line) => line.jobid === doc.get('providerId') && (!line.number || sameNumber(line.number, toNetgsmNumber(phone))));
  if (job && reportStatus(job.status).state !== 'waiting') return applyJob(doc.id, message, job, now);
  if (now.getTime() - acceptedAt.getTime() > DELIVERY_WATCH_MS) {
    await recordDeliveryUnknown(doc.id);
    return;
  }
  await postponeCheck(doc.id, at(now, 2 * 60_000));
}

/** One pass over both uses of the report, within this minute's share of Netgsm's limit. */
export async function checkReports(now: Date): Promise<void> {
  const budget = { left: await takeReportBudget(now, REPORTS_PER_MINUTE) };
  if (budget.left === 0) return;
  await resolveUnresolved(now, budget);
  await followDeliveries(now, budget);
  // what was not used goes back to the minute's budget, for another instance or the next run
  if (budget.left > 0) await returnReportBudget(now, budget.left);
}

async function returnReportBudget(now: Date, unused: number): Promise<void> {
  await giveBackReports(Math.floor(now.getTime() / 60_000), unused);
}
