/** What the baby page's link shows to whoever holds it (ADR 0033), said wherever she makes or shares the link. */
export const SHARE_TEXT = 'Bu bağlantıya sahip herkes bebeğinizin sayfasını giriş yapmadan görüntüleyebilir: adı, fotoğrafınız, doğum bilgileri ve yaşı.';
