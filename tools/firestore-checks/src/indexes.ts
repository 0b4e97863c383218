/**
 * Which queries production Firestore serves with the indexes of firestore.indexes.json, from
 * "Index types" (https://firebase.google.com/docs/firestore/query-data/index-overview) and
 * "Manage indexes" (https://firebase.google.com/docs/firestore/query-data/indexing):
 * - automatic single-field indexes (ascending, descending, array-contains) exist in collection
 *   scope only ("Single-field indexes with collection group scope are not maintained by
 *   default"); a fieldOverrides entry replaces a field's set, in both scopes ([] exempts it);
 * - an index is its fields, then `__name__` in the direction of its last field;
 * - one index serves a query when its fields are the query's equality fields (==, in, is null;
 *   any order and direction) and array-contains field, then exactly the query's order: explicit
 *   orderBy, inequality fields not ordered yet (lexicographically, in the last direction), then
 *   `__name__`;
 * - index merging: equality filters may combine indexes that each hold some of them before the
 *   same order;
 * - an OR query needs an index for each of its disjunctions.
 * A query with no filter and no order but `__name__` uses the documents' own key order.
 */
export type Mode = 'ASCENDING' | 'DESCENDING' | 'CONTAINS';
type Scope = 'COLLECTION' | 'COLLECTION_GROUP';
interface IndexField {
  fieldPath: string;
  mode: Mode;
}
export interface IndexConfig {
  indexes: Array<{ collectionGroup: string; queryScope: Scope; fields: IndexField[] }>;
  fieldOverrides: Array<{ collectionGroup: string; fieldPath: string; indexes: Array<{ mode: Mode; queryScope: Scope }> }>;
}

type Json = Record<string, unknown>;
const modeOf = (entry: Json): Mode => {
  if (entry.arrayConfig === 'CONTAINS') return 'CONTAINS';
  if (entry.order === 'ASCENDING' || entry.order === 'DESCENDING') return entry.order;
  throw new Error(`firestore.indexes.json: ${JSON.stringify(entry)} needs "order" or "arrayConfig"`);
};
const scopeOf = (entry: Json): Scope => (entry.queryScope === 'COLLECTION_GROUP' ? 'COLLECTION_GROUP' : 'COLLECTION');

/** The firestore.indexes.json format (what `firebase deploy --only firestore:indexes` reads). */
export function parseIndexConfig(json: unknown): IndexConfig {
  const { indexes = [], fieldOverrides = [] } = json as { indexes?: Json[]; fieldOverrides?: Json[] };
  return {
    indexes: indexes.map((index) => ({
      collectionGroup: String(index.collectionGroup),
      queryScope: scopeOf(index),
      fields: (index.fields as Json[]).map((field) => ({ fieldPath: String(field.fieldPath), mode: modeOf(field) })),
    })),
    fieldOverrides: fieldOverrides.map((override) => ({
      collectionGroup: String(override.collectionGroup),
      fieldPath: String(override.fieldPath),
      indexes: ((override.indexes ?? []) as Json[]).map((entry) => ({ mode: modeOf(entry), queryScope: scopeOf(entry) })),
    })),
  };
}

/** The decoded StructuredQuery (protobufjs toObject, enums as strings). */
interface Filter {
  compositeFilter?: { op: string; filters: Filter[] };
  fieldFilter?: { field: { fieldPath: string }; op: string };
  unaryFilter?: { field: { fieldPath: string }; op: string };
}
export interface StructuredQuery {
  from?: Array<{ collectionId?: string; allDescendants?: boolean }>;
  where?: Filter;
  orderBy?: Array<{ field: { fieldPath: string }; direction?: string }>;
}

const EQUALITY = new Set(['EQUAL', 'IN', 'IS_NULL', 'IS_NAN']);
const CONTAINS = new Set(['ARRAY_CONTAINS', 'ARRAY_CONTAINS_ANY']);
const NAME = '__name__';
type Leaf = { path: string; op: string };

/** The query's filters as OR of ANDs (disjunctive normal form). */
function disjunctions(filter: Filter | undefined): Leaf[][] {
  if (!filter) return [[]];
  const leaf = filter.fieldFilter ?? filter.unaryFilter;
  if (leaf) return [[{ path: leaf.field.fieldPath, op: leaf.op }]];
  const parts = (filter.compositeFilter?.filters ?? []).map(disjunctions);
  if (filter.compositeFilter?.op === 'OR') return parts.flat();
  return parts.reduce<Leaf[][]>((product, part) => product.flatMap((left) => part.map((right) => [...left, ...right])), [[]]);
}

interface Shape {
  equalities: string[];
  contains?: string;
  order: IndexField[];
}

function shapeOf(leaves: Leaf[], orderBy: StructuredQuery['orderBy'] = []): Shape {
  const equal = new Set(leaves.filter((leaf) => leaf.op === 'EQUAL').map((leaf) => leaf.path));
  const order: IndexField[] = orderBy
    .map((entry) => ({ fieldPath: entry.field.fieldPath, mode: (entry.direction === 'DESCENDING' ? 'DESCENDING' : 'ASCENDING') as Mode }))
    // a field fixed by == sorts as a constant
    .filter((entry) => !equal.has(entry.fieldPath));
  const last = order.at(-1)?.mode ?? 'ASCENDING';
  const inequalities = leaves.filter((leaf) => !EQUALITY.has(leaf.op) && !CONTAINS.has(leaf.op)).map((leaf) => leaf.path);
  for (const path of [...new Set(inequalities)].sort()) if (!order.some((entry) => entry.fieldPath === path)) order.push({ fieldPath: path, mode: last });
  if (order.at(-1)?.fieldPath !== NAME) order.push({ fieldPath: NAME, mode: order.at(-1)?.mode ?? 'ASCENDING' });
  // an `in` field that is also sorted on is scanned in sort order, like a range
  const equalities = [...new Set(leaves.filter((leaf) => EQUALITY.has(leaf.op)).map((leaf) => leaf.path))].filter(
    (path) => path !== NAME && !order.some((entry) => entry.fieldPath === path),
  );
  return { equalities, contains: leaves.find((leaf) => CONTAINS.has(leaf.op))?.path, order };
}

const withName = (fields: IndexField[]): IndexField[] =>
  fields.at(-1)?.fieldPath === NAME ? fields : [...fields, { fieldPath: NAME, mode: fields.at(-1)?.mode === 'DESCENDING' ? 'DESCENDING' : 'ASCENDING' }];

/** The equality/array-contains fields `index` serves for `shape`, or undefined when it cannot serve it. */
function servedPrefix(index: IndexField[], shape: Shape): string[] | undefined {
  const cut = index.length - shape.order.length;
  if (cut < 0 || index.slice(cut).some((field, i) => field.fieldPath !== shape.order[i]?.fieldPath || field.mode !== shape.order[i]?.mode)) return undefined;
  const prefix = index.slice(0, cut);
  const fits = (field: IndexField) =>
    field.fieldPath === shape.contains ? field.mode === 'CONTAINS' : shape.equalities.includes(field.fieldPath) && field.mode !== 'CONTAINS';
  const paths = prefix.map((field) => field.fieldPath);
  return prefix.every(fits) && new Set(paths).size === paths.length ? paths : undefined;
}

function describeIndex(collectionGroup: string, queryScope: Scope, shape: Shape): string {
  const fields: Array<{ fieldPath: string; order?: string; arrayConfig?: string }> = [
    ...shape.equalities.map((fieldPath) => ({ fieldPath, order: 'ASCENDING' })),
    ...(shape.contains ? [{ fieldPath: shape.contains, arrayConfig: 'CONTAINS' }] : []),
    ...shape.order.map((field) => ({ fieldPath: field.fieldPath, order: field.mode })),
  ];
  // the trailing __name__ is implicit when it follows the last field's direction
  if (fields.length > 1 && fields.at(-1)?.order === (fields.at(-2)?.order ?? 'ASCENDING')) fields.pop();
  if (fields.length === 1) {
    const [{ fieldPath, ...entry }] = fields as [(typeof fields)[number]];
    const mode = entry.arrayConfig ? 'ARRAY_CONTAINS' : entry.order === 'DESCENDING' ? 'DESC' : 'ASC';
    return (
      `a ${queryScope}_${mode} index for collection ${collectionGroup} and field ${fieldPath}. Declare it in firestore.indexes.json's ` +
      `fieldOverrides, with the field's other indexes: ${JSON.stringify({ collectionGroup, fieldPath, indexes: [{ ...entry, queryScope }] })}`
    );
  }
  return `an index. Add it to firestore.indexes.json: ${JSON.stringify({ collectionGroup, queryScope, fields })}`;
}

/** Undefined when the indexes serve the query; otherwise the FAILED_PRECONDITION message, naming the index to declare. */
export function missingIndex(query: StructuredQuery, config: IndexConfig): string | undefined {
  const from = query.from?.[0];
  if (!from?.collectionId) return undefined; // kindless queries filter and sort by __name__ only
  const { collectionId } = from;
  const scope: Scope = from.allDescendants ? 'COLLECTION_GROUP' : 'COLLECTION';
  for (const leaves of disjunctions(query.where)) {
    const shape = shapeOf(leaves, query.orderBy);
    const filtered = [...shape.equalities, ...(shape.contains ? [shape.contains] : [])];
    if (filtered.length === 0 && shape.order.length === 1) continue;
    const available = config.indexes
      .filter((index) => index.collectionGroup === collectionId && index.queryScope === scope)
      .map((index) => withName(index.fields));
    for (const fieldPath of new Set([...filtered, ...shape.order.map((field) => field.fieldPath)])) {
      const override = config.fieldOverrides.find((entry) => entry.collectionGroup === collectionId && entry.fieldPath === fieldPath);
      const modes: Mode[] = override
        ? override.indexes.filter((entry) => entry.queryScope === scope).map((entry) => entry.mode)
        : scope === 'COLLECTION'
          ? ['ASCENDING', 'DESCENDING', 'CONTAINS']
          : [];
      for (const mode of modes) available.push(withName([{ fieldPath, mode }]));
    }
    const covered = new Set<string>();
    let served = false;
    for (const index of available) {
      const prefix = servedPrefix(index, shape);
      if (prefix?.length === filtered.length) served = true;
      for (const path of prefix ?? []) covered.add(path);
    }
    if (served || (filtered.length > 0 && filtered.every((path) => covered.has(path)))) continue;
    return `The query requires ${describeIndex(collectionId, scope, shape)} Production Firestore refuses this query too.`;
  }
  return undefined;
}
