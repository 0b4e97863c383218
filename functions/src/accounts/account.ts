import { getAuth } from 'firebase-admin/auth';
import { DEFAULT_MAX_BIRTH_NOTIFICATION_CONTACTS, DEFAULT_MAX_GAME_PARTICIPANTS } from '@bebek/common/constants';
import { catalogueCopy, CHECKLIST_CATALOGUE } from '@bebek/common/content/checklist-catalogue';
import { phoneSearchKey, searchKeys } from '@bebek/common/search';
import { foldEmail } from '@bebek/common/text';
import type { RegisterInput } from '@bebek/common/schemas/auth';
import { ACCOUNT_DELETED_ACTION } from '@bebek/common/schemas/admin-messages';
import { DomainError } from '../lib/errors';
import { verifyPassword } from '../lib/identity';
import { createProfile, deleteDeletionRecord, deleteProfile, dueDeletions, markDeletion, recordDeletion } from './data';
import { deletionId, eraseEverywhere, personOf, REDACTED_PERSON, type Person } from './sweeps';

function profileGender(gender: string): 'kadın' | 'erkek' | '' {
  if (gender === 'female' || gender === 'kadın') return 'kadın';
  if (gender === 'male' || gender === 'erkek') return 'erkek';
  return '';
}

/**
 * Register: the Auth user, then the profile and its own copy of the checklist in one atomic
 * batch. If the batch fails the Auth user is deleted again, so there is never half an account.
 */
export async function createAccount(input: RegisterInput): Promise<string> {
  const email = foldEmail(input.email);
  let uid: string;
  try {
    uid = (await getAuth().createUser({ email, password: input.password, displayName: input.fullName })).uid;
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'auth/email-already-exists') throw new DomainError('conflict', 'Bu e-posta adresiyle kayıtlı bir hesap zaten var.');
    if (code === 'auth/invalid-password') throw new DomainError('invalid', 'Şifre en az 6 karakter olmalıdır');
    if (code === 'auth/invalid-email') throw new DomainError('invalid', 'Geçerli bir email adresi giriniz');
    throw error;
  }
  try {
    const profile = {
      fullName: input.fullName,
      email,
      phone: input.phone,
      photoId: '',
      gender: profileGender(input.gender),
      spouseName: '',
      birthDate: input.birthDate,
      expectedBirthDate: '',
      babyName: '',
      babyGender: '',
      babyBirthDate: '',
      hospital: '',
      doctor: '',
      babyInfoCompleted: false,
      maxBirthNotificationContacts: DEFAULT_MAX_BIRTH_NOTIFICATION_CONTACTS,
      maxGameParticipants: DEFAULT_MAX_GAME_PARTICIPANTS,
      searchKeys: searchKeys(input.fullName, '', email),
      phoneKey: phoneSearchKey(input.phone ?? ''),
    };
    // the consent's time and policy, the account's creation and her first activity are data.ts's
    await createProfile(uid, profile, Boolean(input.healthDataConsent), CHECKLIST_CATALOGUE.map(catalogueCopy));
  } catch (error) {
    await getAuth()
      .deleteUser(uid)
      .catch(() => undefined);
    throw error;
  }
  return uid;
}

/** How long after a deletion its sweeps run again (answers and deliveries that were in flight have landed by then). */
export const RESWEEP_AFTER_MS = 10 * 60_000;

/**
 * Deletes an account and everything stored about its person, wherever it lives (accounts/sweeps.ts),
 * in three steps (ADR 0019):
 * 1. mark: the profile gets `deletionRequestedAt` and a new session version in one write, so every
 *    token and browser of the account is refused from the next request on, the search and public
 *    pages stop showing it, and nothing new can be written for it; a deletion record keeps the uid
 *    and the addresses until the last sweep (the only thing kept, and only that long);
 * 2. sweep: every sweep's documents are deleted (audit entries redacted), the profile and the
 *    Auth user last;
 * 3. sweep again later (`sweepPendingDeletions`, a scheduled function): whatever was in flight
 *    during step 2 (an answer being written, an e-mail being delivered and logged) is gone too, and
 *    then the deletion record itself.
 */
export async function deleteAccount(uid: string): Promise<void> {
  const authUser = await getAuth()
    .getUser(uid)
    .catch(() => undefined);
  const person = await personOf(uid, authUser?.email ? [authUser.email] : []);
  await markDeletion(deletionId(uid), person, Date.now() + RESWEEP_AFTER_MS);
  await sweepAccount(person);
  // what the operators' records keep of it: that an account was deleted, and when; nothing about whose (ADR 0030)
  await recordDeletion({
    adminId: '',
    adminUsername: '',
    adminRole: '',
    action: ACCOUNT_DELETED_ACTION,
    targetType: 'user',
    targetId: REDACTED_PERSON,
    details: {},
  });
}

async function sweepAccount(person: Person): Promise<void> {
  await eraseEverywhere(person);
  await deleteProfile(person.uid);
  await getAuth()
    .deleteUser(person.uid)
    .catch((error: { code?: string }) => {
      if (error.code !== 'auth/user-not-found') throw error;
    });
}

/** The scheduled second sweep of every deletion that is due, then its record; `now` is a parameter so tests can run it early. */
export async function sweepPendingDeletions(now = Date.now()): Promise<number> {
  const due = await dueDeletions(now, 50);
  for (const record of due) {
    await sweepAccount({
      uid: String(record.get('uid')),
      emails: (record.get('emails') as string[] | undefined) ?? [],
      verifiedEmails: (record.get('verifiedEmails') as string[] | undefined) ?? [],
    });
    await deleteDeletionRecord(record.id);
  }
  return due.length;
}

/** The owner's own deletion: only with the account's password (a stolen session alone cannot delete it). */
export async function deleteOwnAccount(uid: string, email: string, password: string): Promise<void> {
  if ((await verifyPassword(email, password)) !== uid) throw new DomainError('forbidden', 'Şifre hatalı. Hesabınız silinmedi.');
  await deleteAccount(uid);
}
