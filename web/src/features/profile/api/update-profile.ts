import { useMutation } from '@tanstack/react-query';
import type { Profile } from '@bebek/common/types';
import type { ProfileUpdateInput } from '@bebek/common/schemas/profile';
import { apiRequest } from '@/lib/api-client';
import { profileQueryKey } from '@/lib/auth';
import { queryClient } from '@/lib/query-client';

export function useUpdateProfile() {
  return useMutation({
    mutationFn: (input: ProfileUpdateInput) => apiRequest<Profile>('/api/protected/profile', { method: 'PATCH', body: input }),
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileQueryKey, profile);
      await queryClient.invalidateQueries({ queryKey: ['me'] });
    },
  });
}

export function editableFields(profile: Profile): ProfileUpdateInput {
  return {
    fullName: profile.fullName,
    email: profile.email,
    gender: profile.gender,
    birthDate: profile.birthDate,
    phone: profile.phone,
    spouseName: profile.spouseName,
    expectedBirthDate: profile.expectedBirthDate,
    babyName: profile.babyName,
    babyGender: profile.babyGender,
    hospital: profile.hospital,
    doctor: profile.doctor,
    profileImage: profile.profileImage,
  };
}
