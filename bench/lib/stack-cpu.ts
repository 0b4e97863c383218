/**
 * CPU time spent by each process of the running local stack (Linux /proc), so a load figure comes
 * with where its time went: the firebase-tools process (Hosting, the Functions emulator's proxy and
 * the Auth emulator), the api's worker process(es), the Firestore emulator. Only processes started
 * from this checkout are counted.
 */
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..', '..');
const TICK_MS = 10; // USER_HZ is 100 on Linux

export type StackProcess = 'firebase-tools' | 'api worker' | 'Firestore emulator';

function kind(commandLine: string): StackProcess | undefined {
  if (commandLine.includes('emulators:start')) return 'firebase-tools';
  if (commandLine.includes('functionsEmulatorRuntime')) return 'api worker';
  if (commandLine.includes('firestore-emulator')) return 'Firestore emulator';
  return undefined;
}

export function stackCpuMs(): Map<StackProcess, number> {
  const totals = new Map<StackProcess, number>();
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      if (!readlinkSync(`/proc/${pid}/cwd`).startsWith(ROOT)) continue;
      const which = kind(readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' '));
      if (!which) continue;
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      totals.set(which, (totals.get(which) ?? 0) + (Number(fields[11]) + Number(fields[12])) * TICK_MS);
    } catch {
      // the process ended while we looked
    }
  }
  return totals;
}

/** CPU milliseconds per request of each stack process between two readings. */
export function cpuPerRequest(before: Map<StackProcess, number>, after: Map<StackProcess, number>, requests: number): Array<[StackProcess, number]> {
  const names: StackProcess[] = ['firebase-tools', 'api worker', 'Firestore emulator'];
  return names.map((name) => [name, Math.round((((after.get(name) ?? 0) - (before.get(name) ?? 0)) / requests) * 10) / 10]);
}
