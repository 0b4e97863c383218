/**
 * What went wrong, in the domain's words. Services and data modules throw a DomainError; http/errors.ts
 * is the one place that turns its kind into an HTTP status (issue 26), so a rule knows nothing of HTTP.
 */
export type FailureKind =
  /** the input breaks a rule (the spec's Turkish message, per field where one is named) */
  | 'invalid'
  /** no session, or one that is over */
  | 'unauthenticated'
  /** a session that may not do this */
  | 'forbidden'
  /** no such record, or not one this caller may know of */
  | 'not-found'
  /** the record's state does not allow it now (already done, limit reached, met another request) */
  | 'conflict'
  /** the body is larger than the contract takes */
  | 'too-large'
  /** the body is not JSON, or not in a character set we read */
  | 'unsupported-body'
  /** too many attempts or messages; the budget comes back later */
  | 'too-many'
  /** an outside provider did not do what was asked */
  | 'provider-failed';

export class DomainError extends Error {
  constructor(
    readonly kind: FailureKind,
    message: string,
    readonly fieldErrors?: Record<string, string>,
    /** how long the client should wait before trying again, when the domain knows it */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}
