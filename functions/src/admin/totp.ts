import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { ADMIN_MESSAGES } from '@bebek/common/schemas/admin-messages';
import { DomainError } from '../lib/errors';
import * as data from './data';

/**
 * The operators' second factor (ADR 0016): RFC 6238 TOTP (6 digits, 30 s, SHA-1, what every
 * authenticator app reads) with `otpauth`. The secret lives in adminSecrets/{uid}, never in the
 * admin record the lists read; while being set up it is `pendingSecret`, and becomes `secret` once
 * a code from the app proves the setup. Each time step is accepted once (`lastStep`), so a code
 * seen over someone's shoulder cannot be used again; one step either side is allowed for clock drift.
 */
const ISSUER = 'Bebek Yolculuğu';
const totpOf = (secret: string, label = 'admin') =>
  new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });

/** A new pending secret, its otpauth URL and a QR code of it as SVG (drawn here, so the panel ships no QR library). */
export async function startTotpSetup(uid: string, username: string): Promise<{ otpauthUrl: string; secret: string; qrSvg: string }> {
  const secret = new Secret({ size: 20 }).base32;
  await data.savePendingTotpSecret(uid, secret);
  const otpauthUrl = totpOf(secret, username).toString();
  const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { otpauthUrl, secret, qrSvg };
}

/** The step a code belongs to, or undefined when it is wrong (one step of drift either way). */
function stepOf(secret: string, code: string, now: number): number | undefined {
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? undefined : Math.floor(now / 30_000) + delta;
}

/** Enables the factor with a code of the pending secret. */
export async function enableTotp(uid: string, code: string, now = Date.now()): Promise<void> {
  await data.enableTotpSecret(uid, (stored) => {
    // two tabs enabling at once, or a setup started before another finished: the first one stands
    if (stored.secret) throw new DomainError('conflict', ADMIN_MESSAGES.totpAlreadyOn);
    if (!stored.pendingSecret) throw new DomainError('invalid', ADMIN_MESSAGES.totpNoSetup);
    const step = stepOf(stored.pendingSecret, code, now);
    if (step === undefined) throw new DomainError('invalid', ADMIN_MESSAGES.totpWrong, { code: ADMIN_MESSAGES.totpWrong });
    return step;
  });
}

/**
 * Turns an operator's factor off (a super_admin's reset for a lost phone): the secret goes, and the
 * record says so, together. False when there was no factor to reset.
 */
export async function resetTotp(uid: string): Promise<boolean> {
  return data.deleteTotpSecret(uid, (stored, recordSaysEnabled) => Boolean(stored.secret) || recordSaysEnabled);
}

/** At login: the code must be one of the active secret's, of a step not used before. */
export async function verifyTotp(uid: string, code: string, now = Date.now()): Promise<boolean> {
  return data.spendTotpStep(uid, (stored) => {
    if (!stored.secret || !code) return undefined;
    const step = stepOf(stored.secret, code, now);
    return step === undefined || step <= stored.lastStep ? undefined : step;
  });
}
