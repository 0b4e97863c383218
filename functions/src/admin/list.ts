import type { QueryDocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import { isDocumentId } from '@bebek/common/ids';
import { DomainError } from '../lib/errors';
import * as data from './data';

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

/**
 * A page and the total, read together (`anyOf`: alternatives the rows must match one of, data.ts's readPage). After a cursor, one row more than the page is read to know
 * whether another page follows; the first page needs no such row, since the total it is read with
 * says so (a row added or removed between the two reads at most shows an empty next page).
 */
export async function listPage<T>(
  collection: string,
  filters: data.Filters,
  query: { cursor?: unknown; pageSize?: unknown },
  map: (doc: QueryDocumentSnapshot) => T,
  anyOf: data.Filters[] = [],
): Promise<Page<T>> {
  const size = pageSize(query.pageSize);
  const hasCursor = query.cursor !== undefined && query.cursor !== '';
  if (hasCursor && !isDocumentId(query.cursor)) throw new DomainError('invalid', 'Geçersiz sayfa');
  const read = await data.readPage(
    collection,
    filters,
    { limit: hasCursor ? size + 1 : size, cursor: hasCursor ? (query.cursor as string) : undefined },
    anyOf,
  );
  if (!read) throw new DomainError('invalid', 'Geçersiz sayfa');
  const docs = read.docs.slice(0, size);
  const more = hasCursor ? read.docs.length > size : docs.length === size && read.total > size;
  return { rows: docs.map(map), total: read.total, nextCursor: more ? (docs[docs.length - 1]?.id ?? null) : null };
}
