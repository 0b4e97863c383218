import type { DocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import { DEFAULT_MAX_BIRTH_NOTIFICATION_CONTACTS, DEFAULT_MAX_GAME_PARTICIPANTS } from '@bebek/common/constants';
import { PHOTO_URL_PATTERN } from '@bebek/common/photos';
import { EMAIL_CHANGE } from '@bebek/common/schemas/messages';
import { newPregnancySchema, profileBabyGender, profileRequiredSchema, type BabyInfoInput, type ProfilePatchInput } from '@bebek/common/schemas/profile';
import { phoneSearchKey, searchKeys } from '@bebek/common/search';
import { foldEmail } from '@bebek/common/text';
import type { Profile } from '@bebek/common/types';
import { DomainError } from '../lib/errors';
import { validateBody } from '../lib/validate';
import { profilePhotoDataUrl, profilePhotoUrl, reencodePhoto } from '../photos/photos';
import { changeProfile as writeProfileChange, phoneProvenIn, readProfile, updateProfileFields } from './data';

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
    // the phone's code (ADR 0049): it stands while the profile's phone is the number proven
    phoneVerified: phoneProvenIn(data),
  };
}

/** The profile as its owner reads it, the photo as a data URL (the spec's field). */
export async function loadProfile(uid: string): Promise<Profile> {
  const snapshot = await readProfile(uid);
  if (!snapshot.exists) throw new DomainError('not-found', 'Profil bulunamadı');
  return { ...toProfile(snapshot), profileImage: await profilePhotoDataUrl(snapshot.data(), 'full') };
}

/**
 * The profile a change would leave must still have every required field (part 1 §5): a PATCH
 * that empties one, or that leaves one empty that was never filled in, is refused with the
 * spec's message for it.
 */
async function assertComplete(profile: Profile): Promise<void> {
  await validateBody(profileRequiredSchema, { fullName: profile.fullName, email: profile.email, gender: profile.gender, birthDate: profile.birthDate });
}

/** Whether the form sent back the photo the profile holds: its URL, or the data URL the profile answered. */
async function isCurrentPhoto(stored: Record<string, unknown> | undefined, profileImage: string): Promise<boolean> {
  if (PHOTO_URL_PATTERN.test(profileImage)) return true;
  return profileImage !== '' && profileImage === (await profilePhotoDataUrl(stored, 'full'));
}

/**
 * Changes only the fields sent (a partial body is a partial change); each obeys the edit form's
 * rule, and the resulting profile keeps its required fields. The search keys are rebuilt from the
 * resulting names, in the same transaction as the change, so a concurrent edit cannot leave them behind.
 * `current` and `stored` are the profile the session check read.
 */
export async function changeProfile(uid: string, current: Profile, stored: Record<string, unknown> | undefined, body: ProfilePatchInput): Promise<void> {
  const changes: ProfilePatchInput = { ...body, ...(body.email === undefined ? {} : { email: foldEmail(body.email) }) };
  // The sign-in address changes only through its own call, with the password and both addresses told (ADR 0016).
  if (changes.email !== undefined && changes.email !== foldEmail(current.email))
    throw new DomainError('invalid', EMAIL_CHANGE.useTheDialog, { email: EMAIL_CHANGE.useTheDialog });
  // The photo (ADR 0019): a new one arrives as a data URL and is re-encoded here, before anything is
  // written; the stored photo sent back unchanged (the data URL the profile answered, or its URL
  // from before) is no change; '' removes the photo.
  const { profileImage, searchVisible, ...fields } = changes;
  const keepsPhoto = profileImage !== undefined && (await isCurrentPhoto(stored, profileImage));
  const newPhoto = profileImage && !keepsPhoto ? await reencodePhoto(profileImage) : undefined;
  const removePhoto = profileImage === '';
  // A change of the photo or the privacy setting alone saves on its own; any other field keeps the profile complete.
  const onlyOwnFields = Object.keys(fields).length === 0;
  // a new expected date obeys the baby-info form's window (a stored one, sent back unchanged by the form, is left alone)
  if (changes.expectedBirthDate && changes.expectedBirthDate !== current.expectedBirthDate)
    await validateBody(newPregnancySchema, { expectedBirthDate: changes.expectedBirthDate });
  if (!onlyOwnFields) await assertComplete({ ...current, ...fields });
  await writeProfileChange(uid, async (snapshot) => {
    const merged = { ...toProfile(snapshot), ...fields };
    if (!onlyOwnFields) await assertComplete(merged);
    const write: Record<string, unknown> = { ...fields };
    if (!onlyOwnFields) write.searchKeys = searchKeys(merged.fullName, merged.spouseName, merged.email);
    // the operator's search finds her by the number she has now (ADR 0054)
    if (fields.phone !== undefined) write.phoneKey = phoneSearchKey(fields.phone);
    if (searchVisible !== undefined) write.searchHidden = !searchVisible;
    return { fields: write, newPhoto, removePhoto };
  });
}

/** The baby-info form (part 1 §5); `withBirthDate`: the form sent the baby's birth date (the spec's form does not). */
export async function saveBabyInfoOf(uid: string, info: BabyInfoInput, withBirthDate: boolean): Promise<void> {
  await updateProfileFields(uid, {
    expectedBirthDate: info.expectedBirthDate,
    babyName: info.babyName,
    babyGender: profileBabyGender(info.babyGender),
    hospital: info.hospital,
    doctor: info.doctor,
    ...(withBirthDate ? { babyBirthDate: info.babyBirthDate } : {}),
    babyInfoCompleted: true,
  });
}

/** Skipping the baby-info form lets the parent into the app. */
export async function skipBabyInfoOf(uid: string): Promise<void> {
  await updateProfileFields(uid, { babyInfoCompleted: true, babyInfoSkipped: true });
}
