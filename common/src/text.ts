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
