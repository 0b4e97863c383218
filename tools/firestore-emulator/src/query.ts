/**
 * Structured queries over the store, following the semantics documented for
 * google.firestore.v1.StructuredQuery: filters, implicit ordering, cursors, offset, limit,
 * collection groups, and the count/sum/avg aggregations.
 */
import { FirestoreError, Status } from './errors.js';
import { compareNames, formatFieldPath, isNameField } from './paths.js';
import type { DocumentStore, StoredDocument } from './store.js';
import { asNumber, compareValues, getField, isNaNValue, isNull, isNumber, typeOrder, valuesEqual, type Value } from './values.js';

export type FieldOperator = '<' | '<=' | '>' | '>=' | '==' | '!=' | 'array-contains' | 'in' | 'array-contains-any' | 'not-in';
export type UnaryOperator = 'IS_NAN' | 'IS_NULL' | 'IS_NOT_NAN' | 'IS_NOT_NULL';

export type Filter =
  | { kind: 'field'; path: string[]; op: FieldOperator; value: Value }
  | { kind: 'unary'; path: string[]; op: UnaryOperator }
  | { kind: 'composite'; op: 'AND' | 'OR'; filters: Filter[] };

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
  /** null: every collection ("kindless", only with allDescendants). */
  collectionId: string | null;
  allDescendants: boolean;
  where?: Filter;
  orderBy: Order[];
  startAt?: Cursor;
  endAt?: Cursor;
  offset: number;
  limit?: number;
  /** Field paths to return; undefined returns whole documents. */
  select?: string[][];
}

export type Aggregation = { alias: string; kind: 'count'; upTo?: number } | { alias: string; kind: 'sum' | 'avg'; path: string[] };

/** A document's value for a path, where `__name__` is the document's own reference. */
function valueAt(document: StoredDocument, path: string[]): Value | undefined {
  return isNameField(path) ? { referenceValue: document.name } : getField(document.fields, path);
}

function matchesField(value: Value | undefined, op: FieldOperator, operand: Value): boolean {
  // Every operator, != and not-in included, only matches documents where the field exists.
  if (value === undefined) return false;
  const list = 'arrayValue' in operand ? operand.arrayValue.values : [];
  switch (op) {
    case '==':
      return valuesEqual(value, operand);
    case '!=':
      // Like not-in, != skips documents whose field is null (as the client SDKs' own matcher does).
      return !isNull(value) && !valuesEqual(value, operand);
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
    case 'array-contains-any':
      return 'arrayValue' in value && value.arrayValue.values.some((element) => list.some((candidate) => valuesEqual(element, candidate)));
    case 'in':
      return list.some((candidate) => valuesEqual(value, candidate));
    case 'not-in':
      return !isNull(value) && !list.some((candidate) => valuesEqual(value, candidate) || isNull(candidate));
  }
}

function matches(document: StoredDocument, filter: Filter): boolean {
  switch (filter.kind) {
    case 'composite':
      return filter.op === 'AND' ? filter.filters.every((child) => matches(document, child)) : filter.filters.some((child) => matches(document, child));
    case 'field':
      return matchesField(valueAt(document, filter.path), filter.op, filter.value);
    case 'unary': {
      const value = valueAt(document, filter.path);
      if (value === undefined) return false;
      switch (filter.op) {
        case 'IS_NAN':
          return isNaNValue(value);
        case 'IS_NULL':
          return isNull(value);
        case 'IS_NOT_NAN':
          return !isNaNValue(value);
        case 'IS_NOT_NULL':
          return !isNull(value);
      }
    }
  }
}

const INEQUALITIES = new Set<string>(['<', '<=', '>', '>=', '!=', 'not-in', 'IS_NOT_NAN', 'IS_NOT_NULL']);

function inequalityPaths(filter: Filter | undefined, into: Map<string, string[]>): Map<string, string[]> {
  if (!filter) return into;
  if (filter.kind === 'composite') {
    for (const child of filter.filters) inequalityPaths(child, into);
  } else if (INEQUALITIES.has(filter.op)) {
    into.set(formatFieldPath(filter.path), filter.path);
  }
  return into;
}

/**
 * The order Firestore really uses: the explicit orderBy, then any inequality-filtered field not
 * already ordered (in field path order), then `__name__` in the direction of the last order.
 */
export function effectiveOrder(query: Query): Order[] {
  const orders = [...query.orderBy];
  const ordered = new Set(orders.map((order) => formatFieldPath(order.path)));
  const inequalities = [...inequalityPaths(query.where, new Map()).entries()].filter(([key]) => !ordered.has(key)).sort(([a], [b]) => (a < b ? -1 : 1));
  for (const [key, path] of inequalities) {
    orders.push({ path, direction: 'asc' });
    ordered.add(key);
  }
  if (!ordered.has('__name__')) orders.push({ path: ['__name__'], direction: orders[orders.length - 1]?.direction ?? 'asc' });
  return orders;
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
  if (query.collectionId === null && !query.allDescendants) {
    throw new FirestoreError(Status.INVALID_ARGUMENT, 'A query without a collection ID must select all descendants');
  }
  const orders = effectiveOrder(query);
  let documents = store.documentsIn(query.parent, query.collectionId, query.allDescendants);
  const where = query.where;
  if (where) documents = documents.filter((document) => matches(document, where));
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
  if (query.offset > 0) documents = documents.slice(query.offset);
  if (query.limit !== undefined) documents = documents.slice(0, query.limit);
  return documents;
}

/** Count, sum and average with Firestore's rules: sum/avg skip non-numeric values; avg of nothing is null. */
export function aggregate(documents: StoredDocument[], aggregations: Aggregation[]): Record<string, Value> {
  const result: Record<string, Value> = {};
  for (const aggregation of aggregations) {
    if (aggregation.kind === 'count') {
      const count = aggregation.upTo === undefined ? documents.length : Math.min(documents.length, aggregation.upTo);
      result[aggregation.alias] = { integerValue: String(count) };
      continue;
    }
    const numbers = documents
      .map((document) => getField(document.fields, aggregation.path))
      .filter((value): value is Value & ({ integerValue: string } | { doubleValue: number }) => value !== undefined && isNumber(value));
    if (aggregation.kind === 'avg') {
      result[aggregation.alias] =
        numbers.length === 0 ? { nullValue: null } : { doubleValue: numbers.reduce((sum, value) => sum + asNumber(value), 0) / numbers.length };
      continue;
    }
    if (numbers.every((value) => 'integerValue' in value)) {
      const sum = numbers.reduce((total, value) => total + BigInt((value as { integerValue: string }).integerValue), 0n);
      // An integer sum that overflows int64 is returned as a double.
      result[aggregation.alias] = sum <= 2n ** 63n - 1n && sum >= -(2n ** 63n) ? { integerValue: sum.toString() } : { doubleValue: Number(sum) };
    } else {
      result[aggregation.alias] = { doubleValue: numbers.reduce((sum, value) => sum + asNumber(value), 0) };
    }
  }
  return result;
}

/** A fingerprint of a query result; a transaction that ran the query aborts if it changes before commit. */
export function resultSignature(documents: StoredDocument[]): string {
  return documents.map((document) => `${document.name}@${document.updateTime}`).join('\n');
}
