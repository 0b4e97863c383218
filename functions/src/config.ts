import { defineSecret } from 'firebase-functions/params';

/**
 * Everything the functions read from their environment, read and checked once.
 * Production: strings come from functions/.env.<project> (firebase deploy), secrets from
 * Secret Manager through these params. Local stack: functions/.env.local and .secret.local,
 * written by scripts/stack.mjs, point every provider at the local sink server.
 */
export const sendgridApiKey = defineSecret('SENDGRID_API_KEY');
export const netgsmPassword = defineSecret('NETGSM_PASSWORD');
export const expoAccessToken = defineSecret('EXPO_ACCESS_TOKEN');
export const providerSecrets = [sendgridApiKey, netgsmPassword, expoAccessToken];

export interface AppConfig {
  region: string;
  appBaseUrl: string;
  /** The web API key of the Firebase project (public; the Identity Toolkit REST API needs it). */
  webApiKey: string;
  isEmulator: boolean;
  sendgrid: { baseUrl: string; apiKey: string; fromEmail: string; fromName: string; timeoutMs: number };
  netgsm: { baseUrl: string; usercode: string; password: string; msgheader: string; timeoutMs: number };
  expo: { baseUrl: string; accessToken: string };
}

export const REGION = 'europe-west1';

function required(name: string, env: NodeJS.ProcessEnv): string {
  const value = env[name];
  if (!value) throw new Error(`Missing configuration: ${name}`);
  return value;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  return {
    region: REGION,
    appBaseUrl: env.APP_BASE_URL ?? 'http://127.0.0.1:5000',
    webApiKey: env.FIREBASE_WEB_API_KEY ?? 'demo-api-key',
    isEmulator: env.FUNCTIONS_EMULATOR === 'true',
    sendgrid: {
      baseUrl: env.SENDGRID_BASE_URL ?? 'https://api.sendgrid.com/',
      apiKey: required('SENDGRID_API_KEY', env),
      fromEmail: env.MAIL_FROM_EMAIL ?? 'bildirim@bebekyolculugu.app',
      fromName: env.MAIL_FROM_NAME ?? 'Bebek Yolculuğu',
      timeoutMs: Number(env.PROVIDER_TIMEOUT_MS ?? 10_000),
    },
    netgsm: {
      baseUrl: env.NETGSM_BASE_URL ?? 'https://api.netgsm.com.tr',
      usercode: required('NETGSM_USERCODE', env),
      password: required('NETGSM_PASSWORD', env),
      msgheader: env.NETGSM_MSGHEADER ?? 'BEBEKAPP',
      timeoutMs: Number(env.PROVIDER_TIMEOUT_MS ?? 10_000),
    },
    expo: {
      baseUrl: env.EXPO_BASE_URL ?? 'https://exp.host',
      accessToken: env.EXPO_ACCESS_TOKEN ?? '',
    },
  };
}

let cached: AppConfig | undefined;
/** The configuration, read on first use (secrets are only bound inside a running function). */
export function config(): AppConfig {
  cached ??= readConfig();
  return cached;
}
