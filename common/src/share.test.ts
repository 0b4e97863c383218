import { describe, expect, it } from 'vitest';
import { birthCardShareText, SHARE_TEXTS, whatsappShareLink } from './share';

describe('the WhatsApp share link', () => {
  it('opens the chooser with the text and the link last, Turkish letters and quotes encoded', () => {
    const link = 'https://bebekyolculugu.app/checklist/abcDEF123_-';
    const shared = whatsappShareLink(SHARE_TEXTS.checklist, link);
    expect(shared.startsWith('https://wa.me/?text=')).toBe(true);
    const text = decodeURIComponent(new URL(shared).searchParams.get('text') ?? '');
    expect(text).toBe(`${SHARE_TEXTS.checklist}\n${link}`);
    expect(text.endsWith(link)).toBe(true);
    expect(new URL(shared).search).not.toMatch(/[ğüşıöç"\s]/);
  });

  it("says the birth card's news with the baby's name, or without one, the link under it", () => {
    expect(birthCardShareText(' Ela ')).toBe('Bebeğimiz Ela dünyaya geldi! 💕 Doğum kartı:');
    expect(birthCardShareText('')).toBe('Bebeğimiz dünyaya geldi! 💕 Doğum kartı:');
    const link = 'https://bebekyolculugu.app/baby/abcDEF123_-abcDEF123_-';
    const text = new URL(whatsappShareLink(birthCardShareText('Ela'), link)).searchParams.get('text');
    expect(text).toBe(`Bebeğimiz Ela dünyaya geldi! 💕 Doğum kartı:\n${link}`);
  });
});
