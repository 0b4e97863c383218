import { FieldValue } from 'firebase-admin/firestore';
import type { ContactInput } from '@bebek/common/schemas/profile';
import { COLLECTIONS, db } from '../lib/firestore';

/** Stores a message of the contact form for the operators' inbox (`contactMessages`), pending until they answer. */
export async function saveContactMessage(message: ContactInput, userId: string | null): Promise<void> {
  await db()
    .collection(COLLECTIONS.contactMessages)
    .add({ ...message, userId, status: 'pending', response: '', createdAt: FieldValue.serverTimestamp() });
}
