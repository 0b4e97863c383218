/**
 * What became of a message (an SMS or an e-mail of the birth announcement, or any other), in the
 * words the parent and the operator read (ADR 0015). The outbox keeps finer states; these are what
 * a person can act on.
 */
export type DeliveryState = 'waiting' | 'sending' | 'sent' | 'delivered' | 'failed' | 'cancelled';

/** What the parent reads of a message to others that waits for her proof (ADR 0049). */
export const AWAITING_PROOF = 'Doğrulamanızı bekliyor';

/** Why a message ended failed: the parent's own words for each. */
export const DELIVERY_FAILURES = {
  wrong_number: 'Numara hatalı veya kullanımda değil',
  expired: 'Telefon uzun süre kapalı kaldı, SMS ulaşmadı',
  blocked: 'Numara SMS almayı engellemiş',
  operator: "Operatör SMS'i iletmedi",
  invalid_address: 'E-posta adresi hatalı',
  gave_up: '24 saat boyunca gönderilemedi',
  technical: 'Teknik bir sorun nedeniyle gönderilemedi',
  unknown: 'Gönderim durumu doğrulanamadı',
} as const;
export type DeliveryFailure = keyof typeof DELIVERY_FAILURES;

/** Failures that the same address cannot cure: the parent fixes the number or the address first. */
export const NEEDS_NEW_ADDRESS: readonly DeliveryFailure[] = ['wrong_number', 'blocked', 'invalid_address'];

export const DELIVERY_LABELS: Record<DeliveryState, string> = {
  waiting: AWAITING_PROOF,
  sending: 'Gönderiliyor',
  sent: 'Gönderildi',
  delivered: 'Ulaştı',
  failed: 'Gönderilemedi',
  cancelled: 'İptal edildi',
};

/**
 * The delivery logs' statuses (the admin panel's SMS and e-mail logs): the spec's success, failed and
 * duplicate, plus the states in between, so an operator sees what the parent sees.
 */
export const LOG_STATUS_LABELS = {
  pending: 'Gönderiliyor',
  held: 'Bekletiliyor (ayar hatası)',
  awaiting_proof: 'Gönderenin doğrulamasını bekliyor',
  success: 'Gönderildi',
  delivered: 'Ulaştı',
  failed: 'Başarısız',
  duplicate: 'Tekrar',
  cancelled: 'İptal edildi',
} as const;
export type LogStatus = keyof typeof LOG_STATUS_LABELS;

/** The kind of a logged message (its gameType column) in Turkish. */
export const MESSAGE_KIND_LABELS: Record<string, string> = {
  birth_notification: 'Doğum bildirimi',
  birth_correction: 'Doğum bildirimi düzeltmesi',
  gender: 'Cinsiyet oyunu',
  name: 'İsim oyunu',
  birthdate: 'Doğum tarihi oyunu',
  birth_date: 'Doğum tarihi oyunu',
  admin_test: 'Test e-postası',
  password_reset: 'Şifre sıfırlama',
  login_link: 'Giriş bağlantısı',
  service_request_reply: 'Hizmet talebi yanıtı',
  contact_reply: 'İletişim yanıtı',
  game_answer: 'Oyun yanıtı',
  care_reminder: 'Bakım hatırlatması',
  vaccine_reminder: 'Aşı hatırlatması',
};
