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
