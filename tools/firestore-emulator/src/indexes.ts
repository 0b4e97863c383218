/**
 * Which queries Firestore can serve with the indexes a database has, and the FAILED_PRECONDITION
 * it answers when none fits: production refuses such a query, so the emulator does too.
 *
 * The rules, from Firestore's documentation ("Index types in Cloud Firestore",
 * https://firebase.google.com/docs/firestore/query-data/index-overview, and "Manage indexes",
 * https://firebase.google.com/docs/firestore/query-data/indexing):
 *
 * - Every field gets single-field indexes automatically, ascending, descending and array-contains,
 *   in collection scope, unless a field override (`fieldOverrides` in firestore.indexes.json)
 *   replaces them, e.g. with `"indexes": []` (an exemption).
 * - An index lists fields, each ascending, descending or array-contains, and then the document
 *   name (`__name__`) in the direction of its last field.
 * - A query is served by an index whose fields are its equality fields (`==`, `in`; any order,
 *   any direction) and its array-contains field, followed by exactly its sort order: the explicit
 *   orderBy, then every range/inequality field not ordered yet, then `__name__`.
 * - Index merging: a query whose filters are all equalities (or one array-contains) can combine
 *   several indexes that each hold some of its equality fields followed by the same sort order;
 *   that is how `a == 1 && b == 2` needs no composite index, while `a == 1 orderBy c` needs (a, c).
 *   A range or inequality filter on a field other than the sort's needs one composite index with
 *   every field, as do filters on several range fields.
 *
 * Only what this product's queries use is modelled (collection scope; `==`, `in`, array-contains
 * and ranges); query.ts refuses everything else before it gets here.
 */
import { readFileSync, statSync } from 'node:fs';
import { FirestoreError, Status } from './errors.js';
import { formatFieldPath, isNameField, parseFieldPath } from './paths.js';
import { effectiveOrder, flattenFilters, type Query } from './query.js';

export type IndexMode = 'ASCENDING' | 'DESCENDING' | 'CONTAINS';

export interface IndexField {
  /** Formatted field path (`a.b`, `` `odd key`.c ``), as firestore.indexes.json writes it. */
  fieldPath: string;
  mode: IndexMode;
}

export interface CompositeIndex {
  collectionGroup: string;
  queryScope: 'COLLECTION' | 'COLLECTION_GROUP';
  fields: IndexField[];
}

export interface FieldOverride {
  collectionGroup: string;
  fieldPath: string;
  /** What replaces the automatic single-field indexes of this field; [] exempts it. */
  indexes: Array<{ mode: IndexMode; queryScope: 'COLLECTION' | 'COLLECTION_GROUP' }>;
}

export interface IndexConfig {
  indexes: CompositeIndex[];
  fieldOverrides: FieldOverride[];
}

export const NO_INDEXES: IndexConfig = { indexes: [], fieldOverrides: [] };

function invalid(message: string): never {
  throw new FirestoreError(Status.INVALID_ARGUMENT, `Invalid index configuration: ${message}`);
}

function modeOf(entry: Record<string, unknown>, where: string): IndexMode {
  if (entry.arrayConfig === 'CONTAINS') return 'CONTAINS';
  if (entry.order === 'ASCENDING' || entry.order === 'DESCENDING') return entry.order;
  return invalid(`${where}: every field needs "order" (ASCENDING/DESCENDING) or "arrayConfig": "CONTAINS"`);
}

const normalPath = (path: unknown, where: string) => {
  if (typeof path !== 'string' || path === '') invalid(`${where}: "fieldPath" must be a non-empty string`);
  return formatFieldPath(parseFieldPath(path));
};

/** Reads the firestore.indexes.json format (what `firebase deploy --only firestore:indexes` reads). */
export function parseIndexConfig(json: unknown): IndexConfig {
  if (typeof json !== 'object' || json === null) invalid('not an object');
  const { indexes = [], fieldOverrides = [] } = json as { indexes?: unknown; fieldOverrides?: unknown };
  if (!Array.isArray(indexes) || !Array.isArray(fieldOverrides)) invalid('"indexes" and "fieldOverrides" must be arrays');
  return {
    indexes: indexes.map((raw: unknown, i): CompositeIndex => {
      const index = raw as Record<string, unknown>;
      const where = `indexes[${i}]`;
      if (typeof index.collectionGroup !== 'string') invalid(`${where}: "collectionGroup" is missing`);
      const scope = index.queryScope ?? 'COLLECTION';
      if (scope !== 'COLLECTION' && scope !== 'COLLECTION_GROUP') invalid(`${where}: unknown queryScope ${String(scope)}`);
      if (!Array.isArray(index.fields) || index.fields.length === 0) invalid(`${where}: "fields" must be a non-empty array`);
      return {
        collectionGroup: index.collectionGroup,
        queryScope: scope,
        fields: (index.fields as Array<Record<string, unknown>>).map((field, j) => ({
          fieldPath: normalPath(field.fieldPath, `${where}.fields[${j}]`),
          mode: modeOf(field, `${where}.fields[${j}]`),
        })),
      };
    }),
    fieldOverrides: fieldOverrides.map((raw: unknown, i): FieldOverride => {
      const override = raw as Record<string, unknown>;
      const where = `fieldOverrides[${i}]`;
      if (typeof override.collectionGroup !== 'string') invalid(`${where}: "collectionGroup" is missing`);
      if (!Array.isArray(override.indexes)) invalid(`${where}: "indexes" must be an array ([] exempts the field)`);
      return {
        collectionGroup: override.collectionGroup,
        fieldPath: normalPath(override.fieldPath, where),
        indexes: (override.indexes as Array<Record<string, unknown>>).map((entry, j) => ({
          mode: modeOf(entry, `${where}.indexes[${j}]`),
          queryScope: entry.queryScope === 'COLLECTION_GROUP' ? 'COLLECTION_GROUP' : 'COLLECTION',
        })),
      };
    }),
  };
}

/**
 * The index configuration of each database. A database nobody configured has only the automatic
 * single-field indexes, as a new Firestore database does. A configuration read from a file is
 * read again when the file changes, so editing firestore.indexes.json applies without a restart.
 */
export class IndexRegistry {
  readonly #configs = new Map<string, IndexConfig>();
  readonly #files = new Map<string, { path: string; mtimeMs: number; checkedAt: number }>();

  set(database: string, config: IndexConfig): void {
    this.#files.delete(database);
    this.#configs.set(database, config);
  }

  /** Reads `path` (firestore.indexes.json) for `database` now and whenever it changes. */
  watchFile(database: string, path: string): void {
    this.#files.set(database, { path, mtimeMs: -1, checkedAt: 0 });
    this.#reload(database);
  }

  get(database: string): IndexConfig {
    this.#reload(database);
    return this.#configs.get(database) ?? NO_INDEXES;
  }

  #reload(database: string): void {
    const file = this.#files.get(database);
    if (!file) return;
    const now = Date.now();
    if (file.mtimeMs >= 0 && now - file.checkedAt < 500) return;
    file.checkedAt = now;
    const mtimeMs = statSync(file.path).mtimeMs;
    if (mtimeMs === file.mtimeMs) return;
    this.#configs.set(database, parseIndexConfig(JSON.parse(readFileSync(file.path, 'utf8'))));
    file.mtimeMs = mtimeMs;
  }
}

interface Shape {
  /** Fields filtered with == or in. */
  equalities: string[];
  /** The field filtered with array-contains, if any. */
  contains?: string;
  /** The full sort order, `__name__` last. */
  order: Array<{ fieldPath: string; direction: 'asc' | 'desc' }>;
  /** Every field path the query touches (for the automatic single-field indexes). */
  fields: Set<string>;
}

function shapeOf(query: Query): Shape {
  const equalities: string[] = [];
  const constant = new Set<string>();
  let contains: string | undefined;
  const fields = new Set<string>();
  for (const filter of flattenFilters(query.where)) {
    const path = formatFieldPath(filter.path);
    fields.add(path);
    if (filter.op === '==' || filter.op === 'in') {
      if (!equalities.includes(path)) equalities.push(path);
      if (filter.op === '==') constant.add(path);
    } else if (filter.op === 'array-contains') {
      if (contains !== undefined) throw new FirestoreError(Status.INVALID_ARGUMENT, 'A query can have at most one array-contains filter.');
      contains = path;
    }
  }
  // A field fixed by == sorts as a constant: ordering by it changes nothing.
  const order = effectiveOrder(query)
    .map((entry) => ({ fieldPath: formatFieldPath(entry.path), direction: entry.direction }))
    .filter((entry) => !constant.has(entry.fieldPath));
  for (const entry of order) if (entry.fieldPath !== '__name__') fields.add(entry.fieldPath);
  // An `in` field that is also sorted on is scanned in sort order, like a range field.
  const sorted = new Set(order.map((entry) => entry.fieldPath));
  const unsorted = equalities.filter((path) => !sorted.has(path));
  equalities.length = 0;
  equalities.push(...unsorted);
  if (order[order.length - 1]?.fieldPath !== '__name__') order.push({ fieldPath: '__name__', direction: order[order.length - 1]?.direction ?? 'asc' });
  return { equalities, contains, order, fields };
}

const modeFor = (direction: 'asc' | 'desc'): IndexMode => (direction === 'asc' ? 'ASCENDING' : 'DESCENDING');

/** An index's fields with the implicit `__name__` at the end, in the direction of its last field. */
function withName(fields: IndexField[]): IndexField[] {
  const last = fields[fields.length - 1];
  if (last?.fieldPath === '__name__') return fields;
  return [...fields, { fieldPath: '__name__', mode: last?.mode === 'DESCENDING' ? 'DESCENDING' : 'ASCENDING' }];
}

/** The indexes a collection has: its declared composites and the single-field ones of the fields involved. */
function indexesFor(collectionGroup: string, config: IndexConfig, fields: Iterable<string>): IndexField[][] {
  const available: IndexField[][] = [];
  for (const index of config.indexes) {
    if (index.collectionGroup === collectionGroup && index.queryScope === 'COLLECTION') available.push(withName(index.fields));
  }
  for (const fieldPath of fields) {
    const override = config.fieldOverrides.find((entry) => entry.collectionGroup === collectionGroup && entry.fieldPath === fieldPath);
    const modes: IndexMode[] = override
      ? override.indexes.filter((entry) => entry.queryScope === 'COLLECTION').map((entry) => entry.mode)
      : ['ASCENDING', 'DESCENDING', 'CONTAINS'];
    for (const mode of modes) available.push(withName([{ fieldPath, mode }]));
  }
  return available;
}

/**
 * The equality/array-contains fields an index serves for this query, or undefined when it cannot
 * serve it: the index must be some of those fields, then exactly the query's sort order.
 */
function servedPrefix(index: IndexField[], shape: Shape): string[] | undefined {
  const suffixLength = shape.order.length;
  if (index.length < suffixLength) return undefined;
  const prefix = index.slice(0, index.length - suffixLength);
  const suffix = index.slice(index.length - suffixLength);
  const sortMatches = suffix.every((field, i) => field.fieldPath === shape.order[i]?.fieldPath && field.mode === modeFor(shape.order[i]!.direction));
  if (!sortMatches) return undefined;
  const seen = new Set<string>();
  for (const field of prefix) {
    const fits = field.fieldPath === shape.contains ? field.mode === 'CONTAINS' : shape.equalities.includes(field.fieldPath) && field.mode !== 'CONTAINS';
    if (!fits || seen.has(field.fieldPath)) return undefined;
    seen.add(field.fieldPath);
  }
  return [...seen];
}

/** The composite index Firestore would ask for: equality fields, the array-contains field, then the sort order. */
function suggestion(collectionGroup: string, shape: Shape): CompositeIndex {
  const fields: IndexField[] = [
    ...shape.equalities.map((fieldPath): IndexField => ({ fieldPath, mode: 'ASCENDING' })),
    ...(shape.contains ? [{ fieldPath: shape.contains, mode: 'CONTAINS' as const }] : []),
    ...shape.order.map((entry): IndexField => ({ fieldPath: entry.fieldPath, mode: modeFor(entry.direction) })),
  ];
  // The trailing __name__ is implicit when it follows the last field's direction.
  const name = fields[fields.length - 1];
  const before = fields[fields.length - 2];
  if (name?.fieldPath === '__name__' && before && (before.mode === 'DESCENDING') === (name.mode === 'DESCENDING')) fields.pop();
  return { collectionGroup, queryScope: 'COLLECTION', fields };
}

export function formatIndex(index: CompositeIndex): string {
  return JSON.stringify({
    collectionGroup: index.collectionGroup,
    queryScope: index.queryScope,
    fields: index.fields.map((field) =>
      field.mode === 'CONTAINS' ? { fieldPath: field.fieldPath, arrayConfig: 'CONTAINS' } : { fieldPath: field.fieldPath, order: field.mode },
    ),
  });
}

/**
 * Throws FAILED_PRECONDITION, naming the index to add to firestore.indexes.json, when no index
 * (or merge of indexes) of `config` serves `query`.
 */
export function checkIndexes(query: Query, config: IndexConfig): void {
  const collectionGroup = query.collectionId;
  const shape = shapeOf(query);
  const filtered = [...shape.equalities, ...(shape.contains ? [shape.contains] : [])];
  const sortsOnFields = shape.order.some((entry) => !isNameField([entry.fieldPath]));
  // No filter and no sort on a field: the documents' own key order (the built-in primary index).
  if (filtered.length === 0 && !sortsOnFields) return;

  const available = indexesFor(collectionGroup, config, shape.fields);
  const covered = new Set<string>();
  for (const index of available) {
    const prefix = servedPrefix(index, shape);
    if (!prefix) continue;
    if (prefix.length === filtered.length) return; // one index serves everything
    for (const field of prefix) covered.add(field);
  }
  // Merging only joins indexes on equality fields that share the whole sort order; every field needs one.
  if (filtered.length > 0 && filtered.every((field) => covered.has(field))) return;

  const exempted = config.fieldOverrides.filter((entry) => entry.collectionGroup === collectionGroup && shape.fields.has(entry.fieldPath));
  const needed = suggestion(collectionGroup, shape);
  const hint =
    needed.fields.length === 1 && exempted.some((entry) => entry.fieldPath === needed.fields[0]?.fieldPath)
      ? ` The field ${needed.fields[0]?.fieldPath} is exempted from single-field indexing by a fieldOverrides entry of firestore.indexes.json; give it that index back there.`
      : ` Add this index to firestore.indexes.json: ${formatIndex(needed)}`;
  throw new FirestoreError(
    Status.FAILED_PRECONDITION,
    `The query requires an index. It is not declared, so production Firestore refuses this query as well.${hint}`,
  );
}
