import { describe, expect, it } from 'vitest';
import type { EmbeddedGame } from '@/features/game-public/api/embedded';
import { renderGamePage as draw } from './game-render';

/** The markup without the comments React puts between adjacent texts. */
const renderGamePage = (game: EmbeddedGame) => {
  const drawn = draw(game);
  return { ...drawn, html: drawn.html.replace(/<!-- -->/g, '') };
};

/** Every state of a game link the server draws (ADR 0017): drawn in Node without a browser, as the functions do. */
const base = {
  kind: 'gender' as const,
  game: {
    id: 'g',
    type: 'gender' as const,
    title: 'Kız mı erkek mi?',
    description: 'Tahmin edin!',
    status: 'active' as const,
    token: 'AbCdEfGhIjKlMnOpQrStUv-_',
    maxParticipants: 10,
    userId: 'u',
    createdAt: null,
    participantCount: 0,
    participants: [],
    closesOn: '2027-02-14',
    closedBy: null,
    closedAt: null,
    closed: false,
    publishedAt: null,
  },
  owner: { id: 'u', fullName: 'Merve Şen', spouseName: 'Kaan Şen', profileImage: '' },
  viewer: 'visitor' as const,
  prefill: null,
  personal: false,
  inviteInvalid: false,
  alreadySubmitted: false,
  resultPath: null,
} satisfies EmbeddedGame;

describe('renderGamePage', () => {
  it('draws the general link as an empty guest form, with the closing day and its styles', () => {
    const { html, styles } = renderGamePage(base);
    expect(html).toMatch(/<h1[^>]*>Kız mı erkek mi\?<\/h1>/);
    expect(html).toContain('Merve Şen &amp; Kaan Şen');
    expect(html).toContain('Misafir olarak katılın');
    expect(html).toContain('Tahminler 14 Şubat 2027 günü başlarken kapanır.');
    expect(styles).toContain('data-emotion="css');
  });

  it('greets the person of a personal link and asks nothing but the guess', () => {
    const { html } = renderGamePage({
      ...base,
      viewer: 'participant',
      personal: true,
      prefill: { participantId: 'p', name: 'Hatice Teyze', email: '', phone: '' },
    });
    expect(html).toContain('Merhaba Hatice Teyze!');
    expect(html).not.toContain('Misafir olarak katılın');
    expect(html).not.toContain('Hesabınızla katılın');
  });

  it('draws the closed, published, already answered, invalid-invite and missing states', () => {
    const open = renderGamePage(base).html;
    expect(open).toContain('Tahmin edin!');
    const closed = renderGamePage({ ...base, game: { ...base.game, closed: true } }).html;
    expect(closed).toContain('Sonuç henüz açıklanmadı');
    // calm: the open game's invitation (its description) is not left above 'Tahminler kapandı' (issue 35)
    expect(closed).toContain('Tahminler kapandı');
    expect(closed).not.toContain('Tahmin edin!');
    const published = renderGamePage({ ...base, game: { ...base.game, status: 'completed', closed: true }, resultPath: '/game-result?token=t' }).html;
    expect(published).toContain('href="/game-result?token=t"');
    expect(renderGamePage({ ...base, alreadySubmitted: true }).html).toContain('Zaten Katıldınız');
    expect(renderGamePage({ ...base, inviteInvalid: true }).html).toContain('Bu kişisel davet linki artık geçerli değil.');
    expect(renderGamePage(null).html).toContain('Oyun Bulunamadı');
    // a paused parent's link (ADR 0018): the neutral sentence, nothing about the game
    const paused = renderGamePage('unavailable').html;
    expect(paused).toContain('Bu sayfa şu an kullanılamıyor');
    expect(paused).not.toContain('Tahmini Gönder');
    expect(renderGamePage({ ...base, kind: 'birthdate', game: { ...base.game, type: 'birthdate' } }).html).toContain('Tahmini Gönder');
  });

  it('speaks of suggestions in the name game, of guesses in the others (issue 35, ADR 0056)', () => {
    const name = { ...base, kind: 'name' as const, game: { ...base.game, type: 'name' as const, title: 'İsim bulalım', description: 'İsimleri bekliyoruz' } };
    const form = renderGamePage(name).html;
    expect(form).toContain('Önerileri Gönder');
    expect(form).toContain('Öneriler 14 Şubat 2027 günü başlarken kapanır.');
    expect(form).not.toMatch(/tahmin/i);
    const personal = renderGamePage({
      ...name,
      viewer: 'participant',
      personal: true,
      prefill: { participantId: 'p', name: 'Fatma', email: '', phone: '' },
    }).html;
    expect(personal).toContain('Bu bağlantı size özel: önerileriniz Fatma adına kaydedilir.');
    const closed = renderGamePage({ ...name, game: { ...name.game, closed: true } }).html;
    expect(closed).toContain('Öneriler kapandı');
    expect(closed).toContain('Bu oyuna artık isim önerilemez.');
    expect(closed).not.toMatch(/tahmin/i);
    const already = renderGamePage({ ...name, alreadySubmitted: true }).html;
    expect(already).toContain('Zaten Katıldınız. Bu oyuna daha önce isim önerdiniz.');
    // the gender game keeps its guesses
    expect(renderGamePage({ ...base, game: { ...base.game, closed: true } }).html).toContain('Bu oyuna artık tahmin gönderilemez.');
  });
});
