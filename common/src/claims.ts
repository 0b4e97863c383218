/** 'Ben alıyorum' (issue 18): texts and limits without the validation library, for the public list's page. */
export const CLAIM_MESSAGES = {
  nameRequired: 'Lütfen adınızı yazın',
  itemNotFound: 'Ürün bulunamadı',
  alreadyClaimed: 'Bu ürünü az önce başka bir yakınınız ayırdı. Listeden başka bir ürün seçebilirsiniz.',
  alreadyHave: 'Bu ürün zaten alınmış.',
  notYours: 'Bu ayırma size ait değil; yalnızca kendi ayırmanızı bırakabilirsiniz.',
  claimNotFound: 'Bu ürün için bir ayırma bulunmuyor.',
  claimed: 'Teşekkürler! Ürünü sizin adınıza ayırdık.',
  released: 'Ayırmanız kaldırıldı.',
  invalid: 'Geçersiz istek',
} as const;

/** The spec's call error for a public checklist that does not exist (part 1: 'Liste bulunamadı'). */
export const SHARED_LIST_NOT_FOUND = 'Liste bulunamadı';

export const CLAIM_NAME_MAX = 60;
export const CLAIM_NOTE_MAX = 200;
