import type { ProfileUpdateInput } from '@bebek/common/schemas/profile';
import type { Profile } from '@bebek/common/types';

/** The fields the profile form edits, as stored: the form starts from them and sends them all back. */
export function editableFields(profile: Profile): ProfileUpdateInput {
  return {
    fullName: profile.fullName,
    email: profile.email,
    gender: profile.gender as ProfileUpdateInput['gender'],
    birthDate: profile.birthDate,
    phone: profile.phone,
    spouseName: profile.spouseName,
    expectedBirthDate: profile.expectedBirthDate,
    babyName: profile.babyName,
    babyGender: profile.babyGender,
    hospital: profile.hospital,
    doctor: profile.doctor,
    profileImage: profile.profileImage,
    searchVisible: profile.searchVisible,
  };
}
