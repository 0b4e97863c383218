import type { MessageResponse } from '../types';
import { endpoint } from './endpoint';

/** The native app registers the device that should get the owner's pushes. */
export const registerExpoToken = endpoint<MessageResponse>()({
  method: 'POST',
  path: '/api/protected/expo-token',
  access: 'parent',
  status: 201,
  body: () => import('../schemas/devices').then((schemas) => schemas.expoTokenSchema),
});
