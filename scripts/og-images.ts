/**
 * Draws the link-preview images (web/public/og/*.jpg, 1200×630) of the game links (ADR 0017), of `/`,
 * the shared list, the baby page and the public profile (ADR 0044) in Debian's Chromium: WhatsApp
 * shows og:image beside the invitation, and takes PNG or JPEG (not SVG), best under 300 KB. No image
 * names anyone or tells anything of a family: the same picture for every list, baby page or profile.
 * Run again when their texts change: `npx tsx scripts/og-images.ts [name …]` (the images are committed).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import type { PreviewImage } from '@bebek/common/link-preview';

const OUT = join(import.meta.dirname, '..', 'web', 'public', 'og');

const IMAGES: Array<{ name: PreviewImage; emoji: string; title: string; line: string; from: string; to: string }> = [
  { name: 'gender', emoji: '👧👦', title: 'Kız mı, erkek mi?', line: 'Cinsiyet tahminini gönder, sonucu birlikte görelim!', from: '#fce4ec', to: '#e3f2fd' },
  { name: 'name', emoji: '📝', title: 'Bebeğimize isim önerin', line: 'En sevdiğin kız ve erkek isimlerini paylaş!', from: '#fff3e0', to: '#fce4ec' },
  {
    name: 'birthdate',
    emoji: '📅',
    title: 'Bebeğimiz ne zaman doğacak?',
    line: 'Doğum gününü tahmin et, en yakın tahmin kazansın!',
    from: '#e8f5e9',
    to: '#fff3e0',
  },
  { name: 'game', emoji: '🍼', title: 'Tahmin oyunları', line: 'Sevdiklerinizle bebeğinizin yolculuğunu paylaşın', from: '#fff8fa', to: '#fce4ec' },
  { name: 'home', emoji: '🤰👶', title: 'Bebek Yolculuğu', line: 'Hamilelik takibi, ihtiyaç listesi ve aile oyunları', from: '#fff8fa', to: '#e3f2fd' },
  { name: 'checklist', emoji: '🧺', title: 'Bebeğimizin ihtiyaç listesi', line: 'Almak istediğin ürünü seç, listeden ayır!', from: '#e8f5e9', to: '#e3f2fd' },
  { name: 'baby', emoji: '👶', title: 'Bebeğimizle tanışın', line: 'Doğum bilgileri ve ilk yılı bu sayfada', from: '#fff3e0', to: '#fff8fa' },
  { name: 'profile', emoji: '💕', title: 'Bebek yolculuğumuz', line: 'Oyunlarımıza katılın, listemize göz atın', from: '#fce4ec', to: '#fff3e0' },
];
const only = process.argv.slice(2);

const page = (image: (typeof IMAGES)[number]) => `<!doctype html><html lang="tr"><head><meta charset="utf-8"><style>
  body{margin:0;width:1200px;height:630px;display:flex;flex-direction:column;justify-content:center;align-items:center;
    font-family:system-ui,'DejaVu Sans',sans-serif;background:linear-gradient(135deg,${image.from},${image.to});color:#2b1b22;text-align:center}
  .emoji{font-size:150px;line-height:1.1;font-family:'Noto Color Emoji'}
  h1{font-size:72px;margin:24px 40px 12px;font-weight:800}
  p{font-size:38px;margin:0 60px;color:#5f4b53}
  .brand{position:absolute;bottom:36px;font-size:32px;font-weight:700;color:#c2185b}
</style></head><body><div class="emoji">${image.emoji}</div><h1>${image.title}</h1><p>${image.line}</p><div class="brand">Bebek Yolculuğu</div></body></html>`;

mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const tab = await browser.newPage({ viewport: { width: 1200, height: 630 } });
for (const image of IMAGES.filter((candidate) => only.length === 0 || only.includes(candidate.name))) {
  await tab.setContent(page(image));
  await tab.screenshot({ path: join(OUT, `${image.name}.jpg`), type: 'jpeg', quality: 85 });
}
await browser.close();
console.log(`wrote ${only.length || IMAGES.length} images to ${OUT}`);
