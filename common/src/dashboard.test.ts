import { describe, expect, it } from 'vitest';
import { BABY_MONTHS } from './content/baby-months';
import type { ContactDelivery } from './types';
import {
  announcementLines,
  announcementSummary,
  babyGreeting,
  babyStage,
  BABY_GUIDE_LAST_MONTH,
  gameOffer,
  hospitalBagLine,
  servicesForStage,
  stageCards,
} from './dashboard';

describe('the dashboard by the stage', () => {
  it('puts the week and the next visit first in week 20, with no bag and no announcement yet', () => {
    expect(stageCards(20)).toEqual(['week', 'care', 'checklist']);
  });
  it('adds the hospital bag from week 30', () => {
    expect(stageCards(29)).not.toContain('hospitalBag');
    expect(stageCards(30)).toEqual(['week', 'care', 'hospitalBag', 'checklist']);
    expect(stageCards(35)).toEqual(['week', 'care', 'hospitalBag', 'checklist']);
  });
  it('brings the announcement up right after the week from week 36', () => {
    expect(stageCards(36)).toEqual(['week', 'announcement', 'care', 'hospitalBag', 'checklist']);
    expect(stageCards(40)[1]).toBe('announcement');
  });
  it('without a due date offers none of them (the page asks for the date first)', () => {
    expect(stageCards(undefined)).toEqual([]);
  });
  it('says when to pack the bag: the weeks ahead, then now, then that it should be ready', () => {
    expect(hospitalBagLine(30)).toBe('Çantanızı 34–36. haftalar arasında hazır edin; 4 hafta var.');
    expect(hospitalBagLine(35)).toContain('hazırlama zamanı');
    expect(hospitalBagLine(38)).toContain('hazır olsun');
  });
});

describe('the dashboard after the birth', () => {
  it('is the pregnancy’s until a birth date is there', () => {
    expect(babyStage('', '2027-03-01')).toBeUndefined();
    expect(babyStage(undefined, '2027-03-01')).toBeUndefined();
  });
  it('puts the baby’s month, the announcement and the vaccines first and keeps the pregnancy weeks as history', () => {
    const stage = babyStage('2027-01-10', '2027-02-01');
    expect(stage?.cards).toEqual(['babyMonth', 'announcement', 'vaccines', 'checklist', 'pregnancyHistory']);
    expect(stage?.cards).not.toContain('week');
    expect(stage?.age.label).toBe('3 haftalık');
    expect(stage?.guideMonth).toBe(0);
  });
  it('opens the month the baby is in, by month-birthdays (born 31 December: 2 months old on 28 February)', () => {
    expect(babyStage('2026-12-31', '2027-02-27')?.guideMonth).toBe(1);
    expect(babyStage('2026-12-31', '2027-02-28')?.guideMonth).toBe(2);
  });
  it('keeps the guide’s last month open past the first year, and the guide has exactly months 0 to 12', () => {
    expect(babyStage('2025-01-15', '2026-06-20')?.guideMonth).toBe(BABY_GUIDE_LAST_MONTH);
    expect(BABY_MONTHS.map((guide) => guide.month)).toEqual([...Array(BABY_GUIDE_LAST_MONTH + 1).keys()]);
  });
  it('ignores a birth date after today (a clock off by a day is not a baby of minus one day)', () => {
    expect(babyStage('2027-03-02', '2027-03-01')).toBeUndefined();
  });
  it('greets the baby by name and age, or as "Bebeğiniz" without a name', () => {
    const age = babyStage('2027-01-01', '2027-03-05')!.age;
    expect(babyGreeting('Deniz', age)).toBe('Deniz 2 aylık');
    expect(babyGreeting('  ', age)).toBe('Bebeğiniz 2 aylık');
    expect(babyGreeting('Ela', babyStage('2027-03-05', '2027-03-05')!.age)).toBe('Ela bugün doğdu');
  });
});

describe('the games after the birth (ADR 0038)', () => {
  it('offers to start a game of a kind with none only while the baby is not born', () => {
    expect(gameOffer(false, false)).toBe('start');
    expect(gameOffer(false, true)).toBe('none');
  });
  it('keeps every game there is reachable, before and after the birth', () => {
    expect(gameOffer(true, false)).toBe('manage');
    expect(gameOffer(true, true)).toBe('manage');
  });
});

describe('the sent announcement on the dashboard (ADR 0038)', () => {
  const channel = (state: ContactDelivery['state']): ContactDelivery => ({ state, reason: '', canResend: state === 'not_sent' });
  it('is nothing before the first send', () => {
    expect(announcementSummary({ announcedAt: null, deliveries: [{ sms: channel('not_sent'), email: null }] })).toBeUndefined();
  });
  it('tells the day in Istanbul: sent at 23:30 UTC on 26 November is 27 November 2026 there', () => {
    const summary = announcementSummary({ announcedAt: '2026-11-26T23:30:00.000Z', deliveries: [{ sms: channel('delivered'), email: null }] });
    expect(summary?.sentOn).toBe('2026-11-27');
    expect(announcementLines(summary!)).toEqual(['27 Kasım 2026 tarihinde 1 kişiye gönderildi']);
  });
  it('counts a contact once whichever channel went, apart from those it reached by neither and those added since', () => {
    const summary = announcementSummary({
      announcedAt: '2026-11-27T09:00:00.000Z',
      deliveries: [
        { sms: channel('delivered'), email: channel('sent') },
        { sms: channel('failed'), email: channel('sent') },
        { sms: channel('sending'), email: null },
        { sms: channel('no_sms'), email: channel('sent') },
        { sms: channel('failed'), email: null },
        { sms: channel('not_sent'), email: channel('not_sent') },
      ],
    });
    expect(summary).toEqual({ sentOn: '2026-11-27', sentTo: 4, failed: 1, notYetSent: 1 });
    expect(announcementLines(summary!)).toEqual(['27 Kasım 2026 tarihinde 4 kişiye gönderildi', '1 kişiye ulaşılamadı', '1 kişiye henüz gönderilmedi']);
  });
  it('says only the day when nothing went out (every message cancelled by a pause)', () => {
    const summary = announcementSummary({ announcedAt: '2026-11-27T09:00:00.000Z', deliveries: [{ sms: channel('cancelled'), email: null }] });
    expect(announcementLines(summary!)).toEqual(['27 Kasım 2026 tarihinde gönderildi']);
  });
});

describe('the services offered for the stage', () => {
  const categories = [
    { id: 'fotograf-cekimi', name: 'Hamile ve Yenidoğan Fotoğraf Çekimi' },
    { id: 'cinsiyet-partisi', name: 'Cinsiyet Partisi Organizasyonu' },
    { id: 'yeni-1', name: 'CİNSİYET ÖĞRENME Süsleri' },
    { id: 'diger-hizmetler', name: 'Diğer Hizmetler' },
  ];
  it('before the birth, every category', () => {
    expect(servicesForStage(categories, false)).toEqual(categories);
  });
  it('after the birth, no gender party, whatever the operator named it', () => {
    expect(servicesForStage(categories, true).map((category) => category.id)).toEqual(['fotograf-cekimi', 'diger-hizmetler']);
  });
});
