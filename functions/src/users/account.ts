import { getAuth } from 'firebase-admin/auth';
import { FieldValue, type DocumentReference } from 'firebase-admin/firestore';
import { DEFAULT_MAX_BIRTH_NOTIFICATION_CONTACTS, DEFAULT_MAX_GAME_PARTICIPANTS, PRIVACY_POLICY_VERSION } from '@bebek/common/constants';
import { CHECKLIST_CATALOGUE } from '@bebek/common/content/checklist-catalogue';
import { searchKeys } from '@bebek/common/search';
import { foldEmail } from '@bebek/common/text';
import type { RegisterInput } from '@bebek/common/schemas/auth';
import { COLLECTIONS, db } from '../lib/firestore';
import { HttpError } from '../http/errors';
import { userRef } from './profile';

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
    if (code === 'auth/email-already-exists') throw new HttpError(409, 'Bu email adresiyle kayıtlı bir hesap zaten var.');
    if (code === 'auth/invalid-password') throw new HttpError(400, 'Şifre en az 6 karakter olmalıdır');
    if (code === 'auth/invalid-email') throw new HttpError(400, 'Geçerli bir email adresi giriniz');
    throw error;
  }
  try {
    const batch = db().batch();
    const profile = userRef(uid);
    batch.create(profile, {
      fullName: input.fullName,
      email,
      phone: input.phone,
      profileImage: '',
      gender: profileGender(input.gender),
      spouseName: '',
      birthDate: input.birthDate,
      expectedBirthDate: '',
      babyName: '',
      babyGender: '',
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
    });
    for (const item of CHECKLIST_CATALOGUE) {
      // Each copy gets its own random id: an item id of one parent means nothing in another's list.
      batch.create(profile.collection(COLLECTIONS.checklistItems).doc(), {
        catalogueId: item.id,
        name: item.name,
        category: item.category,
        type: item.type,
        checked: false,
        checkedAt: null,
      });
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

async function deleteAll(refs: DocumentReference[]): Promise<void> {
  for (let start = 0; start < refs.length; start += 400) {
    const batch = db().batch();
    for (const ref of refs.slice(start, start + 400)) batch.delete(ref);
    await batch.commit();
  }
}

async function ownedBy(collection: string, uid: string): Promise<DocumentReference[]> {
  return (await db().collection(collection).where('userId', '==', uid).get()).docs.map((doc) => doc.ref);
}

/**
 * Deletes everything the user owns, and nothing of anyone else's: checklist and its shares,
 * games with their participants, notifications and their delivery logs, requests, messages,
 * device tokens, the profile and the Auth user. Their public links answer 'not found' afterwards.
 */
export async function deleteAccount(uid: string): Promise<void> {
  const profile = userRef(uid);
  const refs: DocumentReference[] = [];
  refs.push(...(await profile.collection(COLLECTIONS.checklistItems).listDocuments()));
  // relatives' claims on the parent's list (their names and notes) and the care calendar's marks
  refs.push(...(await profile.collection(COLLECTIONS.checklistClaims).listDocuments()));
  refs.push(...(await profile.collection(COLLECTIONS.careVisits).listDocuments()));
  refs.push(...(await ownedBy(COLLECTIONS.checklistShares, uid)));
  for (const game of await ownedBy(COLLECTIONS.games, uid)) {
    refs.push(...(await game.collection(COLLECTIONS.participants).listDocuments()));
    refs.push(...(await game.collection(COLLECTIONS.slots).listDocuments()));
    refs.push(game);
  }
  const owned = [
    COLLECTIONS.birthNotifications,
    COLLECTIONS.serviceRequests,
    COLLECTIONS.contactMessages,
    COLLECTIONS.expoTokens,
    COLLECTIONS.passwordResets,
    // the delivery logs hold the names and numbers the parent entered for their loved ones
    COLLECTIONS.smsLogs,
    COLLECTIONS.emailLogs,
    COLLECTIONS.pushLogs,
  ];
  for (const collection of owned) refs.push(...(await ownedBy(collection, uid)));
  refs.push(...(await db().collection(COLLECTIONS.outbox).where('context.userId', '==', uid).get()).docs.map((doc) => doc.ref));
  // its signed-in browsers: the session records hold the account id
  refs.push(...(await db().collection(COLLECTIONS.sessions).where('uid', '==', uid).get()).docs.map((doc) => doc.ref));
  await deleteAll(refs);
  await profile.delete();
  await getAuth()
    .deleteUser(uid)
    .catch((error: { code?: string }) => {
      if (error.code !== 'auth/user-not-found') throw error;
    });
}
