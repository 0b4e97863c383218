import type { AdminRole } from './model';
import type { PoolResult } from './birth-pool';

/** Shapes exchanged over the /api contract (spec part 1 §3, part 2 §3). */
export interface ServiceCategory {
  id: string;
  name: string;
  description: string;
}

/** Every error answer of the api: a Turkish message the UI can show as it is. */
export interface ApiErrorBody {
  message: string;
  /** Field-level validation messages, keyed by field name. */
  errors?: Record<string, string>;
}

/** The signed-in user's own profile (GET /api/protected/profile). */
export interface Profile {
  id: string;
  fullName: string;
  email: string;
  phone: string;
  profileImage: string;
  gender: 'kadın' | 'erkek' | '';
  spouseName: string;
  birthDate: string;
  expectedBirthDate: string;
  babyName: string;
  babyGender: 'erkek' | 'kız' | '';
  /**
   * The baby's birth date 'YYYY-MM-DD', or '' before the birth (issue 25): entered on /baby-info, or
   * copied from the announcement's actual birth date when the announcement is sent and none was
   * entered. From it on, the app follows the baby (age, vaccines, growth).
   */
  babyBirthDate: string;
  hospital: string;
  doctor: string;
  babyInfoCompleted: boolean;
  maxBirthNotificationContacts: number;
  maxGameParticipants: number;
  /** When the parent paused the pregnancy (ISO), or null: the app then shows nothing about the baby (ADR 0018). */
  pausedAt: string | null;
  /** An e-mail change waiting for the new address's confirmation ('' when none). */
  pendingEmail?: string;
  /** Whether the profile search finds this parent (the privacy setting; true unless they left it). */
  searchVisible: boolean;
  /**
   * Whether the parent proved the sign-in address is theirs (Firebase Auth's e-mail verification,
   * issue 23). Only a verified address makes the account the invited person of that address, and
   * the first SMS waits for it.
   */
  emailVerified: boolean;
  /** The profile's phone is the number the parent proved with an SMS code (ADR 0049). */
  phoneVerified: boolean;
}

/** Answer of login and register: the session token, sent as the Bearer token of every protected call (ADR 0013). */
export interface AuthResponse {
  token: string;
  user?: { id: string; fullName: string; email: string };
}

/** Answer of POST /api/auth/refresh: a new session token for the browser's session cookie. */
export interface RefreshResponse {
  token: string;
}

/** The signed-in parent as GET /api/auth/me answers (the spec leaves its fields to us). */
export interface CurrentUser {
  id: string;
  fullName: string;
  email: string;
  profileImage: string;
  babyInfoCompleted: boolean;
}

/** The answer of calls that only confirm, with the Turkish text the UI may show. */
export interface MessageResponse {
  message: string;
}

/** GET /api/protected/profile/export (KVKK): everything stored about the parent, as a JSON document. */
export type AccountExport = Record<string, unknown>;

export interface SearchUser {
  id: string;
  fullName: string;
  profileImage: string;
  spouseName: string;
}

export interface SearchUsersResponse {
  users: SearchUser[];
}

export interface ChecklistItem {
  id: string;
  name: string;
  category: string;
  type: 'need' | 'hospital_bag';
  checked: boolean;
  checkedAt: string | null;
  /**
   * Only on an item the parent added herself (issue 24; catalogue items answer the spec's fields
   * only): she may remove it. Her quantity (or null) and note (or '') come with it.
   */
  own?: true;
  quantity?: number | null;
  note?: string;
}

export interface SharedChecklist {
  user: { id: string; babyName: string; fullName: string; expectedBirthDate: string };
  products: ChecklistItem[];
  /** Items relatives have claimed ('Ben alıyorum'): which item, and the claim's id (a browser knows its own claims by it); no names. */
  claims: PublicChecklistClaim[];
}

export interface PublicChecklistClaim {
  itemId: string;
  claimId: string;
}

/** The answer to a relative's claim: the secret proves the claim is theirs when they release it (kept in their browser only). */
export interface ChecklistClaimResponse {
  itemId: string;
  claimId: string;
  secret: string;
  name: string;
  note: string;
  claimedAt: string;
}

/** A claim as the parent sees it: name and note only when the parent has not chosen the surprise. */
export interface ParentChecklistClaim {
  itemId: string;
  claimId: string;
  claimedAt: string | null;
  receivedAt: string | null;
  name?: string;
  note?: string;
}

export interface ParentChecklistClaims {
  /** The parent sees only that an item is taken, not by whom. */
  surprise: boolean;
  claims: ParentChecklistClaim[];
}

/** One visit or test of the prenatal care calendar, with its window as days for the parent's expected date. */
export interface CareCalendarEntry {
  id: string;
  kind: 'visit' | 'test';
  title: string;
  purpose: string;
  weeksLabel: string;
  fromWeek: number;
  toWeek: number;
  /** First and last day of the window, 'YYYY-MM-DD'. */
  startDate: string;
  endDate: string;
  done: { date: string; note: string } | null;
}

export interface CareCalendar {
  expectedBirthDate: string;
  /** The schedule's source, named on the page. */
  source: string;
  entries: CareCalendarEntry[];
  reminders: { email: boolean; push: boolean };
}

export interface GameLink {
  id: string;
  title: string;
  token: string;
  /** No answer is taken any more (published, closed by the owner or the birth announcement, or its closing day has come): the board invites nobody to guess (ADR 0038). */
  closed: boolean;
}

export interface PublicProfile {
  user: {
    id: string;
    fullName: string;
    profileImage: string;
    spouseName: string;
    expectedBirthDate: string;
    babyGender: string;
    babyName: string;
    hospital: string;
  };
  genderGames: GameLink[];
  nameGames: GameLink[];
  birthDateGames: GameLink[];
  checklistShare: { token: string } | null;
}

export type GameKind = 'gender' | 'name' | 'birthdate';

export interface GameParticipant {
  id: string;
  name: string;
  email: string;
  phone: string;
  isCreator: boolean;
  submittedAt: string | null;
  prediction?: 'boy' | 'girl' | null;
  boyNames?: string[];
  girlNames?: string[];
  predictedDate?: string | null;
  /** The birth pool's optional guesses of the birth-date game (ADR 0062). */
  predictedTime?: string;
  predictedWeightGrams?: number;
  predictedLengthCm?: number;
  /** Who added the record: the owner (an invited person) or the person themself through the general link or their account. */
  addedBy?: 'owner' | 'self';
  /** The link an answer came through: the person's own invite link, the general link, or a signed-in account. */
  answeredVia?: ParticipantLink | null;
  /** Owner view only: the token of the person's own invite link (ADR 0017). */
  inviteToken?: string;
  /** Owner view only: the number for a WhatsApp invite (E.164 digits, country code kept), '' when there is none. */
  whatsapp?: string;
  /** Owner view only: when the last reminder e-mail went out. */
  remindedAt?: string | null;
}

export type ParticipantLink = 'personal' | 'general' | 'account';

export interface Game {
  id: string;
  type: GameKind;
  title: string;
  description: string;
  status: 'active' | 'completed';
  token: string;
  maxParticipants: number;
  userId: string;
  createdAt: string | null;
  participantCount: number;
  participants: GameParticipant[];
  /** The day guessing closes, at its start in Europe/Istanbul ('YYYY-MM-DD'); null when only the birth or the owner closes it. */
  closesOn: string | null;
  /** Closed by the owner ('owner') or by the birth announcement ('birth'), and when; null while open. */
  closedBy: 'owner' | 'birth' | null;
  closedAt: string | null;
  /** No answer is accepted any more: published, closed, or its closing day has begun (computed by the server). */
  closed: boolean;
  publishedAt: string | null;
  /** Closed by the parent's pause (ISO), kept as history; null for a game that is open or published as usual. */
  pausedAt?: string | null;
}

export interface GameOwner {
  id: string;
  fullName: string;
  spouseName: string;
  profileImage: string;
}

/** Public view of a game by its token: visitors see names and answered states, the creator everything. */
/** Which lists a name game asks for (issue 35, ADR 0061): both, or only the gender the family knows. */
export type NamesAsked = 'both' | 'boy' | 'girl';

export interface PublicGameResponse {
  /** The creator gets every participant; anyone else gets the game with no participants at all. */
  game: Game;
  owner: GameOwner;
  viewer: 'creator' | 'participant' | 'visitor';
  /**
   * The form's prefill: the signed-in viewer's own participant record, or the person of the personal
   * invite link (her name only: the server keeps her e-mail and phone bound to the invite, ADR 0044).
   * The general link never prefills (ADR 0017).
   */
  prefill: { participantId: string; name: string; email: string; phone: string } | null;
  /** Opened through a person's own invite link that is still valid: the form answers as them. */
  personal: boolean;
  /** The link named an invite that no longer exists (the owner removed the person): the page says so. */
  inviteInvalid: boolean;
  alreadySubmitted: boolean;
  /** The result page's path once the result is published, else null. */
  resultPath: string | null;
  /** A name game's lists to fill (ADR 0061): only the known gender's, or both. */
  namesAsked?: NamesAsked;
}

export interface GenderResult {
  actualGender: 'girl' | 'boy';
  parentNames: { mother: string; father: string };
  babyName: string;
  expectedDate: string;
  /** The baby's birth day once she has entered it ('' before): the page then speaks of the birth in the past. */
  babyBirthDate: string;
  participants: Array<{ name: string; prediction: 'boy' | 'girl' }>;
}

/** A published birth-date game (GET /api/birth-date-result/{token}): the closest guess by whole days wins. */
export interface BirthDateResultAnswer {
  gameTitle: string;
  parentNames: { mother: string; father: string };
  babyName: string;
  expectedDate: string;
  actualBirthDate: string;
  /** The real details the parent entered with the announcement ('' or null when not entered). */
  birthTime: string;
  weightGrams: number | null;
  lengthCm: number | null;
  results: Array<{ name: string; predictedDate: string; differenceDays: number; exact: boolean; winner: boolean }>;
  /** The birth pool (ADR 0062): everyone by points of date and time, weight and length, and the closest guess of each. */
  pool: PoolResult;
}

/** 'Tahmin Şampiyonu' (GET /api/leaderboard/{token}): points across the owner's published games, once the birth is known. */
export interface Leaderboard {
  ready: boolean;
  babyName: string;
  actualBirthDate: string;
  winner: string | null;
  rows: LeaderboardRow[];
}

export interface LeaderboardRow {
  name: string;
  points: number;
  /** Per game kind what earned points: the gender right, the name suggested, the days away (null: did not play or not known). */
  genderRight: boolean | null;
  nameRight: boolean | null;
  daysAway: number | null;
  rank: number;
}

export interface NameResult {
  gameTitle: string;
  babyName: string;
  expectedDate: string;
  /** The baby's birth day once she has entered it ('' before). */
  babyBirthDate: string;
  totalParticipants: number;
  boyNames: Array<[string, number]>;
  girlNames: Array<[string, number]>;
  participants: Array<{ name: string; boyNames: string[]; girlNames: string[] }>;
}

export interface ServiceRequest {
  id: string;
  category: string;
  description: string;
  budget: string;
  location: string;
  dateRange: string;
  status: 'pending' | 'answered';
  response: string;
  createdAt: string | null;
}

export interface BirthNotificationContact {
  name: string;
  phone: string;
  email: string;
}

/** One channel of one contact as the parent sees it (ADR 0015). */
export interface ContactDelivery {
  /**
   * not_sent: nothing sent to this address yet; no_sms: a number abroad, which gets the e-mail only;
   * waiting: the press was recorded and the message waits for the parent's proof (ADR 0049).
   */
  state: 'not_sent' | 'no_sms' | 'waiting' | 'sending' | 'sent' | 'delivered' | 'failed' | 'cancelled';
  /** Why it failed, in Turkish (DELIVERY_FAILURES), or ''. */
  reason: string;
  /** A press of send would send it (again): failed for a reason the same address can overcome, or added after the announcement. */
  canResend: boolean;
}

export interface BirthDetailsView {
  birthTime: string;
  weightGrams: number | null;
  lengthCm: number | null;
  personalNote: string;
}

export interface BirthNotificationResponse {
  notification: { contacts: BirthNotificationContact[] };
  actualBirthDate: string;
  maxContacts: number;
  details: BirthDetailsView;
  /** When the announcement was first sent; from then on the birth's details are locked. */
  announcedAt: string | null;
  /** When the one correction was sent, if it was. */
  correctionSentAt: string | null;
  /** Per contact, in the order of `notification.contacts`: the SMS and (with an address) the e-mail. */
  deliveries: Array<{ sms: ContactDelivery; email: ContactDelivery | null }>;
  /** Some message is still on its way: the page refreshes until none is. */
  inFlight: boolean;
  /** The announcement was pressed and its messages wait for the parent's proof, her e-mail or her phone (ADR 0049): 'Doğrulamanızı bekliyor'. */
  waitingForProof: boolean;
}

/** The answer of the send: how many contacts got a message queued now (0: 'Bildirim zaten gönderildi'). */
export interface BirthNotificationSendResponse {
  contactCount: number;
  alreadySent: boolean;
  /** Accepted and recorded, and waiting for the parent's proof (answered 202, ADR 0049): it goes the moment she proves an address. */
  waitingForProof?: boolean;
}

/** The operator a session belongs to (GET /api/admin/me). */
export interface AdminIdentity {
  uid: string;
  username: string;
  /** As the operator's record holds it; the audit log names operators by it (ADR 0054). */
  fullName?: string;
  role: AdminRole;
  /** Whether login asks this operator for an authenticator code (ADR 0016). */
  totpEnabled?: boolean;
}

export interface AdminLoginResponse {
  token: string;
  admin: { id: string; username: string; fullName: string; role: AdminRole };
}

/** The paging of every admin table: newest first, the total for the pager, the cursor of the next page. */
export interface AdminPageInfo {
  total: number;
  nextCursor: string | null;
}

export interface AdminGameLink {
  id: string;
  title: string;
  status: string;
  token: string;
}

/** A parent as the admin panel lists them (spec part 2 §3, 'User (admin view)'). */
export interface AdminUserRow {
  id: string;
  fullName: string;
  email: string;
  maxGameParticipants: number;
  maxBirthNotificationContacts: number;
  createdAt: string | null;
  genderGames: AdminGameLink[];
  nameGames: AdminGameLink[];
  birthDateGames: AdminGameLink[];
  /** Since when the parent has paused the pregnancy (ADR 0018); null when not paused. */
  pausedAt: string | null;
  /** Set while the account's deletion is under way (minutes at most); the row then disappears. */
  deletionRequestedAt: string | null;
  /**
   * The last time one of the parent's browsers signed in or renewed its session (ADR 0030); day
   * precision, as sessions are touched at most once a day. Null when no browser session is kept.
   */
  lastActiveAt: string | null;
  /** Her phone as she typed it in her profile ('' without one). */
  phone: string;
}

/**
 * One message of a parent's birth announcement as the operator sees it (ADR 0054): the outbox
 * message's state in the delivery logs' words (LOG_STATUS_LABELS), why it failed in the parent's
 * words (DELIVERY_FAILURES) and the provider's line, and whether the panel's resend may take it.
 */
export interface AdminContactMessageState {
  messageId: string;
  kind: 'announcement' | 'correction';
  status: 'pending' | 'held' | 'awaiting_proof' | 'success' | 'delivered' | 'failed' | 'cancelled';
  /** The parent's words for a failure ('' otherwise). */
  reason: string;
  /** The last error the outbox recorded ('' when none). */
  lastError: string;
  /** Failed, held or unknown: the outbox resend (POST /api/admin/outbox/:id/resend) takes it. */
  canResend: boolean;
  /** The same address cannot get it: the parent fixes the number or address first (a resend would fail again). */
  needsNewAddress: boolean;
  sentAt: string | null;
}

/** A contact of the announcement, with the latest SMS and e-mail sent to it (null: none sent; `sms` also null for a number that gets no SMS). */
export interface AdminAnnouncementContact {
  name: string;
  phone: string;
  email: string;
  /** Why no SMS goes to this number ('' when one does): a number abroad, a landline. */
  smsNote: string;
  delivery: { sms: AdminContactMessageState | null; email: AdminContactMessageState | null };
}

/** A parent's birth announcement in the operator's user detail (GET /api/admin/users/:id/birth-notification). */
export interface AdminUserBirthNotification {
  userId: string;
  /** When the announcement was first sent (null: not yet). */
  announcedAt: string | null;
  correctionSentAt: string | null;
  actualBirthDate: string;
  maxContacts: number;
  contacts: AdminAnnouncementContact[];
}

/** The operator's view of one parent's baby data (issue 25): counts only (ADR 0032). */
export interface AdminUserBabyCounts {
  userId: string;
  /** Whether the profile holds the baby's birth date: the user view shows the counts only then or when there are some; never the date. */
  hasBirthDate: boolean;
  growthEntries: number;
  vaccinesMarked: number;
}

/**
 * Deleted accounts as the user list can show them: how many and the last one's time, read from the
 * audit entries deletion leaves; nothing about the people (KVKK, ADR 0030).
 */
export interface DeletedAccountsSummary {
  total: number;
  lastDeletedAt: string | null;
}

export interface UserLimits {
  maxGameParticipants: number;
  maxBirthNotificationContacts: number;
}

export interface AdminServiceRequest extends ServiceRequest {
  userId: string;
  userFullName: string;
}

export type ContactMessageStatus = 'pending' | 'responded' | 'read';

export interface AdminContactMessage {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  status: string;
  response: string;
  createdAt: string | null;
}

/**
 * The parent a logged message was sent for or about (ADR 0054): her id, name and e-mail as her
 * profile holds them now, read with the page; '' for a message of nobody's account (a test e-mail,
 * a reply to a visitor).
 */
interface LogParent {
  parentId: string;
  parentName: string;
  parentEmail: string;
}

/** What the SMS and e-mail logs' rows share (spec part 2 §3): one delivery of an outbox message. */
interface MessageLogRow extends LogParent {
  id: string;
  /** The outbox message the entry is about (an operator can resend it when it failed). */
  messageId: string;
  gameType: string;
  gameTitle: string;
  status: string;
  participantName: string;
  message: string;
  orderId: string;
  errorMessage: string;
  createdAt: string | null;
}

export interface SmsLogRow extends MessageLogRow {
  phoneNumber: string;
}

export interface EmailLogRow extends MessageLogRow {
  email: string;
  subject: string;
}

export interface PushLogRow extends LogParent {
  id: string;
  deviceToken: string;
  title: string;
  body: string;
  status: string;
  errorMessage: string;
  createdAt: string | null;
}

/** A parent an operator's search of the delivery logs found by her name, e-mail or phone (ADR 0054). */
export interface AdminParentMatch {
  id: string;
  fullName: string;
  email: string;
}

/**
 * What a delivery log's search matched besides the recipients: the parents whose messages are
 * listed (at most 10, best first; `more`: other parents match too, a longer name, the e-mail or the
 * phone narrows it). Empty without a search.
 */
export interface LogSearchMatch {
  parents: AdminParentMatch[];
  more: boolean;
}

export interface ExpoTokenRow {
  id: string;
  userId: string;
  expoToken: string;
  deviceInfo: string;
  isActive: boolean;
  lastUsedAt: string | null;
  createdAt: string | null;
}

/** An operator account (spec part 2 §3, 'Admin user'). */
export interface AdminAccount {
  id: string;
  username: string;
  fullName: string;
  email: string;
  role: AdminRole;
  isActive: boolean;
  /** Whether login asks this operator for an authenticator code (ADR 0016). */
  totpEnabled: boolean;
  createdAt: string | null;
}

export interface AuditLogRow {
  id: string;
  /** The operator's account ('' for the account owner's own deletion). */
  adminId: string;
  adminUsername: string;
  /** The operator's full name as the record holds it now ('' for the account owner's own deletion, or an operator record gone). */
  adminName: string;
  adminRole: string;
  action: string;
  targetType: string;
  targetId: string;
  /**
   * The affected record by name, read with the page (ADR 0054): the parent's name, the operator's
   * name and username, a request's category and its parent, a message's sender and subject, a
   * message's recipient and its parent. '' when the record is gone (`targetGone`) or is named by its
   * id itself (an e-mail address).
   */
  targetName: string;
  /** The record no longer exists (deleted, or its person's account deleted: 'silinmiş hesap', ADR 0019). */
  targetGone: boolean;
  /** The details as JSON text, shown as they are. */
  details: string;
  createdAt: string | null;
}
