import { STORAGE_KEYS } from '@bebek/common/constants';

/**
 * The claims this browser made on shared lists ('Ben alıyorum'), kept in local storage: per list
 * token and item, the claim's id (to recognise it in the list) and the secret that releases it
 * (the server keeps only its hash). Also the name last used, so a second claim is one tap.
 */
export interface MyClaim {
  claimId: string;
  secret: string;
  name: string;
}

interface Stored {
  name?: string;
  lists?: Record<string, Record<string, MyClaim>>;
}

function read(): Stored {
  try {
    const parsed = JSON.parse(localStorage.getItem(STORAGE_KEYS.checklistClaims) ?? '{}') as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Stored) : {};
  } catch {
    return {};
  }
}

function write(stored: Stored): void {
  try {
    localStorage.setItem(STORAGE_KEYS.checklistClaims, JSON.stringify(stored));
  } catch (error) {
    console.warn('The claim could not be remembered in this browser', error);
  }
}

export function myClaims(token: string): Record<string, MyClaim> {
  return read().lists?.[token] ?? {};
}

export function lastClaimName(): string {
  return read().name ?? '';
}

export function rememberClaim(token: string, itemId: string, claim: MyClaim): void {
  const stored = read();
  write({ name: claim.name, lists: { ...stored.lists, [token]: { ...stored.lists?.[token], [itemId]: claim } } });
}

export function forgetClaim(token: string, itemId: string): void {
  const stored = read();
  const list = { ...stored.lists?.[token] };
  delete list[itemId];
  write({ ...stored, lists: { ...stored.lists, [token]: list } });
}

/** Whose claim an item has, as this browser sees it: its own (the ids match), someone else's, or none. */
export function claimOwner(claims: ReadonlyArray<{ itemId: string; claimId: string }>, mine: Record<string, MyClaim>, itemId: string): 'mine' | 'other' | null {
  const claim = claims.find((entry) => entry.itemId === itemId);
  if (!claim) return null;
  return mine[itemId]?.claimId === claim.claimId ? 'mine' : 'other';
}
