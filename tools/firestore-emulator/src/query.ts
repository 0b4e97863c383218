/**
 * Structured queries over the store, following the semantics documented for
 * google.firestore.v1.StructuredQuery, for what this product's queries use: AND-ed filters
 * (==, in, array-contains, ranges), implicit ordering, cursors, limit, select and count().
 */
import { FirestoreError, Status } from './errors.js';
import { compareNames, formatFieldPath, isNameField } from './paths.js';
import type { DocumentStore, StoredDocument } from './store.js';
import { compareValues, getField, typeOrder, valuesEqual, type Value } from './values.js';

export type FieldOperator = '<' | '<=' | '>' | '>=' | '==' | 'in' | 'array-contains';

/** Only AND composites: the product's queries chain where() clauses and use no OR. */
export type Filter = { kind: 'field'; path: string[]; op: FieldOperator; value: Value } | { kind: 'composite'; op: 'AND'; filters: Filter[] };

export type FieldFilter = Extract<Filter, { kind: 'field' }>;

export interface Order {
  path: string[];
  direction: 'asc' | 'desc';
}

export interface Cursor {
  values: Value[];
  /** true: the position is just before these values (startAt / endBefore); false: just after. */
  before: boolean;
}

export interface Query {
  /** `projects/p/databases/d/documents` or a document name. */
  parent: string;
  /** The collection directly under `parent` (collection-group queries are not served). */
  collectionId: string;
  where?: Filter;
  orderBy: Order[];
  startAt?: Cursor;
  endAt?: Cursor;
  limit?: number;
  /** Field paths to return; undefined returns whole documents. */
  select?: string[][];
}

export type Aggregation = { alias: string; kind: 'count'; upTo?: number };

/** Firestore's documented query limits ("Usage and limits", https://firebase.google.com/docs/firestore/quotas#queries). */
export const QUERY_LIMITS = {
  /** `in` combines up to 30 equality clauses (https://firebase.google.com/docs/firestore/query-data/queries#in_not-in_and_array-contains-any). */
  inValues: 30,
  /** Range and inequality filters on at most 10 fields. */
  inequalityFields: 10,
  /** Filters + sort orders + 1 for a subcollection's parent document: at most 100. */
  clauses: 100,
};

/** A document's value for a path, where `__name__` is the document's own reference. */
function valueAt(document: StoredDocument, path: string[]): Value | undefined {
  return isNameField(path) ? { referenceValue: document.name } : getField(document.fields, path);
}

function matchesField(value: Value | undefined, op: FieldOperator, operand: Value): boolean {
  // Every operator only matches documents where the field exists.
  if (value === undefined) return false;
  switch (op) {
    case '==':
      return valuesEqual(value, operand);
    case '<':
    case '<=':
    case '>':
    case '>=': {
      // Range filters only match values of the operand's type (numbers match numbers, etc.).
      if (typeOrder(value) !== typeOrder(operand)) return false;
      const order = compareValues(value, operand);
      return op === '<' ? order < 0 : op === '<=' ? order <= 0 : op === '>' ? order > 0 : order >= 0;
    }
    case 'array-contains':
      return 'arrayValue' in value && value.arrayValue.values.some((element) => valuesEqual(element, operand));
    case 'in':
      return 'arrayValue' in operand && operand.arrayValue.values.some((candidate) => valuesEqual(value, candidate));
  }
}

/** The field filters of a filter tree (AND composites only). */
export function flattenFilters(filter: Filter | undefined): FieldFilter[] {
  if (!filter) return [];
  return filter.kind === 'composite' ? filter.filters.flatMap(flattenFilters) : [filter];
}

const RANGES = new Set<string>(['<', '<=', '>', '>=']);

/**
 * The order Firestore really uses: the explicit orderBy, then any range-filtered field not
 * already ordered (in field path order), then `__name__` in the direction of the last order.
 */
export function effectiveOrder(query: Query): Order[] {
  const orders = [...query.orderBy];
  const ordered = new Set(orders.map((order) => formatFieldPath(order.path)));
  const inequalities = new Map<string, string[]>();
  for (const filter of flattenFilters(query.where)) if (RANGES.has(filter.op)) inequalities.set(formatFieldPath(filter.path), filter.path);
  for (const [key, path] of [...inequalities.entries()].filter(([key]) => !ordered.has(key)).sort(([a], [b]) => (a < b ? -1 : 1))) {
    orders.push({ path, direction: 'asc' });
    ordered.add(key);
  }
  if (!ordered.has('__name__')) orders.push({ path: ['__name__'], direction: orders[orders.length - 1]?.direction ?? 'asc' });
  return orders;
}

/** Refuses what production refuses before looking at any index: the documented query limits. */
export function checkQueryLimits(query: Query): void {
  const filters = flattenFilters(query.where);
  for (const filter of filters) {
    if (filter.op !== 'in') continue;
    const count = 'arrayValue' in filter.value ? filter.value.arrayValue.values.length : 0;
    if (count === 0) throw new FirestoreError(Status.INVALID_ARGUMENT, "A filter with 'in' needs a non-empty array of values.");
    if (count > QUERY_LIMITS.inValues) {
      throw new FirestoreError(
        Status.INVALID_ARGUMENT,
        `'in' filters support a maximum of ${QUERY_LIMITS.inValues} elements in the value array; ${formatFieldPath(filter.path)} has ${count}.`,
      );
    }
  }
  const inequalities = new Set(filters.filter((filter) => RANGES.has(filter.op)).map((filter) => formatFieldPath(filter.path)));
  if (inequalities.size > QUERY_LIMITS.inequalityFields) {
    throw new FirestoreError(Status.INVALID_ARGUMENT, `A query can have range or inequality filters on at most ${QUERY_LIMITS.inequalityFields} fields.`);
  }
  const parentDocument = query.parent.endsWith('/documents') ? 0 : 1;
  const clauses = filters.length + query.orderBy.length + parentDocument;
  if (clauses > QUERY_LIMITS.clauses) {
    throw new FirestoreError(
      Status.INVALID_ARGUMENT,
      `The sum of filters, sort orders and parent document path in a query cannot exceed ${QUERY_LIMITS.clauses} (this one has ${clauses}).`,
    );
  }
}

function compareByOrder(a: StoredDocument, b: StoredDocument, orders: Order[]): number {
  for (const order of orders) {
    const x = valueAt(a, order.path);
    const y = valueAt(b, order.path);
    const comparison = isNameField(order.path) ? compareNames(a.name, b.name) : compareValues(x as Value, y as Value);
    if (comparison !== 0) return order.direction === 'asc' ? comparison : -comparison;
  }
  return 0;
}

/** Position of a document relative to a cursor: <0 before it, 0 at it, >0 after it. */
function compareToCursor(document: StoredDocument, cursor: Cursor, orders: Order[]): number {
  if (cursor.values.length > orders.length) {
    throw new FirestoreError(Status.INVALID_ARGUMENT, 'Too many cursor values: a cursor can have at most one value per orderBy field');
  }
  for (let i = 0; i < cursor.values.length; i++) {
    const order = orders[i] as Order;
    const cursorValue = cursor.values[i] as Value;
    let comparison: number;
    if (isNameField(order.path)) {
      if (!('referenceValue' in cursorValue)) throw new FirestoreError(Status.INVALID_ARGUMENT, 'A cursor value for __name__ must be a document reference');
      comparison = compareNames(document.name, cursorValue.referenceValue);
    } else {
      comparison = compareValues(valueAt(document, order.path) as Value, cursorValue);
    }
    if (comparison !== 0) return order.direction === 'asc' ? comparison : -comparison;
  }
  return 0;
}

/** Runs a query; documents come back whole (projection is the caller's job, see `project`). */
export function runQuery(store: DocumentStore, query: Query): StoredDocument[] {
  const orders = effectiveOrder(query);
  let documents = store.documentsIn(query.parent, query.collectionId);
  const filters = flattenFilters(query.where);
  documents = documents.filter((document) => filters.every((filter) => matchesField(valueAt(document, filter.path), filter.op, filter.value)));
  // Ordering by a field only returns documents that have it.
  documents = documents.filter((document) => orders.every((order) => isNameField(order.path) || valueAt(document, order.path) !== undefined));
  documents.sort((a, b) => compareByOrder(a, b, orders));

  const { startAt, endAt } = query;
  if (startAt)
    documents = documents.filter((document) =>
      startAt.before ? compareToCursor(document, startAt, orders) >= 0 : compareToCursor(document, startAt, orders) > 0,
    );
  if (endAt)
    documents = documents.filter((document) => (endAt.before ? compareToCursor(document, endAt, orders) < 0 : compareToCursor(document, endAt, orders) <= 0));
  if (query.limit !== undefined) documents = documents.slice(0, query.limit);
  return documents;
}

/** count(), the only aggregation the product uses (with Firestore's optional up_to). */
export function aggregate(documents: StoredDocument[], aggregations: Aggregation[]): Record<string, Value> {
  const result: Record<string, Value> = {};
  for (const aggregation of aggregations) {
    const count = aggregation.upTo === undefined ? documents.length : Math.min(documents.length, aggregation.upTo);
    result[aggregation.alias] = { integerValue: String(count) };
  }
  return result;
}

/** A fingerprint of a query result; a transaction that ran the query aborts if it changes before commit. */
export function resultSignature(documents: StoredDocument[]): string {
  return documents.map((document) => `${document.name}@${document.updateTime}`).join('\n');
}
