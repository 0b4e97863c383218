import { describe, expect, it } from 'vitest';
import { birthAnnouncement, greeting, hospitalLine, type AnnouncementParents, type BirthDetails } from './birth-announcement';
import { gsmSpelling, smsParts } from './sms';

const parents: AnnouncementParents = { babyName: 'Deniz', fullName: 'Ayşe Yılmaz', spouseName: 'Mehmet Yılmaz', hospital: 'Şehir Hastanesi' };
const full: BirthDetails = { actualBirthDate: '2027-02-14', birthTime: '08:45', weightGrams: 3250, lengthCm: 50, personalNote: 'Hepinizi çok seviyoruz.' };
const bare: BirthDetails = { actualBirthDate: '', birthTime: '', weightGrams: null, lengthCm: null, personalNote: '' };

/** Every text of one announcement (SMS, subject, e-mail), announcement and correction. */
const allTexts = (p: AnnouncementParents, d: BirthDetails, contact: string) =>
  [false, true].flatMap((correction) => Object.values(birthAnnouncement(p, d, contact, correction)));

/** Each field left empty on its own, then all of them at once. */
const emptied: Array<[string, Partial<AnnouncementParents>, Partial<BirthDetails>]> = [
  ['the baby name', { babyName: '' }, {}],
  ['the hospital', { hospital: '' }, {}],
  ['the spouse', { spouseName: '' }, {}],
  ['both parents', { fullName: '', spouseName: '' }, {}],
  ['the date', {}, { actualBirthDate: '' }],
  ['the time', {}, { birthTime: '' }],
  ['the weight', {}, { weightGrams: null }],
  ['the length', {}, { lengthCm: null }],
  ['time, weight and length', {}, { birthTime: '', weightGrams: null, lengthCm: null }],
  ['the note', {}, { personalNote: '' }],
  ['everything', { babyName: '', hospital: '', fullName: '', spouseName: '' }, bare],
];

describe('the birth announcement with any field empty', () => {
  it.each(emptied)('without %s: no empty label, no double space, no dangling punctuation', (_field, parentChange, detailChange) => {
    for (const contact of ['Zeynep', '']) {
      for (const text of allTexts({ ...parents, ...parentChange }, { ...full, ...detailChange }, contact)) {
        expect(text).not.toMatch(/ {2}/);
        expect(text).not.toMatch(/:\s*[.,]|:\s*$|:\s*\n/m);
        expect(text).not.toMatch(/\(\)|\s[.,]|\.\.|,$/);
        expect(text).not.toMatch(/\b(undefined|null|NaN)\b/);
        expect(text).not.toContain('tarihinde tarihinde');
        expect(text).not.toMatch(/^\s|\s$/);
      }
    }
  });

  it('says nothing of a hospital when there is none', () => {
    const { sms, text } = birthAnnouncement({ ...parents, hospital: '  ' }, full, 'Zeynep');
    expect(sms).toBe(
      'Müjde! Deniz 14 Şubat 2027 tarihinde (saat 08:45, 3.250 g, 50 cm) dünyaya geldi. Hepinizi çok seviyoruz. Sevgilerimizle, Ayşe Yılmaz ve Mehmet Yılmaz',
    );
    expect(`${sms}${text}`).not.toMatch(/hastane/i);
  });

  it('names no day until the parent sets one (never today by default)', () => {
    const { sms, text } = birthAnnouncement(parents, { ...full, actualBirthDate: '' }, 'Zeynep');
    expect(sms).toBe(
      'Müjde! Deniz (saat 08:45, 3.250 g, 50 cm) dünyaya geldi. Hastane: Şehir Hastanesi. Hepinizi çok seviyoruz. Sevgilerimizle, Ayşe Yılmaz ve Mehmet Yılmaz',
    );
    expect(text).not.toContain('tarihinde');
  });

  it('reads as a whole sentence with only the baby and the parent', () => {
    const { sms, subject, text } = birthAnnouncement({ ...parents, spouseName: '', hospital: '' }, bare, 'Zeynep');
    expect(sms).toBe('Müjde! Deniz dünyaya geldi. Sevgilerimizle, Ayşe Yılmaz');
    expect(subject).toBe('Müjde! Deniz dünyaya geldi 👶');
    expect(text).toBe('Sevgili Zeynep,\n\nBüyük haberi sizinle paylaşmak istedik: Deniz dünyaya geldi.\n\nSevgilerimizle,\nAyşe Yılmaz');
  });

  it('says "Bebeğimiz" when the baby has no name yet', () => {
    expect(birthAnnouncement({ ...parents, babyName: ' ' }, full, 'Zeynep').sms).toMatch(/^Müjde! Bebeğimiz 14 Şubat 2027 tarihinde/);
  });

  it('writes every field in full, the e-mail with the hospital on its own line', () => {
    const { sms, text } = birthAnnouncement(parents, full, 'Zeynep');
    expect(sms).toBe(
      'Müjde! Deniz 14 Şubat 2027 tarihinde (saat 08:45, 3.250 g, 50 cm) dünyaya geldi. Hastane: Şehir Hastanesi. Hepinizi çok seviyoruz. Sevgilerimizle, Ayşe Yılmaz ve Mehmet Yılmaz',
    );
    expect(text).toBe(
      'Sevgili Zeynep,\n\nBüyük haberi sizinle paylaşmak istedik: Deniz 14 Şubat 2027 tarihinde (saat 08:45, 3.250 g, 50 cm) dünyaya geldi.\nHastane: Şehir Hastanesi\n\nHepinizi çok seviyoruz.\n\nSevgilerimizle,\nAyşe Yılmaz ve Mehmet Yılmaz',
    );
  });
});

describe('the greeting', () => {
  it.each([
    ['Zeynep', 'Sevgili Zeynep,'],
    ['  Ayşe   Teyze ', 'Sevgili Ayşe Teyze,'],
    ['İsmail Dede', 'Sevgili İsmail Dede,'],
    ['', 'Merhaba,'],
    ['   ', 'Merhaba,'],
  ])('%j → %j', (name, expected) => {
    expect(greeting(name)).toBe(expected);
    expect(birthAnnouncement(parents, full, name).text.startsWith(`${expected}\n\n`)).toBe(true);
  });

  it('never greets "Sevgili Kişi"', () => {
    expect(birthAnnouncement(parents, full, '').text).not.toContain('Kişi');
  });
});

describe('institution names', () => {
  // written as the parent typed them, after a label: no suffix, so no apostrophe question and never "X hastanesinde"
  it.each([
    ['Şehir Hastanesi', 'Hastane: Şehir Hastanesi'],
    ['Liv Hospital', 'Hastane: Liv Hospital'],
    ['Süleymaniye Doğumevi', 'Hastane: Süleymaniye Doğumevi'],
    ['Acıbadem Maslak', 'Hastane: Acıbadem Maslak'],
    ['ŞEHİR HASTANESİ', 'Hastane: ŞEHİR HASTANESİ'],
    ['Memorial Hastane', 'Hastane: Memorial Hastane'],
    ['Dr. Zekai Tahir Burak Kadın Sağlığı EAH', 'Hastane: Dr. Zekai Tahir Burak Kadın Sağlığı EAH'],
    ['  Koç   Üniversitesi Hastanesi ', 'Hastane: Koç Üniversitesi Hastanesi'],
  ])('%j', (hospital, line) => {
    expect(hospitalLine(hospital)).toBe(line);
    const { sms, text } = birthAnnouncement({ ...parents, hospital }, full, 'Zeynep');
    expect(sms).toContain(` ${line}. `);
    expect(text).toContain(`dünyaya geldi.\n${line}\n`);
    expect(`${sms}\n${text}`).not.toMatch(/hastanesinde|'nde|'de\b|'da\b/i);
  });

  it('adds no second full stop after a name that ends with one', () => {
    expect(birthAnnouncement({ ...parents, hospital: 'Özel Doğum A.Ş.' }, full, 'Z').sms).toContain('Hastane: Özel Doğum A.Ş. Hepinizi');
  });

  it('a name with replacement patterns or quotes is written literally (the stranger who types "$&")', () => {
    const hospital = `"Özel" $& Hastane $1 \`x\``;
    const { sms, text } = birthAnnouncement({ ...parents, hospital, babyName: '$&' }, full, "O'Neil $'");
    // the SMS spells the backtick as GSM does (an apostrophe), so one character does not make it UCS-2 (ADR 0048)
    expect(sms).toContain(`Hastane: ${gsmSpelling(hospital)}.`);
    expect(sms.startsWith('Müjde! $& 14 Şubat 2027')).toBe(true);
    expect(text.startsWith("Sevgili O'Neil $',\n\n")).toBe(true);
    expect(text).toContain(`Hastane: ${hospital}\n`);
  });
});

describe('the correction', () => {
  it('says it is one, with the same body', () => {
    const announcement = birthAnnouncement({ ...parents, hospital: '' }, full, '');
    const correction = birthAnnouncement({ ...parents, hospital: '' }, full, '', true);
    expect(correction.sms).toBe(announcement.sms.replace(/^Müjde! /, 'Düzeltme: '));
    expect(correction.text.startsWith('Merhaba,\n\nDaha önce gönderdiğimiz doğum haberinde bir düzeltme var. Doğrusu şöyle: Deniz 14 Şubat')).toBe(true);
  });
});

describe('what others read of what the parent typed (ADR 0048)', () => {
  it('a 120-character name, spouse, baby name and hospital and the full note still make at most two SMS parts, the frame whole', () => {
    const long = (word: string) => `${word} `.repeat(40).slice(0, 120).trim();
    const details = { ...full, personalNote: long('Çok mutluyuz') };
    for (const correction of [false, true]) {
      const { sms } = birthAnnouncement(
        { babyName: long('Deniz'), fullName: long('Ayşe Yılmaz'), spouseName: long('Mehmet Yılmaz'), hospital: long('Şehir Hastanesi') },
        details,
        'Zeynep',
        correction,
      );
      expect(smsParts(sms)).toBeLessThanOrEqual(2);
      expect(sms).toMatch(correction ? /^Düzeltme: / : /^Müjde! /);
      expect(sms).toContain('14 Şubat 2027 tarihinde (saat 08:45, 3.250 g, 50 cm) dünyaya geldi.');
      expect(sms).toContain('Sevgilerimizle, ');
    }
  });

  it('a text stored before the input rules reaches no message with a link, a number or a hidden character', () => {
    const { sms, subject, text } = birthAnnouncement(
      { babyName: 'Deniz\u202E', fullName: 'Ayşe\u200B Yılmaz', spouseName: 'Mehmet 0532 123 45 67', hospital: 'Şehir Hastanesi www.evil.example' },
      { ...full, personalNote: 'Bilgi için: https://evil.example/giris' },
      'Zeynep\u2066',
    );
    for (const part of [sms, subject, text]) {
      expect(part).not.toMatch(/evil|0532|[\u202E\u200B\u2066]/);
    }
    expect(sms).toBe(
      'Müjde! Deniz 14 Şubat 2027 tarihinde (saat 08:45, 3.250 g, 50 cm) dünyaya geldi. Hastane: Şehir Hastanesi. Bilgi için. Sevgilerimizle, Ayşe Yılmaz ve Mehmet',
    );
  });
});
