import { FieldValue, type DocumentSnapshot, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { COLLECTIONS, db } from '../lib/firestore';
import { userRef } from '../profile/data';

/**
 * The only module of the prenatal care calendar (issue 18) that touches Firestore: the visits a
 * parent marked done live under their profile, per pregnancy (a new pregnancy after a pause starts
 * empty): users/{uid}/careVisits/p{n}-{entryId} { userId, pregnancy, entryId, doneDate, note, updatedAt };
 * the reminder choice is on the profile: careReminders { email, push }, careRemindersOn.
 */
const careVisitsOf = (uid: string) => userRef(uid).collection(COLLECTIONS.careVisits);

/** Which pregnancy of the parent's is the current one (the care calendar's marks and the baby's data are per pregnancy). */
export const pregnancyNumberOf = (profile: DocumentSnapshot) => Number(profile.get('pregnancyNumber') ?? 1);

const markId = (pregnancy: number, entryId: string) => `p${pregnancy}-${entryId}`;

/** The marks of the parent's pregnancy `pregnancy`, by entry id. */
export async function readDoneMarks(uid: string, pregnancy: number): Promise<Map<string, { date: string; note: string }>> {
  const snapshot = await careVisitsOf(uid).where('pregnancy', '==', pregnancy).get();
  return new Map(snapshot.docs.map((doc) => [String(doc.get('entryId')), { date: String(doc.get('doneDate') ?? ''), note: String(doc.get('note') ?? '') }]));
}

export async function writeDoneMark(uid: string, pregnancy: number, entryId: string, mark: { doneDate: string; note: string }): Promise<void> {
  await careVisitsOf(uid)
    .doc(markId(pregnancy, entryId))
    .set({ userId: uid, pregnancy, entryId, doneDate: mark.doneDate, note: mark.note, updatedAt: FieldValue.serverTimestamp() });
}

export async function deleteDoneMark(uid: string, pregnancy: number, entryId: string): Promise<void> {
  await careVisitsOf(uid).doc(markId(pregnancy, entryId)).delete();
}

export async function writeCareReminders(uid: string, reminders: { email: boolean; push: boolean }): Promise<void> {
  await userRef(uid).update({ careReminders: reminders, careRemindersOn: reminders.email || reminders.push });
}

/** Parents who opted in to care reminders, with only the fields a reminder needs (a profile also holds its photo). */
export async function parentsWithCareReminders(): Promise<QueryDocumentSnapshot[]> {
  const parents = await db()
    .collection(COLLECTIONS.users)
    .where('careRemindersOn', '==', true)
    .select('expectedBirthDate', 'pausedAt', 'pregnancyNumber', 'careReminders', 'email', 'fullName')
    .get();
  return parents.docs;
}
