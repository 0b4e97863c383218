import type { SinkMessage } from './server.js';

/** The sink's human page: what the app sent, newest first; e-mail links are clickable (e.g. a password reset). */
function escape(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);
}

function linkify(text: string): string {
  return escape(text).replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`);
}

const LABELS = { netgsm: 'SMS (Netgsm)', sendgrid: 'E-posta (SendGrid)', expo: 'Bildirim (Expo push)' } as const;

function row(message: SinkMessage): string {
  const when = new Date(message.receivedAt).toLocaleString('tr-TR', { timeZone: 'Europe/Istanbul' });
  const heading =
    message.provider === 'sendgrid'
      ? `<strong>${escape(message.subject ?? '')}</strong> → ${escape(message.to)}`
      : message.provider === 'netgsm'
        ? `<strong>${escape(message.header ?? '')}</strong> → ${escape(message.to)}`
        : `<strong>${escape(message.title ?? '')}</strong> → ${escape(message.to)}`;
  const open = message.html ? ` · <a href="/messages/${message.id}">HTML görünümü</a>` : '';
  return `<article class="${message.provider}"><header><span class="tag">${LABELS[message.provider]}</span> ${heading}<small>${when}${open}</small></header><pre>${linkify(message.text)}</pre></article>`;
}

export function renderIndex(messages: SinkMessage[], { recipients, total }: { recipients: string[]; total: number }): string {
  const whose = recipients.length ? ` Yalnızca ${recipients.map(escape).join(', ')} için olanlar.` : '';
  const more =
    total > messages.length
      ? ` En yeni ${messages.length} ileti gösteriliyor (toplam ${total}); bir kişinin iletileri için adrese <code>?to=…</code> ekleyin.`
      : '';
  const body = messages.length ? messages.map(row).join('') : '<p>Henüz gönderilmiş bir ileti yok.</p>';
  return `<!doctype html><html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Yerel posta kutusu</title>
<style>body{font-family:system-ui,sans-serif;margin:0;background:#faf7f8;color:#2b1b22}main{max-width:900px;margin:auto;padding:16px}h1{font-size:1.4rem}
article{background:#fff;border:1px solid #e6dbe0;border-radius:10px;margin:12px 0;padding:12px}header{display:flex;flex-wrap:wrap;gap:8px;align-items:baseline}
small{color:#6b5a61;margin-left:auto}.tag{font-size:.75rem;padding:2px 8px;border-radius:99px;background:#eee}.sendgrid .tag{background:#e3f2fd}.netgsm .tag{background:#fce4ec}.expo .tag{background:#e8f5e9}
pre{white-space:pre-wrap;word-break:break-word;font-family:inherit;margin:8px 0 0}a{color:#8c0032}</style></head>
<body><main><h1>Yerel posta kutusu</h1><p>Uygulamanın yerel yığında gönderdiği SMS, e-posta ve bildirimler (en yenisi üstte).${whose}${more} <a href="">Yenile</a>${recipients.length ? ' · <a href="/">Herkesinkiler</a>' : ''}</p>${body}</main></body></html>`;
}

export function renderMessage(message: SinkMessage): string {
  // The e-mail's own HTML, shown in a sandboxed frame: links work, scripts do not.
  const srcdoc = escape(message.html ?? `<pre>${escape(message.text)}</pre>`);
  return `<!doctype html><html lang="tr"><head><meta charset="utf-8"><title>${escape(message.subject ?? 'E-posta')}</title></head>
<body style="font-family:system-ui,sans-serif;margin:0"><p style="padding:8px 16px"><a href="/">← Posta kutusu</a> · ${escape(message.subject ?? '')} → ${escape(message.to)}</p>
<iframe title="E-posta içeriği" sandbox="allow-popups allow-top-navigation-by-user-activation" style="border:0;width:100%;height:85vh" srcdoc="${srcdoc}"></iframe></body></html>`;
}
