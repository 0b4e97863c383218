/**
 * The local stack: provider sinks, firebase-tools' emulator suite (Auth, Functions, Hosting and
 * Google's Firestore emulator) with tools/firestore-checks in front of Firestore, and demo data. `npm start` runs `start`; the test runner imports
 * startStack() to run the same stack on fresh, in-memory data.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { stripVTControlCharacters } from 'node:util';
import { join, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { FIRESTORE_FILES, firestoreFile, SCHEDULED_FUNCTIONS } from './lib/deployment';
import { describeFunctionsNode, functionsNode } from './lib/functions-node';
import { describeGoogleFirestore, findGoogleFirestore, googleFirestoreEnv } from './lib/google-firestore';
import { HOST, PORT_OFFSET, PORTS, PROJECT_ID, REGION, takenPorts, urls } from './lib/ports';

const ROOT = resolve(import.meta.dirname, '..');
const BIN = join(ROOT, 'node_modules', '.bin');

export interface StackOptions {
  /** Keep data in emulator-data/ across restarts (npm start); tests use fresh in-memory data. */
  persist: boolean;
  build: boolean;
  /** Print the children's output (npm start) or keep it in logs only (tests). */
  verbose: boolean;
  /** How often the local scheduler runs the scheduled functions; 0 disables it. */
  schedulerIntervalMs: number;
}

export interface RunningStack {
  /** Which Firestore emulator runs, with its version (the start-up line). */
  firestore: string;
  /** Which Node runs the functions (the start-up line, ADR 0040). */
  functionsNode: string;
  stop(): Promise<void>;
  runSchedules(): Promise<void>;
}

function log(message: string): void {
  console.log(`[stack] ${message}`);
}

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

export function buildAll(): void {
  log('building common, web and functions...');
  run('npm', ['run', 'build', '--silent', '-w', 'common']);
  // the functions bundle the web's game page renderer and shells (ADR 0017): web first
  run('npm', ['run', 'build', '--silent', '-w', 'web']);
  run('npm', ['run', 'build', '--silent', '-w', 'functions']);
}

interface FirebaseJson {
  emulators: Record<string, object>;
  firestore: { rules: string; indexes: string };
  hosting: { headers: Array<{ source?: string; regex?: string; headers: Array<{ key: string; value: string }> }> };
}

/**
 * The local variant of firebase.json: every emulator's port from lib/ports.ts (shifted at a port
 * offset). firebase.json itself is the production config and names no emulator; the browser talks
 * to nothing but the app's own origin (ADR 0013), so the CSP is the same in both
 * (scripts/stack.test.ts checks both).
 */
export function localFirebaseConfig(production: FirebaseJson): FirebaseJson {
  const config = structuredClone(production);
  const ports: Record<string, number> = {
    auth: PORTS.auth,
    functions: PORTS.functions,
    hosting: PORTS.hosting,
    hub: PORTS.hub,
    logging: PORTS.logging,
    eventarc: PORTS.eventarc,
    tasks: PORTS.tasks,
    firestore: PORTS.firestore,
  };
  for (const [name, port] of Object.entries(ports)) config.emulators[name] = { ...config.emulators[name], host: HOST, port };
  config.emulators.firestore = { ...config.emulators.firestore, websocketPort: PORTS.firestoreWebsocket };
  // the files every local consumer uses; deploy:check holds firebase.json's to the same (scripts/lib/deployment.ts)
  config.firestore = { ...FIRESTORE_FILES };
  return config;
}

/** Written beside firebase.json, so that its relative paths still hold. */
function firebaseConfigFile(): string {
  const production = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as FirebaseJson;
  const file = join(ROOT, `.firebase-stack-${PORT_OFFSET}.json`);
  writeFileSync(file, JSON.stringify(localFirebaseConfig(production), null, 2));
  return file;
}

/** Local-only provider credentials: the functions send them and the sinks check them, as the real services do. */
const LOCAL_SECRETS = { SENDGRID_API_KEY: 'SG.yerel-sink-anahtari', NETGSM_PASSWORD: 'yerel-sink-sifresi', EXPO_ACCESS_TOKEN: 'yerel-sink-jetonu' };
const LOCAL_NETGSM_USERCODE = 'yerel-kullanici';

const sinkCredentials = {
  SINK_NETGSM_USERCODE: LOCAL_NETGSM_USERCODE,
  SINK_NETGSM_PASSWORD: LOCAL_SECRETS.NETGSM_PASSWORD,
  SINK_SENDGRID_API_KEY: LOCAL_SECRETS.SENDGRID_API_KEY,
  SINK_EXPO_ACCESS_TOKEN: LOCAL_SECRETS.EXPO_ACCESS_TOKEN,
};

/**
 * Every Functions param the local stack supplies (functions/src/config.ts declares them; a unit
 * test checks that this covers each one): every provider points at the local sinks, and no real
 * secret exists here. FIRESTORE_EMULATOR_HOST is not a param: it points firebase-admin at the
 * local Firestore (the Functions emulator overrides it; see CHECKS_REDIRECT).
 */
export function localFunctionsEnv(): { env: Record<string, string>; secrets: Record<string, string> } {
  return {
    env: {
      FIRESTORE_EMULATOR_HOST: `${HOST}:${PORTS.firestoreChecks}`,
      APP_BASE_URL: urls.app,
      // The Auth emulator takes any key.
      WEB_API_KEY: 'demo-api-key',
      SENDGRID_BASE_URL: `${urls.sinks}/`,
      MAIL_FROM_EMAIL: 'bildirim@bebekyolculugu.app',
      MAIL_FROM_NAME: 'Bebek Yolculuğu',
      NETGSM_BASE_URL: urls.sinks,
      NETGSM_USERCODE: LOCAL_NETGSM_USERCODE,
      NETGSM_MSGHEADER: 'BEBEKAPP',
      EXPO_BASE_URL: urls.sinks,
      PROVIDER_TIMEOUT_MS: '5000',
      // the whole API suite queues a few hundred SMS a day; tests that cross it fill the day's counter first
      SMS_DAILY_BUDGET: '5000',
      MAX_INSTANCES: '10',
      API_MIN_INSTANCES: '0',
      // App Check has no emulator and these machines no internet: the local stack turns it off (ADR 0042)
      APP_CHECK: 'off',
      APP_CHECK_SITE_KEY: 'demo-recaptcha-site-key',
      WEB_APP_ID: 'demo-web-app',
    },
    secrets: LOCAL_SECRETS,
  };
}

function writeFunctionsEnv(): void {
  const { env, secrets } = localFunctionsEnv();
  const format = (values: Record<string, string>) =>
    Object.entries(values)
      .map(([key, value]) => `${key}=${value}`)
      .join('\n') + '\n';
  writeFileSync(join(ROOT, 'functions', '.env.local'), format(env));
  writeFileSync(join(ROOT, 'functions', '.secret.local'), format(secrets));
}

interface Child {
  name: string;
  process: ChildProcess;
  exited: Promise<void>;
  /** The lines of its output that matched `noted`. */
  noted: string[];
}

function startChild(name: string, command: string, args: string[], verbose: boolean, env: NodeJS.ProcessEnv = {}, noted?: RegExp): Child {
  const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (chunk: Buffer) =>
    chunk
      .toString()
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => `[${name}] ${line}`)
      .join('\n');
  const output: string[] = [];
  const notedLines: string[] = [];
  const onData = (chunk: Buffer) => {
    if (noted)
      notedLines.push(
        ...chunk
          .toString()
          .split('\n')
          .filter((line) => noted.test(line)),
      );
    const text = prefix(chunk);
    if (!text) return;
    if (verbose) console.log(text);
    else output.push(text);
    if (output.length > 400) output.shift();
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const exited = new Promise<void>((done) => {
    child.once('exit', (code, signal) => {
      if (!verbose && code && code !== 0 && code !== 130) console.error(output.join('\n'));
      if (code && code !== 0 && code !== 130) log(`${name} exited with code ${code}`);
      else if (signal && signal !== 'SIGINT' && signal !== 'SIGTERM') log(`${name} exited on ${signal}`);
      done();
    });
  });
  return { name, process: child, exited, noted: notedLines };
}

async function waitFor(description: string, check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if (await check()) return;
    } catch {
      // not up yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`${description} did not become ready within ${timeoutMs / 1000} s`);
}

/** Accepts connections (a gRPC port, which answers no HTTP/1.1). */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, HOST, () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * The Functions emulator sets FIRESTORE_EMULATOR_HOST in each function's runtime to Google's
 * emulator, after the project's own settings. This preload, given to firebase-tools' processes,
 * points it at the checks instead, inside function runtimes only (tools/firestore-checks/README.md).
 */
const CHECKS_REDIRECT = join(ROOT, 'tools', 'firestore-checks', 'src', 'redirect.cjs');

async function answers(url: string, expected = 200): Promise<boolean> {
  const response = await fetch(url);
  return response.status === expected;
}

/** Runs a scheduled function through the Functions emulator, as Cloud Scheduler would on Firebase. */
async function invokeScheduled(functionId: string): Promise<void> {
  const base = `${urls.functions}/functions/projects/${PROJECT_ID}/triggers`;
  const response = await fetch(`${base}/${REGION}-${functionId}-0`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  if (!response.ok) throw new Error(`scheduled ${functionId}: ${response.status} ${await response.text()}`);
}

/**
 * Refuses to start over another stack: its readiness checks would be answered by the one already
 * running, and everything after would run against that stack's data and build.
 */
export async function assertPortsFree(): Promise<void> {
  const taken = await takenPorts();
  if (taken.length === 0) return;
  throw new Error(
    `the local stack's ports are in use: ${taken.map(({ name, port }) => `${name} ${port}`).join(', ')}.\n` +
      `Another stack (npm start?) runs at STACK_PORT_OFFSET=${PORT_OFFSET}: stop it, or use another offset (scripts/lib/ports.ts).`,
  );
}

export async function startStack(options: StackOptions): Promise<RunningStack> {
  const started = Date.now();
  await assertPortsFree();
  // Before anything else: a missing emulator or Java stops here, saying what to install.
  const firestore = findGoogleFirestore();
  log(`Firestore: ${describeGoogleFirestore(firestore)}`);
  if (options.build) buildAll();
  writeFunctionsEnv();
  const dataDir = join(ROOT, 'emulator-data');
  const firebaseExport = join(dataDir, 'firebase-export');
  if (options.persist) mkdirSync(dataDir, { recursive: true });

  const children: Child[] = [];
  const tsx = join(BIN, 'tsx');

  children.push(
    startChild(
      'sinks',
      tsx,
      ['tools/provider-sinks/src/main.ts', '--port', String(PORTS.sinks), ...(options.persist ? ['--data-file', join(dataDir, 'sinks.json')] : [])],
      options.verbose,
      sinkCredentials,
    ),
  );

  // what production refuses and Google's emulator lets through (tools/firestore-checks)
  const checksArgs = ['tools/firestore-checks/src/main.ts', '--target', `${HOST}:${PORTS.firestore}`, '--port', String(PORTS.firestoreChecks)];
  children.push(startChild('checks', tsx, [...checksArgs, '--indexes', firestoreFile('indexes')], options.verbose));

  const only = ['auth', 'functions', 'hosting', 'firestore'];
  const firebaseArgs = ['emulators:start', '--only', only.join(','), '--project', PROJECT_ID, '--config', firebaseConfigFile()];
  if (options.persist) {
    if (existsSync(join(firebaseExport, 'firebase-export-metadata.json'))) firebaseArgs.push('--import', firebaseExport);
    firebaseArgs.push('--export-on-exit', firebaseExport);
  }
  // firebase-tools runs on the deploy's Node major: the Functions emulator then runs the functions on it (ADR 0040)
  const node = functionsNode();
  log(describeFunctionsNode(node));
  const firebaseCli = createRequire(import.meta.url).resolve('firebase-tools/lib/bin/firebase.js');
  const firebase = startChild(
    'firebase',
    node.path,
    [firebaseCli, ...firebaseArgs],
    options.verbose,
    {
      FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
      // loading the functions' code to learn their triggers takes over the default 10 s on a busy shared machine
      FUNCTIONS_DISCOVERY_TIMEOUT: '60',
      ...googleFirestoreEnv(firestore),
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --require ${JSON.stringify(CHECKS_REDIRECT)}`.trim(),
      FIRESTORE_CHECKS_HOST: `${HOST}:${PORTS.firestoreChecks}`,
    },
    // firebase-tools says which Node it gives the functions (lib/deploy/functions/runtimes/node getNodeBinary)
    /Using node@\d+|requested "node" version/,
  );
  children.push(firebase);

  let stopping: Promise<void> | undefined;
  let scheduler: NodeJS.Timeout | undefined;
  const stop = () => {
    stopping ??= (async () => {
      if (scheduler) clearInterval(scheduler);
      // firebase first, so its export and the functions finish while Firestore is still up.
      const firebase = children.find((child) => child.name === 'firebase');
      if (firebase && firebase.process.exitCode === null) {
        firebase.process.kill('SIGINT');
        await Promise.race([firebase.exited, new Promise((done) => setTimeout(done, 20_000))]);
        if (firebase.process.exitCode === null) firebase.process.kill('SIGKILL');
      }
      for (const child of children) if (child.process.exitCode === null) child.process.kill('SIGINT');
      await Promise.all(children.map((child) => child.exited));
    })();
    return stopping;
  };

  try {
    await waitFor("Google's Firestore emulator", () => answers(`http://${HOST}:${PORTS.firestore}/`), 90_000);
    await waitFor('the Firestore checks', () => listening(PORTS.firestoreChecks), 30_000);
    await waitFor('the Auth emulator', () => answers(`http://${HOST}:${PORTS.auth}/`), 90_000);
    await waitFor('the Hosting emulator', () => answers(`${urls.app}/`), 90_000);
    const { seed } = await import('./seed');
    await seed();
    await waitFor('the api function', () => answers(`${urls.app}/api/service-categories`), 60_000);
  } catch (error) {
    await stop();
    throw error;
  }

  const runSchedules = async () => {
    for (const id of SCHEDULED_FUNCTIONS) await invokeScheduled(id);
  };
  if (options.schedulerIntervalMs > 0) {
    scheduler = setInterval(() => {
      runSchedules().catch((error: unknown) => log(`scheduler: ${String(error)}`));
    }, options.schedulerIntervalMs);
  }
  const description = describeGoogleFirestore(firestore);
  const said = firebase.noted.map((line) =>
    stripVTControlCharacters(line)
      .replace(/^.*?functions: /, '')
      .trim(),
  );
  const functionsLine = `${describeFunctionsNode(node)}; firebase-tools: ${said.join(' ') || 'no word on it'}`;
  log(`ready in ${((Date.now() - started) / 1000).toFixed(1)} s (Firestore: ${description}; region ${REGION}; ${functionsLine})`);
  return { firestore: description, functionsNode: functionsLine, stop, runSchedules };
}

async function main(): Promise<void> {
  const [command = 'start', ...flags] = process.argv.slice(2);
  if (command === 'run-schedules') {
    for (const id of SCHEDULED_FUNCTIONS) await invokeScheduled(id);
    log(`ran ${SCHEDULED_FUNCTIONS.join(', ')}`);
    return;
  }
  if (command !== 'start') throw new Error(`unknown command ${command}`);
  const stack = await startStack({
    persist: !flags.includes('--fresh'),
    build: !flags.includes('--no-build'),
    verbose: flags.includes('--verbose'),
    schedulerIntervalMs: 60_000,
  });
  console.log(`
  Bebek Yolculuğu is running locally:
    App (Hosting):          ${urls.app}
    Provider sinks (mail, SMS, push): ${urls.sinks}
    Functions emulator:     ${urls.functions}
    Auth emulator:          http://${HOST}:${PORTS.auth}
    Firestore:              ${HOST}:${PORTS.firestore} (${stack.firestore})
    Firestore checks:       ${HOST}:${PORTS.firestoreChecks} (indexes and commit limits as production; what the functions use)
    Functions' Node:        ${stack.functionsNode}
  Demo parent: anne@demo.bebek / DemoAnne2025    Admin: admin / DemoAdmin2025
  Ctrl-C stops everything and keeps the data in emulator-data/.
`);
  let interrupted = false;
  const shutdown = () => {
    if (interrupted) return;
    interrupted = true;
    log('stopping...');
    stack.stop().then(() => {
      log('stopped, data kept');
      process.exit(0);
    });
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
