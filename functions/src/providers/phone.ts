import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { whatsappNumber } from '@bebek/common/games';

/** A Turkish (or international) number in E.164 form, '+90…', or null when it is not a valid number. */
export function normalizeTurkishPhone(input: string): string | null {
  const phone = parsePhoneNumberFromString(input.trim(), 'TR');
  if (!phone || !phone.isValid()) return null;
  return phone.number;
}

/**
 * What an SMS may be sent to: a Turkish mobile (+90 5xx), by libphonenumber's number type (its full
 * metadata, 'max', knows the types; the default 'min' metadata does not). A Turkish landline,
 * premium-rate, toll-free, shared-cost or VoIP number is refused; a number abroad is kept for the
 * record but gets no SMS (the contact gets the e-mail), ADR 0015.
 */
export type PhoneKind = 'tr_mobile' | 'tr_other' | 'abroad';

export function classifyPhone(input: string): { e164: string; kind: PhoneKind } | null {
  const phone = parsePhoneNumberFromString(input.trim(), 'TR');
  if (!phone || !phone.isValid()) return null;
  if (phone.country !== 'TR') return { e164: phone.number, kind: 'abroad' };
  return { e164: phone.number, kind: phone.getType() === 'MOBILE' ? 'tr_mobile' : 'tr_other' };
}

/** Netgsm wants the 10-digit national number, without 0 or +90. */
export function toNetgsmNumber(e164: string): string {
  return e164.replace(/^\+90/, '').replace(/\D/g, '');
}

/** A phone as logs may show it: the last two digits only. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length > 2 ? `…${digits.slice(-2)}` : '…';
}

/**
 * The number a WhatsApp invite goes to (wa.me wants the international number's digits): a number
 * written with its country code keeps it ('+49 151 …' for a relative in Germany), a national one is
 * Turkish ('0532 …' becomes 90532…). What libphonenumber cannot read falls back to the spec's rule
 * (the digits, prefixed with 90: part 2 §2).
 */
export function whatsappDigits(input: string): string {
  const trimmed = input.trim();
  const phone = parsePhoneNumberFromString(trimmed.replace(/^00/, '+'), 'TR');
  if (phone && phone.isValid()) return phone.number.replace(/^\+/, '');
  return whatsappNumber(trimmed);
}
