/**
 * Profile search with 1,000 parents on the local stack (issue: "well under 100 ms").
 * Run after `npm start`: `npm run bench:search`. Seeds 1,000 profiles once (marked bench: true),
 * then times searches from a second process over loopback and prints p50/p95/p99.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@bebek/common/model';
import { searchKeys } from '@bebek/common/search';
import { useEmulators } from '../scripts/lib/emulator-env';
import { PROJECT_ID, urls } from '../scripts/lib/ports';

const FIRST = [
  'Ayşe',
  'Işıl',
  'İlker',
  'Zeynep',
  'Can',
  'Elif',
  'Mehmet',
  'Ömer',
  'Şule',
  'Çağla',
  'Gül',
  'Ufuk',
  'Irmak',
  'İpek',
  'Deniz',
  'Eda',
  'Burak',
  'Selin',
  'Tolga',
  'Nur',
];
const LAST = [
  'Yılmaz',
  'Kaya',
  'Demir',
  'Şahin',
  'Çelik',
  'Yıldız',
  'Yıldırım',
  'Öztürk',
  'Aydın',
  'Özdemir',
  'Arslan',
  'Doğan',
  'Kılıç',
  'Aslan',
  'Çetin',
  'Kara',
  'Koç',
  'Kurt',
  'Özkan',
  'Şimşek',
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function main(): Promise<void> {
  useEmulators();
  if (getApps().length === 0) initializeApp({ projectId: PROJECT_ID });
  const db = getFirestore();
  const existing = await db.collection(COLLECTIONS.users).where('bench', '==', true).count().get();
  if (existing.data().count < 1000) {
    for (let start = 0; start < 1000; start += 250) {
      const batch = db.batch();
      for (let index = start; index < start + 250; index += 1) {
        const fullName = `${FIRST[index % FIRST.length]} ${LAST[Math.floor(index / FIRST.length) % LAST.length]}`;
        const email = `bench${index}@bench.bebek`;
        batch.set(db.collection(COLLECTIONS.users).doc(`bench-${index}`), {
          fullName,
          email,
          spouseName: '',
          profileImage: '',
          bench: true,
          searchKeys: searchKeys(fullName, '', email),
          createdAt: new Date(),
        });
      }
      await batch.commit();
    }
  }
  const queries = ['ışıl', 'ILKER', 'İlker Yıldız', 'ayşe ka', 'şahin', 'öz', 'bench17@bench.bebek', 'zey', 'çağla çe', 'irmak'];
  for (const query of queries) await fetch(`${urls.app}/api/search-users?searchQuery=${encodeURIComponent(query)}`); // warm
  const times: number[] = [];
  for (let round = 0; round < 10; round += 1) {
    for (const query of queries) {
      const started = performance.now();
      const response = await fetch(`${urls.app}/api/search-users?searchQuery=${encodeURIComponent(query)}`);
      await response.json();
      times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);
  console.log(
    `profile search, 1,000 parents, ${times.length} searches: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms`,
  );
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
