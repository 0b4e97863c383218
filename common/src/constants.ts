/** Business constants of the specification (part 1 §9, part 2 §9). One place, used by web and functions. */
export const PASSWORD_MIN_LENGTH = 6;
export const FULL_NAME_MIN_LENGTH = 2;
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_RESULTS = 20;

export const PREGNANCY_DAYS = 280;
export const PREGNANCY_WEEKS = 40;

export const DEFAULT_MAX_GAME_PARTICIPANTS = 10;
export const DEFAULT_MAX_BIRTH_NOTIFICATION_CONTACTS = 2;
/** The largest per-parent limit an operator can set (the limits schema in schemas/admin.ts says 1000 too). */
export const MAX_PER_PARENT_LIMIT = 1000;
export const MAX_NAMES_PER_GENDER = 10;

/** The privacy policy a parent consents to at registration (its page says 'Son güncelleme: 4 Eylül 2025'). */
export const PRIVACY_POLICY_VERSION = '2025-09-04';

export const PHONE_MIN_LENGTH = 10;
export const SERVICE_REQUEST_DESCRIPTION_MIN_LENGTH = 10;

export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_MAX_SIDE_PX = 300;
export const PHOTO_JPEG_QUALITY = 0.8;
export const PHOTO_ACCEPTED_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/webp'] as const;

export const TOAST_DURATION_MS = 5000;
export const COPY_CONFIRMATION_MS = 2000;
export const RESET_REDIRECT_MS = 3000;
/** A password-reset link works once, within an hour of being sent. */
export const RESET_LINK_TTL_MS = 60 * 60_000;
/** An e-mailed sign-in link works once, within 15 minutes of being sent (issue 33). */
export const LOGIN_LINK_TTL_MS = 15 * 60_000;
/** The new address confirms an e-mail change within a day; the old address can undo it for a week. */
export const EMAIL_CONFIRM_TTL_MS = 24 * 60 * 60_000;
export const EMAIL_UNDO_TTL_MS = 7 * 24 * 60 * 60_000;
/** An e-mail verification link works once, within three days of being sent (ADR 0024). */
export const EMAIL_VERIFICATION_TTL_MS = 3 * 24 * 60 * 60_000;
export const PARTICIPATION_REDIRECT_MS = 2000;
export const INCOMPLETE_BABY_INFO_REDIRECT_MS = 1500;

export const SCRATCH_THRESHOLD = 0.25;
export const SCRATCH_BRUSH_RADIUS = 30;
export const SCRATCH_AUTO_CLEAR_MS = 1000;

export const WALKTHROUGH_SLIDES = 6;
export const SWIPE_THRESHOLD_PX = 30;
export const WHATSAPP_COUNTRY_CODE = '90';

/** Local storage keys of the SPA (part 1 §9). */
export const STORAGE_KEYS = {
  authToken: 'authToken',
  /** The profile fetched at sign-in, stored with the token (part 1 §4); removed with it. */
  authUser: 'authUser',
  showAuth: 'showAuth',
  walkthroughCompleted: 'walkthroughCompleted',
  /** Our own: the claims this browser made on shared lists, with the secrets that release them (issue 18). */
  checklistClaims: 'checklistClaims',
} as const;

export const NATIVE_MESSAGE_TYPES = {
  loginSuccess: 'USER_LOGIN_SUCCESS',
  logout: 'USER_LOGOUT',
} as const;

/** Largest JSON body the api accepts; a 300 px JPEG profile photo as a data URL is well below it. */
export const API_BODY_LIMIT_BYTES = 512 * 1024;

export const TIME_ZONE = 'Europe/Istanbul';
export const LOCALE = 'tr-TR';
