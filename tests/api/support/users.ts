import { randomUUID } from 'node:crypto';
import { waitForMessagesOf } from './outbox';
import { admin, apiFrom, randomClient } from './stack';

export interface TestUser {
  uid: string;
  email: string;
  password: string;
  fullName: string;
  idToken: string;
  authHeader: Record<string, string>;
}

export function uniqueEmail(prefix = 'test'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@test.bebek`;
}

/** A client address of its own (a loopback address, ADR 0016), as separate families have. */
export const randomAddress = randomClient;

/** How long a registration's verification e-mail may take to be delivered and logged on a busy machine. */
const VERIFICATION_MAIL_SETTLES_MS = 30_000;

/**
 * A fresh parent registered through the real api, with the session token it answered for protected
 * calls; from an address of its own unless one is given. It returns once the verification e-mail
 * that registration sends (ADR 0024) has been delivered and logged, as a person who registers finds
 * it in their inbox before going on: a later call's "writes nothing" then sees no delivery of it land.
 */
export async function registerUser(
  overrides: Partial<{ fullName: string; email: string; password: string; phone: string }> = {},
  address = randomAddress(),
): Promise<TestUser> {
  const input = { fullName: 'Test Ebeveyn', email: uniqueEmail(), password: 'Guvenli-Sifre-42', phone: '', ...overrides };
  const { status, body } = await apiFrom(address, '/api/auth/register', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(input),
  });
  if (status !== 201) throw new Error(`register failed: ${status} ${JSON.stringify(body)}`);
  const answer = body as { token: string; user: { id: string } };
  const idToken = answer.token;
  await waitForMessagesOf(admin().db, answer.user.id, 'email_verification', VERIFICATION_MAIL_SETTLES_MS);
  return {
    uid: answer.user.id,
    email: input.email,
    password: input.password,
    fullName: input.fullName,
    idToken,
    authHeader: { authorization: `Bearer ${idToken}` },
  };
}

export function json(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return { headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) };
}

/** A valid Turkish mobile number nobody else in this run uses: '0532 xxx xx xx', and its Netgsm form. */
export function uniquePhone(): { local: string; netgsm: string; e164: string } {
  const rest = String(Math.floor(Math.random() * 1e7)).padStart(7, '0');
  return { local: `0532${rest}`, netgsm: `532${rest}`, e164: `+90532${rest}` };
}
