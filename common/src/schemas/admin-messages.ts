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
  totpAlreadyOn: 'İki adımlı doğrulama zaten açık. Yeni bir cihaz için bir süper yöneticinin sıfırlaması gerekir.',
  totpNotOn: 'Bu yöneticinin iki adımlı doğrulaması açık değil.',
  totpResetSelf: 'Kendi iki adımlı doğrulamanızı sıfırlayamazsınız.',
  totpReset: 'İki adımlı doğrulama sıfırlandı ve oturumları kapatıldı. Bir sonraki girişte yeniden kurabilir.',
  adminNotFound: 'Admin bulunamadı',
} as const;

/** The operators' roles as the panel names them; the api's values stay admin/super_admin. */
export const ADMIN_ROLE_LABELS: Record<'admin' | 'super_admin', string> = {
  admin: 'Yönetici',
  super_admin: 'Süper yönetici',
};

/** A role value in the panel's words; an unknown value is shown as it is. */
export const adminRoleLabel = (role: string): string => ADMIN_ROLE_LABELS[role as keyof typeof ADMIN_ROLE_LABELS] ?? role;

/**
 * The audit log's actions in the panel's words. `user.delete` is the one entry a parent's own
 * account deletion leaves: a time and nothing about the person (ADR 0030).
 */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'admin.create': 'Yönetici oluşturuldu',
  'admin.update': 'Yönetici güncellendi',
  'admin.totp.enable': 'İki adımlı doğrulama açıldı',
  'admin.totp.reset': 'İki adımlı doğrulama sıfırlandı',
  'user.limits.update': 'Limitler değiştirildi',
  'user.delete': 'Hesap silindi',
  'email.test': 'Test e-postası',
  'outbox.resend': 'Mesaj yeniden gönderildi',
  'contact_message.read': 'Mesaj okundu',
  'contact_message.respond': 'Mesaj yanıtlandı',
  'service_request.respond': 'Talep yanıtlandı',
};

/** The audit action a parent's own account deletion records. */
export const ACCOUNT_DELETED_ACTION = 'user.delete';

/**
 * The kinds of record the audit log names (its 'Kayıt türü' column), in the panel's words: the
 * api stores the record's collection-like name (`serviceRequest`), which an operator does not read.
 */
export const AUDIT_TARGET_LABELS: Record<string, string> = {
  user: 'Kullanıcı',
  adminUser: 'Yönetici',
  serviceRequest: 'Hizmet talebi',
  contactMessage: 'İletişim mesajı',
  outbox: 'Gönderilecek mesaj',
  email: 'E-posta adresi',
  game: 'Oyun',
};

/** A record kind in the panel's words; an unknown one is shown as it is stored, so nothing is hidden. */
export const auditTargetLabel = (type: string): string => AUDIT_TARGET_LABELS[type] ?? type;

/** The fields an audit entry's details may hold, in the panel's words (ADR 0054). */
const AUDIT_DETAIL_LABELS: Record<string, string> = {
  maxGameParticipants: 'Oyun katılımcı limiti',
  maxBirthNotificationContacts: 'Doğum bildirimi kişi limiti',
  username: 'Kullanıcı adı',
  role: 'Rol',
  isActive: 'Durum',
  subject: 'Konu',
  outcome: 'Sonuç',
};

const detailValue = (field: string, value: unknown): string => {
  if (field === 'role' && typeof value === 'string') return adminRoleLabel(value);
  if (field === 'isActive') return value === true ? 'Aktif' : 'Pasif';
  if (field === 'outcome' && value === 'sent') return 'gönderildi';
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value);
};

/**
 * An audit entry's details as a line an operator reads ('Oyun katılımcı limiti: 10 → 20 · Doğum
 * bildirimi kişi limiti: 2 → 5'; 'Kullanıcı adı: gece · Rol: Yönetici'): a change's `from` and `to`
 * side by side, every other field by its label; a field the panel does not know by its stored name.
 * `details` is the entry's JSON text as the api answers it; '' when there is none.
 */
export function auditDetailsText(details: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(details);
  } catch {
    return details;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return details;
  const fields = parsed as Record<string, unknown>;
  const label = (field: string) => AUDIT_DETAIL_LABELS[field] ?? field;
  const { from, to, ...rest } = fields;
  const parts: string[] = [];
  if (from && to && typeof from === 'object' && typeof to === 'object') {
    const before = from as Record<string, unknown>;
    const after = to as Record<string, unknown>;
    for (const field of Object.keys(after)) parts.push(`${label(field)}: ${detailValue(field, before[field])} → ${detailValue(field, after[field])}`);
  } else {
    if (from !== undefined) rest.from = from;
    if (to !== undefined) rest.to = to;
  }
  for (const [field, value] of Object.entries(rest)) parts.push(`${label(field)}: ${detailValue(field, value)}`);
  return parts.join(' · ');
}
