/**
 * Firestore's documented limits on what a write may store, checked on every commit so that a
 * write production would refuse is refused here too (INVALID_ARGUMENT, as Firestore answers).
 *
 * Sources:
 * - "Usage and limits", https://firebase.google.com/docs/firestore/quotas: collection and document
 *   IDs (valid UTF-8, at most 1,500 bytes, no `/`, not `.` or `..`, not `__.*__`), at most 100
 *   levels of subcollections, a document name of at most 6 KiB, a document of at most 1 MiB
 *   (1,048,576 bytes), field names that do not match `__.*__` and take at most 1,500 bytes, field
 *   paths of at most 1,500 bytes, a field value of at most 1 MiB - 89 bytes (1,048,487 bytes),
 *   maps and arrays nested at most 20 deep, at most 500 writes in a commit or transaction, at most
 *   500 field transforms on one document in a commit, and API requests of at most 10 MiB.
 * - "Storage size calculations", https://firebase.google.com/docs/firestore/storage-size: how the
 *   size of a document is counted (below).
 * - The client SDKs' writeBatch reference: "The maximum number of writes allowed in a single
 *   WriteBatch is 500."
 */
import { FirestoreError, Status } from './errors.js';
import { formatFieldPath, parseName } from './paths.js';
import type { WriteOp } from './store.js';
import type { Fields, Value } from './values.js';

export const LIMITS = {
  documentBytes: 1_048_576,
  fieldValueBytes: 1_048_487,
  /** Maps and arrays inside a field, as the SDKs count it (a value's field path may have up to 21 segments). */
  nesting: 20,
  fieldNameBytes: 1_500,
  fieldPathBytes: 1_500,
  idBytes: 1_500,
  documentNameBytes: 6 * 1024,
  subcollectionDepth: 100,
  writesPerCommit: 500,
  transformsPerDocument: 500,
  requestBytes: 10 * 1024 * 1024,
} as const;

const RESERVED = /^__.*__$/;

function invalid(message: string): never {
  throw new FirestoreError(Status.INVALID_ARGUMENT, message);
}

/** "String sizes are calculated as the number of UTF-8 encoded bytes + 1." */
export function stringSize(text: string): number {
  return Buffer.byteLength(text, 'utf8') + 1;
}

/** The size of a document name: each collection ID and document ID in its path, plus 16 bytes. */
export function documentNameSize(name: string): number {
  return parseName(name).segments.reduce((sum, segment) => sum + stringSize(segment), 16);
}

/** The size of a field value, by type (the storage-size table). */
export function valueSize(value: Value): number {
  if ('nullValue' in value || 'booleanValue' in value) return 1;
  if ('integerValue' in value || 'doubleValue' in value || 'timestampValue' in value) return 8;
  if ('stringValue' in value) return stringSize(value.stringValue);
  if ('bytesValue' in value) return Buffer.from(value.bytesValue, 'base64').length;
  if ('referenceValue' in value) return documentNameSize(value.referenceValue);
  if ('geoPointValue' in value) return 16;
  if ('arrayValue' in value) return value.arrayValue.values.reduce((sum, element) => sum + valueSize(element), 0);
  return fieldsSize(value.mapValue.fields);
}

/** A map, or a document's fields: each field's name (as a string) and its value. */
export function fieldsSize(fields: Fields): number {
  return Object.entries(fields).reduce((sum, [name, value]) => sum + stringSize(name) + valueSize(value), 0);
}

/** "The size of a document is the sum of: the document name size, the sum of the string size of each field name, the sum of the size of each field value, 32 additional bytes." */
export function documentSize(name: string, fields: Fields): number {
  return documentNameSize(name) + fieldsSize(fields) + 32;
}

/** Collection and document IDs of a document a write names, and the name's own size and depth. */
export function checkDocumentName(name: string): void {
  const { segments } = parseName(name);
  for (const id of segments) {
    if (Buffer.byteLength(id, 'utf8') > LIMITS.idBytes)
      invalid(`Document and collection IDs must be no longer than ${LIMITS.idBytes} bytes: ${name.slice(0, 200)}…`);
    if (id === '.' || id === '..') invalid(`Document and collection IDs cannot be "." or "..": ${name}`);
    if (RESERVED.test(id)) invalid(`Document and collection IDs cannot match __.*__ (reserved): "${id}" in ${name}`);
  }
  if (segments.length / 2 - 1 > LIMITS.subcollectionDepth)
    invalid(`Subcollections can be nested at most ${LIMITS.subcollectionDepth} levels deep: ${name.slice(0, 200)}…`);
  const size = Buffer.byteLength(name, 'utf8');
  if (size > LIMITS.documentNameBytes) invalid(`A document name can be at most ${LIMITS.documentNameBytes} bytes (6 KiB); this one has ${size}.`);
}

function checkFieldPath(path: readonly string[]): void {
  const text = formatFieldPath(path);
  if (Buffer.byteLength(text, 'utf8') > LIMITS.fieldPathBytes) invalid(`A field path can be at most ${LIMITS.fieldPathBytes} bytes: ${text.slice(0, 200)}…`);
}

function checkValue(value: Value, path: string[]): void {
  if (path.length - 1 > LIMITS.nesting)
    invalid(`Maps and arrays can be nested at most ${LIMITS.nesting} levels deep (found in field "${formatFieldPath(path.slice(0, 3))}…").`);
  if ('arrayValue' in value) value.arrayValue.values.forEach((element, i) => checkValue(element, [...path, String(i)]));
  else if ('mapValue' in value) checkFields(value.mapValue.fields, path);
}

function checkFields(fields: Fields, parent: string[] = []): void {
  for (const [name, value] of Object.entries(fields)) {
    if (RESERVED.test(name)) invalid(`Field names cannot match __.*__ (reserved): "${name}"`);
    if (Buffer.byteLength(name, 'utf8') > LIMITS.fieldNameBytes)
      invalid(`A field name can be at most ${LIMITS.fieldNameBytes} bytes: "${name.slice(0, 100)}…"`);
    if (parent.length === 0 && valueSize(value) > LIMITS.fieldValueBytes) {
      invalid(`The value of property "${name}" is longer than ${LIMITS.fieldValueBytes} bytes.`);
    }
    checkValue(value, [...parent, name]);
  }
}

/** Everything about a commit's writes that can be checked before applying them. */
export function checkWrites(writes: WriteOp[]): void {
  if (writes.length > LIMITS.writesPerCommit) invalid(`maximum ${LIMITS.writesPerCommit} writes allowed per request (this one has ${writes.length}).`);
  const transforms = new Map<string, number>();
  for (const write of writes) {
    checkDocumentName(write.name);
    if (write.kind === 'delete') continue;
    if (write.kind === 'update') {
      checkFields(write.fields);
      for (const path of write.mask ?? []) checkFieldPath(path);
    }
    for (const transform of write.transforms) checkFieldPath(transform.path);
    transforms.set(write.name, (transforms.get(write.name) ?? 0) + write.transforms.length);
  }
  for (const [name, count] of transforms) {
    if (count > LIMITS.transformsPerDocument)
      invalid(`At most ${LIMITS.transformsPerDocument} field transforms can be applied to one document in a commit; ${name} has ${count}.`);
  }
}

/** The document a commit would store, measured as Firestore bills and limits it. */
export function checkDocumentSize(name: string, fields: Fields): void {
  const size = documentSize(name, fields);
  if (size > LIMITS.documentBytes) {
    invalid(
      `Document '${name}' cannot be written because its size (${size.toLocaleString('en-US')} bytes) exceeds the maximum allowed size of 1,048,576 bytes.`,
    );
  }
}
