/**
 * The Functions params of a deploy, resolved by the Firebase CLI's own code as `firebase deploy
 * --non-interactive` resolves them (lib/functions/env loadUserEnvs: functions/.env, then
 * functions/.env.<project-id>; lib/deploy/functions/params resolveParams): used by deploy:check and
 * by functions/src/config.test.ts. Secrets live in Secret Manager, which only a real project can
 * answer for: they are left out here and listed in the runbook instead (deploy-checks.ts).
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(import.meta.url);

/** A param as the functions' manifest (and firebase-functions' `declaredParams`) describes it. */
export interface ParamSpec {
  name: string;
  type: string;
  default?: unknown;
  description?: string;
}

/** firebase-tools' resolved value of a param. */
export interface ParamValue {
  toString(): string;
  internal?: boolean;
}

interface EnvModule {
  loadUserEnvs(opts: {
    functionsSource: string;
    projectDir: string;
    projectId: string;
    projectAlias: string | undefined;
    isEmulator?: boolean;
  }): Record<string, string>;
}
interface BuildModule {
  envWithTypes(params: ParamSpec[], envs: Record<string, string>): Record<string, unknown>;
}
interface ParamsModule {
  resolveParams(opts: {
    params: ParamSpec[];
    firebaseConfig: { projectId: string; locationId?: string };
    userEnvs: Record<string, unknown>;
    codebase: string;
    nonInteractive?: boolean;
    isEmulator?: boolean;
  }): Promise<{ paramValues: Record<string, ParamValue> }>;
}

const env = () => require('firebase-tools/lib/functions/env.js') as EnvModule;
const build = () => require('firebase-tools/lib/deploy/functions/build.js') as BuildModule;
const params = () => require('firebase-tools/lib/deploy/functions/params.js') as ParamsModule;

/** What the deploy reads for the project: functions/.env and functions/.env.<project-id> (never .env.local, the emulator's). */
export function projectEnvs(root: string, projectId: string): Record<string, string> {
  return env().loadUserEnvs({ functionsSource: join(root, 'functions'), projectDir: root, projectId, projectAlias: undefined, isEmulator: false });
}

/** The Firebase project settings the functions see as FIREBASE_CONFIG in production. */
export const firebaseConfigOf = (projectId: string, locationId: string) => ({ projectId, storageBucket: `${projectId}.firebasestorage.app`, locationId });

/**
 * Resolves the non-secret params as the deploy does, non-interactively: a param without a value
 * throws the CLI's own error ("In non-interactive mode but have no value for the following
 * environment variables: …"). `extra` stands in for values a project adds (the runbook's).
 */
export async function resolveDeployParams(options: {
  root: string;
  projectId: string;
  locationId: string;
  params: ParamSpec[];
  extra?: Record<string, string>;
}): Promise<Record<string, ParamValue>> {
  const plain = options.params.filter((spec) => spec.type !== 'secret');
  const userEnvs = { ...options.extra, ...projectEnvs(options.root, options.projectId) };
  const { paramValues } = await params().resolveParams({
    params: plain,
    firebaseConfig: firebaseConfigOf(options.projectId, options.locationId),
    userEnvs: build().envWithTypes(plain, userEnvs),
    codebase: 'default',
    nonInteractive: true,
    isEmulator: false,
  });
  return paramValues;
}

/** The names a non-interactive deploy stopped on, from the CLI's own message. */
export function missingParams(error: unknown): string[] | undefined {
  const message = error instanceof Error ? error.message : String(error);
  const names = /have no value for the following environment variables: ([^\n]+)/.exec(message)?.[1];
  return names?.split(', ').sort();
}
