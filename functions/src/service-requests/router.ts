import { Router } from 'express';
import { createServiceRequest, getServiceRequests } from '@bebek/common/api/service-requests';
import { route } from '../http/contract';
import { requestsOf, sendRequest } from './service';

export const serviceRequestsRouter = Router();

route(serviceRequestsRouter, getServiceRequests, async ({ req }) => ({ serviceRequests: await requestsOf(req.user!.uid) }));

route(serviceRequestsRouter, createServiceRequest, async ({ req, body }) => sendRequest(req.user!.uid, body));
