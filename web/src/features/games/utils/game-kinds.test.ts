import { describe, expect, it } from 'vitest';
import { whatsappInviteUrl } from '@bebek/common/games';
import { inviteLink, inviteText, participantCap, shareLink } from './game-kinds';

const ORIGIN = 'https://bebek.example';
const TOKEN = 'AbCdEfGhIjKlMnOpQrStUv-_';

describe('shareLink', () => {
  it('uses /game/{token} for gender and name games', () => {
    expect(shareLink('gender', TOKEN, ORIGIN)).toBe(`${ORIGIN}/game/${TOKEN}`);
    expect(shareLink('name', TOKEN, ORIGIN)).toBe(`${ORIGIN}/game/${TOKEN}`);
  });
  it('uses /birth-date-games/{token} for birth-date games', () => {
    expect(shareLink('birthdate', TOKEN, ORIGIN)).toBe(`${ORIGIN}/birth-date-games/${TOKEN}`);
  });
});

describe('inviteLink', () => {
  it('uses the kind segment', () => {
    expect(inviteLink('gender', TOKEN, ORIGIN)).toBe(`${ORIGIN}/gender-games/${TOKEN}`);
    expect(inviteLink('name', TOKEN, ORIGIN)).toBe(`${ORIGIN}/name-games/${TOKEN}`);
    expect(inviteLink('birthdate', TOKEN, ORIGIN)).toBe(`${ORIGIN}/birth-date-games/${TOKEN}`);
  });
  it('appends the encoded e-mail when there is one', () => {
    expect(inviteLink('gender', TOKEN, ORIGIN, 'zeynep+1@demo.bebek')).toBe(`${ORIGIN}/gender-games/${TOKEN}?email=zeynep%2B1%40demo.bebek`);
    expect(inviteLink('name', TOKEN, ORIGIN, '')).toBe(`${ORIGIN}/name-games/${TOKEN}`);
  });
  it('makes a WhatsApp invite with the 90 prefix and the link in the text', () => {
    const url = whatsappInviteUrl('0532 123 45 67', inviteText('gender', 'Zeynep', 'Kız mı?', inviteLink('gender', TOKEN, ORIGIN)));
    expect(url.startsWith('https://wa.me/905321234567?text=')).toBe(true);
    expect(decodeURIComponent(url.split('?text=')[1] ?? '')).toContain(`${ORIGIN}/gender-games/${TOKEN}`);
  });
});

describe('participantCap', () => {
  it('is the game cap, 10 when missing', () => {
    expect(participantCap({ maxParticipants: 20 })).toBe(20);
    expect(participantCap({ maxParticipants: 0 })).toBe(10);
    expect(participantCap({ maxParticipants: Number.NaN })).toBe(10);
  });
});

describe('inviteText', () => {
  it('greets by name and quotes the title', () => {
    expect(inviteText('name', ' Can ', 'İsimler', 'L')).toBe('Merhaba Can! Bebeğimiz için isim önerilerini bekliyoruz! "İsimler" oyununa katılmak için: L');
    expect(inviteText('birthdate', '', 'T', 'L').startsWith('Merhaba! ')).toBe(true);
  });
});
