/** Turkish texts of the e-mails the app sends; plain text first, a small HTML twin for mail apps. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);
}

function wrapHtml(paragraphs: string[], link?: { href: string; label: string }): string {
  const body = paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('');
  const button = link
    ? `<p><a href="${escapeHtml(link.href)}" style="background:#c2185b;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;display:inline-block">${escapeHtml(link.label)}</a></p>`
    : '';
  return `<!doctype html><html lang="tr"><body style="font-family:Arial,sans-serif;color:#2b1b22;line-height:1.5">${body}${button}<p style="color:#777;font-size:12px">Bebek Yolculuğu</p></body></html>`;
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

/** A participant told that the owner published a game's result, with the link to its page (ADR 0017). */
export function gameResultEmail(name: string, parents: string, gameTitle: string, link: string) {
  const greeting = name ? `Merhaba ${name},` : 'Merhaba,';
  const news = `${parents || 'Anne ve baba adayları'}, "${gameTitle}" oyununun sonucunu açıkladı! Kimin bildiğini görmek için sonuç sayfasına bakın.`;
  return {
    subject: `Sonuç açıklandı: ${gameTitle}`,
    text: `${greeting}\n\n${news}\n\n${link}\n\nSevgilerimizle,\nBebek Yolculuğu`,
    html: wrapHtml([greeting, news], { href: link, label: 'Sonucu Gör' }),
  };
}

/** 'Hatırlat': the person's own invite link again, with the invitation's text. */
export function gameReminderEmail(name: string, parents: string, gameTitle: string, text: string, link: string) {
  const greeting = name ? `Merhaba ${name},` : 'Merhaba,';
  const line = `${parents || 'Anne ve baba adayları'} "${gameTitle}" oyununda tahmininizi bekliyor. ${text}`;
  return {
    subject: `Tahmininizi bekliyoruz: ${gameTitle}`,
    text: `${greeting}\n\n${line}\n\n${link}\n\nSevgilerimizle,\nBebek Yolculuğu`,
    html: wrapHtml([greeting, line], { href: link, label: 'Tahminimi Gönder' }),
  };
}

/** The result by SMS: short, personal, with the link (no promotion of the app: İYS informational). */
export function gameResultSms(parents: string, gameTitle: string, link: string): string {
  return `${parents || 'Anne ve baba adayları'} "${gameTitle}" oyununun sonucunu açıkladı: ${link}`;
}
