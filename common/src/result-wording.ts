import { turkishDay } from './calendar-day';

/**
 * How the result pages speak of the parents and of the birth (issue 35, ADR 0057). Apart from
 * games.ts, which the game link's first view loads: only the result pages and the server need this.
 */

const VOWEL = /[aıeioöuü]/;

/** The genitive's vowel after a name's last vowel (the two-way and four-way harmony of TDK). */
function harmonyOf(vowel: string): string {
  if (/[aı]/.test(vowel)) return 'ı';
  if (/[ei]/.test(vowel)) return 'i';
  return /[ou]/.test(vowel) ? 'u' : 'ü';
}

/**
 * A proper name with the genitive suffix as TDK writes it ('Ayşe'nin', 'Yılmaz'ın', 'Oğuz'un',
 * 'Gül'ün', 'Burcu'nun'): the apostrophe, an 'n' after a vowel, and the vowel harmony of the name's
 * last vowel. A name with no Turkish vowel (initials) is read letter by letter and takes "'nin".
 */
export function genitive(name: string): string {
  const trimmed = name.trim();
  const letters = [...trimmed.toLocaleLowerCase('tr-TR')];
  const last = letters.filter((letter) => VOWEL.test(letter)).pop();
  if (!last) return `${trimmed}'nin`;
  const afterVowel = VOWEL.test(letters[letters.length - 1] ?? '');
  return `${trimmed}'${afterVowel ? 'n' : ''}${harmonyOf(last)}n`;
}

/**
 * The result page's heading: the spec's '{mother} ve {father} Çiftinin Bebekleri' when both names are
 * known; with one, that person's baby ('Ayşe Yılmaz'ın Bebeği'), never a couple named after one
 * person; with none, ''.
 */
export function parentsBabyHeading(names: { mother: string; father: string }): string {
  const known = [names.mother, names.father].map((name) => name.trim()).filter(Boolean);
  if (known.length === 2) return `${known[0]} ve ${known[1]} Çiftinin Bebekleri`;
  return known[0] ? `${genitive(known[0])} Bebeği` : '';
}

/** The gender result's word: the spec's 'OLACAK' before the birth, 'OLDU' once it happened. */
export function genderVerdict(gender: 'girl' | 'boy', born: boolean): string {
  return `${gender === 'girl' ? 'KIZ' : 'ERKEK'} ${born ? 'OLDU' : 'OLACAK'}`;
}

/** A result page's day: the birth once she has entered it, else the expected date ('' with neither). */
export function resultBirthLine(expectedDate: string, babyBirthDate: string): string {
  if (babyBirthDate) return `Doğum: ${turkishDay(babyBirthDate)}`;
  return expectedDate ? `Tahmini doğum: ${turkishDay(expectedDate)}` : '';
}
