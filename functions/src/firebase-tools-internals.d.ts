/**
 * The parts of the Firebase CLI's own code that config.test.ts runs, to prove that a deploy
 * without a setting stops exactly as `firebase deploy` does. firebase-tools ships no types for
 * its internals; these are the signatures of firebase-tools 15.
 */
declare module 'firebase-tools/lib/deploy/functions/params.js' {
  export function resolveParams(opts: {
    params: unknown[];
    firebaseConfig: { projectId: string; locationId?: string };
    userEnvs: Record<string, unknown>;
    codebase: string;
    nonInteractive?: boolean;
    isEmulator?: boolean;
  }): Promise<{ paramValues: Record<string, unknown> }>;
}
declare module 'firebase-tools/lib/deploy/functions/build.js' {
  export function envWithTypes(params: unknown[], envs: Record<string, string>): Record<string, unknown>;
}
declare module 'firebase-tools/lib/functions/env.js' {
  export function loadUserEnvs(opts: {
    functionsSource: string;
    projectDir: string;
    projectId: string;
    projectAlias: string | undefined;
    isEmulator: boolean;
  }): Record<string, string>;
}
