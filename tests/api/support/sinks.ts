import type { Fault } from '../../../tools/provider-sinks/src/server';
import { eventually, SINKS_URL } from './stack';

/** The local provider sinks' test API (tools/provider-sinks): what was sent, and faults on purpose. */
export interface SinkMessage {
  id: string;
  provider: 'netgsm' | 'sendgrid' | 'expo';
  [field: string]: unknown;
}

export async function sinkMessages(provider: SinkMessage['provider'], to?: string): Promise<SinkMessage[]> {
  const query = new URLSearchParams({ provider, ...(to ? { to } : {}) });
  const response = await fetch(`${SINKS_URL}/api/messages?${query}`);
  return (await response.json()) as SinkMessage[];
}

/**
 * The e-mails an address received with this subject, oldest first, once at least `count` have
 * arrived: as a person finds a mail in their inbox by its subject, whatever else came (the
 * verification e-mail registration sends, notices).
 */
export async function mailsWithSubject(email: string, subject: string, count = 1, timeoutMs = 15_000): Promise<SinkMessage[]> {
  return eventually(
    async () => (await sinkMessages('sendgrid', email)).filter((mail) => mail.subject === subject),
    (mails) => mails.length >= count,
    timeoutMs,
  );
}

/** A fault on purpose (tools/provider-sinks/src/server.ts lists the kinds). */
export async function injectFault(fault: Fault): Promise<void> {
  const response = await fetch(`${SINKS_URL}/api/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(fault) });
  if (!response.ok) throw new Error(`fault not accepted: ${response.status}`);
}

/** Clears every fault, or those of one provider and kind (e.g. the credentials fixed while the rest go on). */
export async function clearFaults(provider?: SinkMessage['provider'], mode?: string): Promise<void> {
  const query = new URLSearchParams({ ...(provider ? { provider } : {}), ...(mode ? { mode } : {}) });
  await fetch(`${SINKS_URL}/api/faults?${query}`, { method: 'DELETE' });
}

/** Moves the sink's clock with a test's own (its report windows and limits follow it); 0 puts it back. */
export async function setSinkClock(offsetMs: number): Promise<void> {
  await fetch(`${SINKS_URL}/api/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ offsetMs }) });
}
