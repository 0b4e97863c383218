/**
 * Finds Google's Cloud Firestore emulator and a Java to run it (ADR 0020). firebase-tools runs the
 * emulator as `java -jar <FIRESTORE_EMULATOR_BINARY_PATH>` and chmods that file, so the jar it is
 * given is always one of ours, in the project's .cache/: a manifest-only jar whose Class-Path is the
 * emulator found, wherever it is. No file outside the project is changed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { basename, delimiter, dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { crc32 } from 'node:zlib';

const ROOT = resolve(import.meta.dirname, '..', '..');
const MIN_JAVA = 21;
const MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

export interface GoogleFirestore {
  /** The emulator's jar as found (never changed). */
  jar: string;
  /** Where it was found, for the start-up line. */
  source: string;
  version: string;
  /** The jar firebase-tools is given (FIRESTORE_EMULATOR_BINARY_PATH). */
  launcher: string;
  java: { bin: string; version: number };
}

export class MissingFirestoreEmulator extends Error {}

function javaMajor(java: string): number {
  const run = spawnSync(java, ['-version'], { encoding: 'utf8' });
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${run.stderr ?? ''}${run.stdout ?? ''}`);
  if (!match?.[1]) return 0;
  // Java 8 and older call themselves 1.x
  return match[1] === '1' ? Number(match[2] ?? 0) : Number(match[1]);
}

/** Every java this machine offers, in the order a developer would expect to be asked: PATH, JAVA_HOME, then installed JDKs. */
function javaCandidates(): string[] {
  const found: string[] = [];
  for (const dir of (process.env.PATH ?? '').split(delimiter)) if (dir) found.push(join(dir, 'java'));
  if (process.env.JAVA_HOME) found.push(join(process.env.JAVA_HOME, 'bin', 'java'));
  for (const root of ['/usr/lib/jvm', '/Library/Java/JavaVirtualMachines']) {
    if (!existsSync(root)) continue;
    for (const name of readdirSync(root).sort().reverse()) {
      found.push(join(root, name, 'bin', 'java'), join(root, name, 'Contents', 'Home', 'bin', 'java'));
    }
  }
  return [...new Set(found)].filter((path) => existsSync(path));
}

export function findJava(): { bin: string; version: number } | undefined {
  for (const java of javaCandidates()) {
    const version = javaMajor(java);
    if (version >= MIN_JAVA) return { bin: java, version };
  }
  return undefined;
}

/** The version a gcloud component records in its snapshot, or the one in firebase-tools' cached file name. */
function gcloudVersion(sdkRoot: string): string | undefined {
  const snapshot = join(sdkRoot, '.install', 'cloud-firestore-emulator.snapshot.json');
  if (!existsSync(snapshot)) return undefined;
  const data = JSON.parse(readFileSync(snapshot, 'utf8')) as { components?: Array<{ id?: string; version?: { version_string?: string } }> };
  return data.components?.find((component) => component.id === 'cloud-firestore-emulator')?.version?.version_string;
}

function gcloudRoots(): string[] {
  const roots = ['/usr/lib/google-cloud-sdk', '/usr/share/google-cloud-sdk', '/opt/google-cloud-sdk', join(homedir(), 'google-cloud-sdk')];
  const gcloud = spawnSync('gcloud', ['info', '--format=value(installation.sdk_root)'], { encoding: 'utf8' });
  if (gcloud.status === 0 && gcloud.stdout.trim()) roots.unshift(gcloud.stdout.trim());
  return roots;
}

export function findEmulatorJar(): { jar: string; source: string; version: string } | undefined {
  const override = process.env.FIRESTORE_EMULATOR_BINARY_PATH;
  // Our own launcher (a second start in the same shell) is not a source.
  if (override && existsSync(override) && !override.startsWith(join(ROOT, '.cache'))) {
    const version = /(\d+\.\d+\.\d+)/.exec(basename(override))?.[1] ?? 'version unknown';
    return { jar: resolve(override), source: 'FIRESTORE_EMULATOR_BINARY_PATH', version };
  }
  for (const root of gcloudRoots()) {
    const jar = join(root, 'platform', 'cloud-firestore-emulator', 'cloud-firestore-emulator.jar');
    if (existsSync(jar)) return { jar, source: `the Google Cloud CLI (${root})`, version: gcloudVersion(root) ?? 'version unknown' };
  }
  const cache = process.env.FIREBASE_EMULATORS_PATH ?? join(homedir(), '.cache', 'firebase', 'emulators');
  if (existsSync(cache)) {
    const jars = readdirSync(cache)
      .map((name) => /^cloud-firestore-emulator-v?(\d+\.\d+\.\d+)\.jar$/.exec(name))
      .filter((match): match is RegExpExecArray => Boolean(match))
      .sort((a, b) => (a[1] ?? '').localeCompare(b[1] ?? '', undefined, { numeric: true }));
    const newest = jars.at(-1);
    if (newest?.[1]) return { jar: join(cache, newest[0]), source: `firebase-tools' cache (${cache})`, version: newest[1] };
  }
  return undefined;
}

/** A stored (uncompressed) zip with one entry: all a manifest-only jar needs. */
function zipOneFile(name: string, content: Buffer): Buffer {
  const fileName = Buffer.from(name);
  const crc = crc32(content);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(10, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(content.length, 18);
  local.writeUInt32LE(content.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(10, 4);
  central.writeUInt16LE(10, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(content.length, 20);
  central.writeUInt32LE(content.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  const centralOffset = local.length + fileName.length + content.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, fileName, content, central, fileName, end]);
}

/** Manifest lines are at most 72 bytes; longer values continue on lines that start with a space. */
function manifestLine(key: string, value: string): string {
  const text = `${key}: ${value}`;
  const lines = [text.slice(0, 72)];
  for (let at = 72; at < text.length; at += 71) lines.push(` ${text.slice(at, at + 71)}`);
  return lines.join('\r\n');
}

export function writeLauncher(jar: string): string {
  const dir = join(ROOT, '.cache', 'firestore-emulator');
  mkdirSync(dir, { recursive: true });
  const manifest = ['Manifest-Version: 1.0', manifestLine('Main-Class', MAIN_CLASS), manifestLine('Class-Path', pathToFileURL(jar).href), '', ''].join('\r\n');
  const launcher = join(dir, 'launcher.jar');
  const content = zipOneFile('META-INF/MANIFEST.MF', Buffer.from(manifest));
  if (!existsSync(launcher) || !readFileSync(launcher).equals(content)) {
    // written aside and renamed: `npm test` starts two emulators at once, and neither may open a half-written jar
    const aside = `${launcher}.${process.pid}`;
    writeFileSync(aside, content);
    renameSync(aside, launcher);
  }
  return launcher;
}

/** Everything the emulator suite needs to run Google's emulator, or an error that says what is missing and how to get it. */
export function findGoogleFirestore(): GoogleFirestore {
  const found = findEmulatorJar();
  const java = findJava();
  const missing: string[] = [];
  if (!found) {
    missing.push(
      "Google's Cloud Firestore emulator was not found. Install it with one of:\n" +
        '    sudo apt-get install google-cloud-cli-firestore-emulator   (Debian/Ubuntu with the Google Cloud CLI repository)\n' +
        '    gcloud components install cloud-firestore-emulator\n' +
        '    npx firebase setup:emulators:firestore                     (downloads it to ~/.cache/firebase/emulators)\n' +
        '  or point FIRESTORE_EMULATOR_BINARY_PATH at its jar.',
    );
  }
  if (!java) {
    const seen = javaCandidates()
      .map((bin) => `${bin} (${javaMajor(bin) || '?'})`)
      .join(', ');
    missing.push(
      `A Java of at least ${MIN_JAVA} was not found (looked at PATH, JAVA_HOME and /usr/lib/jvm; seen: ${seen || 'none'}).\n` +
        '    sudo apt-get install openjdk-21-jre-headless   (or any JDK 21+, e.g. Temurin), or set JAVA_HOME to one.',
    );
  }
  if (!found || !java) throw new MissingFirestoreEmulator(missing.join('\n'));
  if (!statSync(found.jar).isFile()) throw new MissingFirestoreEmulator(`${found.jar} is not a file`);
  return { ...found, launcher: writeLauncher(found.jar), java };
}

/** The environment that makes firebase-tools run the emulator found with the Java found. */
export function googleFirestoreEnv(firestore: GoogleFirestore): NodeJS.ProcessEnv {
  const javaBin = dirname(firestore.java.bin);
  return {
    FIRESTORE_EMULATOR_BINARY_PATH: firestore.launcher,
    JAVA_HOME: dirname(javaBin),
    PATH: `${javaBin}${delimiter}${process.env.PATH ?? ''}`,
  };
}

export function describeGoogleFirestore(firestore: GoogleFirestore): string {
  return `Google's Cloud Firestore emulator ${firestore.version} from ${firestore.source}, on Java ${firestore.java.version}`;
}

export interface StartedGoogleFirestore {
  /** host:port, for FIRESTORE_EMULATOR_HOST. */
  host: string;
  description: string;
  /** The Java process's id (the bench raises its priority). */
  pid: number | undefined;
  stop(): Promise<void>;
}

/**
 * Google's emulator on its own, outside the suite (the conformance and rules steps, the bench):
 * same jar and Java as the stack's, on a free port unless one is given.
 */
export async function startGoogleFirestore(options: { port?: number; log?: (line: string) => void } = {}): Promise<StartedGoogleFirestore> {
  const { spawn } = await import('node:child_process');
  const { createServer } = await import('node:net');
  const firestore = findGoogleFirestore();
  const port =
    options.port ??
    (await new Promise<number>((done, fail) => {
      const server = createServer();
      server.once('error', fail);
      server.listen(0, '127.0.0.1', () => {
        const address = server.address();
        server.close(() => done(typeof address === 'object' && address ? address.port : 0));
      });
    }));
  const child = spawn(firestore.java.bin, ['-Duser.language=en', '-jar', firestore.launcher, '--host', '127.0.0.1', '--port', String(port)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line.trim() || line.startsWith('WARNING:')) continue;
      output.push(line);
      options.log?.(line);
    }
    if (output.length > 200) output.splice(0, output.length - 200);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const host = `127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    const ready = await fetch(`http://${host}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`Google's Firestore emulator did not start on ${host}:\n${output.join('\n')}`);
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  return {
    host,
    description: describeGoogleFirestore(firestore),
    pid: child.pid,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGINT');
      await Promise.race([exited, new Promise((done) => setTimeout(done, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}
