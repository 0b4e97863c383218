import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * The functions' layers in figures (issue 26, ADR 0036): lines per layer and the lines outside data
 * modules that touch Firestore. `npx tsx scripts/layers.ts` prints them; lint is what enforces them.
 */
const root = join(import.meta.dirname, '..', 'functions', 'src');

/** What reads or writes Firestore, or builds a reference to it. */
const FIRESTORE_TOUCH =
  /\bdb\(\)|\.(collection|collectionGroup|doc|runTransaction|batch|bulkWriter|getAll|listDocuments|recursiveDelete)\(|\bfrom 'firebase-admin\/firestore'|\.ref\.(get|set|update|delete|create)\(/;

type Layer = 'router' | 'service' | 'data' | 'http' | 'lib' | 'entry';

export function layerOf(path: string): Layer {
  const [first] = path.split('/');
  if (path.split('/').length === 1) return 'entry';
  if (first === 'http') return 'http';
  if (first === 'lib') return 'lib';
  if (/(^|\/)router\.ts$/.test(path)) return 'router';
  if (/(^|\/)data\.ts$|\/data\//.test(path)) return 'data';
  return 'service';
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.ts$/.test(name) && !/\.test\.ts$|\.d\.ts$/.test(name) ? [path] : [];
  });
}

const lines: Record<string, number> = {};
const touches: string[] = [];
for (const file of files(root)) {
  const path = relative(root, file);
  const text = readFileSync(file, 'utf8').split('\n');
  const layer = layerOf(path);
  lines[layer] = (lines[layer] ?? 0) + text.length;
  if (layer === 'data') continue;
  text.forEach((line, index) => {
    if (FIRESTORE_TOUCH.test(line) && !/^\s*(\*|\/\/)/.test(line)) touches.push(`${path}:${index + 1}: ${line.trim()}`);
  });
}
console.log('lines per layer:', lines);
console.log(`lines touching Firestore outside data modules: ${touches.length}`);
if (process.argv.includes('--list')) for (const touch of touches) console.log('  ' + touch);
