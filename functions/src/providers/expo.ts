/**
 * Expo push through its HTTP API (the same endpoint expo-server-sdk uses), so the base URL is
 * ours to set: the local sink in the local stack. Chunks of at most 100 messages.
 */
import { networkFailure } from './network';

export interface ExpoConfig {
  baseUrl: string;
  accessToken: string;
}

export interface PushMessage {
  token: string;
  title: string;
  body: string;
  data?: Record<string, string>;
}

/**
 * `failed`: Expo did not take the message and saying it again may work (429, 5xx, rate exceeded,
 * no connection); `rejected`: it never will (e.g. MessageTooBig); `ambiguous`: the request may have
 * reached Expo (timeout, connection dropped), so it is not sent again.
 */
export interface PushTicket {
  token: string;
  outcome: 'sent' | 'failed' | 'rejected' | 'ambiguous' | 'unregistered';
  ticketId?: string;
  error?: string;
}

/** Ticket errors that no retry can fix (https://docs.expo.dev/push-notifications/sending-notifications/#individual-errors). */
const REJECTED_TICKET_ERRORS = new Set(['MessageTooBig', 'InvalidCredentials']);

const CHUNK = 100;

export async function sendExpoPush(config: ExpoConfig, messages: PushMessage[]): Promise<PushTicket[]> {
  const tickets: PushTicket[] = [];
  for (let start = 0; start < messages.length; start += CHUNK) {
    const chunk = messages.slice(start, start + CHUNK);
    try {
      const response = await fetch(`${config.baseUrl.replace(/\/$/, '')}/--/api/v2/push/send`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(config.accessToken ? { authorization: `Bearer ${config.accessToken}` } : {}),
        },
        body: JSON.stringify(
          chunk.map((message) => ({ to: message.token, title: message.title, body: message.body, data: message.data ?? {}, sound: 'default' })),
        ),
        signal: AbortSignal.timeout(10_000),
      });
      const answer = (await response.json().catch(() => ({}))) as {
        data?: Array<{ status?: string; id?: string; message?: string; details?: { error?: string } }>;
      };
      chunk.forEach((message, index) => {
        const ticket = answer.data?.[index];
        const ticketError = ticket?.details?.error;
        if (response.ok && ticket?.status === 'ok') tickets.push({ token: message.token, outcome: 'sent', ticketId: ticket.id });
        else if (ticketError === 'DeviceNotRegistered') tickets.push({ token: message.token, outcome: 'unregistered', error: 'DeviceNotRegistered' });
        else if (ticketError && REJECTED_TICKET_ERRORS.has(ticketError))
          tickets.push({ token: message.token, outcome: 'rejected', error: `${ticketError}: ${ticket?.message ?? ''}`.trim() });
        else tickets.push({ token: message.token, outcome: 'failed', error: ticket?.message ?? `HTTP ${response.status}` });
      });
    } catch (error) {
      const failure = networkFailure(error);
      const outcome = failure.mayHaveArrived ? 'ambiguous' : 'failed';
      for (const message of chunk) tickets.push({ token: message.token, outcome, error: failure.detail });
    }
  }
  return tickets;
}
