import { string } from 'yup';
import { isIsoDay } from '../calendar-day';
import { FULL_NAME_MIN_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { VALIDATION } from './messages';

/** Building blocks shared by the schemas; each rule of the spec is written here once. */
export const MAX_TEXT = 200;
export const MAX_LONG_TEXT = 5000;

/** A plain e-mail check (name@domain.tld), stricter than yup's default about spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/**
 * The contact form's own, looser rule: there the spec asks only that the e-mail "must contain @"
 * ('Lütfen geçerli bir email adresi girin', part 2 §5), so a visitor writing to support is not turned
 * away for an address EMAIL_PATTERN would refuse (no dot in the domain).
 */
export const CONTACT_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/;

export const emailField = () =>
  string().trim().max(MAX_TEXT, VALIDATION.tooLong).required(VALIDATION.emailInvalid).matches(EMAIL_PATTERN, VALIDATION.emailInvalid);

export const passwordField = () => string().max(128, VALIDATION.tooLong).required(VALIDATION.passwordMin).min(PASSWORD_MIN_LENGTH, VALIDATION.passwordMin);

export const fullNameField = () =>
  string().trim().max(MAX_TEXT, VALIDATION.tooLong).required(VALIDATION.fullNameRequired).min(FULL_NAME_MIN_LENGTH, VALIDATION.fullNameMin);

export const optionalText = (max = MAX_TEXT) => string().trim().max(max, VALIDATION.tooLong).default('');

/** A calendar day 'YYYY-MM-DD' that exists (2025-02-30 does not), in a year a form may mean (1900–2100). */
export const isoDayField = () =>
  string()
    .trim()
    .test('iso-day', VALIDATION.dateInvalid, (value) => {
      if (!value) return true;
      if (!isIsoDay(value)) return false;
      const year = Number(value.slice(0, 4));
      return year >= 1900 && year <= 2100;
    });
