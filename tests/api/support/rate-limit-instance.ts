/**
 * One "function instance" for the cross-instance rate-limit test: its own Node process, its own
 * memory, the api's Firestore store. Counts `hits` requests against `limit` for one key and prints
 * how many it let through, as JSON.
 */
import { useEmulators } from '../../../scripts/lib/emulator-env';
import { FirestoreRateLimitStore } from '../../../functions/src/rate-limits/data';

const [name = '', key = '', hits = '0', limit = '0'] = process.argv.slice(2);
useEmulators();
const store = new FirestoreRateLimitStore(name);
store.init({ windowMs: 3600_000 } as Parameters<FirestoreRateLimitStore['init']>[0]);
const results = await Promise.all(Array.from({ length: Number(hits) }, () => store.increment(key)));
console.log(JSON.stringify({ allowed: results.filter((result) => result.totalHits <= Number(limit)).length }));
process.exit(0);
