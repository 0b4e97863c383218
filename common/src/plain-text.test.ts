import { describe, expect, it } from 'vitest';
import { hasHiddenCharacters, hasLinkOrContact, messageText, visibleText, withoutHiddenCharacters } from './plain-text';

describe('hidden and direction-changing characters (ADR 0048)', () => {
  it.each([
    ['U+202E right-to-left override', 'Ayşe\u202Egnp.exe'],
    ['U+2066 left-to-right isolate', 'a\u2066b'],
    ['U+2067 right-to-left isolate', 'a\u2067b'],
    ['U+2068 first strong isolate', 'a\u2068b'],
    ['U+2069 pop directional isolate', 'a\u2069b'],
    ['U+200B zero-width space', 'Ay\u200Bşe'],
    ['U+200E left-to-right mark', 'a\u200Eb'],
    ['U+FEFF zero-width no-break space', '\uFEFFAyşe'],
    ['U+0000 NUL', 'a\u0000b'],
    ['U+0085 next line', 'a\u0085b'],
    ['U+3164 Hangul filler', '\u3164'],
    ['a tag character', 'a\u{E0041}b'],
    ['a zero-width joiner between letters', 'Ay\u200Dşe'],
  ])('%s is refused', (_name, text) => {
    expect(hasHiddenCharacters(text)).toBe(true);
    expect(hasHiddenCharacters(withoutHiddenCharacters(text))).toBe(false);
  });

  it.each([
    ['Turkish letters', 'Çiğdem Şükrü İğneada ıĞ'],
    ['an emoji family (joiners inside an emoji sequence)', 'Ailemiz 👨‍👩‍👧 ve 👩🏽‍🍼'],
    ['a line break and a tab', 'Birinci satır\nİkinci\tsatır'],
    ['Arabic script without marks', 'محمد'],
  ])('%s is plain', (_name, text) => {
    expect(hasHiddenCharacters(text)).toBe(false);
  });

  it('a preview shows the visible text on one line', () => {
    expect(visibleText('İsim\u202E oyunu\n  2027\u200B')).toBe('İsim oyunu 2027');
  });
});

describe('web addresses, e-mail addresses and phone numbers in what others read', () => {
  it.each([
    'Hesabınız kilitlendi, kimlik doğrulaması için: https://evil.example/giris',
    'giriş: www.garanti-guvenlik.net',
    'garanti-guvenlik.com adresine girin',
    'destek@garanti-destek.com',
    'Bizi arayın 0532 123 45 67',
    '+90 (532) 123-45-67',
    '05321234567',
    'Müşteri hizmetleri 444 0 554',
    'bit.ly/abc',
    'ＥＶＩＬ．ＣＯＭ',
    'evil.c\u200Bom',
  ])('%s is refused', (text) => {
    expect(hasLinkOrContact(text)).toBe(true);
  });

  it.each([
    'Dr. Kaya',
    'M. Ali Yılmaz',
    'M.Ali',
    'Şehir Hastanesi',
    'Acıbadem A.Ş.',
    'Doğum 14.02.2027 saat 08:45',
    '3.250 g, 50 cm',
    'İsim oyunu 2027',
    'Liv Hospital',
  ])('%s is a plain text', (text) => {
    expect(hasLinkOrContact(text)).toBe(false);
  });

  it('a message carries a stored text without them, on one line, at most `max` characters', () => {
    expect(messageText('Hesabınız kilitlendi, kimlik doğrulaması için: https://evil.example/giris', 100)).toBe('Hesabınız kilitlendi, kimlik doğrulaması için');
    expect(messageText('Garanti\u202E Bankası\nGüvenlik 0532 123 45 67', 100)).toBe('Garanti Bankası Güvenlik');
    expect(messageText('Bebeğimizin adı ne olsun diye düşünüyoruz', 20)).toBe('Bebeğimizin adı ne…');
    expect([...messageText('a'.repeat(300), 60)]).toHaveLength(60);
  });
});
