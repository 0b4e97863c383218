import { GAME_SEGMENTS, INVITE_PARAM } from './api/games';
import { dayNumber, isIsoDay } from './calendar-day';
import { TIME_ZONE, WHATSAPP_COUNTRY_CODE } from './constants';
import { foldTurkish } from './text';
import type { GameKind, NamesAsked } from './types';

export type { NamesAsked } from './types';

/** Pure rules of the three games, shared by the api, the owner screens and the dashboard cards. */
export interface ParticipantAnswer {
  name: string;
  prediction?: 'boy' | 'girl' | null;
  boyNames?: string[] | null;
  girlNames?: string[] | null;
  predictedDate?: string | null;
  submittedAt?: string | null;
}

/** Responded: a prediction, a predicted date or a submission exists (part 2 §3). */
export function hasResponded(participant: ParticipantAnswer): boolean {
  return Boolean(participant.prediction || participant.predictedDate || participant.submittedAt);
}

/**
 * Something to tell of: a gender guessed, at least one name suggested or a day guessed. A submission
 * alone is not one (a guest's name form may be sent with every name blank, part 2 §5), so a game
 * in which nobody gave any sends no result message (issue 35).
 */
export function gaveAnswer(participant: Omit<ParticipantAnswer, 'name'>): boolean {
  const named = (names: unknown) => Array.isArray(names) && names.some((name) => typeof name === 'string' && name.trim() !== '');
  return (
    participant.prediction === 'boy' ||
    participant.prediction === 'girl' ||
    named(participant.boyNames) ||
    named(participant.girlNames) ||
    Boolean(participant.predictedDate)
  );
}

export interface GenderStats {
  boyCount: number;
  girlCount: number;
  boyPercent: number;
  girlPercent: number;
}

/** Percentages are rounded shares of the participants who predicted. */
export function genderStats(participants: ParticipantAnswer[]): GenderStats {
  const boyCount = participants.filter((p) => p.prediction === 'boy').length;
  const girlCount = participants.filter((p) => p.prediction === 'girl').length;
  const total = boyCount + girlCount;
  return {
    boyCount,
    girlCount,
    boyPercent: total ? Math.round((boyCount / total) * 100) : 0,
    girlPercent: total ? Math.round((girlCount / total) * 100) : 0,
  };
}

/** Most suggested names, counted case-insensitively in Turkish, shown with their first spelling. */
export function topNames(participants: ParticipantAnswer[], gender: 'boy' | 'girl', limit: number): Array<[string, number]> {
  const counts = new Map<string, { name: string; count: number }>();
  for (const participant of participants) {
    const names = (gender === 'boy' ? participant.boyNames : participant.girlNames) ?? [];
    const seenHere = new Set<string>();
    for (const name of names) {
      const key = foldTurkish(name);
      if (!key || seenHere.has(key)) continue;
      seenHere.add(key);
      const entry = counts.get(key) ?? { name: name.trim(), count: 0 };
      entry.count += 1;
      counts.set(key, entry);
    }
  }
  return [...counts.values()]
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'tr'))
    .slice(0, limit)
    .map((entry) => [entry.name, entry.count]);
}

/** Most frequent predicted dates, earliest first among equals. */
export function popularDates(participants: ParticipantAnswer[], limit: number): Array<[string, number]> {
  const counts = new Map<string, number>();
  for (const participant of participants) {
    if (participant.predictedDate) counts.set(participant.predictedDate, (counts.get(participant.predictedDate) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, limit);
}

export interface BirthDateResult {
  name: string;
  predictedDate: string;
  differenceDays: number;
  exact: boolean;
  winner: boolean;
}

/** The closest guess by whole days wins (ties share the win); a difference of 0 is 'exact'. */
export function birthDateResults(participants: ParticipantAnswer[], actualBirthDate: string): BirthDateResult[] {
  const actual = dayNumber(actualBirthDate);
  const results = participants
    .filter((p): p is ParticipantAnswer & { predictedDate: string } => Boolean(p.predictedDate))
    .map((p) => {
      const differenceDays = Math.abs(Math.round(dayNumber(p.predictedDate) - actual));
      return { name: p.name, predictedDate: p.predictedDate, differenceDays, exact: differenceDays === 0, winner: false };
    })
    .sort((a, b) => a.differenceDays - b.differenceDays || a.name.localeCompare(b.name, 'tr'));
  const best = results[0]?.differenceDays;
  for (const result of results) result.winner = result.differenceDays === best;
  return results;
}

/**
 * WhatsApp invite number: the participant's phone with non-digits removed, prefixed with 90
 * (part 2 §2). A national number's leading 0 is dropped and an existing 90 kept, so
 * '0532 123 45 67', '532 123 4567' and '+90 532 123 45 67' all become 905321234567.
 */
export function whatsappNumber(phone: string): string {
  let digits = phone.replace(/\D/g, '');
  if (digits.startsWith(WHATSAPP_COUNTRY_CODE) && digits.length === 12) return digits;
  digits = digits.replace(/^0+/, '');
  return `${WHATSAPP_COUNTRY_CODE}${digits}`;
}

/** wa.me with the number's digits (country code kept) and the text. */
export function whatsappLink(digits: string, text: string): string {
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}

// ---- links (ADR 0017) ----

/** The general link every kind's owner screen copies (part 2 §2): {origin}/game/{token}. It adds a new participant. */
export function generalGameLink(origin: string, gameToken: string): string {
  return `${origin}/game/${encodeURIComponent(gameToken)}`;
}

/** The query parameter of a personal invite link: declared with the lookups (api/games.ts), kept importable from here. */
export { INVITE_PARAM };

/** A person's own invite link: the kind's invite route (part 2 §2) with their invite token; it opens the form as them. */
export function personalInviteLink(origin: string, kind: GameKind, gameToken: string, inviteToken: string): string {
  return `${origin}/${GAME_SEGMENTS[kind]}/${encodeURIComponent(gameToken)}?${INVITE_PARAM}=${encodeURIComponent(inviteToken)}`;
}

/** The result page of a published game: the spec's /game-result and /name-result, and ours for the birth-date game. */
export const RESULT_ROUTES = { gender: '/game-result', name: '/name-result', birthdate: '/birth-date-result' } as const satisfies Record<GameKind, string>;

export function resultPath(kind: GameKind, gameToken: string): string {
  return `${RESULT_ROUTES[kind]}?token=${encodeURIComponent(gameToken)}`;
}

const INVITE_QUESTION: Record<GameKind, string> = {
  gender: 'Bebeğimiz kız mı olacak, erkek mi? Tahminini bekliyoruz!',
  name: 'Bebeğimiz için isim önerilerini bekliyoruz!',
  birthdate: 'Bebeğimiz hangi gün doğacak? Tahminini bekliyoruz!',
};

/** Each game's name, as its page, its link preview and the menus call it. */
export const GAME_KIND_LABELS = { gender: 'Cinsiyet Tahmini', name: 'İsim Önerisi', birthdate: 'Doğum Günü Tahmini' } as const satisfies Record<
  GameKind,
  string
>;

/**
 * How a visitor's game page speaks of the answers (issue 35, ADR 0056): guesses ('tahmin') in the
 * gender and birth-date games, suggestions ('öneri') in the name game. The spec fixes none of these
 * texts; those it fixes ('Zaten Katıldınız', the failure toasts) stay as it says. The link previews'
 * texts are the server's (functions/src/games/page.ts): this table is in the game page's first view.
 */
export interface AnswerWording {
  /** The signed-in form's heading. */
  heading: string;
  /** The personal link's note, before the person's name. */
  personalNote: string;
  /** The form's send button. */
  send: string;
  /** After sending, before the redirect. */
  thanks: string;
  /** After 'Zaten Katıldınız.' */
  sentBefore: string;
  /** Before the closing day: '{closesOn} {day} günü başlarken kapanır.' */
  closesOn: string;
  /** The closed state's heading. */
  closed: string;
  /** The closed state's first sentence. */
  noMore: string;
}

const GUESSES: AnswerWording = {
  heading: 'Tahmininizi gönderin',
  personalNote: 'Bu bağlantı size özel: tahmininiz',
  send: 'Tahmini Gönder',
  thanks: 'Teşekkürler! Tahmininiz kaydedildi.',
  sentBefore: 'Bu oyuna daha önce tahmin gönderdiniz.',
  closesOn: 'Tahminler',
  closed: 'Tahminler kapandı',
  noMore: 'Bu oyuna artık tahmin gönderilemez.',
};

export const ANSWER_WORDING: Record<GameKind, AnswerWording> = {
  gender: GUESSES,
  birthdate: GUESSES,
  name: {
    heading: 'İsim önerinizi gönderin',
    personalNote: 'Bu bağlantı size özel: önerileriniz',
    send: 'Önerileri Gönder',
    thanks: 'Teşekkürler! İsim önerileriniz kaydedildi.',
    sentBefore: 'Bu oyuna daha önce isim önerdiniz.',
    closesOn: 'Öneriler',
    closed: 'Öneriler kapandı',
    noMore: 'Bu oyuna artık isim önerilemez.',
  },
};

/** What a game link's preview and an invite say about the game. */
export function gameQuestion(kind: GameKind): string {
  return INVITE_QUESTION[kind];
}

export function inviteText(kind: GameKind, participantName: string, gameTitle: string, link: string): string {
  const greeting = participantName.trim() ? `Merhaba ${participantName.trim()}!` : 'Merhaba!';
  return `${greeting} ${INVITE_QUESTION[kind]} "${gameTitle}" oyununa katılmak için: ${link}`;
}

/** The parents as a link preview and the result pages name them: 'Ayşe Yılmaz & Mehmet Yılmaz'. */
export function parentsLabel(fullName: string, spouseName: string): string {
  return [fullName.trim(), spouseName.trim()].filter(Boolean).join(' & ');
}

// ---- when guessing closes (ADR 0017) ----

function addDays(isoDay: string, days: number): string {
  const [year, month, day] = isoDay.split('-').map(Number);
  return new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, (day ?? 1) + days)).toISOString().slice(0, 10);
}

/** A birth-date game closes at the start of the day before the due date unless the owner chooses; the others only when closed or at the birth. */
export function defaultClosingDay(kind: GameKind, expectedBirthDate: string): string | null {
  return kind === 'birthdate' && isIsoDay(expectedBirthDate) ? addDays(expectedBirthDate, -1) : null;
}

/** How far `timeZone` is ahead of UTC at `instant`, in ms. */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value ?? 0);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')) - instant;
}

/** The instant a day begins in Europe/Istanbul: when a game closing on that day stops taking answers. */
export function startOfDay(isoDay: string, timeZone = TIME_ZONE): Date {
  const [year, month, day] = isoDay.split('-').map(Number);
  const midnightUtc = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1);
  return new Date(midnightUtc - zoneOffsetMs(midnightUtc, timeZone));
}

/** Today in Europe/Istanbul: calendar-day.ts's; kept importable from here. */
export { todayIn } from './calendar-day';

/** No answer is accepted: published, closed by the owner or the birth, or its closing day has begun. */
export function isGameClosed(game: { status: string; closedAt?: unknown; closesAtMs?: number | null }, now = Date.now()): boolean {
  if (game.status === 'completed' || game.closedAt) return true;
  return typeof game.closesAtMs === 'number' && game.closesAtMs <= now;
}

/**
 * A name game asks only the known gender's names once the parent has entered it, and both while it
 * is unknown (the spec's rule) or while a gender game of hers is still open: asking for boys' names
 * then would tell the family what that game asks them to guess (ADR 0045).
 */
export function namesAskedFor(babyGender: string, genderGameOpen: boolean): NamesAsked {
  if (genderGameOpen) return 'both';
  if (babyGender === 'erkek' || babyGender === 'boy') return 'boy';
  if (babyGender === 'kız' || babyGender === 'girl') return 'girl';
  return 'both';
}
