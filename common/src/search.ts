import { SEARCH_MAX_RESULTS } from './constants';
import { foldEmail, foldTurkish } from './text';

const MAX_PREFIX = 24;

/**
 * The form names are searched in: Turkish case folding ('I' is 'ı', 'İ' is 'i'), then every letter
 * without its marks and 'ı' as 'i' (ç ğ ı i̇ ö ş ü → c g i i o s u). A phone keyboard without Turkish
 * letters types 'ayse' for 'Ayşe' and 'ozturk' for 'Öztürk'; a query in capitals ('IŞIK') or with
 * the other i ('işık') still meets 'Işık'. The price is that 'ılık' and 'ilik' meet too, which a
 * name search can afford: the ranking puts the exact Turkish spelling first (matchScore).
 */
export function searchFold(text: string): string {
  return foldTurkish(text).normalize('NFD').replace(/\p{M}/gu, '').replace(/ı/g, 'i').normalize('NFC');
}

/**
 * Search keys of a profile, stored on users/{uid}.searchKeys: every prefix (from 2 letters) of each
 * searchFold-ed word of the names, and the whole e-mail address. E-mail prefixes are not indexed,
 * so nobody can discover addresses by typing their first letters. Changing this function changes
 * the stored keys: existing profiles are rebuilt with scripts/migrate-search-keys.ts.
 */
export function searchKeys(fullName: string, spouseName: string, email: string): string[] {
  const keys = new Set<string>();
  for (const word of searchFold(`${fullName} ${spouseName}`).split(' ')) {
    // By code point: cutting between the halves of an emoji would leave invalid text, which Firestore refuses.
    const characters = Array.from(word);
    for (let length = 2; length <= Math.min(characters.length, MAX_PREFIX); length += 1) keys.add(characters.slice(0, length).join(''));
  }
  if (email) keys.add(foldEmail(email));
  return [...keys];
}

/** The key a query is looked up by: the whole e-mail, or its longest word (cut to the indexed length). */
export function lookupKey(query: string): string {
  if (query.includes('@')) return foldEmail(query);
  const words = searchFold(query).split(' ').filter(Boolean);
  const longest = words.reduce((best, word) => (Array.from(word).length > Array.from(best).length ? word : best), '');
  return Array.from(longest).slice(0, MAX_PREFIX).join('');
}

export interface Searchable {
  fullName: string;
  spouseName: string;
  email: string;
}

/** How well the names match the query once both are folded the same way; 0 when some query word matches no name word. */
function matchLevel(query: string, candidate: Searchable, fold: (text: string) => string): number {
  const folded = fold(query);
  const name = fold(candidate.fullName);
  const nameWords = name.split(' ');
  const allWords = [...nameWords, ...fold(candidate.spouseName).split(' ')].filter(Boolean);
  const queryWords = folded.split(' ').filter(Boolean);
  if (!queryWords.every((word) => allWords.some((candidateWord) => candidateWord.startsWith(word)))) return 0;
  if (name === folded) return 90;
  if (name.startsWith(folded)) return 80;
  if (queryWords.every((word) => nameWords.some((candidateWord) => candidateWord.startsWith(word)))) return 60;
  return 40;
}

/** 0 when the candidate does not match every word of the query; higher is better. */
export function matchScore(query: string, candidate: Searchable): number {
  if (query.includes('@')) return foldEmail(candidate.email) === foldEmail(query) ? 100 : 0;
  const level = matchLevel(query, candidate, searchFold);
  if (level === 0) return 0;
  // The same match with the query's own Turkish letters comes first: 'ışık' shows 'Işık' above 'Isik'.
  return matchLevel(query, candidate, foldTurkish) === level ? level + 5 : level;
}

export function rankMatches<T extends Searchable>(query: string, candidates: T[], limit = SEARCH_MAX_RESULTS): T[] {
  return candidates
    .map((candidate) => ({ candidate, score: matchScore(query, candidate) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.candidate.fullName.localeCompare(b.candidate.fullName, 'tr'))
    .slice(0, limit)
    .map((entry) => entry.candidate);
}

/**
 * A phone number as the operator's search keys it (ADR 0054): '+' and the digits, a Turkish
 * national number with its +90 ('0539 300 40 50', '539 300 40 50', '90 539…' and '+90 539…' are
 * all '+905393004050', what libphonenumber's E.164 makes of a Turkish number, as the SMS log
 * stores it). '' when the text is not a phone number (letters, or too few digits). Stored on each
 * profile as `phoneKey` (never in `searchKeys`: the public profile search must not find a parent by
 * her number); changing this function changes the stored keys: scripts/migrate-operator-search.ts.
 */
export function phoneSearchKey(input: string): string {
  const trimmed = input.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return '';
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) return digits.length >= 8 && digits.length <= 15 ? `+${digits}` : '';
  if (digits.startsWith('00') && digits.length >= 10 && digits.length <= 17) return `+${digits.slice(2)}`;
  if (digits.length === 12 && digits.startsWith('90')) return `+${digits}`;
  if (digits.length === 11 && digits.startsWith('0')) return `+90${digits.slice(1)}`;
  if (digits.length === 10 && !digits.startsWith('0')) return `+90${digits}`;
  return '';
}

/** A Turkish number as people write it ('+905393004050' reads '0539 300 40 50'); any other text as it is. */
export function displayPhone(phone: string): string {
  const national = /^\+90(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(phone.trim());
  return national ? `0${national[1]} ${national[2]} ${national[3]} ${national[4]}` : phone;
}

/**
 * What an operator's search box holds (the users list and the delivery logs, ADR 0054): a whole
 * e-mail address, a phone number, or a name (by its longest word, as the profile search looks it up);
 * 'none' when it is shorter than two letters.
 */
export type OperatorSearch =
  { kind: 'email'; email: string } | { kind: 'phone'; phone: string } | { kind: 'name'; query: string; key: string } | { kind: 'none' };

export function operatorSearch(raw: string): OperatorSearch {
  const query = raw.trim();
  if (query.includes('@')) return { kind: 'email', email: foldEmail(query) };
  const phone = phoneSearchKey(query);
  if (phone) return { kind: 'phone', phone };
  const key = lookupKey(query);
  return Array.from(key).length >= 2 ? { kind: 'name', query, key } : { kind: 'none' };
}
