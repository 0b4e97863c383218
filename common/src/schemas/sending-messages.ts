/**
 * The sending policy's texts, apart from ./messages: that module is part of the game link's first
 * view, which none of these appear on (ADR 0062 paid its budget back with them).
 */
/** The one sending policy (ADR 0024): what a parent reads when a message cannot go as asked. */
export const SENDING = {
  /** A message to someone else from an account that proved no address (ADR 0049): what is refused (a reminder). */
  senderUnproven:
    'Başkalarına e-posta veya SMS gönderebilmek için önce e-posta adresinizi ya da telefon numaranızı doğrulayın. Doğrulama bir dakika sürer: Profil sayfanızdan ya da bildirim sayfasından yapabilirsiniz.',
  /** …and what waits for the proof (the announcement, a game's results), in the operator's logs. */
  heldForProof: 'Gönderenin doğrulaması bekleniyor: e-posta adresini ya da telefonunu doğruladığı anda gönderilecek.',
  /** The announcement's page before the press, for a parent who has proven no address yet (ADR 0049). */
  announcementBeforeProof:
    'Hesabınızı henüz doğrulamadınız. Bildirimi yine de gönderebilirsiniz: kaydedilir ve doğruladığınız anda kişilerinize gider. Doğum anını beklemeden şimdi doğrulamanız en iyisi; bir dakika sürer.',
  /** …and after it, while it waits ('Doğrulamanızı bekliyor'). */
  announcementWaiting: (contacts: number) =>
    `Bildiriminiz kaydedildi. Hesabınızı doğruladığınız anda ${contacts} kişiye SMS ve e-postayla gidecek. En hızlısı: telefonunuza gelecek 6 haneli kodu girin.`,
  emailDailyCap: (cap: number) => `Bugün en fazla ${cap} e-posta gönderilebilir; sınıra ulaşıldı. Yarın tekrar deneyin.`,
  smsDailyCap: (cap: number) => `Bugün en fazla ${cap} SMS gönderilebilir; sınıra ulaşıldı. Yarın tekrar deneyin.`,
  smsBudget: 'Bugünkü SMS gönderim kapasitemiz doldu; SMS gönderilemedi. Lütfen yarın tekrar deneyin.',
  heldForBudget: 'SMS sırada: bugünkü gönderim kapasitemiz doldu; kapasite açılır açılmaz gönderilecek.',
} as const;
