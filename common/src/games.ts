import { GAME_SEGMENTS } from './api/games';
import { TIME_ZONE, WHATSAPP_COUNTRY_CODE } from './constants';
import { foldTurkish } from './text';
import type { GameKind, LeaderboardRow } from './types';

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

function dayNumber(isoDay: string): number {
  const [year, month, day] = isoDay.split('-').map(Number);
  return Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1) / 86_400_000;
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

/** The query parameter of a personal invite link. */
export const INVITE_PARAM = 'davet';

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
  return kind === 'birthdate' && /^\d{4}-\d{2}-\d{2}$/.test(expectedBirthDate) ? addDays(expectedBirthDate, -1) : null;
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

/** Today in Europe/Istanbul ('YYYY-MM-DD'). */
export function todayIn(timeZone = TIME_ZONE, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** No answer is accepted: published, closed by the owner or the birth, or its closing day has begun. */
export function isGameClosed(game: { status: string; closedAt?: unknown; closesAtMs?: number | null }, now = Date.now()): boolean {
  if (game.status === 'completed' || game.closedAt) return true;
  return typeof game.closesAtMs === 'number' && game.closesAtMs <= now;
}

// ---- 'Tahmin Şampiyonu': the family leaderboard after the birth (ADR 0017) ----

export const LEADERBOARD_POINTS = { gender: 10, name: 10, birthDate: 10 } as const;

/** The rules as the results page and the FAQ state them. */
export const LEADERBOARD_RULES = [
  `Cinsiyeti doğru tahmin eden ${LEADERBOARD_POINTS.gender} puan alır.`,
  `Bebeğin konulan adını önerenler ${LEADERBOARD_POINTS.name} puan alır (büyük-küçük harf farkı gözetilmez).`,
  `Doğum tarihini tam bilen ${LEADERBOARD_POINTS.birthDate} puan alır; her gün fark için 1 puan eksilir (en az 0).`,
  'Eşitlikte doğum tarihine daha yakın tahmin eden, o da eşitse tahminini daha önce gönderen öne geçer.',
  'Her oyun türü kişi başına bir kez sayılır; kişiler oyunlar arasında email adresleri veya hesapları ile eşleştirilir. Yalnızca sonucu açıklanmış oyunlar sayılır.',
] as const;

/** One answer of one person in one of the owner's published games. */
export interface LeaderboardEntry extends ParticipantAnswer {
  /** The person across games: their account, else their e-mail, else the record. */
  personKey: string;
  kind: GameKind;
}

export interface BirthTruth {
  babyGender: 'boy' | 'girl' | null;
  babyName: string;
  actualBirthDate: string;
}

/** 'erkek'/'boy' and 'kız'/'girl' (part 1 §3), anything else unknown. */
export function genderOf(value: string): 'boy' | 'girl' | null {
  if (value === 'erkek' || value === 'boy') return 'boy';
  if (value === 'kız' || value === 'girl') return 'girl';
  return null;
}

function suggestedTheName(entry: ParticipantAnswer, babyName: string): boolean {
  const full = foldTurkish(babyName);
  const first = foldTurkish(babyName.trim().split(/\s+/)[0] ?? '');
  return [...(entry.boyNames ?? []), ...(entry.girlNames ?? [])].some((name) => {
    const folded = foldTurkish(name);
    return folded !== '' && (folded === full || folded === first);
  });
}

/** Points per person across the three kinds, ranked by the stated rules (LEADERBOARD_RULES). */
export function leaderboard(entries: LeaderboardEntry[], truth: BirthTruth): LeaderboardRow[] {
  interface Person {
    name: string;
    first: string;
    gender: boolean | null;
    named: boolean | null;
    days: number | null;
  }
  const people = new Map<string, Person>();
  const actual = truth.actualBirthDate ? dayNumber(truth.actualBirthDate) : null;
  const ordered = [...entries].filter(hasResponded).sort((a, b) => (a.submittedAt ?? '').localeCompare(b.submittedAt ?? ''));
  for (const entry of ordered) {
    let person = people.get(entry.personKey);
    if (!person) {
      person = { name: entry.name, first: entry.submittedAt ?? '', gender: null, named: null, days: null };
      people.set(entry.personKey, person);
    }
    if (entry.kind === 'gender' && entry.prediction && truth.babyGender && person.gender === null) person.gender = entry.prediction === truth.babyGender;
    if (entry.kind === 'name' && truth.babyName.trim() && person.named !== true) person.named = suggestedTheName(entry, truth.babyName);
    if (entry.kind === 'birthdate' && entry.predictedDate && actual !== null) {
      const days = Math.abs(Math.round(dayNumber(entry.predictedDate) - actual));
      person.days = person.days === null ? days : Math.min(person.days, days);
    }
  }
  const rows = [...people.values()].map((person) => ({
    name: person.name,
    first: person.first,
    points:
      (person.gender ? LEADERBOARD_POINTS.gender : 0) +
      (person.named ? LEADERBOARD_POINTS.name : 0) +
      (person.days === null ? 0 : Math.max(0, LEADERBOARD_POINTS.birthDate - person.days)),
    genderRight: person.gender,
    nameRight: person.named,
    daysAway: person.days,
  }));
  rows.sort(
    (a, b) =>
      b.points - a.points || (a.daysAway ?? Infinity) - (b.daysAway ?? Infinity) || a.first.localeCompare(b.first) || a.name.localeCompare(b.name, 'tr'),
  );
  return rows.map((row, index) => ({
    name: row.name,
    points: row.points,
    genderRight: row.genderRight,
    nameRight: row.nameRight,
    daysAway: row.daysAway,
    rank: index + 1,
  }));
}

/** A day as Turkish readers write it ('14 Şubat 2027'), without a date library (the game page's first view has none). */
export function turkishDay(isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number);
  if (!year || !month || !day) return isoDay;
  return new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, day)));
}
