import { describe, expect, it } from 'vitest';
import { birthAnnouncement } from '@bebek/common/birth-announcement';
import { quotaFor } from './service';

const parents = { fullName: 'Ayşe Yılmaz', spouseName: 'Mehmet Yılmaz', babyName: 'Deniz', hospital: 'Acıbadem Maslak' };
const plain = { actualBirthDate: '2027-02-14', birthTime: '', weightGrams: null, lengthCm: null, personalNote: '' };

describe('birthAnnouncement', () => {
  it("carries the baby's name, the date in Turkish and the hospital, without promotion", () => {
    const { sms, subject, text } = birthAnnouncement(parents, plain, 'Zeynep');
    expect(sms).toBe('Müjde! Deniz 14 Şubat 2027 tarihinde dünyaya geldi. Hastane: Acıbadem Maslak. Sevgilerimizle, Ayşe Yılmaz ve Mehmet Yılmaz');
    expect(subject).toContain('Deniz');
    expect(text).toContain('Sevgili Zeynep');
    expect(text).toContain('Deniz 14 Şubat 2027 tarihinde dünyaya geldi.\nHastane: Acıbadem Maslak');
    expect(text).not.toMatch(/hastanesinde/i);
    expect(`${sms}${text}`).not.toMatch(/indir|uygulama|http/i);
  });

  it('carries the time, weight, length and the personal line when given', () => {
    const details = { ...plain, birthTime: '08:45', weightGrams: 3250, lengthCm: 50, personalNote: 'Hepinizi çok seviyoruz.' };
    const { sms, text } = birthAnnouncement(parents, details, 'Zeynep');
    expect(sms).toBe(
      'Müjde! Deniz 14 Şubat 2027 tarihinde (saat 08:45, 3.250 g, 50 cm) dünyaya geldi. Hastane: Acıbadem Maslak. Hepinizi çok seviyoruz. Sevgilerimizle, Ayşe Yılmaz ve Mehmet Yılmaz',
    );
    expect(text).toContain('Hepinizi çok seviyoruz.');
  });

  it('says a correction is a correction', () => {
    const { sms, subject, text } = birthAnnouncement(parents, plain, 'Zeynep', true);
    expect(sms.startsWith('Düzeltme: Deniz 14 Şubat 2027')).toBe(true);
    expect(subject.startsWith('Düzeltme:')).toBe(true);
    expect(text).toContain('bir düzeltme var');
  });

  it('allows the contact limit plus the correction to reach people; failed ones included, 3·L a day and 4·L in total', () => {
    expect(quotaFor(2)).toEqual({ live: 4, daily: 6, total: 8 });
  });
});
