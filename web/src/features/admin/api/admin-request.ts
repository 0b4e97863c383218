import { apiRequest } from '@/lib/api-client';
import { adminIdToken } from '../session';

/** Every admin call carries the admin session's token, never a parent's. */
export async function adminRequest<T>(path: string, options: { method?: 'GET' | 'POST' | 'PATCH'; body?: unknown } = {}): Promise<T> {
  return apiRequest<T>(path, { ...options, token: await adminIdToken() });
}
