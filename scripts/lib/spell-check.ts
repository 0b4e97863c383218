import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import dictionary from 'dictionary-tr';
import nspell from 'nspell';
import type { UserText } from './user-texts';

/**
 * The Turkish spell check of `npm run lint` (issue 34, ADR 0047): nspell with dictionary-tr (the
 * OpenOffice Turkish dictionary, MIT), and the project's word list (scripts/spell-words.txt) for
 * what a general dictionary does not hold: names, medical terms, the TDK forms with a circumflex,
 * and the spec's own words (its 'Email', kept as the spec writes it).
 */
export const WORD_LIST = fileURLToPath(new URL('../spell-words.txt', import.meta.url));

export interface Misspelling {
  file: string;
  line: number;
  column: number;
  word: string;
  /** The text it was found in, shortened. */
  context: string;
}

/** The list's words: one a line, '#' starts a comment. */
export function readWordList(path = WORD_LIST): string[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean);
}

const lowerTr = (word: string) => word.toLocaleLowerCase('tr');
/** A word, with the hyphens and apostrophes inside it ('e-posta', '112’yi', 'KPA’nın'). */
const WORD = /[\p{L}\p{M}\d]+(?:[-'’][\p{L}\p{M}\d]+)*/gu;

export interface SpellChecker {
  /** The misspelt words of the texts of one file. */
  check(file: string, texts: readonly UserText[]): Misspelling[];
  /** How many words the project list holds. */
  listSize: number;
}

export function spellChecker(words: readonly string[] = readWordList()): SpellChecker {
  const spell = nspell(dictionary);
  const listed = new Set(words.map(lowerTr));
  const known = new Map<string, boolean>();
  const correct = (word: string): boolean => {
    const cached = known.get(word);
    if (cached !== undefined) return cached;
    const lower = lowerTr(word);
    const ok =
      listed.has(lower) ||
      spell.correct(word) ||
      spell.correct(lower) ||
      // a capitalised word at the start of a sentence: Turkish-aware lower case of its first letter only
      spell.correct(lowerTr(word.charAt(0)) + word.slice(1));
    known.set(word, ok);
    return ok;
  };
  /** A word is right when it is, or when it is a name before an apostrophe, or when each part of a hyphenated word is. */
  const wordIsRight = (word: string): boolean => {
    // an identifier named in a text (the privacy page names the keys it stores: authToken, sessionStorage)
    if (/\p{Ll}\p{Lu}/u.test(word)) return true;
    // a number, or a placeholder of digits ('05xx xxx xx xx')
    if (/\d/.test(word) || /^x+$/.test(word)) return true;
    // TDK's circumflex (dâhil, hâlinde, şikâyet) marks a vowel of a word the dictionary holds without it
    if (/[âîûÂÎÛ]/.test(word))
      return wordIsRight(
        word
          .replace(/[âÂ]/g, (c) => (c === 'â' ? 'a' : 'A'))
          .replace(/[îÎ]/g, (c) => (c === 'î' ? 'i' : 'İ'))
          .replace(/[ûÛ]/g, (c) => (c === 'û' ? 'u' : 'U')),
      );
    const stem = word.split(/['’]/)[0]!;
    if (stem !== word) return /\d/.test(stem) || correct(stem) || /^\p{Lu}/u.test(stem);
    if (correct(word)) return true;
    // an abbreviation (KPA, BCG, SMS, NHS): written as the institution writes it
    if (/^[\p{Lu}\d]{2,6}$/u.test(word)) return true;
    return word.includes('-') && word.split('-').every((part) => part.length === 0 || correct(part) || /^[\p{Lu}\d]{1,6}$/u.test(part));
  };
  return {
    listSize: listed.size,
    check(file, texts) {
      const found: Misspelling[] = [];
      for (const text of texts) {
        // web addresses and domain names in a text (HealthyChildren.org, saglik.gov.tr) are not words
        const words = text.text
          .replace(/[\p{L}\d/_-]+(?:\.[\p{L}\d-]+)+(?:\/[^\s,;)]*)?/gu, (address) => (/\.\p{L}{2,}/u.test(address) ? ' '.repeat(address.length) : address))
          // a file's extension on its own: '(.ics)'
          .replace(/(?<![\p{L}\d])\.[a-z]{2,4}\b/gu, (extension) => ' '.repeat(extension.length));
        const matches = [...words.matchAll(WORD)];
        matches.forEach((match, index) => {
          if (index === 0 && text.gluedStart && /^\s*['’]?$/.test(words.slice(0, match.index))) return;
          if (index === matches.length - 1 && text.gluedEnd && /^['’]?\s*$/.test(words.slice(match.index + match[0].length))) return;
          if (wordIsRight(match[0])) return;
          const before = text.text.slice(0, match.index);
          const newlines = before.split('\n');
          const line = text.line + newlines.length - 1;
          const column = newlines.length > 1 ? newlines[newlines.length - 1]!.length + 1 : text.column + match.index;
          found.push({ file, line, column, word: match[0], context: text.text.trim().slice(0, 80) });
        });
      }
      return found;
    },
  };
}
