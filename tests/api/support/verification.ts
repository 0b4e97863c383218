import { api, apiFrom, eventually } from './stack';
import { sinkMessages } from './sinks';
import { json, type TestUser } from './users';

/** The subject of the verification e-mail (functions/src/mail/templates.ts emailVerificationEmail). */
export const VERIFICATION_SUBJECT = 'E-posta adresinizi doğrulayın';

/**
 * The codes of the verification e-mails an address received, oldest first, once at least `count`
 * have arrived (read at the provider sinks, as the person reads their mailbox): each is the oobCode
 * of the link `…/verify-email?oobCode=…`.
 */
export async function verificationCodes(email: string, count = 1): Promise<string[]> {
  const mails = await eventually(
    async () => (await sinkMessages('sendgrid', email)).filter((mail) => mail.subject === VERIFICATION_SUBJECT),
    (found) => found.length >= count,
    20_000,
  );
  return mails.map((mail) => {
    const match = /\/verify-email\?oobCode=([^\s"&<]+)/.exec(String(mail.text));
    if (!match) throw new Error(`a verification e-mail without its link: ${String(mail.text).slice(0, 200)}`);
    return decodeURIComponent(match[1]!);
  });
}

/** Presses 'E-postamı Doğrula' on the link's page: the code through the api, from `address` when given. */
export function applyVerificationCode(oobCode: string, address?: string) {
  const init = { method: 'POST', ...json({ oobCode }) };
  return address ? apiFrom(address, '/api/auth/verify-email', init) : api('/api/auth/verify-email', init);
}

/**
 * The parent proves their sign-in address is theirs (Firebase Auth's e-mail verification, ADR 0024):
 * the link of the e-mail registration sent, read at the sinks, applied through the api.
 */
export async function verifyEmail(user: Pick<TestUser, 'email'>, address?: string): Promise<void> {
  const [oobCode] = (await verificationCodes(user.email)).slice(-1);
  const answer = await applyVerificationCode(oobCode!, address);
  if (answer.status !== 200) throw new Error(`verification failed: ${answer.status} ${JSON.stringify(answer.body)}`);
}
