import { string } from 'yup';
import { isIsoDay } from '../calendar-day';
import { hasHiddenCharacters, hasLinkOrContact } from '../plain-text';
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

/**
 * A text field: trimmed, at most `max` characters, and with no hidden or direction-changing character
 * (ADR 0048: such text is refused at input, here for every form and the api alike).
 */
export const plainText = (max = MAX_TEXT) =>
  string()
    .trim()
    .max(max, VALIDATION.tooLong)
    .test('plain', VALIDATION.hiddenCharacters, (value) => !value || !hasHiddenCharacters(value));

/**
 * A text others read in our messages or a link's preview (a name, a title, a note): plain, and with
 * no web address, e-mail address or phone number (ADR 0048: what a sender typed never makes our
 * e-mail or SMS carry a link or a number to call).
 */
export const messageText = (max = MAX_TEXT) => plainText(max).test('no-links', VALIDATION.noLinks, (value) => !value || !hasLinkOrContact(value));

export const emailField = () => plainText().required(VALIDATION.emailInvalid).matches(EMAIL_PATTERN, VALIDATION.emailInvalid);

export const passwordField = () => string().max(128, VALIDATION.tooLong).required(VALIDATION.passwordMin).min(PASSWORD_MIN_LENGTH, VALIDATION.passwordMin);

export const fullNameField = () => messageText().required(VALIDATION.fullNameRequired).min(FULL_NAME_MIN_LENGTH, VALIDATION.fullNameMin);

export const optionalText = (max = MAX_TEXT) => plainText(max).default('');
/** An optional text others read in our messages (a spouse's or baby's name, the hospital). */
export const optionalMessageText = (max = MAX_TEXT) => messageText(max).default('');

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
