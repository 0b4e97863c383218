import type { DocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import type { ServiceRequest } from '@bebek/common/types';
import * as data from './data';

/** A stored request as the parent and the operators see it. */
export function toServiceRequest(doc: DocumentSnapshot): ServiceRequest {
  const fields = doc.data() ?? {};
  const createdAt = fields.createdAt as Timestamp | undefined;
  return {
    id: doc.id,
    category: String(fields.category ?? ''),
    description: String(fields.description ?? ''),
    budget: String(fields.budget ?? ''),
    location: String(fields.location ?? ''),
    dateRange: String(fields.dateRange ?? ''),
    status: fields.status === 'answered' ? 'answered' : 'pending',
    response: String(fields.response ?? ''),
    createdAt: createdAt ? createdAt.toDate().toISOString() : null,
  };
}

/** The parent's requests, newest first. */
export async function requestsOf(uid: string): Promise<ServiceRequest[]> {
  const stored = await data.readRequestsOf(uid);
  return stored.map(toServiceRequest).sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''));
}

export async function sendRequest(uid: string, input: data.ServiceRequestInput): Promise<ServiceRequest> {
  return toServiceRequest(await data.createRequest(uid, input));
}
