/**
 * The Auth emulator's users through its own REST interface (the Identity Toolkit API it serves,
 * with `Authorization: Bearer owner`, its administrator credential, as firebase-admin's deleteUsers
 * uses it): a test lists the users that were there before it, and removes the ones it made.
 */
import { HOST, PORTS, PROJECT_ID } from '../../scripts/lib/ports';

const ACCOUNTS = `http://${HOST}:${PORTS.auth}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts`;
const OWNER = { authorization: 'Bearer owner', 'content-type': 'application/json' };
/** The most accounts:batchDelete takes in one call (firebase-admin's MAX_DELETE_ACCOUNTS_BATCH_SIZE). */
const DELETE_BATCH = 1000;

async function call(path: string, body: unknown, what: string): Promise<unknown> {
  const response = await fetch(`${ACCOUNTS}${path}`, { method: 'POST', headers: OWNER, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${what}: the Auth emulator answered ${response.status} ${await response.text()}`);
  return response.json();
}

/** Every Auth user's id (accounts:query; the emulator answers them all at once: it implements no paging). */
export async function authUserIds(): Promise<string[]> {
  const answer = (await call(':query', { returnUserInfo: true }, 'listing the Auth users')) as { userInfo?: Array<{ localId: string }> };
  return (answer.userInfo ?? []).map((user) => user.localId);
}

/** Removes these Auth users (force: enabled ones too); an id already gone is no error. */
export async function deleteAuthUsers(ids: readonly string[]): Promise<void> {
  for (let start = 0; start < ids.length; start += DELETE_BATCH) {
    const answer = (await call(':batchDelete', { localIds: ids.slice(start, start + DELETE_BATCH), force: true }, 'removing Auth users')) as {
      errors?: Array<{ localId: string; message: string }>;
    };
    const failed = (answer.errors ?? []).filter((error) => !/USER_NOT_FOUND/.test(error.message));
    if (failed.length > 0) throw new Error(`removing Auth users: ${failed.map((error) => `${error.localId}: ${error.message}`).join(', ')}`);
  }
}

/** Removes every Auth user that is not one of `kept` (the users that were there before); answers how many went. */
export async function deleteAuthUsersExcept(kept: ReadonlySet<string>): Promise<number> {
  const made = (await authUserIds()).filter((id) => !kept.has(id));
  await deleteAuthUsers(made);
  return made.length;
}
