import { MAX_NAMES_PER_GENDER } from '../constants';

/** Validation messages quoted by the specification; the schemas below are their only users. */
export const VALIDATION = {
  emailInvalid: 'Geçerli bir email adresi giriniz',
  passwordMin: 'Şifre en az 6 karakter olmalıdır',
  passwordRequired: 'Şifre gereklidir',
  passwordTooCommon: 'Bu şifre çok yaygın ve kolay tahmin edilir. Lütfen başka bir şifre seçin.',
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
  /** ADR 0048: what others read of a person's text is plain and visible. */
  hiddenCharacters: 'Bu alanda görünmeyen ya da yazının yönünü değiştiren karakterler kullanılamaz.',
  noLinks: 'Bu alana web adresi, e-posta adresi veya telefon numarası yazılamaz.',
  healthDataConsentRequired: 'Devam etmek için gizlilik politikasını onaylamalısınız',
  expectedBirthDateWindow: 'Beklenen doğum tarihi bugünden en fazla 42 hafta sonra ve en fazla 4 hafta önce olabilir',
} as const;

/** What the reset screen shows (toast 'Hata') when a password-reset link cannot be used. */
export const RESET_LINK = {
  invalid: 'Şifre sıfırlama bağlantısı geçersiz. Lütfen yeni bir bağlantı isteyin.',
  expired: 'Şifre sıfırlama bağlantısının süresi dolmuş. Lütfen yeni bir bağlantı isteyin.',
  used: 'Bu şifre sıfırlama bağlantısı daha önce kullanılmış. Lütfen yeni bir bağlantı isteyin.',
  replaced: 'Bu şifre sıfırlama bağlantısı artık geçerli değil. Lütfen yeni bir bağlantı isteyin.',
} as const;

/** The e-mail change (ADR 0016): what the profile's dialog and the link page show. */
export const EMAIL_CHANGE = {
  passwordRequired: 'E-posta adresinizi değiştirmek için mevcut şifrenizi giriniz.',
  wrongPassword: 'Şifre hatalı. E-posta adresiniz değiştirilmedi.',
  sameAddress: 'Yeni e-posta adresi mevcut adresinizle aynı.',
  taken: 'Bu email adresiyle kayıtlı bir hesap zaten var.',
  useTheDialog: 'E-posta adresinizi değiştirmek için profilinizdeki "E-postayı Değiştir" bölümünü kullanın; mevcut şifreniz sorulur.',
  requested: 'Yeni adresinize bir onay bağlantısı gönderdik. Değişiklik, bağlantıya tıkladığınızda geçerli olur.',
  confirmed: 'E-posta adresiniz değiştirildi. Artık yeni adresinizle giriş yapabilirsiniz.',
  undone: 'E-posta değişikliği geri alındı ve tüm oturumlar kapatıldı. Güvenliğiniz için şifrenizi de yenileyin.',
  invalid: 'Bu bağlantı geçersiz. Lütfen profilinizden yeniden deneyin.',
  expired: 'Bu bağlantının süresi dolmuş. Lütfen profilinizden yeniden deneyin.',
  used: 'Bu bağlantı daha önce kullanılmış.',
  cancelled: 'Bu e-posta değişikliği iptal edilmiş.',
} as const;

/** E-mail verification (ADR 0024): the link sent at registration and on request, applied on our own page. */
export const EMAIL_VERIFICATION = {
  notice:
    'Hesabınızı henüz doğrulamadınız. Doğrulayana kadar doğum bildiriminiz ve oyun sonuçlarınız kimseye gönderilmez, bekletilir. E-postanızdaki bağlantıya tıklayın ya da telefonunuza gelecek kodu girin.',
  resend: 'Doğrulama e-postasını tekrar gönder',
  sent: 'Doğrulama bağlantısını e-posta adresinize gönderdik. Gelen kutunuzu (ve gereksiz klasörünü) kontrol edin.',
  alreadyVerified: 'E-posta adresiniz zaten doğrulanmış.',
  verified: 'E-posta adresiniz doğrulandı. Teşekkürler!',
  invalid: 'Bu doğrulama bağlantısı geçersiz. Profilinizden yeni bir bağlantı isteyin.',
  used: 'Bu doğrulama bağlantısı daha önce kullanılmış.',
  expired: 'Bu doğrulama bağlantısının süresi dolmuş. Profilinizden yeni bir bağlantı isteyin.',
  addressChanged: 'Bu bağlantı hesabınızın şu anki e-posta adresi için gönderilmemiş. Profilinizden yeni bir bağlantı isteyin.',
} as const;

/** Texts of the prediction games (part 2 §5, §8), shared by the api and the pages. */
export const GAME_MESSAGES = {
  titleRequired: 'Oyun başlığı gereklidir',
  nameRequired: 'İsim gereklidir',
  phoneRequired: 'Telefon numarası gereklidir',
  predictionRequired: 'Tahmin seçiniz',
  guestFieldsRequired: 'Lütfen ad, email ve telefon bilgilerini doldurun',
  namesMissingTitle: 'Eksik bilgi',
  namesMissing: 'Her kategori için en az 1 isim girmelisiniz',
  /** The name game of a family that knows the gender asks one list (ADR 0061). */
  boyNamesMissing: 'En az 1 erkek ismi girmelisiniz',
  girlNamesMissing: 'En az 1 kız ismi girmelisiniz',
  tooManyNames: `Her kategori için en fazla ${MAX_NAMES_PER_GENDER} isim girebilirsiniz`,
  predictedDateRequired: 'Doğum tarihi tahmini gereklidir',
  alreadySubmitted: 'Zaten Katıldınız',
  creatorCannotSubmit: 'Kendi oyununuza tahmin gönderemezsiniz',
  gameFull: 'Bu oyun katılımcı sınırına ulaştı',
  gameCompleted: 'Bu oyunun sonucu açıklandı, artık tahmin gönderilemez',
  gameNotFound: 'Bu link geçersiz veya oyun mevcut değil.',
  resultNotFound: 'Sonuç bulunamadı',
  /** A result page whose token names no game at all (part 2 §8 lists it as it is). */
  resultGameNotFound: 'Game not found',
  /** A game that exists but whose result the owner has not published yet. */
  resultNotRevealed: 'Sonuç henüz açıklanmadı',
  gameClosed: 'Bu oyunda tahminler kapandı, artık tahmin gönderilemez',
  inviteInvalid: 'Bu kişisel davet linki artık geçerli değil.',
  invitedUsePersonalLink: 'Bu email adresi bu oyuna davet edilmiş. Lütfen size gönderilen kişisel davet linkini kullanın.',
  participantAnswered: 'Bu katılımcı tahminini gönderdi; artık değiştirilemez veya silinemez.',
  participantNotFound: 'Katılımcı bulunamadı',
  reopenPublished: 'Sonucu yayınlanmış bir oyun yeniden açılamaz.',
  reopenAfterBirth: 'Doğum açıklandığı için bu oyun yeniden açılamaz.',
  closingDayPast: 'Kapanış günü bugünden sonra olmalıdır',
  birthDateMissing: 'Sonucu yayınlamak için önce bebeğinizin doğum tarihini girin.',
  reminderNeedsEmail: 'Bu katılımcının email adresi yok. Hatırlatmayı WhatsApp ile gönderebilirsiniz.',
  reminderTooSoon: 'Bu kişiye az önce hatırlatma gönderildi. Lütfen biraz sonra tekrar deneyin.',
} as const;
