import { getAuth } from 'firebase-admin/auth';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { DEFAULT_MAX_BIRTH_NOTIFICATION_CONTACTS, DEFAULT_MAX_GAME_PARTICIPANTS, PRIVACY_POLICY_VERSION } from '@bebek/common/constants';
import { catalogueCopy, CHECKLIST_CATALOGUE } from '@bebek/common/content/checklist-catalogue';
import { searchKeys } from '@bebek/common/search';
import { foldEmail } from '@bebek/common/text';
import type { RegisterInput } from '@bebek/common/schemas/auth';
import { ACCOUNT_DELETED_ACTION } from '@bebek/common/schemas/admin-messages';
import { COLLECTIONS, db } from '../lib/firestore';
import { DomainError } from '../lib/errors';
import { userRef } from '../profile/data';
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
    const batch = db().batch();
    const profile = userRef(uid);
    batch.create(profile, {
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
      // KVKK: when and to which policy the parent gave explicit consent for health-related data.
      healthDataConsentAt: input.healthDataConsent ? FieldValue.serverTimestamp() : null,
      privacyPolicyVersion: input.healthDataConsent ? PRIVACY_POLICY_VERSION : null,
      createdAt: FieldValue.serverTimestamp(),
      // registering signs her in: her first activity (ADR 0030)
      lastActiveAt: FieldValue.serverTimestamp(),
    });
    for (const item of CHECKLIST_CATALOGUE) {
      // Each copy gets its own random id: an item id of one parent means nothing in another's list.
      batch.create(profile.collection(COLLECTIONS.checklistItems).doc(), catalogueCopy(item));
    }
    await batch.commit();
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

const deletions = () => db().collection(COLLECTIONS.accountDeletions);

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
  const batch = db().batch();
  batch.update(userRef(uid), { deletionRequestedAt: FieldValue.serverTimestamp(), sessionVersion: FieldValue.increment(1), searchHidden: true });
  batch.set(deletions().doc(deletionId(uid)), {
    uid,
    emails: person.emails,
    verifiedEmails: person.verifiedEmails,
    requestedAt: FieldValue.serverTimestamp(),
    sweepAgainAt: Timestamp.fromMillis(Date.now() + RESWEEP_AFTER_MS),
  });
  await batch.commit();
  await sweepAccount(person);
  // what the operators' records keep of it: that an account was deleted, and when; nothing about whose (ADR 0030)
  const record = db().batch();
  record.create(db().collection(COLLECTIONS.auditLog).doc(), {
    adminId: '',
    adminUsername: '',
    adminRole: '',
    action: ACCOUNT_DELETED_ACTION,
    targetType: 'user',
    targetId: REDACTED_PERSON,
    details: {},
    createdAt: FieldValue.serverTimestamp(),
  });
  // the user list's count, with the entry it counts (one commit): a blind increment, as deletions are rare and nothing waits on it
  record.set(deletedAccountsRef(), { total: FieldValue.increment(1), lastDeletedAt: FieldValue.serverTimestamp() }, { merge: true });
  await record.commit();
}

/**
 * How many accounts their owners deleted and when the last one was, as the operators' user list
 * shows it (one read instead of counting the audit entries on every page): kept by each deletion in
 * the commit of its audit entry; `scripts/migrate-deleted-accounts.ts` counts the entries left from
 * before it.
 */
export const deletedAccountsRef = () => db().collection(COLLECTIONS.stats).doc('deletedAccounts');

async function sweepAccount(person: Person): Promise<void> {
  await eraseEverywhere(person);
  await userRef(person.uid).delete();
  await getAuth()
    .deleteUser(person.uid)
    .catch((error: { code?: string }) => {
      if (error.code !== 'auth/user-not-found') throw error;
    });
}

/** The scheduled second sweep of every deletion that is due, then its record; `now` is a parameter so tests can run it early. */
export async function sweepPendingDeletions(now = Date.now()): Promise<number> {
  const due = await deletions().where('sweepAgainAt', '<=', Timestamp.fromMillis(now)).limit(50).get();
  for (const record of due.docs) {
    await sweepAccount({
      uid: String(record.get('uid')),
      emails: (record.get('emails') as string[] | undefined) ?? [],
      verifiedEmails: (record.get('verifiedEmails') as string[] | undefined) ?? [],
    });
    await record.ref.delete();
  }
  return due.size;
}
