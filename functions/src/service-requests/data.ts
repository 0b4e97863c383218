import { FieldValue, type DocumentSnapshot, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import type { InferType } from 'yup';
import type { serviceRequestSchema } from '@bebek/common/schemas/notifications';
import { COLLECTIONS, db } from '../lib/firestore';

/**
 * A parent's service requests, serviceRequests/{id} { userId, category, description, budget,
 * location, dateRange, status, response, createdAt, respondedAt, respondedBy }; an operator answers
 * them from the admin panel.
 */
/** A request as the parent sent it (validated against its schema). */
export type ServiceRequestInput = InferType<typeof serviceRequestSchema>;

const requests = () => db().collection(COLLECTIONS.serviceRequests);

export async function readRequestsOf(uid: string): Promise<QueryDocumentSnapshot[]> {
  const snapshot = await requests().where('userId', '==', uid).get();
  return snapshot.docs;
}

/** Stores a new pending request and answers it as stored (its createdAt is the server's). */
export async function createRequest(uid: string, input: ServiceRequestInput): Promise<DocumentSnapshot> {
  const ref = requests().doc();
  await ref.create({ ...input, userId: uid, status: 'pending', response: '', createdAt: FieldValue.serverTimestamp() });
  return ref.get();
}

export function readRequest(id: string): Promise<DocumentSnapshot> {
  return requests().doc(id).get();
}

/** An operator's answer: the request is answered, by whom and when. */
export async function saveResponse(id: string, response: string, adminUid: string): Promise<void> {
  await requests().doc(id).update({ status: 'answered', response, respondedAt: FieldValue.serverTimestamp(), respondedBy: adminUid });
}
