/**
 * Turkish-aware case folding: 'I' lowers to 'ı' and 'İ' to 'i' in Turkish, which
 * String.prototype.toLowerCase() without a locale gets wrong. Used wherever text is compared.
 */
export function foldTurkish(text: string): string {
  return text.normalize('NFC').trim().toLocaleLowerCase('tr-TR').replace(/\s+/g, ' ');
}

export function initials(fullName: string, max = 2): string {
  return fullName
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, max)
    .map((part) => part.charAt(0).toLocaleUpperCase('tr-TR'))
    .join('');
}

/** E-mail addresses are ASCII in practice and compared without Turkish rules ('I' is 'i' here). */
export function foldEmail(email: string): string {
  return email.trim().toLowerCase();
}

const BACK_VOWELS_UNROUNDED = 'aı';
const FRONT_VOWELS_UNROUNDED = 'ei';
const BACK_VOWELS_ROUNDED = 'ou';
const VOWELS = 'aıeioöuü';

/**
 * A proper name with the genitive suffix as TDK writes it ('Ayşe'nin', 'Yılmaz'ın', 'Oğuz'un',
 * 'Gül'ün', 'Burcu'nun'): the apostrophe, an 'n' after a vowel, and the vowel harmony of the name's
 * last vowel. A name with no Turkish vowel (initials) is read letter by letter and takes "'nin".
 */
export function genitive(name: string): string {
  const trimmed = name.trim();
  const lower = trimmed.toLocaleLowerCase('tr-TR');
  const vowels = [...lower].filter((letter) => VOWELS.includes(letter));
  const last = vowels[vowels.length - 1];
  if (!last) return `${trimmed}'nin`;
  const harmony = BACK_VOWELS_UNROUNDED.includes(last) ? 'ı' : FRONT_VOWELS_UNROUNDED.includes(last) ? 'i' : BACK_VOWELS_ROUNDED.includes(last) ? 'u' : 'ü';
  const endsWithVowel = VOWELS.includes(lower.charAt(lower.length - 1));
  return `${trimmed}'${endsWithVowel ? 'n' : ''}${harmony}n`;
}
