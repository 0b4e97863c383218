import { FieldPath, type DocumentSnapshot, type Firestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@bebek/common/model';

/**
 * Every profile, a page at a time in document-id order: what the migrations walk. A page starts
 * after the last id of the one before, so profiles created or changed meanwhile do not shift it.
 */
export async function* userPages(db: Firestore, pageSize: number): AsyncGenerator<QueryDocumentSnapshot[]> {
  let last: DocumentSnapshot | undefined;
  for (;;) {
    let page = db.collection(COLLECTIONS.users).orderBy(FieldPath.documentId()).limit(pageSize);
    if (last) page = page.startAfter(last);
    const snapshot = await page.get();
    if (snapshot.empty) return;
    yield snapshot.docs;
    last = snapshot.docs[snapshot.docs.length - 1];
  }
}
