/**
 * The parent's own checklist items (issue 24, ADR 0028): added with a name, list, category, optional
 * quantity and note; removed only by her and only if she added them; capped per account even when
 * the adds come at once; seen by relatives on the shared list; in her KVKK export and gone with her
 * account.
 */
import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@bebek/common/model';
import { OWN_ITEM_LIMITS, OWN_ITEM_MESSAGES } from '@bebek/common/schemas/checklist';
import type { ChecklistItem, SharedChecklist } from '@bebek/common/types';
import { admin, api, apiFrom, randomClient, storedDocuments } from './support/stack';
import { json, registerUser, type TestUser } from './support/users';

const ITEMS = '/api/protected/checklist/items';
const add = (user: TestUser, body: unknown) => api(ITEMS, { method: 'POST', ...json(body, user.authHeader) });
const remove = (user: TestUser, itemId: string) => api(`${ITEMS}/${itemId}`, { method: 'DELETE', headers: user.authHeader });
const listOf = async (user: TestUser) => (await api('/api/protected/checklist', { headers: user.authHeader })).body as ChecklistItem[];
const stored = (user: TestUser) => admin().db.collection(COLLECTIONS.users).doc(user.uid);

const blanket = { name: 'Anneannemin ördüğü battaniye', type: 'need', category: 'Uyku', quantity: 2, note: 'Beyaz olan' };

describe('her own items', () => {
  it('adds an item with an id no catalogue copy can have, lists it with her quantity and note, and removes it', async () => {
    const parent = await registerUser();
    const before = await listOf(parent);
    const added = await add(parent, blanket);
    expect(added.status).toBe(201);
    const item = added.body as ChecklistItem;
    expect(item).toEqual({
      id: expect.stringMatching(/^own_[A-Za-z0-9]{20}$/),
      name: blanket.name,
      category: 'Uyku',
      type: 'need',
      checked: false,
      checkedAt: null,
      own: true,
      quantity: 2,
      note: 'Beyaz olan',
    });
    // catalogue copies: random ids without '_', and none of them says own
    expect(before.every((entry) => !entry.id.includes('_') && entry.own === undefined)).toBe(true);
    const listed = await listOf(parent);
    expect(listed).toHaveLength(before.length + 1);
    expect(listed.find((entry) => entry.id === item.id)).toEqual(item);
    expect((await stored(parent).get()).get('ownChecklistItemCount')).toBe(1);

    // a bag item of her own, without quantity or note, filed under one of the four groups; tickable like any item
    const bagItem = (await add(parent, { name: 'Kulaklık', type: 'hospital_bag', category: 'Eş / refakatçi için' })).body as ChecklistItem;
    expect(bagItem).toMatchObject({ type: 'hospital_bag', category: 'Eş / refakatçi için', quantity: null, note: '' });
    const ticked = await api('/api/protected/checklist/toggle', { method: 'POST', ...json({ productId: bagItem.id, checked: true }, parent.authHeader) });
    expect(ticked.body).toMatchObject({ id: bagItem.id, checked: true, own: true });

    const removed = await remove(parent, item.id);
    expect(removed).toMatchObject({ status: 200, body: { message: OWN_ITEM_MESSAGES.removed } });
    expect((await listOf(parent)).map((entry) => entry.id)).not.toContain(item.id);
    expect((await stored(parent).get()).get('ownChecklistItemCount')).toBe(1);
    // removed twice: not found
    expect(await remove(parent, item.id)).toMatchObject({ status: 404, body: { message: OWN_ITEM_MESSAGES.notFound } });
  });

  it('refuses bad input with its Turkish message and writes nothing', async () => {
    const parent = await registerUser();
    const cases: Array<[unknown, string]> = [
      [{ ...blanket, name: '' }, OWN_ITEM_MESSAGES.nameRequired],
      [{ ...blanket, name: ' a ' }, OWN_ITEM_MESSAGES.nameMin],
      [{ ...blanket, name: 'x'.repeat(OWN_ITEM_LIMITS.nameMax + 1) }, OWN_ITEM_MESSAGES.nameMax],
      [{ ...blanket, note: 'n'.repeat(OWN_ITEM_LIMITS.noteMax + 1) }, OWN_ITEM_MESSAGES.noteMax],
      [{ ...blanket, quantity: 0 }, OWN_ITEM_MESSAGES.quantityInvalid],
      [{ ...blanket, quantity: 2.5 }, OWN_ITEM_MESSAGES.quantityInvalid],
      [{ ...blanket, quantity: '3' }, OWN_ITEM_MESSAGES.quantityInvalid],
      [{ ...blanket, quantity: OWN_ITEM_LIMITS.quantityMax + 1 }, OWN_ITEM_MESSAGES.quantityInvalid],
      [{ ...blanket, type: 'gift' }, OWN_ITEM_MESSAGES.typeInvalid],
      // a bag group is no need category, and no category at all
      [{ ...blanket, category: 'Belgeler' }, OWN_ITEM_MESSAGES.categoryInvalid],
      [{ ...blanket, type: 'hospital_bag', category: 'Uyku' }, OWN_ITEM_MESSAGES.categoryInvalid],
      [{ ...blanket, category: undefined }, OWN_ITEM_MESSAGES.categoryInvalid],
    ];
    const documents = await storedDocuments();
    for (const [body, message] of cases) {
      const answer = await add(parent, body);
      expect({ body, status: answer.status, message: (answer.body as { message?: string }).message }).toEqual({ body, status: 400, message });
    }
    // a catalogue item cannot be removed; an id that is nobody's is not found
    const catalogueItem = (await listOf(parent))[0]!;
    expect(await remove(parent, catalogueItem.id)).toMatchObject({ status: 403, body: { message: OWN_ITEM_MESSAGES.notOwn } });
    expect((await remove(parent, 'own_yokBoyleBirUrun00')).status).toBe(404);
    expect(await documents.changes()).toEqual([]);
  });

  it('another parent can neither see nor remove my items, nor tick them', async () => {
    const mother = await registerUser();
    const stranger = await registerUser();
    const mine = (await add(mother, blanket)).body as ChecklistItem;
    expect((await listOf(stranger)).map((entry) => entry.id)).not.toContain(mine.id);
    const documents = await storedDocuments();
    expect((await remove(stranger, mine.id)).status).toBe(404);
    const tick = await api('/api/protected/checklist/toggle', { method: 'POST', ...json({ productId: mine.id, checked: true }, stranger.authHeader) });
    expect(tick.status).toBe(404);
    expect((await api(`${ITEMS}/${mine.id}`, { method: 'DELETE' })).status).toBe(401);
    expect(await documents.changes()).toEqual([]);
    expect((await listOf(mother)).find((entry) => entry.id === mine.id)).toEqual(mine);
  });

  it(`keeps at most ${OWN_ITEM_LIMITS.perAccount} own items: 20 adds at once at the cap − 1 give exactly one item`, async () => {
    const parent = await registerUser();
    // the account is brought to cap − 1 as the api would have written it
    const profile = stored(parent);
    const batch = admin().db.batch();
    for (let index = 0; index < OWN_ITEM_LIMITS.perAccount - 1; index += 1) {
      batch.create(profile.collection(COLLECTIONS.checklistItems).doc(`own_hazir${String(index).padStart(15, '0')}`), {
        own: true,
        name: `Hazır ürün ${index}`,
        category: 'Giyim',
        type: 'need',
        quantity: null,
        note: '',
        checked: false,
        checkedAt: null,
      });
    }
    batch.update(profile, { ownChecklistItemCount: OWN_ITEM_LIMITS.perAccount - 1 });
    await batch.commit();

    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => add(parent, { ...blanket, name: `Aynı anda ${index}` })));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, ...Array<number>(19).fill(409)]);
    for (const answer of answers.filter((entry) => entry.status === 409)) expect((answer.body as { message: string }).message).toBe(OWN_ITEM_MESSAGES.tooMany);
    const own = (await listOf(parent)).filter((entry) => entry.own);
    expect(own).toHaveLength(OWN_ITEM_LIMITS.perAccount);
    expect((await profile.get()).get('ownChecklistItemCount')).toBe(OWN_ITEM_LIMITS.perAccount);

    // removing one frees its place
    expect((await remove(parent, own[0]!.id)).status).toBe(200);
    expect((await add(parent, { ...blanket, name: 'Yeniden yer açıldı' })).status).toBe(201);
    expect((await add(parent, { ...blanket, name: 'Bir fazlası' })).status).toBe(409);
  });
});

describe('her own items on the shared list, in the export and at deletion', () => {
  it('a relative sees her item on the shared list and can claim it; removing the item removes the claim', async () => {
    const parent = await registerUser();
    const item = (await add(parent, blanket)).body as ChecklistItem;
    const token = ((await api('/api/protected/checklist/share', { method: 'POST', ...json({}, parent.authHeader) })).body as { token: string }).token;
    const shared = (await api(`/api/checklist/${token}`)).body as SharedChecklist;
    expect(shared.products.find((entry) => entry.id === item.id)).toEqual(item);

    const claimed = await apiFrom(randomClient(), `/api/checklist/${token}/claims`, {
      method: 'POST',
      ...json({ itemId: item.id, name: 'Teyze', note: '' }),
    });
    expect(claimed.status).toBe(201);
    expect((await api('/api/protected/checklist/claims', { headers: parent.authHeader })).body).toMatchObject({ claims: [{ itemId: item.id, name: 'Teyze' }] });

    expect((await remove(parent, item.id)).status).toBe(200);
    const after = (await api(`/api/checklist/${token}`)).body as SharedChecklist;
    expect(after.products.map((entry) => entry.id)).not.toContain(item.id);
    expect(after.claims.map((claim) => claim.itemId)).not.toContain(item.id);
    expect((await stored(parent).collection(COLLECTIONS.checklistClaims).doc(item.id).get()).exists).toBe(false);
  });

  it('her export includes her own items, and deleting the account removes them', async () => {
    const parent = await registerUser();
    const item = (await add(parent, { ...blanket, note: 'KVKK notu' })).body as ChecklistItem;
    const exported = (await api('/api/protected/profile/export', { headers: parent.authHeader })).body as { checklist: Array<Record<string, unknown>> };
    expect(exported.checklist.find((entry) => entry.id === item.id)).toMatchObject({ own: true, name: blanket.name, note: 'KVKK notu', quantity: 2 });

    const deleted = await api('/api/protected/profile', { method: 'DELETE', ...json({ password: parent.password }, parent.authHeader) });
    expect(deleted.status).toBe(200);
    await expect.poll(async () => (await stored(parent).collection(COLLECTIONS.checklistItems).doc(item.id).get()).exists, { timeout: 30_000 }).toBe(false);
  });
});
