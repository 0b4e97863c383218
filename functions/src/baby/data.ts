import { FieldValue, GrpcStatus, Timestamp, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import type { StoredGrowthEntry } from '@bebek/common/growth/entries';
import { COLLECTIONS, db, failedWith } from '../lib/firestore';
import { userRef } from '../profile/data';

/**
 * The only file of the baby's first year (issue 25, ADR 0032) that touches Firestore. Growth
 * entries and vaccine marks live under the parent's profile, per pregnancy as the care calendar's
 * marks do (a new pregnancy after a pause starts empty, the earlier baby's data kept as history):
 *   users/{uid}/growth/p{n}-m{k}     { pregnancy, measuredOn, weightKg, lengthCm, headCm, note, createdAt }
 *   users/{uid}/vaccines/p{n}-{dose} { pregnancy, doseId, givenOn, note, updatedAt }
 * and the reminder choice on the profile: vaccineReminders { email, push }, vaccineRemindersOn.
 */
const growthOf = (uid: string) => userRef(uid).collection(COLLECTIONS.growth);
const vaccinesOf = (uid: string) => userRef(uid).collection(COLLECTIONS.vaccines);

/** The growth entry's fields, as stored. */
export interface GrowthFields {
  measuredOn: string;
  weightKg: number | null;
  lengthCm: number | null;
  headCm: number | null;
  note: string;
}

const millis = (value: unknown) => (value instanceof Timestamp ? value.toMillis() : 0);
const numberOrNull = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

function storedEntry(doc: QueryDocumentSnapshot): StoredGrowthEntry {
  return {
    id: doc.id,
    measuredOn: String(doc.get('measuredOn') ?? ''),
    weightKg: numberOrNull(doc.get('weightKg')),
    lengthCm: numberOrNull(doc.get('lengthCm')),
    headCm: numberOrNull(doc.get('headCm')),
    note: String(doc.get('note') ?? ''),
  };
}

/**
 * The growth entries of the parent's baby of `pregnancy`, in the order they were added (the
 * percentile mapping orders them by day, keeping this order within a day). Also the public baby
 * page's read (the share, issue 25).
 */
export async function readGrowthEntries(uid: string, pregnancy: number): Promise<StoredGrowthEntry[]> {
  const snapshot = await growthOf(uid).where('pregnancy', '==', pregnancy).get();
  return [...snapshot.docs].sort((a, b) => millis(a.get('createdAt')) - millis(b.get('createdAt')) || a.id.localeCompare(b.id)).map(storedEntry);
}

/** Creates the entry under its id; false when that id is taken (another add took the slot first). */
export async function createGrowthEntry(uid: string, id: string, pregnancy: number, fields: GrowthFields, now: Date): Promise<boolean> {
  try {
    await growthOf(uid)
      .doc(id)
      .create({ pregnancy, ...fields, createdAt: Timestamp.fromDate(now) });
    return true;
  } catch (error) {
    if (failedWith(error, GrpcStatus.ALREADY_EXISTS)) return false;
    throw error;
  }
}

/** Replaces an entry's fields; false when there is no such entry (nothing is created). */
export async function updateGrowthEntry(uid: string, id: string, fields: GrowthFields): Promise<boolean> {
  try {
    await growthOf(uid)
      .doc(id)
      .update({ ...fields, updatedAt: FieldValue.serverTimestamp() });
    return true;
  } catch (error) {
    if (failedWith(error, GrpcStatus.NOT_FOUND)) return false;
    throw error;
  }
}

/** Deletes an entry; false when there was none. */
export async function deleteGrowthEntry(uid: string, id: string): Promise<boolean> {
  try {
    await growthOf(uid).doc(id).delete({ exists: true });
    return true;
  } catch (error) {
    if (failedWith(error, GrpcStatus.NOT_FOUND)) return false;
    throw error;
  }
}

const vaccineMarkId = (pregnancy: number, doseId: string) => `p${pregnancy}-${doseId}`;

/** The doses of the baby of `pregnancy` marked given, by the dose id each mark was stored under (common's currentMarks reads them by today's calendar). */
export async function readVaccineMarks(uid: string, pregnancy: number): Promise<Map<string, { date: string; note: string }>> {
  const snapshot = await vaccinesOf(uid).where('pregnancy', '==', pregnancy).get();
  return new Map(snapshot.docs.map((doc) => [String(doc.get('doseId')), { date: String(doc.get('givenOn') ?? ''), note: String(doc.get('note') ?? '') }]));
}

/**
 * Marks a dose given under its current id, and in the same commit deletes the marks stored under
 * the ids it had before (formerIds, ADR 0046), so that one mark is left.
 */
export async function writeVaccineMark(
  uid: string,
  pregnancy: number,
  doseId: string,
  mark: { givenOn: string; note: string },
  formerIds: readonly string[] = [],
): Promise<void> {
  const batch = db().batch();
  batch.set(vaccinesOf(uid).doc(vaccineMarkId(pregnancy, doseId)), {
    pregnancy,
    doseId,
    givenOn: mark.givenOn,
    note: mark.note,
    updatedAt: FieldValue.serverTimestamp(),
  });
  for (const formerId of formerIds) batch.delete(vaccinesOf(uid).doc(vaccineMarkId(pregnancy, formerId)));
  await batch.commit();
}

/** Deletes a dose's marks under every id it was stored under (its own and its former ones), in one commit. */
export async function deleteVaccineMarks(uid: string, pregnancy: number, doseIds: readonly string[]): Promise<void> {
  const batch = db().batch();
  for (const doseId of doseIds) batch.delete(vaccinesOf(uid).doc(vaccineMarkId(pregnancy, doseId)));
  await batch.commit();
}

export async function writeVaccineReminders(uid: string, reminders: { email: boolean; push: boolean }): Promise<void> {
  await userRef(uid).update({ vaccineReminders: reminders, vaccineRemindersOn: reminders.email || reminders.push });
}

/** The admin's user view: how many growth entries and vaccine marks the account holds (count() aggregations, no documents read). */
export async function babyDataCounts(uid: string): Promise<{ growthEntries: number; vaccinesMarked: number }> {
  const [growth, vaccines] = await Promise.all([growthOf(uid).count().get(), vaccinesOf(uid).count().get()]);
  return { growthEntries: growth.data().count, vaccinesMarked: vaccines.data().count };
}

/** Parents who opted in to vaccine reminders, with only the fields a reminder needs (a profile also holds its photo). */
export async function parentsWithVaccineReminders(): Promise<QueryDocumentSnapshot[]> {
  const snapshot = await db()
    .collection(COLLECTIONS.users)
    .where('vaccineRemindersOn', '==', true)
    .select('babyBirthDate', 'babyName', 'pausedAt', 'pregnancyNumber', 'vaccineReminders', 'email', 'fullName')
    .get();
  return snapshot.docs;
}
