/** gRPC status codes (google.rpc.Code), and the error type every layer throws. */
export const Status = {
  OK: 0,
  CANCELLED: 1,
  UNKNOWN: 2,
  INVALID_ARGUMENT: 3,
  DEADLINE_EXCEEDED: 4,
  NOT_FOUND: 5,
  ALREADY_EXISTS: 6,
  PERMISSION_DENIED: 7,
  RESOURCE_EXHAUSTED: 8,
  FAILED_PRECONDITION: 9,
  ABORTED: 10,
  OUT_OF_RANGE: 11,
  UNIMPLEMENTED: 12,
  INTERNAL: 13,
  UNAVAILABLE: 14,
} as const;

export type StatusCode = (typeof Status)[keyof typeof Status];

/** An error that reaches the client as this gRPC status (handlers turn anything else into INTERNAL). */
export class FirestoreError extends Error {
  constructor(
    readonly code: StatusCode,
    message: string,
  ) {
    super(message);
    this.name = 'FirestoreError';
  }
}
