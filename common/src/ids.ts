/**
 * What may name a document, in a path or a body (issue 23): the ids this product makes (Firestore's
 * auto ids, Auth uids, link tokens, catalogue and calendar ids) are letters, digits, `_` and `-`.
 * Anything else can never name a record: Firestore reads a `/` as a path, refuses `.`, `..` and
 * names of the form `__x__`, and an over-long name; such an id is 'not found' before any read.
 */
export const ID_PATTERN = /^(?!__.*__$)[A-Za-z0-9_-]{1,128}$/;

export const isDocumentId = (value: unknown): value is string => typeof value === 'string' && ID_PATTERN.test(value);
