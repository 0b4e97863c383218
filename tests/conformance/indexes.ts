import type { IndexConfig } from '../../tools/firestore-checks/src/indexes.js';

/** The composite indexes and field overrides this suite's queries use, as firestore.indexes.json declares the app's; `name` adds the run's suffix. */
export const conformanceIndexes = (name: (base: string) => string): IndexConfig => ({
  indexes: [
    {
      collectionGroup: name('numbers'),
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'parity', mode: 'ASCENDING' },
        { fieldPath: 'n', mode: 'ASCENDING' },
      ],
    },
    {
      collectionGroup: name('numbers'),
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'tags', mode: 'CONTAINS' },
        { fieldPath: 'n', mode: 'ASCENDING' },
      ],
    },
    {
      collectionGroup: name('indexed'),
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'status', mode: 'ASCENDING' },
        { fieldPath: 'at', mode: 'DESCENDING' },
      ],
    },
    {
      collectionGroup: name('indexed'),
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'kind', mode: 'ASCENDING' },
        { fieldPath: 'at', mode: 'DESCENDING' },
      ],
    },
    {
      collectionGroup: name('answers'),
      queryScope: 'COLLECTION_GROUP',
      fields: [
        { fieldPath: 'email', mode: 'ASCENDING' },
        { fieldPath: 'at', mode: 'DESCENDING' },
      ],
    },
  ],
  fieldOverrides: [
    { collectionGroup: name('indexed'), fieldPath: 'expiresAt', indexes: [] },
    {
      collectionGroup: name('answers'),
      fieldPath: 'email',
      indexes: [
        { mode: 'ASCENDING', queryScope: 'COLLECTION' },
        { mode: 'DESCENDING', queryScope: 'COLLECTION' },
        { mode: 'CONTAINS', queryScope: 'COLLECTION' },
        { mode: 'ASCENDING', queryScope: 'COLLECTION_GROUP' },
      ],
    },
  ],
});
