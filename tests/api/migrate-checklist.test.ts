/**
 * scripts/migrate-checklist.ts (ADR 0028): a parent registered before the catalogue gained items
 * (the bag's 'Eş / refakatçi için' and 'Belgeler' ones) gets them, unticked and once, even with two
 * runs at once; her ticks and her own items are not written; a second run changes nothing; an
 * account being deleted gets nothing.
 */
import { describe, expect, it } from 'vitest';
import { backfilledCopyId, catalogueCopy, catalogueItem, CHECKLIST_CATALOGUE, hospitalBagGroup } from '@bebek/common/content/checklist-catalogue';
import { COLLECTIONS } from '@bebek/common/model';
import type { ChecklistItem } from '@bebek/common/types';
import { migrateChecklist } from '../../scripts/migrate-checklist';
import { admin, api } from './support/stack';
import { json, registerUser, type TestUser } from './support/users';

const listOf = async (user: TestUser) => (await api('/api/protected/checklist', { headers: user.authHeader })).body as ChecklistItem[];
const itemsOf = (user: TestUser) => admin().db.collection(COLLECTIONS.users).doc(user.uid).collection(COLLECTIONS.checklistItems);

/** Every stored item of her list: its data and when it was last written. */
async function storedList(user: TestUser) {
  const snapshot = await itemsOf(user).get();
  return new Map(snapshot.docs.map((doc) => [doc.id, { data: doc.data(), updateTime: doc.updateTime.valueOf() }]));
}

/** What a list registered before these catalogue items lacks: the partner's ID (Belgeler), the hospital's papers, one partner item and one need item. */
const NEWER_ITEMS = ['bag-belge-es-kimlik', 'bag-belge-hastane-evraklari', 'bag-es-kiyafet', CHECKLIST_CATALOGUE[0]!.id];

/** Makes a freshly registered list look like one from before NEWER_ITEMS: their copies deleted. */
async function makeOlder(user: TestUser): Promise<void> {
  const copies = await itemsOf(user).where('catalogueId', 'in', NEWER_ITEMS).get();
  expect(copies.size).toBe(NEWER_ITEMS.length);
  await Promise.all(copies.docs.map((doc) => doc.ref.delete()));
}

describe('scripts/migrate-checklist.ts', () => {
  it('adds the catalogue items an older list lacks, unticked and once, and leaves her ticks and her own items alone', async () => {
    expect(NEWER_ITEMS.every((id) => catalogueItem(id))).toBe(true);
    expect(hospitalBagGroup(catalogueItem('bag-belge-es-kimlik')!.name)).toBe('Belgeler');
    const { db } = admin();
    const parent = await registerUser();
    const own = await api('/api/protected/checklist/items', {
      method: 'POST',
      ...json({ name: 'Eşimin şarj aleti', type: 'hospital_bag', category: 'Eş / refakatçi için' }, parent.authHeader),
    });
    expect(own.status).toBe(201);
    const ownId = (own.body as ChecklistItem).id;
    await makeOlder(parent);

    // she ticks an item she has, a document of the bag
    const ticked = (await itemsOf(parent).where('catalogueId', '==', 'bag-anne-kimlik').get()).docs[0]!;
    const tick = await api('/api/protected/checklist/toggle', { method: 'POST', ...json({ productId: ticked.id, checked: true }, parent.authHeader) });
    expect(tick.body).toMatchObject({ id: ticked.id, checked: true });
    const partnerId = catalogueItem('bag-belge-es-kimlik')!;
    expect((await listOf(parent)).some((item) => item.name === partnerId.name)).toBe(false);
    const before = await storedList(parent);
    expect(before.size).toBe(CHECKLIST_CATALOGUE.length - NEWER_ITEMS.length + 1);

    // a dry run counts and writes nothing
    const dryRun = await migrateChecklist(db, { dryRun: true });
    expect(dryRun).toMatchObject({ parents: 1, created: NEWER_ITEMS.length });
    expect(await storedList(parent)).toEqual(before);

    // two runs at once (two operators, or a retried run): each missing item is created once between them
    const [first, concurrent] = await Promise.all([migrateChecklist(db), migrateChecklist(db)]);
    expect(first.scanned).toBeGreaterThanOrEqual(1);
    expect(first.created + concurrent.created).toBe(NEWER_ITEMS.length);

    const after = await storedList(parent);
    expect(after.size).toBe(CHECKLIST_CATALOGUE.length + 1);
    // every item she had, her tick and her own item included, is as it was, not even rewritten
    for (const [id, item] of before) expect(after.get(id)).toEqual(item);
    expect(after.get(ticked.id)!.data).toMatchObject({ checked: true });
    expect(after.get(ownId)!.data).toMatchObject({ own: true, name: 'Eşimin şarj aleti', checked: false });
    // the missing ones are back, unticked, as registration makes them, under the backfill's id
    for (const catalogueId of NEWER_ITEMS) {
      expect(after.get(backfilledCopyId(catalogueId))?.data).toEqual(catalogueCopy(catalogueItem(catalogueId)!));
    }
    // one copy per catalogue item, no more
    const perCatalogueId = new Map<unknown, number>();
    for (const { data } of after.values()) if (data.own !== true) perCatalogueId.set(data.catalogueId, (perCatalogueId.get(data.catalogueId) ?? 0) + 1);
    expect(perCatalogueId.size).toBe(CHECKLIST_CATALOGUE.length);
    expect([...perCatalogueId.values()].every((count) => count === 1)).toBe(true);

    // a second run changes nothing
    const second = await migrateChecklist(db);
    expect(second).toMatchObject({ parents: 0, created: 0 });
    expect(await storedList(parent)).toEqual(after);

    // she sees the partner's ID under 'Belgeler' in her bag, unticked, and her tick is still there
    const listed = await listOf(parent);
    expect(listed.find((item) => item.id === backfilledCopyId('bag-belge-es-kimlik'))).toEqual({
      id: backfilledCopyId('bag-belge-es-kimlik'),
      name: partnerId.name,
      category: partnerId.category,
      type: 'hospital_bag',
      checked: false,
      checkedAt: null,
    });
    expect(listed.find((item) => item.id === ticked.id)).toMatchObject({ checked: true });
    expect(listed).toHaveLength(CHECKLIST_CATALOGUE.length + 1);
    // and the backfilled item ticks like any other
    const tickNew = await api('/api/protected/checklist/toggle', {
      method: 'POST',
      ...json({ productId: backfilledCopyId('bag-belge-es-kimlik'), checked: true }, parent.authHeader),
    });
    expect(tickNew.body).toMatchObject({ id: backfilledCopyId('bag-belge-es-kimlik'), checked: true });
  });

  it('gives nothing to an account being deleted', async () => {
    const { db } = admin();
    const leaving = await registerUser();
    await makeOlder(leaving);
    // the deletion's first step marks the profile; its sweeps then remove the list
    await db.collection(COLLECTIONS.users).doc(leaving.uid).update({ deletionRequestedAt: new Date() });
    const before = await storedList(leaving);
    expect(await migrateChecklist(db)).toMatchObject({ parents: 0, created: 0 });
    expect(await storedList(leaving)).toEqual(before);
  });
});
