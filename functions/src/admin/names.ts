import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { isDocumentId } from '@bebek/common/ids';
import { COLLECTIONS } from '@bebek/common/model';
import { rankMatches, type OperatorSearch } from '@bebek/common/search';
import type { AdminParentMatch, LogSearchMatch } from '@bebek/common/types';
import { REDACTED_PERSON } from '../accounts/sweeps';
import * as data from './data';

/**
 * The operator's panel names people and records (ADR 0054): the parents an operator's search means,
 * the parent of each logged message, and the operator and the record of each audit entry. Names
 * are read when a page is, in one or two round trips for the whole page, from the records as they
 * are now: a renamed parent shows her new name, and a record deleted (with its person's account,
 * ADR 0019) shows as deleted, never by a name kept from before.
 */

/** Parents a search names at most: the `in` of the logs' query takes them with room to spare (Firestore's 30). */
export const PARENT_MATCHES = 10;
/** Profiles read for a name, among which the matches are ranked (every word must match, the Turkish spelling first). */
const NAME_CANDIDATES = 20;

const text = (doc: DocumentSnapshot, field: string) => String(doc.get(field) ?? '');
const parentOf = (doc: DocumentSnapshot): AdminParentMatch => ({ id: doc.id, fullName: text(doc, 'fullName'), email: text(doc, 'email') });
const NOTHING: LogSearchMatch = { parents: [], more: false };

/**
 * The parents a search means: the account of an e-mail address (its search key is the whole
 * address), the accounts of a phone number (`phoneKey`), or the accounts whose names hold every
 * word of a name (looked up by its longest word, ranked). Reads at most 11 profiles (21 for a name).
 */
export async function parentsMatching(search: OperatorSearch): Promise<LogSearchMatch> {
  if (search.kind === 'none') return NOTHING;
  if (search.kind === 'name') {
    const candidates = await data.readParentsWhere('searchKeys', 'array-contains', search.key, NAME_CANDIDATES);
    const ranked = rankMatches(
      search.query,
      candidates.map((doc) => ({ doc, fullName: text(doc, 'fullName'), spouseName: text(doc, 'spouseName'), email: text(doc, 'email') })),
      PARENT_MATCHES + 1,
    );
    return {
      parents: ranked.slice(0, PARENT_MATCHES).map((match) => parentOf(match.doc)),
      more: ranked.length > PARENT_MATCHES || candidates.length === NAME_CANDIDATES,
    };
  }
  const found =
    search.kind === 'email'
      ? await data.readParentsWhere('searchKeys', 'array-contains', search.email, PARENT_MATCHES + 1)
      : await data.readParentsWhere('phoneKey', '==', search.phone, PARENT_MATCHES + 1);
  return { parents: found.slice(0, PARENT_MATCHES).map(parentOf), more: found.length > PARENT_MATCHES };
}

/** Each row's parent by its `userId`: those the search found are known already, the others are read together. */
export async function withParents<Row extends { userId: string }>(
  rows: Row[],
  known: AdminParentMatch[],
): Promise<Array<Omit<Row, 'userId'> & { parentId: string; parentName: string; parentEmail: string }>> {
  const parents = new Map(known.map((parent) => [parent.id, parent]));
  const missing = [...new Set(rows.map((row) => row.userId))].filter((id) => id && isDocumentId(id) && !parents.has(id));
  for (const doc of await data.readDocuments(missing.map((id) => ({ collection: COLLECTIONS.users, id })))) if (doc.exists) parents.set(doc.id, parentOf(doc));
  return rows.map(({ userId, ...row }) => {
    const parent = parents.get(userId);
    return { ...row, parentId: parent ? userId : '', parentName: parent?.fullName ?? '', parentEmail: parent?.email ?? '' };
  });
}

// ---- the audit log

/** Where an audit entry's record lives, by its kind (AUDIT_TARGET_LABELS); an 'email' target is named by its address, its id. */
const TARGET_COLLECTIONS: Record<string, string> = {
  user: COLLECTIONS.users,
  adminUser: COLLECTIONS.adminUsers,
  serviceRequest: COLLECTIONS.serviceRequests,
  contactMessage: COLLECTIONS.contactMessages,
  outbox: COLLECTIONS.outbox,
  game: COLLECTIONS.games,
};
const CHANNEL_LABELS: Record<string, string> = { sms: 'SMS', email: 'E-posta', push: 'Push' };
/** A record of some other kind that no longer exists (a person's account deleted is REDACTED_PERSON, 'silinmiş hesap'). */
export const DELETED_RECORD = 'silinmiş kayıt';

interface AuditTarget {
  adminId: string;
  targetType: string;
  targetId: string;
}

const pathOf = (collection: string, id: string) => `${collection}/${id}`;
const named = (...parts: string[]) =>
  parts
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' · ');

/**
 * The operator's name and the record's of each entry: the operators and the records in one read,
 * then the parents the requests and messages belong to in another (nothing read for a page without them).
 */
export async function auditNames(entries: AuditTarget[]): Promise<Array<{ adminName: string; targetName: string; targetGone: boolean }>> {
  const wanted = new Map<string, { collection: string; id: string }>();
  const want = (collection: string | undefined, id: string) => {
    if (collection && id && isDocumentId(id)) wanted.set(pathOf(collection, id), { collection, id });
  };
  for (const entry of entries) {
    want(COLLECTIONS.adminUsers, entry.adminId);
    if (entry.targetId !== REDACTED_PERSON) want(TARGET_COLLECTIONS[entry.targetType], entry.targetId);
  }
  const docs = new Map((await data.readDocuments([...wanted.values()])).map((doc) => [doc.ref.path, doc]));
  // the parents of the requests and the messages, in a second read
  const owners = new Map<string, { collection: string; id: string }>();
  for (const doc of docs.values()) {
    if (!doc.exists) continue;
    const owner =
      doc.ref.parent.id === COLLECTIONS.serviceRequests ? text(doc, 'userId') : doc.ref.parent.id === COLLECTIONS.outbox ? text(doc, 'context.userId') : '';
    if (owner && isDocumentId(owner) && !docs.has(pathOf(COLLECTIONS.users, owner))) owners.set(owner, { collection: COLLECTIONS.users, id: owner });
  }
  for (const doc of await data.readDocuments([...owners.values()])) docs.set(doc.ref.path, doc);
  const ownerName = (uid: string) => {
    const owner = uid ? docs.get(pathOf(COLLECTIONS.users, uid)) : undefined;
    return owner?.exists ? text(owner, 'fullName') : '';
  };

  return entries.map((entry) => {
    const actor = docs.get(pathOf(COLLECTIONS.adminUsers, entry.adminId));
    const adminName = actor?.exists ? text(actor, 'fullName') : '';
    const collection = TARGET_COLLECTIONS[entry.targetType];
    if (entry.targetId === REDACTED_PERSON) return { adminName, targetName: REDACTED_PERSON, targetGone: true };
    if (!collection) return { adminName, targetName: '', targetGone: false };
    const target = docs.get(pathOf(collection, entry.targetId));
    if (!target?.exists) return { adminName, targetName: entry.targetType === 'user' ? REDACTED_PERSON : DELETED_RECORD, targetGone: true };
    return { adminName, targetName: recordName(entry.targetType, target, ownerName), targetGone: false };
  });
}

/** A record as the audit log names it. */
function recordName(type: string, doc: DocumentSnapshot, ownerName: (uid: string) => string): string {
  switch (type) {
    case 'user':
      return named(text(doc, 'fullName'), text(doc, 'email'));
    case 'adminUser':
      return `${text(doc, 'fullName')} (${text(doc, 'username')})`;
    case 'serviceRequest':
      return named(text(doc, 'category'), ownerName(text(doc, 'userId')));
    case 'contactMessage':
      return named(`${text(doc, 'firstName')} ${text(doc, 'lastName')}`, text(doc, 'subject'));
    case 'outbox':
      return named(CHANNEL_LABELS[text(doc, 'channel')] ?? text(doc, 'channel'), text(doc, 'to.name'), ownerName(text(doc, 'context.userId')));
    default:
      return text(doc, 'title');
  }
}
