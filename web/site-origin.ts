/**
 * The site's public origin at build time, for the link preview of `/` (ADR 0044): index.html is a
 * static file, and a crawler needs absolute URLs in og:url and og:image. It is the functions'
 * APP_BASE_URL param (functions/src/config.ts), read from where the Firebase CLI reads it:
 *
 * - `APP_BASE_URL` in the environment, when the build is given one;
 * - a deploy's predeploy hook (firebase.json runs the web build there, with GCLOUD_PROJECT set to
 *   the target project): functions/.env.<project>, then functions/.env. A deploy whose project has
 *   no APP_BASE_URL stops here, before anything is uploaded, as the functions' deploy would;
 * - otherwise a local build: the local stack's default address (a stack on a port offset still
 *   serves the same page; only this preview names port 5000).
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export const LOCAL_ORIGIN = 'http://127.0.0.1:5000';

/** The value of `name` in a dotenv file's text (KEY=value lines, # comments, optional quotes). */
export function dotenvValue(text: string, name: string): string | undefined {
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (match?.[1] === name) return match[2]!.replace(/^(['"])(.*)\1$/, '$2');
  }
  return undefined;
}

function fromEnvFile(file: string): string | undefined {
  return existsSync(file) ? dotenvValue(readFileSync(file, 'utf8'), 'APP_BASE_URL') : undefined;
}

export function siteOrigin(env: NodeJS.ProcessEnv = process.env, functionsDir = resolve(import.meta.dirname, '..', 'functions')): string {
  const project = env.GCLOUD_PROJECT;
  const value =
    env.APP_BASE_URL ||
    (project ? (fromEnvFile(resolve(functionsDir, `.env.${project}`)) ?? fromEnvFile(resolve(functionsDir, '.env'))) : undefined) ||
    (project ? undefined : LOCAL_ORIGIN);
  if (!value)
    throw new Error(
      `web build: APP_BASE_URL has no value for project ${project} (functions/.env.${project}); the landing page's link preview needs the site's address`,
    );
  if (!/^https?:\/\/[^/]+$/.test(value)) throw new Error(`web build: APP_BASE_URL must be an origin without a path or trailing slash, got ${value}`);
  return value;
}
