import { SINKS_URL } from './stack';

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

export async function injectFault(fault: {
  provider: SinkMessage['provider'];
  mode: 'status' | 'timeout' | 'netgsm-code';
  status?: number;
  code?: string;
  count: number;
}): Promise<void> {
  const response = await fetch(`${SINKS_URL}/api/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(fault) });
  if (!response.ok) throw new Error(`fault not accepted: ${response.status}`);
}

export async function clearFaults(): Promise<void> {
  await fetch(`${SINKS_URL}/api/faults`, { method: 'DELETE' });
}
