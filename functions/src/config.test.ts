/**
 * Configuration fails loudly: every production setting is a Functions param without a default, a
 * deploy that lacks one stops (checked with the Firebase CLI's own resolution code, as
 * `firebase deploy --non-interactive` runs it), and the local stack supplies each of them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { declaredParams } from 'firebase-functions/params';
import { envWithTypes } from 'firebase-tools/lib/deploy/functions/build.js';
import { resolveParams } from 'firebase-tools/lib/deploy/functions/params.js';
import { loadUserEnvs } from 'firebase-tools/lib/functions/env.js';
import { localFunctionsEnv } from '../../scripts/stack';
import './config';

const FUNCTIONS_DIR = resolve(import.meta.dirname, '..');

interface ParamSpec {
  name: string;
  type: string;
  default?: unknown;
}
const specs = () => (declaredParams as unknown as Array<{ toSpec(): ParamSpec }>).map((param) => param.toSpec());

/** What `firebase deploy` resolves for a project that has these env files (secrets come from Secret Manager and are checked apart). */
async function deployResolves(projectId: string): Promise<unknown> {
  const params = specs().filter((spec) => spec.type !== 'secret');
  const userEnvs = loadUserEnvs({
    functionsSource: FUNCTIONS_DIR,
    projectDir: resolve(FUNCTIONS_DIR, '..'),
    projectId,
    projectAlias: undefined,
    isEmulator: false,
  });
  return resolveParams({
    params,
    firebaseConfig: { projectId, locationId: 'europe-west1' },
    userEnvs: envWithTypes(params, userEnvs),
    codebase: 'default',
    nonInteractive: true,
    isEmulator: false,
  });
}

describe('production settings', () => {
  it('are all Functions params, none with a default that could stand in for a missing value', () => {
    const declared = specs();
    expect(declared.map((spec) => spec.name).sort()).toEqual(
      [
        'APP_BASE_URL',
        'EXPO_ACCESS_TOKEN',
        'EXPO_BASE_URL',
        'MAIL_FROM_EMAIL',
        'MAIL_FROM_NAME',
        'NETGSM_BASE_URL',
        'NETGSM_MSGHEADER',
        'NETGSM_PASSWORD',
        'NETGSM_USERCODE',
        'PROVIDER_TIMEOUT_MS',
        'SENDGRID_API_KEY',
        'SENDGRID_BASE_URL',
        'SMS_DAILY_BUDGET',
        'WEB_API_KEY',
      ].sort(),
    );
    expect(declared.filter((spec) => spec.default !== undefined).map((spec) => spec.name)).toEqual([]);
  });

  it('are read nowhere else: the functions read no other environment variable', () => {
    const allowed = new Set(['FUNCTIONS_EMULATOR', 'FIREBASE_AUTH_EMULATOR_HOST', 'FIRESTORE_ENABLE_TRACING']);
    const sources = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? sources(join(dir, entry.name)) : entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [join(dir, entry.name)] : [],
      );
    const read = sources(import.meta.dirname).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/process\.env(?:\.([A-Z0-9_]+)|\[)/g)].map((match) => match[1] ?? '[…]'),
    );
    expect(read.filter((name) => !allowed.has(name))).toEqual([]);
  });

  it('stop a deploy that lacks any of the project settings, naming each of them', async () => {
    // A project with only the committed functions/.env: the CLI must refuse, not fall back.
    const failure = await deployResolves('bebek-production-sim').then(
      () => undefined,
      (error: Error) => error,
    );
    expect(failure?.message).toMatch(/In non-interactive mode but have no value for the following environment variables/);
    const missing = /variables: ([^\n]+)/
      .exec(failure?.message ?? '')?.[1]
      ?.split(', ')
      .sort();
    expect(missing).toEqual(['APP_BASE_URL', 'MAIL_FROM_EMAIL', 'NETGSM_MSGHEADER', 'NETGSM_USERCODE', 'SMS_DAILY_BUDGET', 'WEB_API_KEY']);
  });

  it('keep secrets in Secret Manager: they are secret params, and no env file names them', () => {
    const secrets = specs()
      .filter((spec) => spec.type === 'secret')
      .map((spec) => spec.name)
      .sort();
    expect(secrets).toEqual(['EXPO_ACCESS_TOKEN', 'NETGSM_PASSWORD', 'SENDGRID_API_KEY']);
    const committed = loadUserEnvs({
      functionsSource: FUNCTIONS_DIR,
      projectDir: resolve(FUNCTIONS_DIR, '..'),
      projectId: 'bebek-production-sim',
      projectAlias: undefined,
      isEmulator: false,
    });
    expect(Object.keys(committed).filter((name) => secrets.includes(name))).toEqual([]);
  });

  it('are all supplied by the local stack (functions/.env.local and .secret.local)', () => {
    const { env, secrets } = localFunctionsEnv();
    const supplied = new Set([...Object.keys(env), ...Object.keys(secrets)]);
    expect(specs().filter((spec) => !supplied.has(spec.name) || (env[spec.name] ?? secrets[spec.name]) === '')).toEqual([]);
    // The local stack overrides every production endpoint with a local one.
    for (const name of ['APP_BASE_URL', 'SENDGRID_BASE_URL', 'NETGSM_BASE_URL', 'EXPO_BASE_URL']) expect(env[name]).toMatch(/^http:\/\/127\.0\.0\.1:\d+/);
  });
});
