/**
 * Firestore values, kept in the Firestore REST (proto3 JSON) shape: `{ integerValue: "3" }`,
 * `{ timestampValue: "2025-01-02T03:04:05.123456000Z" }`, `{ mapValue: { fields } }`...
 *
 * Why that shape: it says which type a value has (a double 1.0 stays a double, unlike plain JSON),
 * it is what Cloud Functions receive in a Firestore CloudEvent, and it is plain data, so a document
 * is cloned, compared and saved without conversions. Two in-memory liberties: doubles are JS
 * numbers (NaN and ±Infinity included; `toJsonValue` spells those as strings), and timestamps are
 * always written with 9 fraction digits so that string order is time order.
 */
import { compareNames, compareUtf8 } from './paths.js';
import { FirestoreError, Status } from './errors.js';

export type Value =
  | { nullValue: null }
  | { booleanValue: boolean }
  | { integerValue: string }
  | { doubleValue: number }
  | { timestampValue: string }
  | { stringValue: string }
  | { bytesValue: string }
  | { referenceValue: string }
  | { geoPointValue: { latitude: number; longitude: number } }
  | { arrayValue: { values: Value[] } }
  | { mapValue: { fields: Fields } };

export type Fields = Record<string, Value>;

export const NULL: Value = { nullValue: null };

export function isNumber(value: Value): value is { integerValue: string } | { doubleValue: number } {
  return 'integerValue' in value || 'doubleValue' in value;
}

export function isNaNValue(value: Value): boolean {
  return 'doubleValue' in value && Number.isNaN(value.doubleValue);
}

export function isNull(value: Value): boolean {
  return 'nullValue' in value;
}

export function asNumber(value: { integerValue: string } | { doubleValue: number }): number {
  return 'integerValue' in value ? Number(value.integerValue) : value.doubleValue;
}

function isVector(value: Value): boolean {
  if (!('mapValue' in value)) return false;
  const type = value.mapValue.fields['__type__'];
  return type !== undefined && 'stringValue' in type && type.stringValue === '__vector__';
}

/** Firestore's cross-type order: null < booleans < numbers (NaN first) < timestamps < strings < bytes < references < geopoints < arrays < vectors < maps. */
export function typeOrder(value: Value): number {
  if ('nullValue' in value) return 0;
  if ('booleanValue' in value) return 1;
  if ('integerValue' in value || 'doubleValue' in value) return 2;
  if ('timestampValue' in value) return 3;
  if ('stringValue' in value) return 4;
  if ('bytesValue' in value) return 5;
  if ('referenceValue' in value) return 6;
  if ('geoPointValue' in value) return 7;
  if ('arrayValue' in value) return 8;
  if (isVector(value)) return 9;
  return 10;
}

function compareNumbers(a: { integerValue: string } | { doubleValue: number }, b: { integerValue: string } | { doubleValue: number }): number {
  if ('integerValue' in a && 'integerValue' in b) {
    const x = BigInt(a.integerValue);
    const y = BigInt(b.integerValue);
    return x < y ? -1 : x > y ? 1 : 0;
  }
  const x = asNumber(a);
  const y = asNumber(b);
  // NaN sorts before every other number and equals itself; -0 equals 0.
  if (Number.isNaN(x)) return Number.isNaN(y) ? 0 : -1;
  if (Number.isNaN(y)) return 1;
  return x < y ? -1 : x > y ? 1 : 0;
}

function compareBytes(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a, 'base64'), Buffer.from(b, 'base64'));
}

function compareArrays(a: Value[], b: Value[]): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const order = compareValues(a[i] as Value, b[i] as Value);
    if (order !== 0) return order;
  }
  return a.length - b.length;
}

function compareMaps(a: Fields, b: Fields): number {
  const keysA = Object.keys(a).sort(compareUtf8);
  const keysB = Object.keys(b).sort(compareUtf8);
  const length = Math.min(keysA.length, keysB.length);
  for (let i = 0; i < length; i++) {
    const keyA = keysA[i] as string;
    const keyB = keysB[i] as string;
    const keyOrder = compareUtf8(keyA, keyB);
    if (keyOrder !== 0) return keyOrder;
    const order = compareValues(a[keyA] as Value, b[keyB] as Value);
    if (order !== 0) return order;
  }
  return keysA.length - keysB.length;
}

/** Total order over all values, as Firestore sorts query results. */
export function compareValues(a: Value, b: Value): number {
  const typeA = typeOrder(a);
  const typeB = typeOrder(b);
  if (typeA !== typeB) return typeA - typeB;
  if ('nullValue' in a) return 0;
  if ('booleanValue' in a && 'booleanValue' in b) return Number(a.booleanValue) - Number(b.booleanValue);
  if (isNumber(a) && isNumber(b)) return compareNumbers(a, b);
  if ('timestampValue' in a && 'timestampValue' in b) return a.timestampValue < b.timestampValue ? -1 : a.timestampValue > b.timestampValue ? 1 : 0;
  if ('stringValue' in a && 'stringValue' in b) return compareUtf8(a.stringValue, b.stringValue);
  if ('bytesValue' in a && 'bytesValue' in b) return compareBytes(a.bytesValue, b.bytesValue);
  if ('referenceValue' in a && 'referenceValue' in b) return compareNames(a.referenceValue, b.referenceValue);
  if ('geoPointValue' in a && 'geoPointValue' in b) {
    return (
      compareNumbers({ doubleValue: a.geoPointValue.latitude }, { doubleValue: b.geoPointValue.latitude }) ||
      compareNumbers({ doubleValue: a.geoPointValue.longitude }, { doubleValue: b.geoPointValue.longitude })
    );
  }
  if ('arrayValue' in a && 'arrayValue' in b) return compareArrays(a.arrayValue.values, b.arrayValue.values);
  if ('mapValue' in a && 'mapValue' in b) {
    if (typeA === 9) {
      // Vectors order by length first, then element by element.
      const x = a.mapValue.fields['value'];
      const y = b.mapValue.fields['value'];
      const lengthX = x && 'arrayValue' in x ? x.arrayValue.values.length : 0;
      const lengthY = y && 'arrayValue' in y ? y.arrayValue.values.length : 0;
      if (lengthX !== lengthY) return lengthX - lengthY;
    }
    return compareMaps(a.mapValue.fields, b.mapValue.fields);
  }
  return 0;
}

/**
 * Query equality: numbers compare by value across integer and double (1 == 1.0), NaN equals NaN.
 * This is also what arrayUnion / arrayRemove use to decide whether an element is "already present".
 */
export function valuesEqual(a: Value, b: Value): boolean {
  return typeOrder(a) === typeOrder(b) && compareValues(a, b) === 0;
}

/** Exact identity (types included: 1 and 1.0 differ), used to detect writes that change nothing. */
export function sameValue(a: Value, b: Value): boolean {
  if ('doubleValue' in a && 'doubleValue' in b) return Object.is(a.doubleValue, b.doubleValue) || a.doubleValue === b.doubleValue;
  if ('arrayValue' in a && 'arrayValue' in b) {
    return (
      a.arrayValue.values.length === b.arrayValue.values.length && a.arrayValue.values.every((value, i) => sameValue(value, b.arrayValue.values[i] as Value))
    );
  }
  if ('mapValue' in a && 'mapValue' in b) return sameFields(a.mapValue.fields, b.mapValue.fields);
  if ('geoPointValue' in a && 'geoPointValue' in b)
    return a.geoPointValue.latitude === b.geoPointValue.latitude && a.geoPointValue.longitude === b.geoPointValue.longitude;
  const [keyA] = Object.keys(a);
  const [keyB] = Object.keys(b);
  return keyA === keyB && keyA !== undefined && (a as Record<string, unknown>)[keyA] === (b as Record<string, unknown>)[keyA];
}

export function sameFields(a: Fields, b: Fields): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => b[key] !== undefined && sameValue(a[key] as Value, b[key] as Value));
}

export function cloneFields(fields: Fields): Fields {
  return structuredClone(fields);
}

// ---- field paths inside a document ----

export function getField(fields: Fields, path: readonly string[]): Value | undefined {
  let current: Fields | undefined = fields;
  for (let i = 0; i < path.length; i++) {
    const value: Value | undefined = current?.[path[i] as string];
    if (value === undefined) return undefined;
    if (i === path.length - 1) return value;
    if (!('mapValue' in value)) return undefined;
    current = value.mapValue.fields;
  }
  return undefined;
}

/** Sets a nested field, turning missing or non-map intermediate fields into maps (what Firestore does). */
export function setField(fields: Fields, path: readonly string[], value: Value): void {
  let current = fields;
  for (let i = 0; i < path.length - 1; i++) {
    const key = path[i] as string;
    let next = current[key];
    if (next === undefined || !('mapValue' in next)) {
      next = { mapValue: { fields: {} } };
      current[key] = next;
    }
    current = next.mapValue.fields;
  }
  current[path[path.length - 1] as string] = value;
}

export function deleteField(fields: Fields, path: readonly string[]): void {
  let current: Fields = fields;
  for (let i = 0; i < path.length - 1; i++) {
    const next = current[path[i] as string];
    if (next === undefined || !('mapValue' in next)) return;
    current = next.mapValue.fields;
  }
  delete current[path[path.length - 1] as string];
}

// ---- timestamps ----

/** `seconds`/`nanos` -> `YYYY-MM-DDTHH:MM:SS.nnnnnnnnnZ` (always 9 digits, so strings sort by time). */
export function formatTimestamp(seconds: number, nanos: number): string {
  const iso = new Date(seconds * 1000).toISOString();
  return `${iso.slice(0, 19)}.${String(nanos).padStart(9, '0')}Z`;
}

const RFC3339 = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d)(?:\.(\d{1,9}))?(Z|[+-]\d\d:\d\d)$/;

export function parseTimestamp(text: string): { seconds: number; nanos: number } {
  const match = RFC3339.exec(text);
  const millis = match ? Date.parse(`${match[1]}${match[3]}`) : NaN;
  if (!match || Number.isNaN(millis)) throw new FirestoreError(Status.INVALID_ARGUMENT, `Invalid timestamp: "${text}"`);
  return { seconds: Math.floor(millis / 1000), nanos: match[2] ? Number(match[2].padEnd(9, '0')) : 0 };
}

export function normalizeTimestamp(text: string): string {
  const { seconds, nanos } = parseTimestamp(text);
  return formatTimestamp(seconds, nanos);
}

/**
 * Commit times: wall clock in microseconds (Firestore's precision), strictly increasing so that two
 * commits in the same millisecond still get different update times (transactions compare them).
 */
export class Clock {
  #lastMicros = 0n;

  now(): string {
    let micros = BigInt(Date.now()) * 1000n;
    if (micros <= this.#lastMicros) micros = this.#lastMicros + 1n;
    this.#lastMicros = micros;
    const seconds = micros / 1_000_000n;
    const nanos = (micros % 1_000_000n) * 1000n;
    return formatTimestamp(Number(seconds), Number(nanos));
  }
}

// ---- proto3 JSON (persistence, CloudEvents) ----

type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/** The Firestore REST encoding of a value (doubles that JSON cannot hold become "NaN", "Infinity", "-0"...). */
export function toJsonValue(value: Value): JsonValue {
  if ('doubleValue' in value) {
    const number = value.doubleValue;
    if (Number.isNaN(number)) return { doubleValue: 'NaN' };
    if (number === Infinity) return { doubleValue: 'Infinity' };
    if (number === -Infinity) return { doubleValue: '-Infinity' };
    if (Object.is(number, -0)) return { doubleValue: '-0' };
    return { doubleValue: number };
  }
  if ('arrayValue' in value) return { arrayValue: { values: value.arrayValue.values.map(toJsonValue) } };
  if ('mapValue' in value) return { mapValue: { fields: toJsonFields(value.mapValue.fields) } };
  return value as JsonValue;
}

export function toJsonFields(fields: Fields): { [key: string]: JsonValue } {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, toJsonValue(value)]));
}

function invalid(json: unknown): never {
  throw new FirestoreError(Status.INVALID_ARGUMENT, `Invalid Firestore JSON value: ${JSON.stringify(json)?.slice(0, 200)}`);
}

/** Reads a REST-encoded value back, checking it on the way (imported files are untrusted input). */
export function fromJsonValue(json: unknown): Value {
  if (typeof json !== 'object' || json === null) invalid(json);
  const entries = Object.entries(json);
  if (entries.length !== 1) invalid(json);
  const [type, raw] = entries[0] as [string, unknown];
  switch (type) {
    case 'nullValue':
      return NULL;
    case 'booleanValue':
      if (typeof raw !== 'boolean') invalid(json);
      return { booleanValue: raw };
    case 'integerValue':
      if ((typeof raw !== 'string' && typeof raw !== 'number') || !/^-?\d+$/.test(String(raw))) invalid(json);
      return { integerValue: BigInt(String(raw)).toString() };
    case 'doubleValue': {
      const number = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw) : NaN;
      if (typeof raw !== 'number' && raw !== 'NaN' && Number.isNaN(number)) invalid(json);
      return { doubleValue: number };
    }
    case 'timestampValue':
      if (typeof raw !== 'string') invalid(json);
      return { timestampValue: normalizeTimestamp(raw) };
    case 'stringValue':
      if (typeof raw !== 'string') invalid(json);
      return { stringValue: raw };
    case 'bytesValue':
      if (typeof raw !== 'string') invalid(json);
      return { bytesValue: Buffer.from(raw, 'base64').toString('base64') };
    case 'referenceValue':
      if (typeof raw !== 'string') invalid(json);
      return { referenceValue: raw };
    case 'geoPointValue': {
      const point = raw as { latitude?: unknown; longitude?: unknown } | null;
      if (!point || typeof point !== 'object') invalid(json);
      return { geoPointValue: { latitude: Number(point.latitude ?? 0), longitude: Number(point.longitude ?? 0) } };
    }
    case 'arrayValue': {
      const values = (raw as { values?: unknown } | null)?.values ?? [];
      if (!Array.isArray(values)) invalid(json);
      return { arrayValue: { values: values.map(fromJsonValue) } };
    }
    case 'mapValue':
      return { mapValue: { fields: fromJsonFields((raw as { fields?: unknown } | null)?.fields ?? {}) } };
    default:
      invalid(json);
  }
}

export function fromJsonFields(json: unknown): Fields {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) invalid(json);
  return Object.fromEntries(Object.entries(json).map(([key, value]) => [key, fromJsonValue(value)]));
}
