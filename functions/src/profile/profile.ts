import type { DocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import { DEFAULT_MAX_BIRTH_NOTIFICATION_CONTACTS, DEFAULT_MAX_GAME_PARTICIPANTS } from '@bebek/common/constants';
import type { Profile } from '@bebek/common/types';
import { DomainError } from '../lib/errors';
import { profilePhotoDataUrl, profilePhotoUrl } from '../photos/photos';
import { readProfile } from './data';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The profile as the API shows it to its owner (spec part 1 §3). */
export function toProfile(snapshot: DocumentSnapshot): Profile {
  const data = snapshot.data() ?? {};
  return {
    id: snapshot.id,
    fullName: text(data.fullName),
    email: text(data.email),
    phone: text(data.phone),
    profileImage: profilePhotoUrl(data, 'full'),
    gender: text(data.gender) as Profile['gender'],
    spouseName: text(data.spouseName),
    birthDate: text(data.birthDate),
    expectedBirthDate: text(data.expectedBirthDate),
    babyName: text(data.babyName),
    babyGender: text(data.babyGender) as Profile['babyGender'],
    babyBirthDate: text(data.babyBirthDate),
    hospital: text(data.hospital),
    doctor: text(data.doctor),
    babyInfoCompleted: data.babyInfoCompleted === true,
    maxBirthNotificationContacts: Number(data.maxBirthNotificationContacts ?? DEFAULT_MAX_BIRTH_NOTIFICATION_CONTACTS),
    maxGameParticipants: Number(data.maxGameParticipants ?? DEFAULT_MAX_GAME_PARTICIPANTS),
    pausedAt: data.pausedAt && typeof (data.pausedAt as Timestamp).toDate === 'function' ? (data.pausedAt as Timestamp).toDate().toISOString() : null,
    pendingEmail: text(data.pendingEmail),
    searchVisible: data.searchHidden !== true,
    // set only by the verification of the current address (and cleared when the address changes)
    emailVerified: Boolean(data.emailVerifiedAt),
  };
}

/** The profile as its owner reads it, the photo as a data URL (the spec's field). */
export async function loadProfile(uid: string): Promise<Profile> {
  const snapshot = await readProfile(uid);
  if (!snapshot.exists) throw new DomainError('not-found', 'Profil bulunamadı');
  return { ...toProfile(snapshot), profileImage: await profilePhotoDataUrl(snapshot.data(), 'full') };
}
