import type { Browser, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { Agent, fetch as fetchFrom } from 'undici';
import { PROJECT_ID, REGION, urls } from '../../../scripts/lib/ports';
import { deleteAuthUsers } from '../../support/auth-users';

/** Talks to the running local stack the way a test fixture does: real api calls, no mocks. */
export const APP_URL = process.env.APP_URL ?? urls.app;
export const SINKS_URL = urls.sinks;
/** The mail sink's page for these recipients only (e-mail addresses, or phone numbers as Netgsm writes them): their own inbox. */
export const inboxOf = (...recipients: string[]) => `${SINKS_URL}/?${recipients.map((to) => `to=${encodeURIComponent(to)}`).join('&')}`;

export interface Parent {
  email: string;
  password: string;
  fullName: string;
  id: string;
}

export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@test.bebek`;
}

async function post(path: string, body: unknown, token?: string, from?: string): Promise<{ status: number; body: unknown }> {
  const init = {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  };
  // from a loopback address of its own: the api knows a client by its connection's address (ADR 0016)
  const response = from
    ? await fetchFrom(`${APP_URL}${path}`, { ...init, dispatcher: new Agent({ localAddress: from }) })
    : await fetch(`${APP_URL}${path}`, init);
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

/**
 * A parent registered through the api, with baby info when asked: the fixture behind most journeys.
 * `verified`: she then opens the verification link registration e-mailed her (read at the mail sink,
 * as she reads her inbox) and presses 'E-postamı Doğrula' (ADR 0024); a parent's SMS (the birth
 * announcement, a game's result) wait for that.
 */
export async function createParent(
  options: { babyInfo?: boolean; fullName?: string; verified?: boolean; phone?: string } = {},
): Promise<Parent & { token: string }> {
  const parent = {
    email: uniqueEmail('parent'),
    password: 'Guvenli-Sifre-42',
    fullName: options.fullName ?? 'Elif Test',
    ...(options.phone ? { phone: options.phone } : {}),
  };
  // each parent registers from an address of its own, as families mostly do: the api's per-address limits (registration, login) count the whole run otherwise
  const address = `127.${Math.floor(Math.random() * 254) + 1}.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 254) + 1}`;
  const registered = await post('/api/auth/register', parent, undefined, address);
  if (registered.status !== 201) throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
  const answer = registered.body as { token: string; user: { id: string } };
  const token = answer.token;
  if (options.babyInfo) {
    await post(
      '/api/protected/baby-info',
      { expectedBirthDate: '2027-03-01', babyName: 'Deniz', babyGender: 'girl', hospital: 'Şehir Hastanesi', doctor: 'Dr. Kaya' },
      token,
    );
  }
  parentsOfThisTest.push(answer.user.id);
  if (options.verified) await verifyEmailFromInbox(parent.email);
  return { ...parent, id: answer.user.id, token };
}

/** The parents createParent made during the running test (a worker runs one test at a time). */
const parentsOfThisTest: string[] = [];

/**
 * Removes the Auth users of the parents this test's createParent made (fixtures.ts calls it when the
 * test ends, passed or failed), so that no account of one journey outlives it (epic-stack's fixtures).
 */
export async function removeParentsOfThisTest(): Promise<void> {
  const made = parentsOfThisTest.splice(0);
  await deleteAuthUsers(made);
}

/** The subject of the verification e-mail (functions/src/mail/templates.ts emailVerificationEmail). */
export const VERIFICATION_SUBJECT = 'E-posta adresinizi doğrulayın';

/** The verification links e-mailed to an address, oldest first, once at least `count` have arrived at the mail sink. */
export async function verificationLinks(email: string, count = 1): Promise<string[]> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const mails = (await sinkMessages('sendgrid', email)).filter((mail) => mail.subject === VERIFICATION_SUBJECT);
    if (mails.length >= count) {
      return mails.map((mail) => {
        const link = /https?:\/\/\S+\/verify-email\?oobCode=[^\s"<]+/.exec(String(mail.text))?.[0];
        if (!link) throw new Error(`a verification e-mail without its link: ${String(mail.text).slice(0, 200)}`);
        return link;
      });
    }
    if (Date.now() > deadline) throw new Error(`${count} verification e-mail(s) to ${email} expected, ${mails.length} arrived`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/**
 * The newest verification link of the address, applied as its page's 'E-postamı Doğrula' applies it
 * (the code of the link through POST /api/auth/verify-email); the browser journey of it is in
 * tests/e2e/email-verification.spec.ts.
 */
export async function verifyEmailFromInbox(email: string): Promise<void> {
  const link = (await verificationLinks(email)).at(-1)!;
  const oobCode = new URL(link).searchParams.get('oobCode');
  const answer = await post('/api/auth/verify-email', { oobCode });
  if (answer.status !== 200) throw new Error(`verification failed: ${answer.status} ${JSON.stringify(answer.body)}`);
}

/** A number of this run's own (0532 …): many accounts announcing to one number is refused as pumping. */
export const uniqueMobile = () => `0532${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
/** A mobile number as people write it and the parent's pages show it: '0532 123 45 67'. */
export const asWritten = (local: string) => {
  const digits = local.replace(/\D/g, '').replace(/^(90)?0?/, '0');
  return `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7, 9)} ${digits.slice(9)}`;
};
/** A number as Netgsm writes it (the sinks' `to`): ten digits, without 0 or +90. */
export const netgsmForm = (local: string) => local.replace(/\D/g, '').replace(/^0/, '');

/** The scheduled retry, run now as Cloud Scheduler would (it also reads Netgsm's delivery report): journeys tagged @alone only (ADR 0039). */
export async function runSchedule(): Promise<void> {
  await fetch(`${urls.functions}/functions/projects/${PROJECT_ID}/triggers/${REGION}-retryOutbox-0`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
}

export async function apiPost(path: string, body: unknown, token?: string) {
  return post(path, body, token);
}

/** A call of the api without a session from a client address of its own (a loopback address, ADR 0016). */
export async function apiPostFrom(address: string, path: string, body: unknown) {
  return post(path, body, undefined, address);
}

/** Signs a parent in through the real auth screen, past the walkthrough flag. */
export async function signIn(page: Page, parent: Parent): Promise<void> {
  await page.goto('/auth');
  await page.evaluate(() => localStorage.setItem('walkthroughCompleted', 'true'));
  await page.getByLabel('Email').fill(parent.email);
  await page.getByLabel('Şifre', { exact: true }).fill(parent.password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await page.waitForURL(`${APP_URL}/`);
}

export async function freshContext(browser: Browser) {
  return browser.newContext({ baseURL: APP_URL, locale: 'tr-TR', timezoneId: 'Europe/Istanbul', viewport: { width: 360, height: 780 } });
}

export async function sinkMessages(provider: 'netgsm' | 'sendgrid' | 'expo', to?: string): Promise<Array<Record<string, unknown>>> {
  const query = new URLSearchParams({ provider, ...(to ? { to } : {}) });
  return (await (await fetch(`${SINKS_URL}/api/messages?${query}`)).json()) as Array<Record<string, unknown>>;
}
