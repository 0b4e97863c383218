import { FieldValue, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { newToken } from '@bebek/common/tokens';
import { COLLECTIONS, db } from '../lib/firestore';

/** The photos' bytes, one document of `photos` per photo (both sizes), apart from the user's profile (ADR 0019). */
const photos = () => db().collection(COLLECTIONS.photos);

export interface EncodedPhoto {
  full: Buffer;
  thumb: Buffer;
}

/** Stores a new photo for the user in the transaction; the previous one, if any, is deleted with it. Returns the new id. */
export function storePhoto(tx: Transaction, userId: string, photo: EncodedPhoto, previousId: string | undefined): string {
  const id = newToken();
  tx.create(photos().doc(id), { userId, full: photo.full, thumb: photo.thumb, contentType: 'image/webp', createdAt: FieldValue.serverTimestamp() });
  if (previousId) tx.delete(photos().doc(previousId));
  return id;
}

/** Deletes a photo in the transaction that removes it from the profile. */
export function deletePhoto(tx: Transaction, id: string): void {
  tx.delete(photos().doc(id));
}

/** The photo stored under that id, or a snapshot that does not exist. */
export function readPhoto(id: string): Promise<DocumentSnapshot> {
  return photos().doc(id).get();
}
