import { FieldValue } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@bebek/common/model';
import { admin } from './stack';
import type { TestUser } from './users';

/**
 * The parent proves their sign-in address is theirs (issue 23: Firebase Auth's e-mail verification).
 * PLACEHOLDER until the verification flow lands: it records the outcome directly. The flow's own
 * tests replace this with the real path (the link from the e-mail at the sinks, applied through the api).
 */
export async function verifyEmail(user: TestUser): Promise<void> {
  await admin().db.collection(COLLECTIONS.users).doc(user.uid).update({ emailVerifiedAt: FieldValue.serverTimestamp() });
}
