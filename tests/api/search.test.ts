import { beforeAll, describe, expect, it } from 'vitest';
import { api } from './support/stack';
import { registerUser } from './support/users';

interface SearchAnswer {
  users: Array<{ id: string; fullName: string; spouseName: string; profileImage: string }>;
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
    const isik = (await api(`/api/search-users?searchQuery=${encodeURIComponent(`ışık ${marker}`)}`)).body as SearchAnswer;
    expect(isik.users.map((user) => user.fullName)).toEqual([`Işık ${marker}`]);
    const ilker = (await api(`/api/search-users?searchQuery=${encodeURIComponent(`İLKER ${marker.toLocaleUpperCase('tr-TR')}`)}`)).body as SearchAnswer;
    expect(ilker.users.map((user) => user.fullName)).toEqual([`İlker ${marker}`]);
  });

  it('returns only public fields, at most 20, and never e-mails', async () => {
    const { body } = await api(`/api/search-users?searchQuery=${encodeURIComponent(marker.toLowerCase())}`);
    const users = (body as SearchAnswer).users;
    expect(users.length).toBe(2);
    for (const user of users) expect(Object.keys(user).sort()).toEqual(['fullName', 'id', 'profileImage', 'spouseName']);
  });
});
