/**
 * Configuration fails loudly: every production setting is a Functions param without a default, a
 * deploy that lacks one stops (checked with the Firebase CLI's own resolution code, as
 * `firebase deploy --non-interactive` runs it), and the local stack supplies each of them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { declaredParams } from 'firebase-functions/params';
import { missingParams, projectEnvs, resolveDeployParams, type ParamSpec } from '../../scripts/lib/deploy-params';
import { localFunctionsEnv } from '../../scripts/stack';
import { REGION } from './config';

const ROOT = resolve(import.meta.dirname, '..', '..');

const specs = () => (declaredParams as unknown as Array<{ toSpec(): ParamSpec }>).map((param) => param.toSpec());

/** What `firebase deploy` resolves for a project that has these env files (secrets come from Secret Manager and are checked apart). */
const deployResolves = (projectId: string) => resolveDeployParams({ root: ROOT, projectId, locationId: REGION, params: specs() });

describe('production settings', () => {
  it('are all Functions params, none with a default that could stand in for a missing value', () => {
    const declared = specs();
    expect(declared.map((spec) => spec.name).sort()).toEqual(
      [
        'API_MIN_INSTANCES',
        'APP_BASE_URL',
        'APP_CHECK',
        'APP_CHECK_SITE_KEY',
        'EXPO_ACCESS_TOKEN',
        'EXPO_BASE_URL',
        'MAIL_FROM_EMAIL',
        'MAIL_FROM_NAME',
        'MAX_INSTANCES',
        'NETGSM_BASE_URL',
        'NETGSM_MSGHEADER',
        'NETGSM_PASSWORD',
        'NETGSM_USERCODE',
        'PROVIDER_TIMEOUT_MS',
        'SENDGRID_API_KEY',
        'SENDGRID_BASE_URL',
        'SMS_DAILY_BUDGET',
        'WEB_API_KEY',
        'WEB_APP_ID',
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
    // each is the project's own, and docs/operations/deploy.md says how to set it (deploy:check holds that)
    expect(missingParams(failure)).toEqual([
      'APP_BASE_URL',
      'APP_CHECK_SITE_KEY',
      'MAIL_FROM_EMAIL',
      'NETGSM_MSGHEADER',
      'NETGSM_USERCODE',
      'WEB_API_KEY',
      'WEB_APP_ID',
    ]);
  });

  it('keep secrets in Secret Manager: they are secret params, and no env file names them', () => {
    const secrets = specs()
      .filter((spec) => spec.type === 'secret')
      .map((spec) => spec.name)
      .sort();
    expect(secrets).toEqual(['EXPO_ACCESS_TOKEN', 'NETGSM_PASSWORD', 'SENDGRID_API_KEY']);
    const committed = projectEnvs(ROOT, 'bebek-production-sim');
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
