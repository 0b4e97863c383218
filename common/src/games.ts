import { WHATSAPP_COUNTRY_CODE } from './constants';
import { foldTurkish } from './text';

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

export function whatsappInviteUrl(phone: string, text: string): string {
  return `https://wa.me/${whatsappNumber(phone)}?text=${encodeURIComponent(text)}`;
}
