import { VALIDATION } from '@bebek/common/schemas/messages';
import { DomainError } from './errors';

/**
 * Passwords attackers try first: the 49,000 most common passwords of zxcvbn-ts's list (leaked
 * password corpora, ranked), plus Turkish favourites it ranks low. Loaded on the first check, so the
 * api's cold start does not pay for it; compared after Turkish and plain lower-casing.
 */
const TURKISH_FAVOURITES = [
  'şifre',
  'sifre123',
  'şifre123',
  'galatasaray',
  'fenerbahce',
  'fenerbahçe',
  'besiktas',
  'beşiktaş',
  'trabzonspor',
  'türkiye',
  'turkiye',
  'istanbul',
  'ankara06',
  'istanbul34',
  'bebek123',
  'annem123',
  'babam123',
  'asdasd',
  'qweasd',
];

let common: Set<string> | undefined;

async function commonPasswords(): Promise<Set<string>> {
  if (!common) {
    const { dictionary } = await import('@zxcvbn-ts/language-common');
    common = new Set([...dictionary['passwords-common'], ...TURKISH_FAVOURITES]);
  }
  return common;
}

export async function isCommonPassword(password: string): Promise<boolean> {
  const list = await commonPasswords();
  return list.has(password.toLocaleLowerCase('tr-TR')) || list.has(password.toLowerCase());
}

/** Refuses a common password with the shared Turkish message (400), before anything is written. */
export async function assertUncommonPassword(password: string, field = 'password'): Promise<void> {
  if (await isCommonPassword(password)) throw new DomainError('invalid', VALIDATION.passwordTooCommon, { [field]: VALIDATION.passwordTooCommon });
}
