/**
 * Firestore documents, written only by the Cloud Functions (firestore.rules deny clients).
 * Dates the user picks are kept as 'YYYY-MM-DD' strings (a calendar day, no time zone);
 * moments are Firestore timestamps on the server and ISO strings over the API.
 */
export const COLLECTIONS = {
  users: 'users',
  checklistItems: 'checklistItems', // users/{uid}/checklistItems/{itemId}
  checklistShares: 'checklistShares',
  /** babyShares/{token}: the shared baby page's link (ADR 0033): { userId, showGrowth, createdAt }; the choices are also on the user doc (`babyShare`). */
  babyShares: 'babyShares',
  /**
   * users/{uid}/checklistClaims/{itemId}: a relative's 'Ben alıyorum' on one item of the shared list
   * (their name and note, the hash of the secret their browser keeps); one per item, so of two
   * relatives claiming at once one wins.
   */
  checklistClaims: 'checklistClaims',
  /** users/{uid}/careVisits/p{n}-{entryId}: a care-calendar visit or test the parent marked done (date and note) in pregnancy n. */
  careVisits: 'careVisits',
  /**
   * users/{uid}/growth/p{n}-m{k}: a growth measurement of the baby of pregnancy n, in slot k of
   * GROWTH_MAX_ENTRIES (the slot holds the cap under concurrent adds, ADR 0032).
   */
  growth: 'growth',
  /** users/{uid}/vaccines/p{n}-{doseId}: a vaccine dose of the baby of pregnancy n marked given (date and note, ADR 0032). */
  vaccines: 'vaccines',
  games: 'games',
  participants: 'participants', // games/{gameId}/participants/{participantId}
  slots: 'slots', // games/{gameId}/slots/s{n}: one per admitted participant, at most maxParticipants
  serviceCategories: 'serviceCategories',
  serviceRequests: 'serviceRequests',
  birthNotifications: 'birthNotifications',
  contactMessages: 'contactMessages',
  adminUsers: 'adminUsers',
  outbox: 'outbox',
  smsLogs: 'smsLogs',
  emailLogs: 'emailLogs',
  pushLogs: 'pushLogs',
  expoTokens: 'expoTokens',
  rateLimits: 'rateLimits',
  auditLog: 'auditLog',
  /** One document per password-reset link, keyed by the SHA-256 of its token (the token itself is only in the e-mail). */
  passwordResets: 'passwordResets',
  /**
   * One document per e-mailed sign-in link (issue 33), keyed by the SHA-256 of its token, with the
   * account, the address it was sent to and its lifetime (15 minutes; a TTL policy on `expiresAt`).
   */
  loginLinks: 'loginLinks',
  /**
   * One document per signed-in browser (a parent's or an admin's), keyed by the SHA-256 of its
   * refresh secret (the secret itself lives only in the browser's httpOnly cookie).
   */
  sessions: 'sessions',
  /**
   * Birth announcements' unusual-volume records (ADR 0015): per SMS number (keyed by its hash), the
   * accounts that announced to it. Account deletion turns an account's entry into a bare time.
   * `senderAddresses` (per registration address) is no longer written or read (ADR 0024); account
   * deletion still forgets an account in the records left from before.
   */
  smsRecipients: 'smsRecipients',
  senderAddresses: 'senderAddresses',
  /**
   * E-mail change links (ADR 0016): one document per link (confirm, sent to the new address; undo,
   * sent to the old one), keyed by the SHA-256 of its token, with the account and both addresses.
   */
  emailChanges: 'emailChanges',
  /**
   * E-mail verification links (ADR 0024): one document per link, keyed by the SHA-256 of its code
   * (Firebase Auth's oobCode), with the account, the address it was sent to and its lifetime.
   */
  emailVerifications: 'emailVerifications',
  /**
   * Per account (its uid): the phone-verification code sent last (ADR 0049), only as a salted SHA-256,
   * with the number, its lifetime, the wrong tries, and the times codes were sent (the account's limits).
   */
  phoneVerifications: 'phoneVerifications',
  /** Per admin username (its SHA-256): failed logins and the lock they earned (ADR 0016). */
  adminLoginGuards: 'adminLoginGuards',
  /** Per admin uid: the TOTP secret (pending while being set up, then active) and the last time step used. */
  adminSecrets: 'adminSecrets',
  /**
   * Profile photos (ADR 0019), apart from the profile: photos/{photoId} holds the re-encoded WebP
   * bytes (full and thumb) and the owner's userId; the profile keeps only `photoId`.
   */
  photos: 'photos',
  /**
   * An account being deleted (ADR 0019): its uid and addresses until the scheduled second sweep,
   * keyed by a hash of the uid; removed by that sweep.
   */
  accountDeletions: 'accountDeletions',
  /**
   * The product's daily SMS budget (ADR 0024), a distributed counter per Istanbul day:
   * smsBudgets/{day}/smsBudgetShards/s{n}, each `hits` (a TTL policy on `expiresAt` removes them);
   * the day's total is one sum() over the day's shards.
   */
  smsBudgets: 'smsBudgets',
  smsBudgetShards: 'smsBudgetShards',
  /**
   * Figures the operators' panel shows without counting anew: `stats/deletedAccounts` holds how many
   * accounts their owners deleted and when the last one was (ADR 0030), written with each deletion's
   * audit entry.
   */
  stats: 'stats',
} as const;

export type Gender = 'kadın' | 'erkek';
export type BabyGender = 'erkek' | 'kız' | 'boy' | 'girl' | 'unknown';
export type GameType = 'gender' | 'name' | 'birthdate';
export type GameStatus = 'active' | 'completed';
export type AdminRole = 'admin' | 'super_admin';

export interface UserDoc {
  fullName: string;
  email: string;
  phone: string;
  /** The profile photo's id in `photos` ('' without one); before migration a data URL lived in `profileImage` (ADR 0019). */
  photoId: string;
  gender: Gender | '';
  spouseName: string;
  birthDate: string;
  expectedBirthDate: string;
  babyName: string;
  babyGender: BabyGender | '';
  /** 'YYYY-MM-DD' or '' (absent on accounts made before issue 25): see Profile.babyBirthDate. */
  babyBirthDate?: string;
  hospital: string;
  doctor: string;
  babyInfoCompleted: boolean;
  maxBirthNotificationContacts: number;
  maxGameParticipants: number;
  /** Turkish-folded name and e-mail for the profile search. */
  searchKeys: string[];
  /**
   * Her phone as the operator's search keys it (phoneSearchKey: '+905393004050'; '' without one),
   * apart from searchKeys so that the public search never finds a parent by her number (ADR 0054).
   * Absent on profiles from before it, until scripts/migrate-operator-search.ts runs.
   */
  phoneKey?: string;
  /** KVKK explicit consent to health-related data at registration; null when the api was called without it. */
  healthDataConsentAt?: unknown;
  privacyPolicyVersion?: string | null;
  /**
   * Raised by logout and password reset: a session token carries the version it was issued under
   * (claim `sv`) and is refused once they differ. Missing means 0.
   */
  sessionVersion?: number;
  /** Accounts registered before ADR 0024 only: a hash of the address they were registered from (no longer written or read). */
  registrationAddress?: string;
  /** Set while the parent has paused the pregnancy (ADR 0018): baby content, public pages and messages go quiet. */
  pausedAt?: unknown;
  /** 1 for the first pregnancy; a new pregnancy after a pause counts up (the care calendar's done marks are per pregnancy). */
  pregnancyNumber?: number;
  /** The checklist's surprise setting: the parent sees that an item is claimed, not by whom. */
  checklistClaimSurprise?: boolean;
  /** The shared baby page (ADR 0033): its token and the parent's choices (photoInPreview, ADR 0067: absent is false); null or absent when not shared. */
  babyShare?: { token: string; showGrowth: boolean; tellGameParticipants: boolean; photoInPreview?: boolean } | null;
  /** Opt-in care-calendar reminders by channel; careRemindersOn is true when either is, for the schedule's query. */
  careReminders?: { email: boolean; push: boolean };
  careRemindersOn?: boolean;
  /** Opt-in vaccine reminders by channel (issue 25, ADR 0032); vaccineRemindersOn is true when either is, for the schedule's query. */
  vaccineReminders?: { email: boolean; push: boolean };
  vaccineRemindersOn?: boolean;
  /**
   * When the parent last used a session (ADR 0030): written by a successful request of hers when the
   * stored value is older than ten minutes (`functions/src/sessions/activity.ts`), so one visit writes it once.
   */
  lastActiveAt?: unknown;
}

export interface GameDoc {
  type: GameType;
  title: string;
  description: string;
  status: GameStatus;
  token: string;
  maxParticipants: number;
  userId: string;
  actualGender?: 'boy' | 'girl';
  actualBirthDate?: string;
  /** The day guessing closes (at its start, Europe/Istanbul) and that instant (ADR 0017). */
  closesOn?: string | null;
  closesAt?: unknown;
  /** Closed by the owner or by the birth announcement, before or without a published result. */
  closedAt?: unknown;
  closedBy?: 'owner' | 'birth';
  /** How many slots were given back (a removed participant): answers re-read the slots when it changes. */
  slotsFreed?: number;
  publishedAt?: unknown;
  /** Closed by the parent's pause, without a result and without telling anyone (ADR 0018); kept as history. */
  pausedAt?: unknown;
}

export interface ParticipantDoc {
  name: string;
  email: string;
  phone: string;
  isCreator: boolean;
  /** False while an owner-added participant has not answered. */
  answered: boolean;
  userId?: string;
  /** 'owner' for an invited person, 'self' for someone who joined through the general link or their account. */
  addedBy?: 'owner' | 'self';
  /** The person's own invite link (144 random bits); only an invited person has one. */
  inviteToken?: string;
  answeredVia?: 'personal' | 'general' | 'account';
  slot?: string;
  remindedAt?: unknown;
  submittedAt?: unknown;
  prediction?: 'boy' | 'girl';
  boyNames?: string[];
  girlNames?: string[];
  predictedDate?: string;
  predictedTime?: string;
  predictedWeightGrams?: number;
  predictedLengthCm?: number;
}

export interface AdminUserDoc {
  username: string;
  fullName: string;
  email: string;
  role: AdminRole;
  isActive: boolean;
  /** As UserDoc.sessionVersion: raised by deactivation, a role change and the admin's logout. */
  sessionVersion?: number;
}
