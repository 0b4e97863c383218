import type { Query, QueryDocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import { isDocumentId } from '@bebek/common/ids';
import { HttpError } from '../http/errors';
import { db } from '../lib/firestore';

/** One page of an admin table: newest first, cursor-paged, with the total for the pager. */
export interface Page<T> {
  rows: T[];
  total: number;
  nextCursor: string | null;
}

const DEFAULT_PAGE = 25;
const MAX_PAGE = 100;

export function pageSize(raw: unknown): number {
  const size = Number(raw ?? DEFAULT_PAGE);
  return Number.isInteger(size) && size >= 1 ? Math.min(size, MAX_PAGE) : DEFAULT_PAGE;
}

export function iso(value: unknown): string | null {
  return value && typeof (value as Timestamp).toDate === 'function' ? (value as Timestamp).toDate().toISOString() : null;
}

export async function listPage<T>(
  collection: string,
  filtered: Query,
  query: { cursor?: unknown; pageSize?: unknown },
  map: (doc: QueryDocumentSnapshot) => T,
): Promise<Page<T>> {
  const size = pageSize(query.pageSize);
  let page = filtered.orderBy('createdAt', 'desc').limit(size + 1);
  if (query.cursor !== undefined && query.cursor !== '') {
    if (!isDocumentId(query.cursor)) throw new HttpError(400, 'Geçersiz sayfa');
    const last = await db().collection(collection).doc(query.cursor).get();
    if (!last.exists) throw new HttpError(400, 'Geçersiz sayfa');
    page = page.startAfter(last);
  }
  const [snapshot, total] = await Promise.all([page.get(), filtered.count().get()]);
  const docs = snapshot.docs.slice(0, size);
  return { rows: docs.map(map), total: total.data().count, nextCursor: snapshot.docs.length > size ? (docs[docs.length - 1]?.id ?? null) : null };
}
