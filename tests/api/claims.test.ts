/**
 * 'Ben alıyorum' on the shared list (issue 18): relatives claim what the parent still needs, one
 * relative per item (claimed at the same moment: one wins, the others are told in Turkish), only
 * the claimer can release a claim, a claim never ticks the parent's own check and survives the
 * parent's ticks; the parent chooses to see names or only 'taken', marks an item received and can
 * remove a claim. Claims are public writes: rate limited, and refused with nothing written.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@bebek/common/model';
import { CLAIM_MESSAGES } from '@bebek/common/schemas/claims';
import type { ChecklistClaimResponse, ChecklistItem, ParentChecklistClaims, SharedChecklist } from '@bebek/common/types';
import { admin, api, apiFrom, awayFromWindowEdge, storedDocuments } from './support/stack';
import { json, registerUser, type TestUser } from './support/users';

let addressCounter = 0;
/** Each test claims from loopback addresses of its own, so the per-address claim budget of one test never runs into another's. */
const nextAddress = () => `127.18.1.${(addressCounter++ % 250) + 1}`;

async function parentWithSharedList(fullName = 'Liste Sahibi'): Promise<{ parent: TestUser; token: string; items: ChecklistItem[] }> {
  const parent = await registerUser({ fullName });
  const items = (await api('/api/protected/checklist', { headers: parent.authHeader })).body as ChecklistItem[];
  const token = ((await api('/api/protected/checklist/share', { method: 'POST', ...json({}, parent.authHeader) })).body as { token: string }).token;
  return { parent, token, items };
}

const claim = (token: string, body: unknown, address = nextAddress()) => apiFrom(address, `/api/checklist/${token}/claims`, { method: 'POST', ...json(body) });
const release = (token: string, itemId: string, secret: string, address = nextAddress()) =>
  apiFrom(address, `/api/checklist/${token}/claims/${itemId}`, { method: 'DELETE', ...json({ secret }) });
const shared = async (token: string) => (await api(`/api/checklist/${token}`)).body as SharedChecklist;
const parentClaims = async (parent: TestUser) => (await api('/api/protected/checklist/claims', { headers: parent.authHeader })).body as ParentChecklistClaims;
const ownItems = async (parent: TestUser) => (await api('/api/protected/checklist', { headers: parent.authHeader })).body as ChecklistItem[];

describe('claiming an item on the shared list', () => {
  it('lets a relative claim with a name and a note; everyone sees it taken, nobody sees who; the parent’s check stays as it was', async () => {
    const { parent, token, items } = await parentWithSharedList();
    const item = items.find((entry) => entry.type === 'need')!;
    const answer = await claim(token, { itemId: item.id, name: 'Ayşe Teyze', note: 'altın bilezik de var' });
    expect(answer.status).toBe(201);
    const claimed = answer.body as ChecklistClaimResponse;
    expect(claimed).toMatchObject({ itemId: item.id, name: 'Ayşe Teyze', note: 'altın bilezik de var' });
    // the secret that proves the claim later: at least 128 random bits
    expect(Buffer.from(claimed.secret, 'base64url').length).toBeGreaterThanOrEqual(16);

    const view = await shared(token);
    expect(view.claims).toEqual([{ itemId: item.id, claimId: claimed.claimId }]);
    expect(JSON.stringify(view)).not.toContain('Ayşe Teyze');
    expect(JSON.stringify(view)).not.toContain(claimed.secret);
    expect(view.products.find((entry) => entry.id === item.id)?.checked).toBe(false);
    expect((await ownItems(parent)).find((entry) => entry.id === item.id)).toMatchObject({ checked: false, checkedAt: null });

    // the parent sees who, by default
    expect(await parentClaims(parent)).toMatchObject({
      surprise: false,
      claims: [{ itemId: item.id, claimId: claimed.claimId, name: 'Ayşe Teyze', note: 'altın bilezik de var', receivedAt: null }],
    });
    // the secret is stored only as its hash
    const stored = await admin().db.collection(COLLECTIONS.users).doc(parent.uid).collection(COLLECTIONS.checklistClaims).doc(item.id).get();
    expect(JSON.stringify(stored.data())).not.toContain(claimed.secret);
  });

  it('gives the item to exactly one of five relatives claiming at the same moment; the others get 409 with a Turkish message', async () => {
    const { token, items } = await parentWithSharedList();
    const item = items[3]!;
    const names = ['Hatice Teyze', 'Mehmet Amca', 'Zeynep Hala', 'Ali Dayı', 'Elif Abla'];
    const answers = await Promise.all(names.map((name) => claim(token, { itemId: item.id, name, note: '' })));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
    for (const lost of answers.filter((answer) => answer.status === 409)) expect(lost.body).toEqual({ message: CLAIM_MESSAGES.alreadyClaimed });
    const winner = answers.find((answer) => answer.status === 201)!.body as ChecklistClaimResponse;
    expect((await shared(token)).claims).toEqual([{ itemId: item.id, claimId: winner.claimId }]);
  });

  it('refuses an item the parent already has, an unknown item, and a claim without a name, writing nothing', async () => {
    const { parent, token, items } = await parentWithSharedList();
    const [had, other] = [items[0]!, items[1]!];
    await api('/api/protected/checklist/toggle', { method: 'POST', ...json({ productId: had.id, checked: true }, parent.authHeader) });
    const stored = await storedDocuments();
    const refused = [
      [await claim(token, { itemId: had.id, name: 'Nine', note: '' }), 409, CLAIM_MESSAGES.alreadyHave],
      [await claim(token, { itemId: 'yok-boyle-bir-urun', name: 'Nine', note: '' }), 404, CLAIM_MESSAGES.itemNotFound],
      // an id no item can have is refused by the body's schema (ids validated once, in the contract: issue 23)
      [await claim(token, { itemId: 'a/b', name: 'Nine', note: '' }), 400, CLAIM_MESSAGES.itemNotFound],
      [await claim(token, { itemId: other.id, name: '   ', note: '' }), 400, CLAIM_MESSAGES.nameRequired],
      [await claim(token, { itemId: other.id, name: 'N'.repeat(61), note: '' }), 400, 'Bu alan çok uzun'],
      [await claim('AAAAAAAAAAAAAAAAAAAAAAAA', { itemId: other.id, name: 'Nine', note: '' }), 404, 'Liste bulunamadı'],
    ] as const;
    for (const [answer, status, message] of refused) {
      expect({ status: answer.status, message: (answer.body as { message: string }).message }).toEqual({ status, message });
    }
    expect(await stored.changes()).toEqual([]);
  });
});

describe('releasing a claim', () => {
  it('is only for the relative who claimed: another secret is refused, their own releases it, and the item can be claimed again', async () => {
    const { token, items } = await parentWithSharedList();
    const item = items[2]!;
    const mine = (await claim(token, { itemId: item.id, name: 'Gülsüm Nine', note: '' })).body as ChecklistClaimResponse;
    const theirs = (await claim(token, { itemId: items[4]!.id, name: 'Kuzen', note: '' })).body as ChecklistClaimResponse;

    const wrong = await release(token, item.id, theirs.secret);
    expect(wrong.status).toBe(403);
    expect(wrong.body).toEqual({ message: CLAIM_MESSAGES.notYours });
    expect((await release(token, item.id, 'x'.repeat(43))).status).toBe(403);
    expect((await shared(token)).claims.map((entry) => entry.itemId)).toContain(item.id);

    const own = await release(token, item.id, mine.secret);
    expect(own.status).toBe(200);
    expect((await shared(token)).claims.map((entry) => entry.itemId)).not.toContain(item.id);
    expect((await release(token, item.id, mine.secret)).status).toBe(404);
    expect((await claim(token, { itemId: item.id, name: 'Başka Biri', note: '' })).status).toBe(201);
  });
});

describe('the parent and the claims', () => {
  it('keeps claims through the parent’s own ticks; the surprise hides names; received ticks the item and the claim stays; a removed claim is gone', async () => {
    const { parent, token, items } = await parentWithSharedList();
    const [gift, abusive] = [items[5]!, items[6]!];
    const kept = (await claim(token, { itemId: gift.id, name: 'Büyükanne', note: 'mavi olsun' })).body as ChecklistClaimResponse;
    await claim(token, { itemId: abusive.id, name: 'Kötü Niyetli', note: 'çirkin bir not' });

    // the parent's ticks and unticks leave the claim alone
    for (const checked of [true, false]) {
      await api('/api/protected/checklist/toggle', { method: 'POST', ...json({ productId: gift.id, checked }, parent.authHeader) });
    }
    expect((await shared(token)).claims.map((entry) => entry.itemId).sort()).toEqual([gift.id, abusive.id].sort());

    const surprise = await api('/api/protected/checklist/claims/settings', { method: 'PATCH', ...json({ surprise: true }, parent.authHeader) });
    expect(surprise.status).toBe(200);
    const hidden = surprise.body as ParentChecklistClaims;
    expect(hidden.surprise).toBe(true);
    expect(hidden.claims).toHaveLength(2);
    expect(JSON.stringify(hidden)).not.toMatch(/Büyükanne|mavi olsun|Kötü Niyetli/);

    const removed = await api(`/api/protected/checklist/claims/${abusive.id}`, { method: 'DELETE', headers: parent.authHeader });
    expect(removed.status).toBe(200);
    expect((removed.body as ParentChecklistClaims).claims.map((entry) => entry.itemId)).toEqual([gift.id]);

    const received = await api(`/api/protected/checklist/claims/${gift.id}/received`, { method: 'POST', ...json({}, parent.authHeader) });
    expect(received.status).toBe(200);
    expect((received.body as ParentChecklistClaims).claims[0]).toMatchObject({ itemId: gift.id, receivedAt: expect.any(String) });
    expect((await ownItems(parent)).find((entry) => entry.id === gift.id)).toMatchObject({ checked: true, checkedAt: expect.any(String) });
    // once received, the relative cannot take the claim back
    expect((await release(token, gift.id, kept.secret)).status).toBe(409);

    const names = await api('/api/protected/checklist/claims/settings', { method: 'PATCH', ...json({ surprise: false }, parent.authHeader) });
    expect((names.body as ParentChecklistClaims).claims).toEqual([expect.objectContaining({ name: 'Büyükanne', note: 'mavi olsun' })]);
  });

  it("cannot reach another parent's claims", async () => {
    const { token, items } = await parentWithSharedList();
    const intruder = await registerUser({ fullName: 'Başka Ebeveyn' });
    await claim(token, { itemId: items[0]!.id, name: 'Teyze', note: '' });
    expect((await api(`/api/protected/checklist/claims/${items[0]!.id}`, { method: 'DELETE', headers: intruder.authHeader })).status).toBe(404);
    expect((await api(`/api/protected/checklist/claims/${items[0]!.id}/received`, { method: 'POST', ...json({}, intruder.authHeader) })).status).toBe(404);
    expect((await parentClaims(intruder)).claims).toEqual([]);
    expect((await shared(token)).claims).toHaveLength(1);
  });
});

describe('claims are rate limited per list, and per address only by a flood cap (ADR 0051)', () => {
  /** Puts a limit's counter at `hits`, as a flood would have left it (functions/src/rate-limits/). */
  async function fillCounter(name: string, key: string, hits: number): Promise<void> {
    const index = Math.floor(Date.now() / 3600_000);
    const id = createHash('sha256').update(`${name}:${key}:${index}`).digest('base64url');
    await admin().db.collection(COLLECTIONS.rateLimits).doc(id).set({ prefix: name, hits });
  }

  it('35 claims from one address on one list are all accepted (a family behind one router)', async () => {
    const { token, items } = await parentWithSharedList();
    const address = nextAddress();
    await awayFromWindowEdge(3600_000, 30_000);
    const statuses: number[] = [];
    for (const item of items.slice(0, 35)) statuses.push((await claim(token, { itemId: item.id, name: 'Aynı Evden', note: '' }, address)).status);
    expect(statuses).toEqual(Array.from({ length: 35 }, () => 201));
  });

  it('a list past 200 claims in the hour gets 429 and nothing is written; another list is not held back', async () => {
    const { parent, token, items } = await parentWithSharedList();
    const other = await parentWithSharedList();
    await awayFromWindowEdge(3600_000, 30_000);
    await fillCounter('checklist-claim-list', token, 200);
    const refused = await claim(token, { itemId: items[0]!.id, name: 'Seri Alıcı', note: '' });
    expect(refused.status).toBe(429);
    expect((await parentClaims(parent)).claims).toEqual([]);
    expect((await claim(other.token, { itemId: other.items[0]!.id, name: 'Başka Liste', note: '' })).status).toBe(201);
  });

  it('an address past its flood cap (2,000 an hour) gets 429; another address is not held back', async () => {
    const { token, items } = await parentWithSharedList();
    const address = nextAddress();
    await awayFromWindowEdge(3600_000, 30_000);
    await fillCounter('checklist-claim-ip', address, 2000);
    expect((await claim(token, { itemId: items[0]!.id, name: 'Sel', note: '' }, address)).status).toBe(429);
    expect((await claim(token, { itemId: items[1]!.id, name: 'Başka Adres', note: '' })).status).toBe(201);
  });
});
