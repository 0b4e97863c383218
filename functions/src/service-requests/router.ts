import { Router } from 'express';
import { FieldValue, type Timestamp } from 'firebase-admin/firestore';
import { createServiceRequest, getServiceRequests } from '@bebek/common/api/service-requests';
import type { ServiceRequest } from '@bebek/common/types';
import { route } from '../http/contract';
import { COLLECTIONS, db } from '../lib/firestore';

export const serviceRequestsRouter = Router();

const requests = () => db().collection(COLLECTIONS.serviceRequests);

export function toServiceRequest(doc: FirebaseFirestore.DocumentSnapshot): ServiceRequest {
  const data = doc.data() ?? {};
  const createdAt = data.createdAt as Timestamp | undefined;
  return {
    id: doc.id,
    category: String(data.category ?? ''),
    description: String(data.description ?? ''),
    budget: String(data.budget ?? ''),
    location: String(data.location ?? ''),
    dateRange: String(data.dateRange ?? ''),
    status: data.status === 'answered' ? 'answered' : 'pending',
    response: String(data.response ?? ''),
    createdAt: createdAt ? createdAt.toDate().toISOString() : null,
  };
}

route(serviceRequestsRouter, getServiceRequests, async ({ req }) => {
  const snapshot = await requests().where('userId', '==', req.user!.uid).get();
  const serviceRequests = snapshot.docs.map(toServiceRequest).sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''));
  return { serviceRequests };
});

route(serviceRequestsRouter, createServiceRequest, async ({ req, body }) => {
  const ref = requests().doc();
  await ref.create({ ...body, userId: req.user!.uid, status: 'pending', response: '', createdAt: FieldValue.serverTimestamp() });
  return toServiceRequest(await ref.get());
});
