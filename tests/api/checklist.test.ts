import { describe, expect, it } from 'vitest';
import type { ChecklistItem, PublicProfile, SharedChecklist } from '@bebek/common/types';
import type { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@bebek/common/model';
import { TOKEN_PATTERN } from '@bebek/common/tokens';
import { admin, api } from './support/stack';
import { json, registerUser } from './support/users';

describe('the checklist', () => {
  it("lists the parent's own copy, need and hospital bag, sorted by category", async () => {
    const user = await registerUser();
    const { status, body } = await api('/api/protected/checklist', { headers: user.authHeader });
    expect(status).toBe(200);
    const items = body as ChecklistItem[];
    expect(items.length).toBeGreaterThanOrEqual(120);
    expect(new Set(items.map((item) => item.type))).toEqual(new Set(['need', 'hospital_bag']));
    expect(items.every((item) => item.checked === false && item.checkedAt === null)).toBe(true);
    const categories = items.map((item) => item.category);
    expect(categories).toEqual([...categories].sort((a, b) => a.localeCompare(b, 'tr')));
  });

  it('toggles an item on and off, setting and clearing checkedAt, and answers checkedAt exactly as stored', async () => {
    const user = await registerUser();
    const items = (await api('/api/protected/checklist', { headers: user.authHeader })).body as ChecklistItem[];
    const item = items[0]!;
    const stored = () => admin().db.collection(COLLECTIONS.users).doc(user.uid).collection(COLLECTIONS.checklistItems).doc(item.id).get();
    const on = await api('/api/protected/checklist/toggle', { method: 'POST', ...json({ productId: item.id, checked: true }, user.authHeader) });
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ id: item.id, checked: true, checkedAt: expect.any(String) });
    const checkedAt = (on.body as ChecklistItem).checkedAt!;
    // the stored value to the microsecond, and what the list answers afterwards
    const storedAt = (await stored()).get('checkedAt') as Timestamp;
    expect({ seconds: storedAt.seconds, nanoseconds: storedAt.nanoseconds }).toEqual({
      seconds: Math.floor(Date.parse(checkedAt) / 1000),
      nanoseconds: (Date.parse(checkedAt) % 1000) * 1_000_000,
    });
    const listed = (await api('/api/protected/checklist', { headers: user.authHeader })).body as ChecklistItem[];
    expect(listed.find((entry) => entry.id === item.id)).toEqual(on.body);
    const off = await api('/api/protected/checklist/toggle', { method: 'POST', ...json({ productId: item.id, checked: false }, user.authHeader) });
    expect(off.body).toMatchObject({ checked: false, checkedAt: null });
    expect((await stored()).get('checkedAt')).toBeNull();
  });

  it("refuses another parent's item and bad bodies, changing nothing", async () => {
    const owner = await registerUser();
    const intruder = await registerUser();
    const ownerItems = (await api('/api/protected/checklist', { headers: owner.authHeader })).body as ChecklistItem[];
    const target = ownerItems[0]!;
    const attempt = await api('/api/protected/checklist/toggle', { method: 'POST', ...json({ productId: target.id, checked: true }, intruder.authHeader) });
    expect(attempt.status).toBe(404);
    const after = (await api('/api/protected/checklist', { headers: owner.authHeader })).body as ChecklistItem[];
    expect(after.find((item) => item.id === target.id)?.checked).toBe(false);
    for (const body of [{ productId: target.id, checked: 'yes' }, { checked: true }, { productId: target.id }]) {
      const bad = await api('/api/protected/checklist/toggle', { method: 'POST', ...json(body, owner.authHeader) });
      expect(bad.status).toBe(400);
    }
  });
});

describe('sharing the checklist', () => {
  it('gives one unguessable token per parent and a read-only public view with the same progress', async () => {
    const user = await registerUser({ fullName: 'Derya Koç' });
    const items = (await api('/api/protected/checklist', { headers: user.authHeader })).body as ChecklistItem[];
    await api('/api/protected/checklist/toggle', { method: 'POST', ...json({ productId: items[1]!.id, checked: true }, user.authHeader) });
    const first = await api('/api/protected/checklist/share', { method: 'POST', ...json({}, user.authHeader) });
    const second = await api('/api/protected/checklist/share', { method: 'POST', ...json({}, user.authHeader) });
    const token = (first.body as { token: string }).token;
    expect(token).toMatch(TOKEN_PATTERN);
    expect((second.body as { token: string }).token).toBe(token);

    const shared = await api(`/api/checklist/${token}`);
    expect(shared.status).toBe(200);
    const answer = shared.body as SharedChecklist;
    expect(answer.user).toMatchObject({ id: user.uid, fullName: 'Derya Koç', babyName: '' });
    expect(answer.products.filter((item) => item.checked)).toHaveLength(1);
    expect(answer.products).toHaveLength(items.length);

    const profile = (await api(`/api/public-profile/${user.uid}`)).body as PublicProfile;
    expect(profile.checklistShare).toEqual({ token });
  });

  it("answers an unknown token with 404 'Liste bulunamadı'", async () => {
    for (const token of ['AAAAAAAAAAAAAAAAAAAAAAAA', 'short', 'x'.repeat(200)]) {
      const { status, body } = await api(`/api/checklist/${encodeURIComponent(token)}`);
      expect(status).toBe(404);
      expect(body).toEqual({ message: 'Liste bulunamadı' });
    }
  });
});

describe('GET /api/public-profile/:userId', () => {
  it('shows public fields only and 404s an unknown user', async () => {
    const user = await registerUser({ fullName: 'Sena Er' });
    const { status, body } = await api(`/api/public-profile/${user.uid}`);
    expect(status).toBe(200);
    const profile = body as PublicProfile;
    expect(profile.user.fullName).toBe('Sena Er');
    expect(profile.user).not.toHaveProperty('email');
    expect(profile.user).not.toHaveProperty('phone');
    expect(profile).toMatchObject({ genderGames: [], nameGames: [], birthDateGames: [], checklistShare: null });
    const unknown = await api('/api/public-profile/no-such-user');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Profil bulunamadı' });
  });
});
