import { describe, expect, it } from 'vitest';
import { fitSms, gsmSpelling, smsCost, smsParts, SMS_MAX_PARTS } from './sms';

const times = (text: string, count: number) => text.repeat(count);

describe('smsCost: billed parts as Netgsm bills them (ADR 0048)', () => {
  it('plain GSM 03.38 with the operator code: 155, 301, 453, 607 characters for 1 to 4 credits', () => {
    for (const [length, parts] of [
      [1, 1],
      [155, 1],
      [156, 2],
      [301, 2],
      [302, 3],
      [453, 3],
      [454, 4],
      [607, 4],
      [608, 5],
      [760, 5],
      [761, 6],
    ] as const) {
      expect({ length, ...smsCost(times('a', length)) }).toEqual({ length, encoding: 'gsm7', units: length, parts });
    }
  });

  it("the extension table's characters cost two septets", () => {
    expect(smsCost(`${times('{', 77)}a`)).toEqual({ encoding: 'gsm7', units: 155, parts: 1 });
    expect(smsCost(times('€', 78))).toEqual({ encoding: 'gsm7', units: 156, parts: 2 });
  });

  it('Ç, Ö, ö, Ü, ü are in the default alphabet: one septet each', () => {
    expect(smsCost(times('ÇÖöÜü', 31))).toEqual({ encoding: 'gsm7', units: 155, parts: 1 });
  });

  it('ğ ı İ ş Ş Ğ and ç go in the Turkish single-shift table: two septets each, 150 then 293, 442 septets for 1 to 3 parts', () => {
    for (const letter of ['ğ', 'ı', 'İ', 'ş', 'Ş', 'Ğ', 'ç']) {
      expect(smsCost(`${letter}${times('a', 148)}`)).toEqual({ encoding: 'gsm7-turkish', units: 150, parts: 1 });
      expect(smsCost(`${letter}${times('a', 149)}`)).toEqual({ encoding: 'gsm7-turkish', units: 151, parts: 2 });
    }
    expect(smsCost(times('ş', 75))).toEqual({ encoding: 'gsm7-turkish', units: 150, parts: 1 });
    expect(smsParts(`ı${times('a', 291)}`)).toBe(2);
    expect(smsParts(`ı${times('a', 292)}`)).toBe(3);
    expect(smsParts(`ı${times('a', 440)}`)).toBe(3);
    expect(smsParts(`ı${times('a', 441)}`)).toBe(4);
  });

  it('any other character makes the message UCS-2: 65, 129, 196 units for 1 to 3 parts (an emoji is two)', () => {
    expect(smsCost(times('â', 65))).toEqual({ encoding: 'ucs2', units: 65, parts: 1 });
    expect(smsCost(times('â', 66))).toEqual({ encoding: 'ucs2', units: 66, parts: 2 });
    expect(smsParts(times('â', 129))).toBe(2);
    expect(smsParts(times('â', 130))).toBe(3);
    expect(smsParts(times('â', 196))).toBe(3);
    expect(smsParts(times('â', 197))).toBe(4);
    expect(smsCost(`👶${times('a', 63)}`)).toEqual({ encoding: 'ucs2', units: 65, parts: 1 });
    expect(smsCost(`👶${times('a', 64)}`).parts).toBe(2);
  });

  it("the review's SMS (a 120-character name and a 200-character title in the result's text) cost 3 parts and more", () => {
    const name = times('Garanti Bankası ', 8).slice(0, 120);
    const title = times('Hesabınız kilitlendi ', 10).slice(0, 200);
    const text = `${name} "${title}" oyununun sonucunu açıkladı: https://bebekyolculugu.app/name-result/${times('x', 22)}`;
    expect(text.length).toBeGreaterThan(380);
    expect(smsParts(text)).toBeGreaterThanOrEqual(3);
  });
});

describe('fitSms: the user-written part is shortened, our template stays whole', () => {
  const link = `https://bebekyolculugu.app/name-result/${times('x', 22)}`;
  const build = ([parents, title]: string[]) => `${parents} "${title}" oyununun sonucunu açıkladı: ${link}`;

  it('a text that fits is left as it is', () => {
    expect(fitSms(build, ['Ayşe ve Mehmet', 'İsim oyunu'])).toBe(build(['Ayşe ve Mehmet', 'İsim oyunu']));
  });

  it(`a 120-character name and a 200-character title come to at most ${SMS_MAX_PARTS} parts, the link whole`, () => {
    const text = fitSms(build, [times('Ayşe Yılmaz ', 10).slice(0, 120), times('Bebeğimizin adı ne olsun ', 8).slice(0, 200)]);
    expect(smsParts(text)).toBeLessThanOrEqual(SMS_MAX_PARTS);
    expect(text.endsWith(`oyununun sonucunu açıkladı: ${link}`)).toBe(true);
    expect(text).toContain('...');
    // not cut more than it had to: close to the two parts' room
    expect(smsCost(text).units).toBeGreaterThan(250);
  });

  it("a phone keyboard's typography is spelled in GSM, so one apostrophe does not make the SMS UCS-2", () => {
    expect(gsmSpelling('Ayşe’nin “kızı” – 3…')).toBe('Ayşe\'nin "kızı" - 3...');
    expect(smsCost(fitSms(([name]) => `Müjde! ${name} dünyaya geldi.`, ['Zeynep’in kızı'])).encoding).toBe('gsm7-turkish');
  });
});
