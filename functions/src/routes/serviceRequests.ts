import { Router } from 'express';
import { FieldValue, type Timestamp } from 'firebase-admin/firestore';
import { serviceRequestSchema } from '@bebek/common/schemas/notifications';
import type { ServiceRequest } from '@bebek/common/types';
import { COLLECTIONS, db } from '../lib/firestore';
import { validateBody } from '../lib/validate';

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

serviceRequestsRouter.get('/protected/service-requests', async (req, res) => {
  const snapshot = await requests().where('userId', '==', req.user!.uid).get();
  const serviceRequests = snapshot.docs.map(toServiceRequest).sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''));
  res.json({ serviceRequests });
});

serviceRequestsRouter.post('/protected/service-requests', async (req, res) => {
  const input = await validateBody(serviceRequestSchema, req.body);
  const ref = requests().doc();
  await ref.create({ ...input, userId: req.user!.uid, status: 'pending', response: '', createdAt: FieldValue.serverTimestamp() });
  res.status(201).json(toServiceRequest(await ref.get()));
});
