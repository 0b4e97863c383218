import { string } from 'yup';
import { FULL_NAME_MIN_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { VALIDATION } from './messages';

/** Building blocks shared by the schemas; each rule of the spec is written here once. */
export const MAX_TEXT = 200;
export const MAX_LONG_TEXT = 5000;

/** A plain e-mail check (name@domain.tld), stricter than yup's default about spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const emailField = () =>
  string().trim().max(MAX_TEXT, VALIDATION.tooLong).required(VALIDATION.emailInvalid).matches(EMAIL_PATTERN, VALIDATION.emailInvalid);

export const passwordField = () => string().max(128, VALIDATION.tooLong).required(VALIDATION.passwordMin).min(PASSWORD_MIN_LENGTH, VALIDATION.passwordMin);

export const fullNameField = () =>
  string().trim().max(MAX_TEXT, VALIDATION.tooLong).required(VALIDATION.fullNameRequired).min(FULL_NAME_MIN_LENGTH, VALIDATION.fullNameMin);

export const optionalText = (max = MAX_TEXT) => string().trim().max(max, VALIDATION.tooLong).default('');

/** A calendar day 'YYYY-MM-DD' that exists (2025-02-30 does not). */
export const isoDayField = () =>
  string()
    .trim()
    .test('iso-day', VALIDATION.dateInvalid, (value) => {
      if (!value) return true;
      const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
      if (!match) return false;
      const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
      const date = new Date(Date.UTC(year, month - 1, day));
      return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day && year >= 1900 && year <= 2100;
    });
