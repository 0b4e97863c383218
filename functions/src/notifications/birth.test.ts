import { describe, expect, it } from 'vitest';
import type { Profile } from '@bebek/common/types';
import { birthAnnouncement, todayIn } from './birth';

const profile = { fullName: 'Ayşe Yılmaz', spouseName: 'Mehmet Yılmaz', babyName: 'Deniz', hospital: 'Acıbadem Maslak' } as Profile;

describe('birthAnnouncement', () => {
  it("carries the baby's name, the date in Turkish and the hospital, without promotion", () => {
    const { sms, subject, text } = birthAnnouncement(profile, '2027-02-14', 'Zeynep');
    expect(sms).toBe('Müjde! Deniz 14 Şubat 2027 tarihinde dünyaya geldi. Hastane: Acıbadem Maslak. Sevgilerimizle, Ayşe Yılmaz ve Mehmet Yılmaz');
    expect(subject).toContain('Deniz');
    expect(text).toContain('Sevgili Zeynep');
    expect(`${sms}${text}`).not.toMatch(/indir|uygulama|http/i);
  });

  it("uses the parent's calendar day", () => {
    expect(todayIn('Europe/Istanbul', new Date('2026-11-22T22:30:00Z'))).toBe('2026-11-23');
  });
});
