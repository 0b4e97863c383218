import { deleteBrowserSessionsOf, raiseAdminSessionVersion, raiseParentSessionVersion } from './data';

/**
 * Ends every session of a parent at once: the tokens already issued carry the old version and are
 * refused by the next request (authenticate compares it with the profile it reads anyway), and no
 * browser can trade its cookie for a new token.
 */
export async function endParentSessions(uid: string): Promise<void> {
  await raiseParentSessionVersion(uid);
  await deleteBrowserSessionsOf(uid, 'parent');
}

/** The same for an operator: logout, deactivation and a role change. */
export async function endAdminSessions(uid: string): Promise<void> {
  await raiseAdminSessionVersion(uid);
  await deleteBrowserSessionsOf(uid, 'admin');
}

/** A new password ends every session the account has, whatever it is. */
export async function endAllSessions(uid: string): Promise<void> {
  await Promise.all([raiseParentSessionVersion(uid), raiseAdminSessionVersion(uid)]);
  await deleteBrowserSessionsOf(uid);
}
