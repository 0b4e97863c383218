/**
 * The baby's growth entries (issue 25, ADR 0032): entered on and after the birth date, answered
 * oldest first with the age in days and the WHO percentile per measure for the baby's sex; refused
 * with the spec's Turkish message on the field and nothing written; another parent's entries are not
 * there for anyone else; the cap holds when 20 adds arrive at once; a paused parent's page is empty.
 */
import { describe, expect, it } from 'vitest';
import { BABY_PAUSED, GROWTH_MAX_ENTRIES, GROWTH_MESSAGES } from '@bebek/common/baby-messages';
import type { BabyGrowth } from '@bebek/common/baby-types';
import { dueDateFor } from '@bebek/common/content/vaccines';
import { WHO_GROWTH_SOURCE } from '@bebek/common/growth/growth';
import { COLLECTIONS } from '@bebek/common/model';
import { todayIn } from '@bebek/common/pregnancy';
import { admin, api, storedDocuments } from './support/stack';
import { json, registerUser, type TestUser } from './support/users';

const DAY_MS = 86_400_000;
const today = () => todayIn();
const daysBefore = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
const daysAfter = (day: string, days: number) => daysBefore(day, -days);

const GROWTH = '/api/protected/baby/growth';
const send = (method: string, path: string, body: unknown, user: TestUser) => api(path, { method, ...json(body, user.authHeader) });
const growthOf = async (user: TestUser) => {
  const answer = await api(GROWTH, { headers: user.authHeader });
  expect(answer.status).toBe(200);
  return answer.body as BabyGrowth;
};

/** A parent whose baby was born on `babyBirthDate` (entered on /baby-info, as the profile page does). */
async function parentOfBaby(babyBirthDate: string, babyGender: 'kız' | 'erkek' | '' = 'kız', fullName = 'Büyüme Annesi'): Promise<TestUser> {
  const parent = await registerUser({ fullName });
  const saved = await send(
    'POST',
    '/api/protected/baby-info',
    { expectedBirthDate: daysAfter(today(), 30), babyName: 'Deniz', babyGender, hospital: '', doctor: '', babyBirthDate },
    parent,
  );
  expect(saved.status).toBe(200);
  return parent;
}

describe('growth entries', () => {
  it('reads a girl of 2 months at the WHO median near the 50th percentile and 3.9 kg below the 3rd, gently; oldest first', async () => {
    // born more than two months ago: the entries are on the day she turned two months (61 days or so) and on her birth day
    const birth = daysBefore(today(), 75);
    const parent = await parentOfBaby(birth);
    const twoMonths = dueDateFor(birth, 2);
    const median = await send('POST', GROWTH, { measuredOn: twoMonths, weightKg: 5.1, lengthCm: 57.1, note: 'ASM kontrolü' }, parent);
    expect(median.status).toBe(201);
    // a Turkish form sends the comma as the decimal point
    expect((await send('POST', GROWTH, { measuredOn: twoMonths, weightKg: '3,9', note: '' }, parent)).status).toBe(201);
    expect((await send('POST', GROWTH, { measuredOn: birth, weightKg: 3.2, headCm: 34 }, parent)).status).toBe(201);

    const growth = await growthOf(parent);
    expect(growth).toMatchObject({ birthDate: birth, sex: 'kız', source: WHO_GROWTH_SOURCE.text });
    expect(growth.entries.map((entry) => [entry.measuredOn, entry.weightKg])).toEqual([
      [birth, 3.2],
      [twoMonths, 5.1],
      [twoMonths, 3.9],
    ]);
    const [atBirth, atMedian, low] = growth.entries;
    expect(atBirth!.ageDays).toBe(0);
    expect(atMedian!.ageDays).toBe(Math.round((Date.parse(twoMonths) - Date.parse(birth)) / DAY_MS));
    expect(atMedian!.percentiles.weight!.percentile).toBeGreaterThan(45);
    expect(atMedian!.percentiles.weight!.percentile).toBeLessThan(55);
    expect(atMedian!.percentiles.weight!.sentence).toMatch(/^Bebeğinizin kilosu yaşıtlarının yaklaşık %(4[5-9]|5[0-5])'/);
    expect(atMedian!.percentiles.weight!.talkToDoctor).toBe(false);
    expect(atMedian!.percentiles.length).toBeDefined();
    expect(atMedian!.note).toBe('ASM kontrolü');
    expect(low!.percentiles.weight!.percentile).toBeLessThan(3);
    expect(low!.percentiles.weight!.talkToDoctor).toBe(true);
    expect(low!).toMatchObject({ lengthCm: null, headCm: null, note: '' });
    expect(Object.keys(atBirth!.percentiles).sort()).toEqual(['head', 'weight']);
  });

  it('corrects and removes an entry; without a known sex it answers the entries without percentiles', async () => {
    const birth = daysBefore(today(), 40);
    const parent = await parentOfBaby(birth, '');
    const added = (await send('POST', GROWTH, { measuredOn: daysAfter(birth, 7), weightKg: 3.6 }, parent)).body as BabyGrowth;
    const id = added.entries[0]!.id;
    expect(added.sex).toBeNull();
    expect(added.entries[0]!.percentiles).toEqual({});
    const corrected = await send('PATCH', `${GROWTH}/${id}`, { measuredOn: daysAfter(birth, 8), weightKg: 3.7, lengthCm: 52, note: 'düzeltildi' }, parent);
    expect(corrected.status).toBe(200);
    expect((corrected.body as BabyGrowth).entries).toEqual([
      { id, measuredOn: daysAfter(birth, 8), weightKg: 3.7, lengthCm: 52, headCm: null, note: 'düzeltildi', ageDays: 8, percentiles: {} },
    ]);
    const removed = await api(`${GROWTH}/${id}`, { method: 'DELETE', headers: parent.authHeader });
    expect(removed.status).toBe(200);
    expect((removed.body as BabyGrowth).entries).toEqual([]);
    expect(await api(`${GROWTH}/${id}`, { method: 'DELETE', headers: parent.authHeader })).toMatchObject({
      status: 404,
      body: { message: GROWTH_MESSAGES.entryNotFound },
    });
  });

  it('refuses implausible entries with the Turkish message on the field, writing nothing', async () => {
    const birth = daysBefore(today(), 30);
    const parent = await parentOfBaby(birth);
    const kept = (await send('POST', GROWTH, { measuredOn: birth, weightKg: 3.3 }, parent)).body as BabyGrowth;
    const id = kept.entries[0]!.id;
    const stored = await storedDocuments();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ measuredOn: daysBefore(birth, 1), weightKg: 3.3 }, 'measuredOn', GROWTH_MESSAGES.dateBeforeBirth],
      [{ measuredOn: daysAfter(today(), 1), weightKg: 3.3 }, 'measuredOn', GROWTH_MESSAGES.dateInFuture],
      [{ weightKg: 3.3 }, 'measuredOn', GROWTH_MESSAGES.dateRequired],
      [{ measuredOn: birth, weightKg: 0.2 }, 'weightKg', GROWTH_MESSAGES.weightRange],
      [{ measuredOn: birth, weightKg: 25.1 }, 'weightKg', GROWTH_MESSAGES.weightRange],
      [{ measuredOn: birth, lengthCm: 24 }, 'lengthCm', GROWTH_MESSAGES.lengthRange],
      [{ measuredOn: birth, lengthCm: 111 }, 'lengthCm', GROWTH_MESSAGES.lengthRange],
      [{ measuredOn: birth, headCm: 61 }, 'headCm', GROWTH_MESSAGES.headRange],
      [{ measuredOn: birth, weightKg: 'üç' }, 'weightKg', GROWTH_MESSAGES.numberInvalid],
      [{ measuredOn: birth, note: 'ölçüsüz' }, 'weightKg', GROWTH_MESSAGES.measurementRequired],
    ];
    const wrong: string[] = [];
    for (const [body, field, message] of cases) {
      for (const [method, path] of [
        ['POST', GROWTH],
        ['PATCH', `${GROWTH}/${id}`],
      ] as const) {
        const answer = await send(method, path, body, parent);
        const errors = (answer.body as { errors?: Record<string, string> }).errors ?? {};
        if (answer.status !== 400 || errors[field] !== message)
          wrong.push(`${method} ${JSON.stringify(body)}: ${answer.status} ${JSON.stringify(answer.body)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await stored.changes()).toEqual([]);
  });

  it('asks for the birth date first: the page is empty and an entry is refused, writing nothing', async () => {
    const parent = await registerUser({ fullName: 'Doğmadı Henüz' });
    expect(await growthOf(parent)).toEqual({ birthDate: null, sex: null, entries: [], source: WHO_GROWTH_SOURCE.text });
    const stored = await storedDocuments();
    expect(await send('POST', GROWTH, { measuredOn: today(), weightKg: 3.3 }, parent)).toMatchObject({
      status: 409,
      body: { message: GROWTH_MESSAGES.noBirthDate },
    });
    expect(await stored.changes()).toEqual([]);
  });

  it("never shows or lets another parent change a parent's entries: their ids are unknown to them (404), nothing changes", async () => {
    const birth = daysBefore(today(), 20);
    const owner = await parentOfBaby(birth, 'erkek', 'Sahip Baba');
    const stranger = await parentOfBaby(birth, 'kız', 'Başka Anne');
    const id = ((await send('POST', GROWTH, { measuredOn: birth, weightKg: 3.4, note: 'özel' }, owner)).body as BabyGrowth).entries[0]!.id;
    expect((await growthOf(stranger)).entries).toEqual([]);
    const stored = await storedDocuments();
    for (const answer of [
      await send('PATCH', `${GROWTH}/${id}`, { measuredOn: birth, weightKg: 9 }, stranger),
      await api(`${GROWTH}/${id}`, { method: 'DELETE', headers: stranger.authHeader }),
      await send('PATCH', `${GROWTH}/p2-m0`, { measuredOn: birth, weightKg: 9 }, owner),
      await send('PATCH', `${GROWTH}/${owner.uid}`, { measuredOn: birth, weightKg: 9 }, owner),
      await api(`${GROWTH}/p1-m999`, { method: 'DELETE', headers: owner.authHeader }),
    ])
      expect(answer).toMatchObject({ status: 404, body: { message: GROWTH_MESSAGES.entryNotFound } });
    expect(await stored.changes()).toEqual([]);
    expect((await growthOf(owner)).entries.map((entry) => [entry.weightKg, entry.note])).toEqual([[3.4, 'özel']]);
    // unsigned, nothing
    expect((await api(GROWTH)).status).toBe(401);
  });

  it(`holds the cap of ${GROWTH_MAX_ENTRIES} entries when 20 adds arrive at once with one place left`, async () => {
    const birth = daysBefore(today(), 300);
    const parent = await parentOfBaby(birth);
    const { db } = admin();
    const growth = db.collection(COLLECTIONS.users).doc(parent.uid).collection(COLLECTIONS.growth);
    // every slot but one, as the api stores them (the free one in the middle, so the add has to find it)
    const free = 250;
    for (let start = 0; start < GROWTH_MAX_ENTRIES; start += 250) {
      const batch = db.batch();
      for (let slot = start; slot < Math.min(start + 250, GROWTH_MAX_ENTRIES); slot += 1) {
        if (slot === free) continue;
        batch.set(growth.doc(`p1-m${slot}`), {
          pregnancy: 1,
          measuredOn: daysAfter(birth, slot % 290),
          weightKg: 5,
          lengthCm: null,
          headCm: null,
          note: '',
          createdAt: new Date(Date.now() - 1000 + slot),
        });
      }
      await batch.commit();
    }
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => send('POST', GROWTH, { measuredOn: today(), weightKg: 6 + index / 10 }, parent)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array<number>(19).fill(409)]);
    expect(answers.filter((answer) => answer.status === 409).every((answer) => (answer.body as { message: string }).message === GROWTH_MESSAGES.tooMany)).toBe(
      true,
    );
    expect((await growth.count().get()).data().count).toBe(GROWTH_MAX_ENTRIES);
    expect((await growth.doc(`p1-m${free}`).get()).get('measuredOn')).toBe(today());
    expect((await growthOf(parent)).entries).toHaveLength(GROWTH_MAX_ENTRIES);
  }, 120_000);

  it('shows a paused parent nothing about the baby and refuses changes; the entries come back with the undo', async () => {
    const birth = daysBefore(today(), 10);
    const parent = await parentOfBaby(birth);
    const id = ((await send('POST', GROWTH, { measuredOn: birth, weightKg: 3.1 }, parent)).body as BabyGrowth).entries[0]!.id;
    expect((await send('POST', '/api/protected/pregnancy/pause', {}, parent)).status).toBe(200);
    expect(await growthOf(parent)).toEqual({ birthDate: null, sex: null, entries: [], source: WHO_GROWTH_SOURCE.text });
    const stored = await storedDocuments();
    for (const answer of [
      await send('POST', GROWTH, { measuredOn: birth, weightKg: 3.2 }, parent),
      await send('PATCH', `${GROWTH}/${id}`, { measuredOn: birth, weightKg: 3.2 }, parent),
      await api(`${GROWTH}/${id}`, { method: 'DELETE', headers: parent.authHeader }),
    ])
      expect(answer).toMatchObject({ status: 409, body: { message: BABY_PAUSED } });
    expect(await stored.changes()).toEqual([]);
    expect((await send('POST', '/api/protected/pregnancy/resume', {}, parent)).status).toBe(200);
    expect((await growthOf(parent)).entries.map((entry) => entry.id)).toEqual([id]);
  });
});
