import { dayNumber } from './calendar-day';
import { hasResponded, type ParticipantAnswer } from './games';
import { foldTurkish } from './text';
import type { GameKind, LeaderboardRow } from './types';

// ---- 'Tahmin Şampiyonu': the family leaderboard after the birth (ADR 0017) ----

export const LEADERBOARD_POINTS = { gender: 10, name: 10, birthDate: 10 } as const;

/** The rules as the results page and the FAQ state them. */
export const LEADERBOARD_RULES = [
  `Cinsiyeti doğru tahmin eden ${LEADERBOARD_POINTS.gender} puan alır.`,
  `Bebeğin konulan adını önerenler ${LEADERBOARD_POINTS.name} puan alır (büyük-küçük harf farkı gözetilmez).`,
  `Doğum tarihini tam bilen ${LEADERBOARD_POINTS.birthDate} puan alır; her gün fark için 1 puan eksilir (en az 0).`,
  'Eşitlikte doğum tarihine daha yakın tahmin eden, o da eşitse tahminini daha önce gönderen öne geçer.',
  'Her oyun türü kişi başına bir kez sayılır; kişiler oyunlar arasında hesapları, kişisel davet linkleri veya doğrulanmış email adresleri ile eşleştirilir. Yalnızca sonucu açıklanmış oyunlar sayılır.',
] as const;

/** One answer of one person in one of the owner's published games. */
export interface LeaderboardEntry extends ParticipantAnswer {
  /** The person across games (personKeyOf). */
  personKey: string;
  kind: GameKind;
}

/** What of a participant's record says who they are. */
export interface ParticipantIdentity {
  /** The record's path: what names it when nothing else does. */
  path: string;
  addedBy: 'owner' | 'self';
  email: string;
  /** The account that answered signed in (or through the record's personal link while signed in). */
  userId?: string;
  /** Set when that account's sign-in address was verified as it answered. */
  emailVerified?: boolean;
}

/**
 * Who a record is across the owner's games (issue 23, ADR 0025): only a proven identity joins
 * records. An address vouches for a person when the owner wrote it (their invitation, answered only
 * through its personal link or by an account that verified that address) or when an account that
 * verified it answered; such records share the address's key. Otherwise a signed-in answer is its
 * account, and an address a guest typed on the general link proves nothing: it joins only other
 * unproven answers typed with it, never the invited person of that address.
 */
export function personKeyOf(record: ParticipantIdentity): string {
  const email = record.email;
  if (email && (record.addedBy === 'owner' || (record.userId && record.emailVerified))) return `m:${email}`;
  if (record.userId) return `u:${record.userId}`;
  if (email && record.addedBy === 'self') return `g:${email}`;
  return `p:${record.path}`;
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
