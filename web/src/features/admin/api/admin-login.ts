import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { startAdminSession } from '../session';

export interface AdminLoginAnswer {
  token: string;
  admin: { id: string; username: string; fullName: string; role: 'admin' | 'super_admin' };
}

export async function adminLogin(input: { username: string; password: string }): Promise<AdminLoginAnswer> {
  const answer = await apiRequest<AdminLoginAnswer>('/api/admin/login', { method: 'POST', body: input, anonymous: true });
  startAdminSession(answer.token);
  return answer;
}

export function useAdminLogin() {
  return useMutation({ mutationFn: adminLogin });
}
