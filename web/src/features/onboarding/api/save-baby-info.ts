import { useMutation } from '@tanstack/react-query';
import type { Profile } from '@bebek/common/types';
import { apiRequest } from '@/lib/api-client';

export interface BabyInfoInput {
  expectedBirthDate: string;
  babyName: string;
  babyGender: string;
  hospital: string;
  doctor: string;
}

export function useSaveBabyInfo() {
  return useMutation({ mutationFn: (input: BabyInfoInput) => apiRequest<Profile>('/api/protected/baby-info', { method: 'POST', body: input }) });
}

export function skipBabyInfo() {
  return apiRequest('/api/protected/baby-info/skip', { method: 'POST', body: {} });
}
