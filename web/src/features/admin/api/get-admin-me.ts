import { useQuery } from '@tanstack/react-query';
import { adminRequest } from './admin-request';

export interface AdminMe {
  uid: string;
  username: string;
  role: 'admin' | 'super_admin';
}

export function useAdminMe() {
  return useQuery({ queryKey: ['admin', 'me'], queryFn: () => adminRequest<AdminMe>('/api/admin/me') });
}
