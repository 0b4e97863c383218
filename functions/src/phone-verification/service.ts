import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Timestamp } from 'firebase-admin/firestore';
import { PHONE_VERIFICATION } from '@bebek/common/schemas/phone-verification-messages';
import type { Profile } from '@bebek/common/types';
import { config } from '../config';
import { DomainError } from '../lib/errors';
import { log } from '../lib/log';
import { refusalMessage, releaseHeldForProof, Sending, sendingDay } from '../outbox/policy';
import { classifyPhone } from '../providers/phone';
import { countCodeToNumber, saveCode, tryCode, type CodeSnapshot } from './data';

/**
 * The phone's proof (ADR 0049): the proof a mother can give from a hospital bed in under a minute,
 * and the one an SMS product needs anyway. A six-digit code (20 bits from crypto's randomInt) goes by
 * SMS, through the sending policy, to a Turkish mobile number she names (her profile's by default);
 * the right code within ten minutes proves that number: it becomes her profile's phone, and every
 * message that waited for her proof goes at once.
 *
 * - The code is stored only as a salted SHA-256 (`phoneVerifications/{uid}`), never logged (the SMS
 *   is `sensitive`), compared in constant time.
 * - Per account, never per client address (a ward's Wi-Fi is many mothers): five wrong tries end a
 *   code; three codes an hour and six a day. So at most 30 guesses a day reach an account, against a
 *   million codes: one chance in 33,000 a day for someone who holds her session but not her phone.
 * - Per number, across accounts: five codes a day, so free accounts cannot flood a stranger's phone.
 */
export const CODE_TTL_MS = PHONE_VERIFICATION.codeMinutes * 60_000;
export const WRONG_TRIES = 5;
export const CODES_PER_HOUR = 3;
export const CODES_PER_DAY = 6;
export const CODES_PER_NUMBER_A_DAY = 5;
const HOUR = 3600_000;
const DAY = 24 * HOUR;

const hashOf = (salt: string, code: string) => createHash('sha256').update(`${salt}:${code}`).digest('hex');
const times = (value: unknown) => (Array.isArray(value) ? value.map((at) => (at as Timestamp).toMillis()) : []);
/** '0532 *** ** 67': enough for her to see where it went, not the number to anyone reading over her shoulder. */
const masked = (e164: string) => `0${e164.slice(3, 6)} *** ** ${e164.slice(-2)}`;

/** Sends a code to her own mobile number; answers where it went (masked). */
export async function sendPhoneCode(profile: Profile, requested: string, now = new Date()): Promise<{ message: string; phone: string }> {
  const typed = requested.trim() || profile.phone;
  if (!typed) throw new DomainError('invalid', PHONE_VERIFICATION.phoneMissing, { phone: PHONE_VERIFICATION.phoneMissing });
  const phone = classifyPhone(typed);
  if (phone?.kind !== 'tr_mobile') throw new DomainError('invalid', PHONE_VERIFICATION.notMobile, { phone: PHONE_VERIFICATION.notMobile });
  if (profile.phoneVerified && classifyPhone(profile.phone)?.e164 === phone.e164) throw new DomainError('conflict', PHONE_VERIFICATION.alreadyVerified);

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const salt = randomBytes(16).toString('base64url');
  const day = sendingDay(now);
  const sending = new Sending(profile, now);
  const { admitted, refused } = await sending.admit([
    {
      message: {
        channel: 'sms',
        kind: 'phone_verification',
        sensitive: true,
        to: { phone: phone.e164, name: profile.fullName },
        text: PHONE_VERIFICATION.sms(code, new URL(config().appBaseUrl).host),
        context: { userId: profile.id },
      },
    },
  ]);
  if (refused.length) {
    await sending.settle(false);
    throw new DomainError('too-many', refusalMessage(refused[0]!.rule, profile));
  }
  let counted = false;
  let committed = false;
  try {
    counted = true;
    if ((await countCodeToNumber(phone.e164, day, 1, now)) > CODES_PER_NUMBER_A_DAY) throw new DomainError('too-many', PHONE_VERIFICATION.tooManyForNumber);
    await saveCode(
      profile.id,
      (stored: CodeSnapshot) => {
        const sent = times(stored.get('sentAt')).filter((at) => now.getTime() - at < DAY);
        if (sent.length >= CODES_PER_DAY) throw new DomainError('too-many', PHONE_VERIFICATION.tooManyToday);
        if (sent.filter((at) => now.getTime() - at < HOUR).length >= CODES_PER_HOUR) throw new DomainError('too-many', PHONE_VERIFICATION.tooMany);
        return {
          phone: phone.e164,
          codeHash: hashOf(salt, code),
          salt,
          expiresAt: new Date(now.getTime() + CODE_TTL_MS),
          sentAt: [...sent.map((at) => new Date(at)), now],
        };
      },
      (tx) => sending.write(tx, admitted),
    );
    committed = true;
  } finally {
    if (counted && !committed) await countCodeToNumber(phone.e164, day, -1, now).catch(() => undefined);
    await sending.settle(committed);
  }
  log.phoneCode('sent', profile.id);
  return { message: PHONE_VERIFICATION.sent(masked(phone.e164)), phone: masked(phone.e164) };
}

type TryAnswer = { ok: true } | { ok: false; message: string };

/**
 * Her try of the code: a wrong one counts (five end the code), an old one or one past its ten minutes
 * is refused; the right one proves the number (and a second try of the same right code at the same
 * moment is answered as the first), and then what waited for her proof goes (ADR 0049).
 */
export async function confirmPhoneCode(uid: string, code: string, now = new Date()): Promise<{ message: string; released: number }> {
  const answer = await tryCode<TryAnswer>(uid, (stored) => {
    if (!stored.exists) return { answer: { ok: false, message: PHONE_VERIFICATION.noCode } };
    const salt = String(stored.get('salt'));
    const expected = Buffer.from(String(stored.get('codeHash')), 'hex');
    const given = Buffer.from(hashOf(salt, code), 'hex');
    const right = expected.length === given.length && timingSafeEqual(expected, given);
    if (stored.get('usedAt')) return { answer: right ? { ok: true } : { ok: false, message: PHONE_VERIFICATION.noCode } };
    const attempts = Number(stored.get('attempts') ?? 0);
    if (attempts >= WRONG_TRIES) return { answer: { ok: false, message: PHONE_VERIFICATION.locked } };
    if ((stored.get('expiresAt') as Timestamp).toMillis() <= now.getTime()) return { answer: { ok: false, message: PHONE_VERIFICATION.expired } };
    if (!right) {
      const left = WRONG_TRIES - attempts - 1;
      return { answer: { ok: false, message: left > 0 ? PHONE_VERIFICATION.wrong(left) : PHONE_VERIFICATION.locked }, attempts: attempts + 1 };
    }
    return { answer: { ok: true }, used: true, provePhone: String(stored.get('phone')) };
  });
  if (!answer.ok) {
    log.phoneCode(answer.message === PHONE_VERIFICATION.locked ? 'locked' : 'wrong', uid);
    throw new DomainError('invalid', answer.message, { code: answer.message });
  }
  log.phoneCode('verified', uid);
  const released = await releaseHeldForProof(uid, now);
  return { message: PHONE_VERIFICATION.verified, released: released.length };
}
