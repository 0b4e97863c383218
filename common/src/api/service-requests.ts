import type { ServiceRequest } from '../types';
import { endpoint } from './endpoint';

/** The parent's own requests, newest first: read by /service-requests and the reports screen. */
export const getServiceRequests = endpoint<{ serviceRequests: ServiceRequest[] }>()({
  method: 'GET',
  path: '/api/protected/service-requests',
  access: 'parent',
  queryKey: () => ['service-requests'],
});

export const createServiceRequest = endpoint<ServiceRequest>()({
  method: 'POST',
  path: '/api/protected/service-requests',
  access: 'parent',
  status: 201,
  body: () => import('../schemas/notifications').then((schemas) => schemas.serviceRequestSchema),
  invalidates: () => [getServiceRequests.queryKey!({})],
});
