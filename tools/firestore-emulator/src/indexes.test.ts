import { describe, expect, it } from 'vitest';
import { FirestoreError } from './errors.js';
import { checkIndexes, parseIndexConfig, type IndexConfig } from './indexes.js';
import type { Filter, Query } from './query.js';

const ROOT = 'projects/p/databases/(default)/documents';
const eq = (field: string, value = 'x'): Filter => ({ kind: 'field', path: field.split('.'), op: '==', value: { stringValue: value } });
const range = (field: string): Filter => ({ kind: 'field', path: [field], op: '<', value: { integerValue: '5' } });
const contains = (field: string): Filter => ({ kind: 'field', path: [field], op: 'array-contains', value: { stringValue: 'k' } });
const and = (...filters: Filter[]): Filter => ({ kind: 'composite', op: 'AND', filters });
const order = (field: string, direction: 'asc' | 'desc' = 'asc') => ({ path: [field], direction });

function query(where?: Filter, orderBy: Query['orderBy'] = []): Query {
  return { parent: ROOT, collectionId: 'logs', orderBy, ...(where ? { where } : {}) };
}

function needs(q: Query, config: IndexConfig = { indexes: [], fieldOverrides: [] }): string | undefined {
  try {
    checkIndexes(q, config);
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(FirestoreError);
    expect((error as FirestoreError).code).toBe(9);
    return (error as FirestoreError).message;
  }
}

const declared = (...indexes: Array<Array<[string, 'ASCENDING' | 'DESCENDING' | 'CONTAINS']>>) =>
  parseIndexConfig({
    indexes: indexes.map((fields) => ({
      collectionGroup: 'logs',
      queryScope: 'COLLECTION',
      fields: fields.map(([fieldPath, mode]) => (mode === 'CONTAINS' ? { fieldPath, arrayConfig: 'CONTAINS' } : { fieldPath, order: mode })),
    })),
  });

describe('queries served by the automatic single-field indexes', () => {
  it('one equality, one range, one orderBy, array-contains alone, and merged equalities', () => {
    expect(needs(query(eq('status')))).toBeUndefined();
    expect(needs(query(range('n')))).toBeUndefined();
    expect(needs(query(undefined, [order('createdAt', 'desc')]))).toBeUndefined();
    expect(needs(query(range('n'), [order('n', 'desc')]))).toBeUndefined();
    expect(needs(query(contains('tags')))).toBeUndefined();
    expect(needs(query(and(eq('userId'), eq('type'), contains('tags'))))).toBeUndefined();
  });
});

describe('queries that need a composite index', () => {
  it('equality + orderBy on another field, naming the index to declare', () => {
    const message = needs(query(eq('status'), [order('createdAt', 'desc')]));
    expect(message).toMatch(/requires an index/);
    expect(message).toContain(
      '{"collectionGroup":"logs","queryScope":"COLLECTION","fields":[{"fieldPath":"status","order":"ASCENDING"},{"fieldPath":"createdAt","order":"DESCENDING"}]}',
    );
  });

  it('range on one field + orderBy on another, ranges on two fields, array-contains + orderBy', () => {
    expect(needs(query(range('n'), [order('m')]))).toMatch(/"fieldPath":"m".*"fieldPath":"n"/);
    expect(needs(query(and(range('a'), range('b'))))).toMatch(/requires an index/);
    expect(needs(query(contains('tags'), [order('createdAt', 'desc')]))).toMatch(/"arrayConfig":"CONTAINS"/);
    expect(needs(query(and(eq('status'), range('claimedAt'))))).toMatch(/requires an index/);
  });

  it('is served by the declared index, in its directions only', () => {
    const config = declared([
      ['status', 'ASCENDING'],
      ['createdAt', 'DESCENDING'],
    ]);
    expect(needs(query(eq('status'), [order('createdAt', 'desc')]), config)).toBeUndefined();
    // startAfter(snapshot) adds __name__ in the same direction: still served
    expect(needs(query(eq('status'), [order('createdAt', 'desc'), order('__name__', 'desc')]), config)).toBeUndefined();
    expect(needs(query(eq('status'), [order('createdAt', 'asc')]), config)).toMatch(/requires an index/);
  });

  it('merges composites that share the sort order, but needs each equality field covered', () => {
    const config = declared(
      [
        ['status', 'ASCENDING'],
        ['createdAt', 'DESCENDING'],
      ],
      [
        ['email', 'ASCENDING'],
        ['createdAt', 'DESCENDING'],
      ],
    );
    expect(needs(query(and(eq('status'), eq('email')), [order('createdAt', 'desc')]), config)).toBeUndefined();
    expect(needs(query(and(eq('status'), eq('phone')), [order('createdAt', 'desc')]), config)).toMatch(/requires an index/);
  });

  it('counts an exempted field as having no single-field index', () => {
    const config = parseIndexConfig({ fieldOverrides: [{ collectionGroup: 'logs', fieldPath: 'expiresAt', ttl: true, indexes: [] }] });
    expect(needs(query(range('expiresAt')), config)).toMatch(/exempted/);
    expect(needs(query(range('n')), config)).toBeUndefined();
  });
});
