/**
 * Sharing a family's link to a WhatsApp chat or group (issue 35): wa.me without a number opens
 * WhatsApp's chooser with the text ready, on a phone (the app) and on a computer (WhatsApp Web).
 * The link goes last, so WhatsApp draws its preview (the page's og: tags) under the text.
 */
export function whatsappShareLink(text: string, link: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${text.trim()}\n${link}`)}`;
}

/** The ready texts a parent sends with her links (she can still change them in WhatsApp). */
export const SHARE_TEXTS = {
  checklist: 'Bebeğimizin ihtiyaç listesi burada. Almak istediğinizi "Ben alıyorum" ile işaretleyebilirsiniz:',
  babyPage: 'Bebeğimizin sayfası burada, büyüdükçe birlikte izleyelim:',
} as const;

/** The ready text of the birth card (ADR 0067): the news first, the baby page's link under it. */
export const birthCardShareText = (babyName: string) => `Bebeğimiz ${babyName.trim() ? `${babyName.trim()} ` : ''}dünyaya geldi! 💕 Doğum kartı:`;
