/** Turkish texts of the e-mails the app sends; plain text first, a small HTML twin for mail apps. */
import { babyPageMailLine } from '@bebek/common/baby-share';
import { messageText } from '@bebek/common/plain-text';
import { fitSms } from '@bebek/common/sms';

/**
 * What a message to someone else carries of what its sender typed (ADR 0048): short, plain, on one
 * line, without a web address, an e-mail address or a phone number, framed by our template. The input
 * rules refuse such text (common/src/schemas/fields.ts); these clean what was stored before them.
 */
const SHORT = { name: 60, parents: 100, title: 60 } as const;
const senderName = (parents: string) => messageText(parents, SHORT.parents) || 'Anne ve baba adayları';
/** The frame of every e-mail sent for a parent to someone else: who it is from, and what we never ask. */
const onBehalfOf = (parents: string) =>
  `Bu e-postayı Bebek Yolculuğu, ${senderName(parents)} adına gönderdi. Bebek Yolculuğu sizden hiçbir zaman şifre, kart bilgisi ya da kimlik doğrulaması istemez.`;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);
}

/** A line under the button with a plain link of its own (the shared baby page's, ADR 0033). */
interface HtmlAfterword {
  text: string;
  href: string;
}

function wrapHtml(paragraphs: string[], link?: { href: string; label: string }, afterword?: HtmlAfterword, frame?: string): string {
  const body = paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('');
  const button = link
    ? `<p><a href="${escapeHtml(link.href)}" style="background:#c2185b;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;display:inline-block">${escapeHtml(link.label)}</a></p>`
    : '';
  const after = afterword ? `<p>${escapeHtml(afterword.text)}<br><a href="${escapeHtml(afterword.href)}">${escapeHtml(afterword.href)}</a></p>` : '';
  return `<!doctype html><html lang="tr"><body style="font-family:Arial,sans-serif;color:#2b1b22;line-height:1.5">${body}${button}${after}<p style="color:#777;font-size:12px">Bebek Yolculuğu${frame ? `<br>${escapeHtml(frame)}` : ''}</p></body></html>`;
}

export function passwordResetEmail(name: string, link: string) {
  const greeting = name ? `Merhaba ${name},` : 'Merhaba,';
  const lines = [
    greeting,
    'Bebek Yolculuğu hesabınız için şifre sıfırlama isteği aldık. Yeni şifrenizi aşağıdaki bağlantıdan oluşturabilirsiniz. Bağlantı 1 saat geçerlidir ve yalnızca bir kez kullanılabilir.',
    'Bu isteği siz yapmadıysanız bu e-postayı yok sayabilirsiniz; şifreniz değişmez.',
  ];
  return {
    subject: 'Şifre sıfırlama bağlantınız',
    text: `${lines[0]}\n\n${lines[1]}\n\n${link}\n\n${lines[2]}\n\nBebek Yolculuğu`,
    html: wrapHtml(lines, { href: link, label: 'Yeni Şifre Oluştur' }),
  };
}

/** The e-mailed sign-in link (issue 33): valid 15 minutes, once. */
export function loginLinkEmail(name: string, link: string) {
  const greeting = name ? `Merhaba ${name},` : 'Merhaba,';
  const lines = [
    greeting,
    'Bebek Yolculuğu hesabınıza şifresiz giriş için bir bağlantı istendi. Aşağıdaki bağlantıyı açıp "Giriş yap" düğmesine bastığınızda hesabınıza girersiniz. Bağlantı 15 dakika geçerlidir ve yalnızca bir kez kullanılabilir.',
    'Bu isteği siz yapmadıysanız bu e-postayı yok sayabilirsiniz; bağlantı kullanılmadıkça hesabınıza kimse giremez.',
  ];
  return {
    subject: 'Bebek Yolculuğu giriş bağlantınız',
    text: `${lines[0]}\n\n${lines[1]}\n\n${link}\n\n${lines[2]}\n\nBebek Yolculuğu`,
    html: wrapHtml(lines, { href: link, label: 'Giriş Yap' }),
  };
}

/** An operator's answer to a contact message or a service request. */
export function replyEmail(name: string, about: string, response: string) {
  const greeting = name ? `Merhaba ${name},` : 'Merhaba,';
  const intro = `${about} için yanıtımız:`;
  return {
    subject: `Bebek Yolculuğu: ${about} yanıtlandı`,
    text: `${greeting}\n\n${intro}\n\n${response}\n\nSevgilerimizle,\nBebek Yolculuğu Destek Ekibi`,
    html: wrapHtml([greeting, intro, response, 'Sevgilerimizle, Bebek Yolculuğu Destek Ekibi']),
  };
}

/** A care-calendar reminder (opt-in): which visit or test, its window and what it is for. */
export function careReminderEmail(name: string, entry: { title: string; weeksLabel: string; purpose: string }, window: string, link: string) {
  const greeting = name ? `Merhaba ${name},` : 'Merhaba,';
  const lines = [
    greeting,
    `Yaklaşan kontrolünüz: ${entry.title} (${entry.weeksLabel}). Önerilen aralık: ${window}.`,
    entry.purpose,
    'Randevunuzu doktorunuz ya da aile hekiminizle planlayabilirsiniz. Bu hatırlatmaları Bakım Takvimi sayfasından kapatabilirsiniz.',
  ];
  return {
    subject: `Hatırlatma: ${entry.title}`,
    text: `${lines.join('\n\n')}\n\n${link}\n\nBebek Yolculuğu`,
    html: wrapHtml(lines, { href: link, label: 'Bakım Takvimini Aç' }),
  };
}
/** A vaccine reminder (opt-in, issue 25): the visit's day and its doses, with a link to the calendar. */
export function vaccineReminderEmail(name: string, babyName: string, day: string, doseTitles: string[], link: string) {
  const lines = [
    name ? `Merhaba ${name},` : 'Merhaba,',
    `Bebeğiniz${babyName ? ` ${babyName}` : ''} için aşı günü yaklaşıyor: ${day}.`,
    `Bu ziyarette yapılacak aşılar: ${doseTitles.join('; ')}.`,
    'Aşılar aile sağlığı merkezinde ücretsiz yapılır; gününü aile hekiminizle planlayabilirsiniz. Yapılan aşıları Aşı Takvimi sayfasında işaretleyebilir, bu hatırlatmaları aynı sayfadan kapatabilirsiniz.',
  ];
  return {
    subject: `Aşı hatırlatması: ${day}`,
    text: `${lines.join('\n\n')}\n\n${link}\n\nBebek Yolculuğu`,
    html: wrapHtml(lines, { href: link, label: 'Aşı Takvimini Aç' }),
  };
}
const greet = (name: string) => (name ? `Merhaba ${name},` : 'Merhaba,');
const IF_NOT_YOU = 'Bu işlemi siz yapmadıysanız hesabınızı korumak için şifrenizi hemen yenileyin ve bize yazın.';

/** To the new address: the change happens only when this link is used. */
export function emailConfirmEmail(name: string, newEmail: string, link: string) {
  const lines = [
    greet(name),
    `Bebek Yolculuğu hesabınızın e-posta adresini ${newEmail} olarak değiştirmek istediniz. Değişikliği onaylamak için aşağıdaki bağlantıya tıklayın. Bağlantı 24 saat geçerlidir ve yalnızca bir kez kullanılabilir.`,
    'Bu isteği siz yapmadıysanız bu e-postayı yok sayın; hiçbir şey değişmez.',
  ];
  return {
    subject: 'E-posta adresinizi onaylayın',
    text: `${lines[0]}\n\n${lines[1]}\n\n${link}\n\n${lines[2]}\n\nBebek Yolculuğu`,
    html: wrapHtml(lines, { href: link, label: 'Yeni Adresimi Onayla' }),
  };
}

/** The e-mail verification link (ADR 0024): acted on by a press on our page, never by opening it. */
export function emailVerificationEmail(name: string, email: string, link: string) {
  const lines = [
    greet(name),
    `Bebek Yolculuğu hesabınızın e-posta adresi olarak ${email} adresini doğrulamak için aşağıdaki bağlantıya tıklayın ve açılan sayfada "E-postamı Doğrula" düğmesine basın. Bağlantı 3 gün geçerlidir ve yalnızca bir kez kullanılabilir.`,
    'Doğum bildirimini SMS ile gönderebilmeniz için adresinizin doğrulanmış olması gerekir.',
    'Bu hesabı siz açmadıysanız bağlantıya tıklamayın ve bu e-postayı yok sayın; adresiniz doğrulanmaz.',
  ];
  return {
    subject: 'E-posta adresinizi doğrulayın',
    text: `${lines[0]}\n\n${lines[1]}\n\n${link}\n\n${lines[2]}\n\n${lines[3]}\n\nBebek Yolculuğu`,
    html: wrapHtml(lines, { href: link, label: 'E-postamı Doğrula' }),
  };
}

/** To the old address, as soon as a change is asked for: what happened and the link that undoes it. */
export function emailChangeNoticeEmail(name: string, newEmail: string, undoLink: string) {
  const lines = [
    greet(name),
    `Hesabınızın e-posta adresini ${newEmail} olarak değiştirme isteği alındı. Değişiklik, yeni adres onaylandığında geçerli olur.`,
    'Bu isteği siz yapmadıysanız aşağıdaki bağlantıyla değişikliği geri alın (7 gün geçerlidir); tüm oturumlar kapatılır. Ardından şifrenizi yenileyin.',
  ];
  return {
    subject: 'Güvenlik bildirimi: e-posta adresi değiştirme isteği',
    text: `${lines[0]}\n\n${lines[1]}\n\n${lines[2]}\n\n${undoLink}\n\nBebek Yolculuğu`,
    html: wrapHtml(lines, { href: undoLink, label: 'Değişikliği Geri Al' }),
  };
}

export type SecurityEvent =
  | 'password_changed'
  | 'email_changed'
  | 'email_change_undone'
  | 'admin_created'
  | 'admin_role_changed'
  | 'admin_deactivated'
  | 'admin_totp_enabled'
  | 'admin_totp_reset';

const SECURITY_TEXT: Record<SecurityEvent, { subject: string; body: (detail: string) => string }> = {
  password_changed: {
    subject: 'Güvenlik bildirimi: şifreniz değiştirildi',
    body: () => 'Bebek Yolculuğu hesabınızın şifresi az önce değiştirildi ve tüm oturumlarınız kapatıldı.',
  },
  email_changed: {
    subject: 'Güvenlik bildirimi: e-posta adresiniz değiştirildi',
    body: (detail) =>
      `Hesabınızın e-posta adresi ${detail} olarak değiştirildi. Bu değişikliği siz yapmadıysanız daha önce gönderdiğimiz e-postadaki bağlantıyla geri alabilirsiniz.`,
  },
  email_change_undone: {
    subject: 'Güvenlik bildirimi: e-posta değişikliği geri alındı',
    body: () => 'Hesabınızın e-posta değişikliği geri alındı ve tüm oturumlar kapatıldı. Güvenliğiniz için şifrenizi yenileyin.',
  },
  admin_created: {
    subject: 'Güvenlik bildirimi: yönetici hesabınız oluşturuldu',
    body: (detail) => `Bebek Yolculuğu yönetim panelinde sizin için ${detail} rolünde bir yönetici hesabı oluşturuldu.`,
  },
  admin_role_changed: {
    subject: 'Güvenlik bildirimi: yönetici rolünüz değişti',
    body: (detail) => `Yönetici hesabınızın rolü ${detail} olarak değiştirildi ve oturumlarınız kapatıldı.`,
  },
  admin_deactivated: {
    subject: 'Güvenlik bildirimi: yönetici hesabınız devre dışı',
    body: () => 'Yönetici hesabınız devre dışı bırakıldı ve oturumlarınız kapatıldı.',
  },
  admin_totp_enabled: {
    subject: 'Güvenlik bildirimi: iki adımlı doğrulama açıldı',
    body: () => 'Yönetici hesabınız için iki adımlı doğrulama (doğrulama uygulaması) açıldı. Girişte artık uygulamadaki 6 haneli kod da sorulacak.',
  },
  admin_totp_reset: {
    subject: 'Güvenlik bildirimi: iki adımlı doğrulamanız sıfırlandı',
    body: () =>
      'Yönetici hesabınızın iki adımlı doğrulaması bir super_admin tarafından sıfırlandı ve oturumlarınız kapatıldı. Şifrenizle giriş yapıp doğrulama uygulamasını panelden yeniden kurun.',
  },
};

/** A security event, e-mailed to the account's owner (ADR 0016). */
export function securityEventEmail(name: string, event: SecurityEvent, detail = '') {
  const { subject, body } = SECURITY_TEXT[event];
  const lines = [greet(name), body(detail), IF_NOT_YOU];
  return { subject, text: `${lines.join('\n\n')}\n\nBebek Yolculuğu`, html: wrapHtml(lines) };
}

/** The shared baby page a result e-mail may mention (ADR 0033): the baby's name and the page's link. */
export interface BabyPageMention {
  babyName: string;
  link: string;
}

/**
 * A participant told that the owner published a game's result, with the link to its page (ADR 0017);
 * and, when the parent chose so, one line with the link of the baby's shared page (ADR 0033).
 */
export function gameResultEmail(name: string, parents: string, gameTitle: string, link: string, babyPage?: BabyPageMention) {
  const greeting = greet(messageText(name, SHORT.name));
  const title = messageText(gameTitle, SHORT.title);
  const news = `${senderName(parents)}, "${title}" oyununun sonucunu açıkladı! Kimin bildiğini görmek için sonuç sayfasına bakın.`;
  const babyLine = babyPage ? babyPageMailLine(messageText(babyPage.babyName, SHORT.name)) : '';
  const babyText = babyPage ? `\n\n${babyLine}\n${babyPage.link}` : '';
  const frame = onBehalfOf(parents);
  return {
    subject: `Sonuç açıklandı: ${title}`,
    text: `${greeting}\n\n${news}\n\n${link}${babyText}\n\nSevgilerimizle,\nBebek Yolculuğu\n\n${frame}`,
    html: wrapHtml([greeting, news], { href: link, label: 'Sonucu Gör' }, babyPage ? { text: babyLine, href: babyPage.link } : undefined, frame),
  };
}

/** 'Hatırlat': the person's own invite link again, with the invitation's text. */
export function gameReminderEmail(name: string, parents: string, gameTitle: string, text: string, link: string) {
  const greeting = greet(messageText(name, SHORT.name));
  const title = messageText(gameTitle, SHORT.title);
  const line = `${senderName(parents)} "${title}" oyununda tahmininizi bekliyor. ${text}`;
  const frame = onBehalfOf(parents);
  return {
    subject: `Tahmininizi bekliyoruz: ${title}`,
    text: `${greeting}\n\n${line}\n\n${link}\n\nSevgilerimizle,\nBebek Yolculuğu\n\n${frame}`,
    html: wrapHtml([greeting, line], { href: link, label: 'Tahminimi Gönder' }, undefined, frame),
  };
}

/**
 * The result by SMS: short, personal, with the link (no promotion of the app: İYS informational); the
 * parents' names and the title are cut so that the SMS costs at most two parts (ADR 0048), the link whole.
 */
export function gameResultSms(parents: string, gameTitle: string, link: string): string {
  return fitSms(
    ([who, title]) => `${who || 'Anne ve baba adayları'} "${title}" oyununun sonucunu açıkladı: ${link}`,
    [messageText(parents, 120), messageText(gameTitle, 200)],
  );
}
