import { describe, expect, it } from 'vitest';
import { todayIn } from '../calendar-day';
import { babyInfoSchema, contactFormSchema, profilePatchSchema, profileRequiredSchema, splitFullName } from './profile';

describe('profilePatchSchema', () => {
  it('keeps only the fields sent: nothing missing is filled in with a default', async () => {
    expect(await profilePatchSchema.validate({ spouseName: ' Kerem ' })).toEqual({ spouseName: 'Kerem' });
    expect(await profilePatchSchema.validate({})).toEqual({});
    expect(await profilePatchSchema.validate({ spouseName: 'Kerem', role: 'admin' }, { stripUnknown: true })).toEqual({ spouseName: 'Kerem' });
  });

  it("holds a field that is sent to the edit form's rule", async () => {
    await expect(profilePatchSchema.validate({ fullName: 'A' })).rejects.toThrow('Ad soyad en az 2 karakter olmalıdır');
    await expect(profilePatchSchema.validate({ gender: '' })).rejects.toThrow('Cinsiyet seçiniz');
    await expect(profilePatchSchema.validate({ birthDate: '' })).rejects.toThrow('Doğum tarihi giriniz');
    await expect(profilePatchSchema.validate({ email: 'ayse@' })).rejects.toThrow('Geçerli bir email adresi giriniz');
  });

  it('leaves the required fields to the check of the resulting profile', async () => {
    await expect(profileRequiredSchema.validate({ fullName: 'Ayşe Kaya', email: 'ayse@example.com', gender: '', birthDate: '' })).rejects.toThrow();
    await expect(
      profileRequiredSchema.validate({ fullName: 'Ayşe Kaya', email: 'ayse@example.com', gender: 'kadın', birthDate: '1990-01-01' }),
    ).resolves.toBeTruthy();
  });
});

describe('the contact form', () => {
  it("asks for the required fields with the spec's messages", async () => {
    await expect(contactFormSchema.validate({ fullName: '', email: '', subject: '', message: '' })).rejects.toThrow('Lütfen zorunlu alanları doldurun');
    await expect(contactFormSchema.validate({ fullName: 'Nur', email: 'nur.example.com', subject: 'Soru', message: 'Merhaba' })).rejects.toThrow(
      'Lütfen geçerli bir email adresi girin',
    );
  });

  it('splits the full name on the first space', () => {
    expect(splitFullName(' Ayşe Nur Kaya ')).toEqual({ firstName: 'Ayşe', lastName: 'Nur Kaya' });
    expect(splitFullName('Ayşe')).toEqual({ firstName: 'Ayşe', lastName: '' });
  });
});

describe('babyInfoSchema after the birth (issue 25)', () => {
  const daysAgo = (days: number) => new Date(Date.parse(`${todayIn()}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
  const info = { babyName: 'Deniz', babyGender: 'kız', hospital: '', doctor: '' };

  it('refuses an expected date months past before the birth, keeps it once the birth date is given', async () => {
    await expect(babyInfoSchema.validate({ ...info, expectedBirthDate: daysAgo(90) })).rejects.toThrow();
    await expect(babyInfoSchema.validate({ ...info, expectedBirthDate: daysAgo(90), babyBirthDate: daysAgo(80) })).resolves.toMatchObject({
      babyBirthDate: daysAgo(80),
    });
  });

  it('refuses a birth date after today or more than 3 years back, in Turkish', async () => {
    await expect(babyInfoSchema.validateAt('babyBirthDate', { babyBirthDate: daysAgo(-1) })).rejects.toThrow('Doğum tarihi bugünden sonra olamaz');
    await expect(babyInfoSchema.validateAt('babyBirthDate', { babyBirthDate: daysAgo(3 * 366 + 1) })).rejects.toThrow(
      'Doğum tarihi en fazla 3 yıl önce olabilir',
    );
  });
});
