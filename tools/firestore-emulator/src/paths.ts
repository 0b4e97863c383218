/**
 * Resource names and field paths, as Firestore spells them.
 *
 * A document name is `projects/{p}/databases/{d}/documents/{collection}/{id}[/{collection}/{id}...]`.
 * Everything in the store is keyed by that full name, so several projects and databases can share
 * one emulator (the conformance suite uses its own project next to the app's).
 */
import { FirestoreError, Status } from './errors.js';

const DATABASE_NAME = /^projects\/([^/]+)\/databases\/([^/]+)$/;

export interface ParsedName {
  /** `projects/{p}/databases/{d}` */
  database: string;
  project: string;
  databaseId: string;
  /** Path segments below `.../documents`; empty for the database root. */
  segments: string[];
}

/** Splits `projects/p/databases/d/documents[/a/b...]`; throws INVALID_ARGUMENT on anything else. */
export function parseName(name: string): ParsedName {
  const marker = name.indexOf('/documents');
  const database = marker >= 0 ? name.slice(0, marker) : '';
  const match = DATABASE_NAME.exec(database);
  const rest = marker >= 0 ? name.slice(marker + '/documents'.length) : undefined;
  if (!match || rest === undefined || (rest !== '' && !rest.startsWith('/'))) {
    throw new FirestoreError(Status.INVALID_ARGUMENT, `Invalid resource name: "${name}"`);
  }
  const segments = rest === '' ? [] : rest.slice(1).split('/');
  if (segments.some((segment) => segment === '')) throw new FirestoreError(Status.INVALID_ARGUMENT, `Invalid resource name: "${name}"`);
  return { database, project: match[1] ?? '', databaseId: match[2] ?? '', segments };
}

/** Validates a document name (even number of segments below the root). */
export function parseDocumentName(name: string): ParsedName {
  const parsed = parseName(name);
  if (parsed.segments.length === 0 || parsed.segments.length % 2 !== 0) {
    throw new FirestoreError(Status.INVALID_ARGUMENT, `Invalid document name: "${name}" (a document path has an even number of segments)`);
  }
  return parsed;
}

/** `projects/p/databases/d/documents/a/b` -> `a/b` (the path firebase-functions calls `document`). */
export function relativePath(name: string): string {
  return parseName(name).segments.join('/');
}

/** The root `projects/p/databases/d/documents` of the database a name belongs to. */
export function documentsRoot(name: string): string {
  return `${parseName(name).database}/documents`;
}

/** Parent of a document name: the collection name `.../coll`. */
export function parentCollection(name: string): string {
  return name.slice(0, name.lastIndexOf('/'));
}

/** Last segment of a name. */
export function lastSegment(name: string): string {
  return name.slice(name.lastIndexOf('/') + 1);
}

/**
 * Firestore orders document IDs of the form `__id<integer>__` numerically and before every other ID
 * (the SDKs use `__id-9223372036854775808__` as the smallest possible key, e.g. in recursiveDelete).
 */
const NUMERIC_ID = /^__id(-?\d+)__$/;

export function compareSegments(a: string, b: string): number {
  const numericA = NUMERIC_ID.exec(a);
  const numericB = NUMERIC_ID.exec(b);
  if (numericA && numericB) {
    const x = BigInt(numericA[1] ?? '0');
    const y = BigInt(numericB[1] ?? '0');
    return x < y ? -1 : x > y ? 1 : 0;
  }
  if (numericA) return -1;
  if (numericB) return 1;
  return compareUtf8(a, b);
}

/** Orders resource names segment by segment (so `a/b` < `a/b/c` < `a!`), the way Firestore orders keys. */
export function compareNames(a: string, b: string): number {
  if (a === b) return 0;
  const x = a.split('/');
  const y = b.split('/');
  const length = Math.min(x.length, y.length);
  for (let i = 0; i < length; i++) {
    const order = compareSegments(x[i] ?? '', y[i] ?? '');
    if (order !== 0) return order;
  }
  return x.length - y.length;
}

/**
 * Compares strings by Unicode code point, which is UTF-8 byte order (Firestore's string order).
 * JavaScript's `<` compares UTF-16 code units, which differs for characters above U+FFFF.
 */
export function compareUtf8(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    const surrogateX = x >= 0xd800 && x <= 0xdfff;
    const surrogateY = y >= 0xd800 && y <= 0xdfff;
    if (!surrogateX && !surrogateY) return x - y;
    return (a.codePointAt(i) ?? 0) - (b.codePointAt(i) ?? 0);
  }
  return a.length - b.length;
}

/**
 * Parses a field path as sent on the wire: segments joined by `.`, where a segment that is not a
 * simple identifier is quoted with backticks (`` `a.b`.c `` is two segments, `a.b` and `c`).
 */
export function parseFieldPath(path: string): string[] {
  const segments: string[] = [];
  let current = '';
  let quoted = false;
  let wasQuoted = false;
  for (let i = 0; i < path.length; i++) {
    const char = path[i];
    if (quoted) {
      if (char === '\\') {
        current += path[++i] ?? '';
      } else if (char === '`') {
        quoted = false;
      } else {
        current += char;
      }
    } else if (char === '`') {
      quoted = true;
      wasQuoted = true;
    } else if (char === '.') {
      if (current === '' && !wasQuoted) throw new FirestoreError(Status.INVALID_ARGUMENT, `Invalid field path: "${path}"`);
      segments.push(current);
      current = '';
      wasQuoted = false;
    } else {
      current += char;
    }
  }
  if (quoted || (current === '' && !wasQuoted)) throw new FirestoreError(Status.INVALID_ARGUMENT, `Invalid field path: "${path}"`);
  segments.push(current);
  return segments;
}

const SIMPLE_SEGMENT = /^[a-zA-Z_][a-zA-Z_0-9]*$/;

export function formatFieldPath(segments: readonly string[]): string {
  return segments.map((segment) => (SIMPLE_SEGMENT.test(segment) ? segment : `\`${segment.replace(/\\/g, '\\\\').replace(/`/g, '\\`')}\``)).join('.');
}

/** The pseudo field that stands for the document's name in filters, orders and cursors. */
export const NAME_FIELD = '__name__';

export function isNameField(segments: readonly string[]): boolean {
  return segments.length === 1 && segments[0] === NAME_FIELD;
}
