import { describe, expect, it } from 'vitest';
import { whatsappLink } from '@bebek/common/games';
import { inviteLink, inviteText, participantCap, reminderText, shareLink } from './game-kinds';

const ORIGIN = 'https://bebek.example';
const TOKEN = 'AbCdEfGhIjKlMnOpQrStUv-_';
const INVITE = 'KisiselDavetJetonu123456';

describe('shareLink', () => {
  it('is {origin}/game/{token} on all three kinds, as the spec says', () => {
    expect(shareLink(TOKEN, ORIGIN)).toBe(`${ORIGIN}/game/${TOKEN}`);
  });
});

describe('inviteLink', () => {
  it('is the kind segment with the person’s own invite token', () => {
    expect(inviteLink('gender', TOKEN, ORIGIN, INVITE)).toBe(`${ORIGIN}/gender-games/${TOKEN}?davet=${INVITE}`);
    expect(inviteLink('name', TOKEN, ORIGIN, INVITE)).toBe(`${ORIGIN}/name-games/${TOKEN}?davet=${INVITE}`);
    expect(inviteLink('birthdate', TOKEN, ORIGIN, INVITE)).toBe(`${ORIGIN}/birth-date-games/${TOKEN}?davet=${INVITE}`);
  });
  it('makes a WhatsApp invite to the number the server gave, with the link in the text', () => {
    const url = whatsappLink('4915123456789', inviteText('gender', 'Zeynep', 'Kız mı?', inviteLink('gender', TOKEN, ORIGIN, INVITE)));
    expect(url.startsWith('https://wa.me/4915123456789?text=')).toBe(true);
    expect(decodeURIComponent(url.split('?text=')[1] ?? '')).toContain(`${ORIGIN}/gender-games/${TOKEN}?davet=${INVITE}`);
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
    expect(reminderText('gender', 'Ali', 'T', 'L')).toContain('seni de bekliyoruz');
  });
});
