/**
 * The documents, and the one way to change them: `commit`, which applies a list of writes
 * atomically (preconditions and transforms included) and tells listeners what changed.
 *
 * Everything here is synchronous on purpose: Node runs one handler at a time, so a commit that
 * validates and applies in one call cannot interleave with another request. That is what makes
 * transactions serializable (see transactions.ts) without locks.
 */
import { FirestoreError, Status } from './errors.js';
import { checkDocumentSize, checkWrites } from './limits.js';
import { compareNames, parseDocumentName, parseName } from './paths.js';
import {
  asNumber,
  Clock,
  cloneFields,
  deleteField,
  getField,
  isNaNValue,
  isNumber,
  sameFields,
  setField,
  valuesEqual,
  compareValues,
  type Fields,
  type Value,
} from './values.js';

export interface StoredDocument {
  /** Full name: `projects/{p}/databases/{d}/documents/...` */
  readonly name: string;
  readonly fields: Fields;
  readonly createTime: string;
  readonly updateTime: string;
}

export type Precondition = { exists: boolean } | { updateTime: string };

export type FieldTransform =
  | { path: string[]; kind: 'serverTime' }
  | { path: string[]; kind: 'increment' | 'maximum' | 'minimum'; operand: Value }
  | { path: string[]; kind: 'appendMissing' | 'removeAll'; elements: Value[] };

export type WriteOp =
  /** Firestore's `update` write: without a mask it replaces the document, with one it touches only those paths. */
  | { kind: 'update'; name: string; fields: Fields; mask?: string[][]; transforms: FieldTransform[]; precondition?: Precondition }
  | { kind: 'delete'; name: string; precondition?: Precondition }
  /** The legacy transform-only write. */
  | { kind: 'transform'; name: string; transforms: FieldTransform[]; precondition?: Precondition };

export interface WriteOutcome {
  /** Unset after a delete; the previous update time when the write changed nothing (as Firestore does). */
  updateTime?: string;
  transformResults: Value[];
}

export interface DocumentChange {
  name: string;
  before: StoredDocument | null;
  after: StoredDocument | null;
}

export interface ChangeEvent {
  /** `write`: a commit (triggers fire). `reset`: clear/import through the control API (they do not). */
  origin: 'write' | 'reset';
  time: string;
  changes: DocumentChange[];
}

export interface CommitResult {
  commitTime: string;
  writeResults: WriteOutcome[];
  changes: DocumentChange[];
}

const INT64_MAX = 2n ** 63n - 1n;
const INT64_MIN = -(2n ** 63n);

export class DocumentStore {
  #documents = new Map<string, StoredDocument>();
  /** The same documents by collection path (`…/documents/games/g1/participants`): a query reads its collection, not the whole store. */
  #byCollection = new Map<string, Map<string, StoredDocument>>();
  #listeners = new Set<(event: ChangeEvent) => void>();
  readonly clock = new Clock();

  get(name: string): StoredDocument | undefined {
    return this.#documents.get(name);
  }

  get size(): number {
    return this.#documents.size;
  }

  /** All documents, in key order. */
  all(): StoredDocument[] {
    return [...this.#documents.values()].sort((a, b) => compareNames(a.name, b.name));
  }

  /** The documents of the collection `collectionId` directly under `parent` (what a query's `from` selects). */
  documentsIn(parent: string, collectionId: string): StoredDocument[] {
    return [...(this.#byCollection.get(`${parent}/${collectionId}`)?.values() ?? [])];
  }

  /**
   * The documents of one collection for ListDocuments; with `showMissing`, also the names of
   * documents that do not exist but have subcollections (Firestore lists those as "missing").
   */
  listDocuments(collection: string, showMissing: boolean): Array<StoredDocument | { name: string; missing: true }> {
    const prefix = `${collection}/`;
    const found = new Map<string, StoredDocument | { name: string; missing: true }>();
    for (const document of this.#documents.values()) {
      if (!document.name.startsWith(prefix)) continue;
      const rest = document.name.slice(prefix.length).split('/');
      const name = `${prefix}${rest[0]}`;
      if (rest.length === 1) found.set(name, document);
      else if (showMissing && !found.has(name)) found.set(name, { name, missing: true });
    }
    return [...found.values()].sort((a, b) => compareNames(a.name, b.name));
  }

  onChange(listener: (event: ChangeEvent) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #emit(event: ChangeEvent): void {
    if (event.changes.length === 0) return;
    for (const listener of this.#listeners) {
      try {
        listener(event);
      } catch (error) {
        // A broken listener (trigger bridge, persistence...) must never undo or fail a commit.
        console.error('[firestore] change listener failed:', error);
      }
    }
  }

  /**
   * Applies `writes` atomically: every write is computed against the state left by the previous
   * ones, and nothing is stored unless all preconditions hold. A transaction validates its reads
   * right before calling this, in the same synchronous call (see FirestoreBackend.commit).
   */
  commit(writes: WriteOp[]): CommitResult {
    checkWrites(writes);
    const commitTime = this.clock.now();
    const staged = new Map<string, StoredDocument | null>();
    const current = (name: string) => (staged.has(name) ? (staged.get(name) ?? null) : (this.#documents.get(name) ?? null));
    const transformResults: Value[][] = [];

    for (const write of writes) {
      parseDocumentName(write.name);
      const before = current(write.name);
      checkPrecondition(write, before);
      if (write.kind === 'delete') {
        staged.set(write.name, null);
        transformResults.push([]);
        continue;
      }
      let fields: Fields;
      if (write.kind === 'update' && !write.mask) {
        fields = cloneFields(write.fields);
      } else {
        fields = before ? cloneFields(before.fields) : {};
        for (const path of write.kind === 'update' ? (write.mask ?? []) : []) {
          const value = write.kind === 'update' ? getField(write.fields, path) : undefined;
          if (value === undefined) deleteField(fields, path);
          else setField(fields, path, structuredClone(value));
        }
      }
      transformResults.push(write.transforms.map((transform) => applyTransform(fields, transform, commitTime)));
      // The stored result is what must fit, after merges and transforms.
      checkDocumentSize(write.name, fields);
      staged.set(write.name, { name: write.name, fields, createTime: before?.createTime ?? commitTime, updateTime: commitTime });
    }

    const changes: DocumentChange[] = [];
    for (const [name, next] of staged) {
      const previous = this.#documents.get(name) ?? null;
      if (!previous && !next) continue;
      if (previous && next && sameFields(previous.fields, next.fields)) continue; // a no-op write keeps its update time
      if (next) this.#put(next);
      else this.#remove(name);
      changes.push({ name, before: previous, after: next });
    }

    const writeResults = writes.map((write, i): WriteOutcome => {
      const document = write.kind === 'delete' ? undefined : this.#documents.get(write.name);
      return { updateTime: document?.updateTime, transformResults: transformResults[i] ?? [] };
    });
    this.#emit({ origin: 'write', time: commitTime, changes });
    return { commitTime, writeResults, changes };
  }

  /** Removes every document of one database (`projects/p/databases/d`), or of all when omitted. */
  clear(database?: string): number {
    return this.replace(database, []);
  }

  /** Replaces the documents of one database (or all of them) with `documents`, e.g. on import. */
  replace(database: string | undefined, documents: StoredDocument[]): number {
    const time = this.clock.now();
    const inScope = (name: string) => database === undefined || parseName(name).database === database;
    const changes: DocumentChange[] = [];
    const incoming = new Map(documents.map((document) => [document.name, document]));
    for (const [name, document] of this.#documents) {
      if (inScope(name) && !incoming.has(name)) {
        this.#remove(name);
        changes.push({ name, before: document, after: null });
      }
    }
    for (const document of incoming.values()) {
      parseDocumentName(document.name);
      if (!inScope(document.name)) throw new FirestoreError(Status.INVALID_ARGUMENT, `${document.name} is not in ${database}`);
      changes.push({ name: document.name, before: this.#documents.get(document.name) ?? null, after: document });
      this.#put(document);
    }
    this.#emit({ origin: 'reset', time, changes });
    return changes.length;
  }

  #put(document: StoredDocument): void {
    this.#documents.set(document.name, document);
    const collection = collectionOf(document.name);
    let members = this.#byCollection.get(collection);
    if (!members) this.#byCollection.set(collection, (members = new Map()));
    members.set(document.name, document);
  }

  #remove(name: string): void {
    this.#documents.delete(name);
    const collection = collectionOf(name);
    const members = this.#byCollection.get(collection);
    members?.delete(name);
    if (members?.size === 0) this.#byCollection.delete(collection);
  }
}

const collectionOf = (name: string) => name.slice(0, name.lastIndexOf('/'));

function checkPrecondition(write: WriteOp, before: StoredDocument | null): void {
  const precondition = write.precondition;
  if (!precondition) return;
  if ('exists' in precondition) {
    if (precondition.exists && !before) {
      throw new FirestoreError(Status.NOT_FOUND, `No document to ${write.kind === 'delete' ? 'delete' : 'update'}: ${write.name}`);
    }
    if (!precondition.exists && before) throw new FirestoreError(Status.ALREADY_EXISTS, `Document already exists: ${write.name}`);
    return;
  }
  if (!before || before.updateTime !== precondition.updateTime) {
    throw new FirestoreError(
      Status.FAILED_PRECONDITION,
      `The document ${write.name} was ${before ? `last updated at ${before.updateTime}` : 'not found'}, not at the required update time ${precondition.updateTime}`,
    );
  }
}

function addNumbers(current: Value, operand: Value): Value {
  if ('integerValue' in current && 'integerValue' in operand) {
    let sum = BigInt(current.integerValue) + BigInt(operand.integerValue);
    // Integer increments saturate at the int64 bounds (documented for FieldValue.increment).
    if (sum > INT64_MAX) sum = INT64_MAX;
    if (sum < INT64_MIN) sum = INT64_MIN;
    return { integerValue: sum.toString() };
  }
  return { doubleValue: asNumber(current as { doubleValue: number }) + asNumber(operand as { doubleValue: number }) };
}

/**
 * One field transform, with the semantics of google.firestore.v1.DocumentTransform:
 * increment/maximum/minimum on a missing or non-numeric field set it to the operand;
 * appendMissingElements and removeAllFromArray treat a missing or non-array field as [].
 * Returns the field's new value (the transform result).
 */
function applyTransform(fields: Fields, transform: FieldTransform, commitTime: string): Value {
  const current = getField(fields, transform.path);
  let next: Value;
  switch (transform.kind) {
    case 'serverTime':
      next = { timestampValue: commitTime };
      break;
    case 'increment':
      next = current && isNumber(current) && isNumber(transform.operand) ? addNumbers(current, transform.operand) : transform.operand;
      break;
    case 'maximum':
    case 'minimum': {
      if (!current || !isNumber(current) || !isNumber(transform.operand)) {
        next = transform.operand;
      } else if (isNaNValue(current) || isNaNValue(transform.operand)) {
        next = { doubleValue: NaN };
      } else {
        const order = compareValues(transform.operand, current);
        // Equivalent operands (3 and 3.0, 0 and -0.0) leave the stored value alone.
        next = (transform.kind === 'maximum' ? order > 0 : order < 0) ? transform.operand : current;
      }
      break;
    }
    case 'appendMissing': {
      const values = current && 'arrayValue' in current ? [...current.arrayValue.values] : [];
      for (const element of transform.elements) {
        if (!values.some((value) => valuesEqual(value, element))) values.push(element);
      }
      next = { arrayValue: { values } };
      break;
    }
    case 'removeAll': {
      const values = current && 'arrayValue' in current ? current.arrayValue.values : [];
      next = { arrayValue: { values: values.filter((value) => !transform.elements.some((element) => valuesEqual(value, element))) } };
      break;
    }
  }
  setField(fields, transform.path, structuredClone(next));
  return next;
}
