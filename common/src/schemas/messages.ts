/** Validation messages quoted by the specification; the schemas below are their only users. */
export const VALIDATION = {
  emailInvalid: 'Geçerli bir email adresi giriniz',
  passwordMin: 'Şifre en az 6 karakter olmalıdır',
  passwordRequired: 'Şifre gereklidir',
  fullNameMin: 'Ad soyad en az 2 karakter olmalıdır',
  fullNameRequired: 'Ad soyad gereklidir',
  passwordsDontMatch: 'Şifreler eşleşmiyor',
  genderRequired: 'Cinsiyet seçiniz',
  birthDateRequired: 'Doğum tarihi giriniz',
  phoneMin: 'Telefon numarası gereklidir',
  expectedBirthDateRequired: 'Beklenen doğum tarihi gereklidir',
  contactRequired: 'Lütfen zorunlu alanları doldurun',
  contactEmailInvalid: 'Lütfen geçerli bir email adresi girin',
  deletePasswordRequired: 'Hesabı silmek için şifrenizi giriniz.',
  dateInvalid: 'Geçerli bir tarih giriniz',
  tooLong: 'Bu alan çok uzun',
  healthDataConsentRequired: 'Devam etmek için gizlilik politikasını onaylamalısınız',
} as const;
