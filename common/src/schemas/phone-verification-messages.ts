/** Kept apart from messages.ts: only a parent's proof screens and the api need them, never a guest's game page (its first view's budget). */

/**
 * The phone's proof (ADR 0049): a six-digit code by SMS to the parent's own mobile number, ten
 * minutes, five tries; the proof a hospital bed allows in under a minute.
 */
export const PHONE_VERIFICATION = {
  codeMinutes: 10,
  title: 'Telefonunuzla doğrulayın',
  explain: 'Cep telefonunuza 6 haneli bir kod gönderelim; kodu yazdığınız anda hesabınız doğrulanır.',
  send: 'Kod Gönder',
  sendAgain: 'Kodu Tekrar Gönder',
  confirm: 'Doğrula',
  phoneLabel: 'Cep telefonunuz',
  codeLabel: '6 haneli kod',
  sent: (masked: string) => `Doğrulama kodunu ${masked} numarasına SMS ile gönderdik. Kod 10 dakika geçerlidir.`,
  phoneMissing: 'Kodu göndereceğimiz cep telefonu numaranızı yazın.',
  notMobile: "Doğrulama kodu yalnızca Türkiye'deki cep telefonlarına (05xx) gönderilebilir.",
  alreadyVerified: 'Telefon numaranız zaten doğrulanmış.',
  codeRequired: 'Telefonunuza gelen 6 haneli kodu yazın.',
  codeFormat: 'Kod 6 rakamdan oluşur.',
  wrong: (left: number) => `Kod hatalı. ${left} deneme hakkınız kaldı.`,
  locked: 'Çok fazla hatalı deneme yapıldı. Yeni bir kod isteyin.',
  expired: 'Kodun süresi doldu. Yeni bir kod isteyin.',
  noCode: 'Önce doğrulama kodu isteyin.',
  tooMany: 'Son bir saatte çok fazla kod istendi. Biraz sonra tekrar deneyin ya da e-postanızdaki bağlantıyla doğrulayın.',
  tooManyToday: 'Bugün çok fazla kod istendi. Yarın tekrar deneyin ya da e-postanızdaki bağlantıyla doğrulayın.',
  tooManyForNumber: 'Bu numaraya bugün çok fazla kod gönderildi. Yarın tekrar deneyin ya da e-postanızdaki bağlantıyla doğrulayın.',
  verified: 'Telefon numaranız doğrulandı. Teşekkürler!',
  /** The SMS: the code, its lifetime, and the origin-bound line (WebOTP) with which a phone's browser fills the code in by itself. */
  sms: (code: string, host: string) => `Bebek Yolculuğu doğrulama kodunuz: ${code}. 10 dakika geçerlidir; kimseyle paylaşmayın.\n\n@${host} #${code}`,
} as const;
