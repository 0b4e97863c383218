import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from './admin-request';

export interface CreateAdminInput {
  username: string;
  password: string;
  fullName: string;
  email: string;
  role: 'admin' | 'super_admin';
}

export function useCreateAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateAdminInput) => adminRequest('/api/admin/create-admin', { method: 'POST', body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
