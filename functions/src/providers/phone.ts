import { parsePhoneNumberFromString } from 'libphonenumber-js';

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
