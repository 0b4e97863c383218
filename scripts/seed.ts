/**
 * Demo data of the local stack: reference data (service categories) and a demo family, their
 * games and an admin. Idempotent: it runs at every `npm start` and only fills what is missing;
 * profiles kept from an earlier start get the search keys of the current code.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore, Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS, type GameDoc, type ParticipantDoc, type UserDoc, type AdminUserDoc } from '@bebek/common/model';
import { DEFAULT_MAX_BIRTH_NOTIFICATION_CONTACTS, DEFAULT_MAX_GAME_PARTICIPANTS } from '@bebek/common/constants';
import { phoneSearchKey, searchKeys } from '@bebek/common/search';
import { newToken } from '@bebek/common/tokens';
import { catalogueCopy, CHECKLIST_CATALOGUE } from '@bebek/common/content/checklist-catalogue';
import { participantIdForEmail } from '../functions/src/games/model';
import { useEmulators } from './lib/emulator-env';
import { migrateAdminFigures } from './migrate-admin-figures';
import { migrateChecklist } from './migrate-checklist';
import { migrateOperatorSearch } from './migrate-operator-search';
import { migratePhotos } from './migrate-photos';
import { migrateSearchKeys } from './migrate-search-keys';
import { PROJECT_ID } from './lib/ports';

export const DEMO_PARENT = { email: 'anne@demo.bebek', password: 'DemoAnne2025', fullName: 'Ayşe Yılmaz' };
export const DEMO_ADMIN = { username: 'admin', email: 'admin@demo.bebek', password: 'DemoAdmin2025', fullName: 'Operatör Demo' };

export const SERVICE_CATEGORIES = [
  {
    id: 'bebek-odasi-dekorasyonu',
    name: 'Bebek Odası Dekorasyonu',
    description: 'Bebek odanızı hayalinizdeki gibi tasarlayacak dekorasyon uzmanlarından teklif alın.',
  },
  {
    id: 'fotograf-cekimi',
    name: 'Hamile ve Yenidoğan Fotoğraf Çekimi',
    description: 'Hamilelik ve yenidoğan anılarınızı profesyonel fotoğrafçılarla ölümsüzleştirin.',
  },
  { id: 'cinsiyet-partisi', name: 'Cinsiyet Partisi Organizasyonu', description: 'Cinsiyet öğrenme ve baby shower partileriniz için organizasyon firmaları.' },
  { id: 'diger-hizmetler', name: 'Diğer Hizmetler', description: 'Bebek bakıcısı, doğum koçu ve diğer destek hizmetleri için teklif isteyin.' },
];

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export async function seed(): Promise<void> {
  useEmulators();
  if (getApps().length === 0) initializeApp({ projectId: PROJECT_ID });
  const db = getFirestore();
  const auth = getAuth();

  const batch = db.batch();
  SERVICE_CATEGORIES.forEach((category, order) => {
    batch.set(db.collection(COLLECTIONS.serviceCategories).doc(category.id), { name: category.name, description: category.description, order });
  });
  await batch.commit();

  const parent = await ensureAuthUser(DEMO_PARENT.email, DEMO_PARENT.password, DEMO_PARENT.fullName);
  const parentRef = db.collection(COLLECTIONS.users).doc(parent);
  const existing = await parentRef.get();
  if (existing.exists && !existing.get('emailVerifiedAt') && existing.get('email') === DEMO_PARENT.email) {
    // data kept in emulator-data/ from before ADR 0024: the demo parent is verified there too
    await parentRef.update({ emailVerifiedAt: FieldValue.serverTimestamp() });
  }
  if (!existing.exists) {
    const expected = new Date(Date.now() + 12 * 7 * 24 * 3600 * 1000);
    const profile: UserDoc = {
      fullName: DEMO_PARENT.fullName,
      email: DEMO_PARENT.email,
      phone: '+905321234567',
      photoId: '',
      gender: 'kadın',
      spouseName: 'Mehmet Yılmaz',
      birthDate: '1994-05-12',
      expectedBirthDate: isoDay(expected),
      babyName: 'Deniz',
      babyGender: 'kız',
      hospital: 'Acıbadem Maslak Hastanesi',
      doctor: 'Dr. Elif Kaya',
      babyInfoCompleted: true,
      maxBirthNotificationContacts: DEFAULT_MAX_BIRTH_NOTIFICATION_CONTACTS,
      maxGameParticipants: DEFAULT_MAX_GAME_PARTICIPANTS,
      searchKeys: searchKeys(DEMO_PARENT.fullName, 'Mehmet Yılmaz', DEMO_PARENT.email),
      phoneKey: phoneSearchKey('+905321234567'),
    };
    const writes = db.batch();
    // her address counts as verified (ADR 0024; Auth's emailVerified too): the demo announcement goes by SMS at once, as before
    writes.set(parentRef, { ...profile, createdAt: FieldValue.serverTimestamp(), emailVerifiedAt: FieldValue.serverTimestamp() });
    CHECKLIST_CATALOGUE.forEach((item, index) => {
      const checked = index % 3 === 0;
      writes.set(parentRef.collection(COLLECTIONS.checklistItems).doc(), { ...catalogueCopy(item), checked, checkedAt: checked ? Timestamp.now() : null });
    });
    await writes.commit();
    await seedGames(parent);
  }

  const admin = await ensureAuthUser(DEMO_ADMIN.email, DEMO_ADMIN.password, DEMO_ADMIN.fullName);
  await auth.setCustomUserClaims(admin, { role: 'super_admin' });
  const adminDoc: AdminUserDoc = { username: DEMO_ADMIN.username, fullName: DEMO_ADMIN.fullName, email: DEMO_ADMIN.email, role: 'super_admin', isActive: true };
  await db.collection(COLLECTIONS.adminUsers).doc(admin).set(adminDoc, { merge: true });

  // Data kept in emulator-data/ may hold keys of an older searchKeys(); new profiles get them from the api.
  const { updated } = await migrateSearchKeys(db);
  if (updated > 0) console.log(`search keys rebuilt for ${updated} profiles`);
  // Data kept in emulator-data/ may hold lists made before the catalogue's newer items (ADR 0028).
  const checklist = await migrateChecklist(db);
  if (checklist.created > 0) console.log(`checklist: ${checklist.created} catalogue items added to ${checklist.parents} older lists`);
  // Data kept in emulator-data/ may hold photos inside the profiles (before ADR 0019).
  const photos = await migratePhotos(db);
  if (photos.moved + photos.dropped > 0) console.log(`profile photos: ${photos.moved} moved out of the profiles, ${photos.dropped} refused and dropped`);
  // Data kept in emulator-data/ may hold profiles from before lastActiveAt and deletions from before their count (ADR 0030).
  const figures = await migrateAdminFigures(db);
  if (figures.activity > 0 || figures.deletedAccounts.written)
    console.log(`user list: last activity filled in for ${figures.activity} profiles; ${figures.deletedAccounts.total} deleted accounts counted`);
  // Data kept in emulator-data/ may hold profiles from before the phone's search key (ADR 0054).
  const search = await migrateOperatorSearch(db);
  if (search.keyed > 0) console.log(`operator search: phone keys filled in for ${search.keyed} profiles`);
}

async function ensureAuthUser(email: string, password: string, displayName: string): Promise<string> {
  const auth = getAuth();
  try {
    return (await auth.getUserByEmail(email)).uid;
  } catch {
    return (await auth.createUser({ email, password, displayName, emailVerified: true })).uid;
  }
}

async function seedGames(ownerId: string): Promise<void> {
  const db = getFirestore();
  const friends = [
    { name: 'Zeynep Demir', email: 'zeynep@demo.bebek', phone: '+905301112233' },
    { name: 'Can Öztürk', email: 'can@demo.bebek', phone: '+905302223344' },
    { name: 'Işıl Arslan', email: '', phone: '+905303334455' },
  ];
  const games: Array<{
    game: Omit<GameDoc, 'token' | 'userId' | 'maxParticipants' | 'status'>;
    answers: Array<Partial<ParticipantDoc> | null>;
  }> = [
    {
      game: { type: 'gender', title: 'Kız mı, erkek mi?', description: 'Tahminini yap, kazı-kazanla birlikte öğrenelim!' },
      answers: [{ prediction: 'girl' }, { prediction: 'boy' }, null],
    },
    {
      game: { type: 'name', title: 'Bebeğimize isim önerin', description: 'En güzel isimleri bekliyoruz.' },
      answers: [{ boyNames: ['Aras', 'Deniz'], girlNames: ['Defne', 'Ela'] }, { boyNames: ['Kerem'], girlNames: ['Defne', 'Zeynep'] }, null],
    },
    {
      game: { type: 'birthdate', title: 'Bebeğimiz ne zaman doğacak?', description: 'Doğum gününü en yakın tahmin eden kazanır.' },
      answers: [{ predictedDate: isoDay(new Date(Date.now() + 80 * 86400000)) }, { predictedDate: isoDay(new Date(Date.now() + 86 * 86400000)) }, null],
    },
  ];
  for (const { game, answers } of games) {
    const gameRef = db.collection(COLLECTIONS.games).doc();
    const doc: GameDoc = { ...game, status: 'active', token: newToken(), maxParticipants: DEFAULT_MAX_GAME_PARTICIPANTS, userId: ownerId };
    const batch = db.batch();
    batch.set(gameRef, { ...doc, ownerEmail: DEMO_PARENT.email, createdAt: FieldValue.serverTimestamp() });
    friends.forEach((friend, index) => {
      const answer = answers[index];
      const participant: ParticipantDoc = { ...friend, isCreator: false, answered: Boolean(answer), ...(answer ?? {}) };
      const participants = gameRef.collection(COLLECTIONS.participants);
      const participantRef = friend.email ? participants.doc(participantIdForEmail(friend.email)) : participants.doc();
      batch.set(gameRef.collection(COLLECTIONS.slots).doc(`s${index}`), { participantId: participantRef.id });
      batch.set(participantRef, {
        ...participant,
        slot: `s${index}`,
        addedBy: 'owner',
        ...(answer ? { submittedAt: FieldValue.serverTimestamp() } : {}),
        createdAt: FieldValue.serverTimestamp(),
      });
    });
    await batch.commit();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await seed();
  console.log('demo data seeded');
  process.exit(0);
}
