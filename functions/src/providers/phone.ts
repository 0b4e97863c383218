import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { whatsappNumber } from '@bebek/common/games';

/** A Turkish (or international) number in E.164 form, '+90…', or null when it is not a valid number. */
export function normalizeTurkishPhone(input: string): string | null {
  const phone = parsePhoneNumberFromString(input.trim(), 'TR');
  if (!phone || !phone.isValid()) return null;
  return phone.number;
}

/** Netgsm wants the 10-digit national number, without 0 or +90. */
export function toNetgsmNumber(e164: string): string {
  return e164.replace(/^\+90/, '').replace(/\D/g, '');
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
