import { beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@bebek/common/model';
import { foldTurkish } from '@bebek/common/text';
import { migrateSearchKeys } from '../../scripts/migrate-search-keys';
import { admin, api } from './support/stack';
import { json, registerUser } from './support/users';

interface SearchAnswer {
  users: Array<{ id: string; fullName: string; spouseName: string; profileImage: string }>;
}

const search = async (text: string) => ((await api(`/api/search-users?searchQuery=${encodeURIComponent(text)}`)).body as SearchAnswer).users;
const namesFound = async (text: string) => (await search(text)).map((user) => user.fullName);

/** Letters that stay themselves in every folding (no i, whose capital is İ in Turkish): a word nobody else in the run has. */
function uniqueLetters(length = 7): string {
  const letters = 'abcdefghjklmnopqrstuvwxyz';
  return Array.from({ length }, () => letters[Math.floor(Math.random() * letters.length)]).join('');
}

describe('GET /api/search-users', () => {
  const marker = `Zq${Date.now().toString(36)}`;
  beforeAll(async () => {
    await registerUser({ fullName: `Işık ${marker}` });
    await registerUser({ fullName: `İlker ${marker}` });
  });

  it('answers nothing below 2 characters', async () => {
    const { status, body } = await api('/api/search-users?searchQuery=I');
    expect(status).toBe(200);
    expect((body as SearchAnswer).users).toEqual([]);
  });

  it("folds Turkish letters: 'ışık' finds 'Işık', 'İLKER' finds 'İlker'", async () => {
    expect(await namesFound(`ışık ${marker}`)).toEqual([`Işık ${marker}`]);
    expect(await namesFound(`İLKER ${marker.toLocaleUpperCase('tr-TR')}`)).toEqual([`İlker ${marker}`]);
  });

  it('returns only public fields, at most 20, and never e-mails', async () => {
    const users = await search(marker.toLowerCase());
    expect(users.length).toBe(2);
    for (const user of users) expect(Object.keys(user).sort()).toEqual(['fullName', 'id', 'profileImage', 'spouseName']);
  });
});

describe('the search from a phone without Turkish letters', () => {
  const tail = uniqueLetters();
  const TAIL = tail.toLocaleUpperCase('tr-TR');
  const people = {
    ayse: `Ayşe Öztürk${tail}`,
    isik: `Işık Yılmaz${tail}`,
    capitals: `IŞIK KAYA${TAIL}`,
    cagla: `Çağla Güneş${tail}`,
  };
  beforeAll(async () => {
    for (const fullName of Object.values(people)) await registerUser({ fullName });
  });

  it("'ayse' finds 'Ayşe' and 'ozturk' finds 'Öztürk'", async () => {
    expect(await namesFound(`ayse ozturk${tail}`)).toEqual([people.ayse]);
    expect(await namesFound(`ozturk${tail}`)).toEqual([people.ayse]);
    expect(await namesFound(`OZTURK${TAIL}`)).toEqual([people.ayse]);
  });

  it("'IŞIK' finds 'Işık' and 'işık' finds 'IŞIK'", async () => {
    expect(await namesFound(`IŞIK yilmaz${tail}`)).toEqual([people.isik]);
    expect(await namesFound(`işık kaya${tail}`)).toEqual([people.capitals]);
    expect(await namesFound(`isik KAYA${TAIL}`)).toEqual([people.capitals]);
  });

  it('finds every letter typed plainly, and Turkish letters typed as such still', async () => {
    expect(await namesFound(`cagla gunes${tail}`)).toEqual([people.cagla]);
    expect(await namesFound(`Çağla Güneş${tail}`)).toEqual([people.cagla]);
    expect(await namesFound(`ayse kaya${tail}`)).toEqual([]);
  });

  it('finds a parent by a name changed through PATCH, and no longer by the old one', async () => {
    const user = await registerUser({ fullName: `Eski Şükran${tail}` });
    const changed = await api('/api/protected/profile', {
      method: 'PATCH',
      ...json({ fullName: `Yeni Gülşah${tail}`, gender: 'kadın', birthDate: '1991-02-03' }, user.authHeader),
    });
    expect(changed.status).toBe(200);
    expect(await namesFound(`gulsah${tail}`)).toEqual([`Yeni Gülşah${tail}`]);
    expect(await namesFound(`sukran${tail}`)).toEqual([]);
  });
});

describe('scripts/migrate-search-keys.ts', () => {
  it('rebuilds the keys of profiles stored with the old Turkish-only keys, and a second run changes nothing', async () => {
    const tail = uniqueLetters();
    const fullName = `Ayşe Doğan${tail}`;
    const { db } = admin();
    const ref = db.collection(COLLECTIONS.users).doc(`eski-anahtar-${tail}`);
    // keys as the search built them before: Turkish-folded prefixes, 'doğan…' rather than 'dogan…'
    const oldKeys = foldTurkish(fullName)
      .split(' ')
      .flatMap((word) => Array.from({ length: word.length - 1 }, (_, index) => word.slice(0, index + 2)));
    await ref.set({ fullName, spouseName: '', email: `eski-${tail}@test.bebek`, profileImage: '', searchKeys: oldKeys });
    expect(await namesFound(`ayse dogan${tail}`)).toEqual([]);

    const dryRun = await migrateSearchKeys(db, { dryRun: true });
    expect(dryRun.updated).toBeGreaterThanOrEqual(1);
    expect((await ref.get()).get('searchKeys')).toEqual(oldKeys);

    const first = await migrateSearchKeys(db);
    expect(first.updated).toBeGreaterThanOrEqual(1);
    expect(first.scanned).toBeGreaterThanOrEqual(first.updated);
    expect(await namesFound(`ayse dogan${tail}`)).toEqual([fullName]);
    expect(await namesFound(`Ayşe Doğan${tail}`)).toEqual([fullName]);
    expect(await namesFound(`eski-${tail}@test.bebek`)).toEqual([fullName]);

    const updateTime = (await ref.get()).updateTime;
    const second = await migrateSearchKeys(db);
    expect(second.updated).toBe(0);
    expect((await ref.get()).updateTime).toEqual(updateTime);
    await ref.delete();
  });
});
