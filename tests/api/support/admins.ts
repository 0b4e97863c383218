import { api } from './stack';
import { json } from './users';

export const DEMO_ADMIN = { username: 'admin', password: 'DemoAdmin2025' };

export async function adminLogin(username: string, password: string): Promise<{ status: number; idToken?: string; body: unknown }> {
  const { status, body } = await api('/api/admin/login', { method: 'POST', ...json({ username, password }) });
  if (status !== 200) return { status, body };
  return { status, body, idToken: (body as { token: string }).token };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
