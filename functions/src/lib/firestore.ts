import { getFirestore, type Firestore, type GrpcStatus } from 'firebase-admin/firestore';
import { initAdminApp } from './admin-app';

let firestore: Firestore | undefined;

/** One Firestore client per function instance, created on first use to keep cold starts short. */
export function db(): Firestore {
  if (!firestore) {
    // The client opens an OpenTelemetry span around every call unless told not to; nothing collects
    // them here (no tracer provider is registered), and under load they cost a measurable share of
    // each request's CPU. An operator who wants traces sets FIRESTORE_ENABLE_TRACING=on.
    process.env.FIRESTORE_ENABLE_TRACING ??= 'off';
    initAdminApp();
    firestore = getFirestore();
  }
  return firestore;
}

/**
 * Whether a Firestore call failed with this gRPC status: how a commit tells that a precondition of
 * ours failed (ALREADY_EXISTS for `create`, FAILED_PRECONDITION for `lastUpdateTime`), the "only once"
 * proofs of ADR 0021.
 */
export const failedWith = (error: unknown, status: GrpcStatus): boolean => (error as { code?: unknown } | undefined)?.code === status;

export { COLLECTIONS } from '@bebek/common/model';
