/**
 * The admin panel's texts (spec part 2 §5, §8), shared by the api and the panel. Apart from the
 * schemas, so that a page showing them does not download the validation library with them.
 */
export const ADMIN_MESSAGES = {
  tokenMissing: 'Admin token missing',
  forbidden: 'Bu işlem için yetkiniz yok',
  loginRequired: 'Kullanıcı adı ve şifre alanlarını doldurun',
  loginFailed: 'Kullanıcı adı veya şifre hatalı',
  allFieldsRequired: 'Tüm alanları doldurun',
  createFailed: 'Admin oluşturulamadı',
  replyFailed: 'Yanıt gönderilirken hata oluştu.',
  emailFailed: 'Email gönderiminde hata oluştu.',
  replyRequired: 'Yanıt metni boş olamaz',
  limitInvalid: 'Limitler 1 veya daha büyük tam sayılar olmalıdır',
  roleInvalid: 'Rol admin veya super_admin olmalıdır',
  activeInvalid: 'Geçersiz durum',
  noChange: 'Değişiklik yok',
  loginLocked: 'Bu hesap için çok fazla hatalı giriş denemesi yapıldı. Lütfen biraz sonra tekrar deneyin.',
  totpRequired: 'Doğrulama uygulamanızdaki 6 haneli kodu giriniz.',
  totpWrong: 'Doğrulama kodu hatalı veya süresi geçmiş.',
  totpInvalid: 'Kod 6 haneli bir sayı olmalıdır.',
  totpNoSetup: 'Önce doğrulama uygulaması kurulumunu başlatın.',
  totpEnabled: 'İki adımlı doğrulama açıldı. Girişte artık doğrulama kodu da sorulacak.',
} as const;
