import { defineInt, defineSecret, defineString, projectID } from 'firebase-functions/params';

/**
 * Every production setting of the functions, as a Functions param with no default: the Firebase
 * CLI refuses to deploy until each has a value (it asks for it at an interactive deploy and stops
 * a non-interactive one), so a missing setting can never fall back to something local.
 *
 * Where the values come from (docs/decisions/0014-production-terms.md):
 * - functions/.env (committed): the settings that are the same for every project, e.g. the
 *   providers' production endpoints;
 * - functions/.env.<project-id>: the project's own (its URL, web API key, sender identities);
 * - Secret Manager (`firebase functions:secrets:set`): the secrets;
 * - the local stack: functions/.env.local and .secret.local, written by scripts/stack.ts, which
 *   point every provider at the local sinks (and override functions/.env there).
 *
 * Names may not start with FIREBASE_ (reserved by Cloud Functions), hence WEB_API_KEY.
 */
export const appBaseUrl = defineString('APP_BASE_URL', { description: 'Public URL of the web app, used in e-mailed links (https://…, no trailing slash)' });
export const webApiKey = defineString('WEB_API_KEY', { description: "The Firebase project's web API key (public); the Identity Toolkit REST API needs it" });
export const sendgridBaseUrl = defineString('SENDGRID_BASE_URL', { description: 'SendGrid API base URL' });
export const mailFromEmail = defineString('MAIL_FROM_EMAIL', { description: 'Verified SendGrid sender address' });
export const mailFromName = defineString('MAIL_FROM_NAME', { description: 'Sender name of every e-mail' });
export const netgsmBaseUrl = defineString('NETGSM_BASE_URL', { description: 'Netgsm REST API base URL' });
export const netgsmUsercode = defineString('NETGSM_USERCODE', { description: 'Netgsm account (usercode)' });
export const netgsmMsgheader = defineString('NETGSM_MSGHEADER', { description: 'Approved Netgsm SMS sender header' });
export const expoBaseUrl = defineString('EXPO_BASE_URL', { description: 'Expo push API base URL' });
export const providerTimeoutMs = defineInt('PROVIDER_TIMEOUT_MS', { description: 'Timeout of one call to SendGrid or Netgsm, in ms' });
export const smsDailyBudget = defineInt('SMS_DAILY_BUDGET', {
  description: 'SMS the whole product may queue a day (Istanbul calendar day): past it an operator is alerted and birth announcements wait (ADR 0024)',
});

export const maxInstances = defineInt('MAX_INSTANCES', {
  description: 'Most instances of each function at once (each api instance serves 80 requests): the ceiling of cost and of load on Firestore and the providers',
});
export const apiMinInstances = defineInt('API_MIN_INSTANCES', {
  description:
    'api instances kept warm (0: a game link opened after a quiet spell waits for a cold start; 1 costs an idle instance, docs/operations/deploy.md)',
});
export const appCheckMode = defineString('APP_CHECK', {
  description:
    "App Check on the endpoints that cost money or write (ADR 0042): 'enforce' refuses a call without a valid token, 'monitor' logs it, 'off' (the local stack) skips it",
});
export const appCheckSiteKey = defineString('APP_CHECK_SITE_KEY', {
  description: "The reCAPTCHA Enterprise site key of the web app's App Check provider (public)",
});
export const webAppId = defineString('WEB_APP_ID', { description: "The Firebase web app's id (public; the browser's App Check client names it)" });

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
  /** The global daily SMS budget (ADR 0024). */
  smsDailyBudget: number;
  /** App Check (ADR 0042): the mode, and what the browser's App Check client needs (all public). */
  appCheck: { mode: AppCheckMode; siteKey: string; webAppId: string; projectId: string };
}

export const APP_CHECK_MODES = ['enforce', 'monitor', 'off'] as const;
export type AppCheckMode = (typeof APP_CHECK_MODES)[number];
const isAppCheckMode = (value: string): value is AppCheckMode => (APP_CHECK_MODES as readonly string[]).includes(value);

export const REGION = 'europe-west1';

/** A param's value, or an error naming it: a string param with no value reads as '' at runtime, which must never pass silently. */
function required(param: { name: string; value(): string }): string {
  const value = param.value();
  if (!value) throw new Error(`Missing configuration: ${param.name} has no value (functions/.env*, or Secret Manager for secrets)`);
  return value;
}

export function readConfig(): AppConfig {
  const timeoutMs = providerTimeoutMs.value();
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) throw new Error(`Missing configuration: ${providerTimeoutMs.name} must be a positive integer`);
  const budget = smsDailyBudget.value();
  if (!Number.isInteger(budget) || budget <= 0) throw new Error(`Missing configuration: ${smsDailyBudget.name} must be a positive integer`);
  const mode = appCheckMode.value();
  if (!isAppCheckMode(mode)) throw new Error(`Missing configuration: ${appCheckMode.name} must be one of ${APP_CHECK_MODES.join(', ')}`);
  return {
    region: REGION,
    appBaseUrl: required(appBaseUrl),
    webApiKey: required(webApiKey),
    isEmulator: process.env.FUNCTIONS_EMULATOR === 'true',
    sendgrid: {
      baseUrl: required(sendgridBaseUrl),
      apiKey: required(sendgridApiKey),
      fromEmail: required(mailFromEmail),
      fromName: required(mailFromName),
      timeoutMs,
    },
    netgsm: {
      baseUrl: required(netgsmBaseUrl),
      usercode: required(netgsmUsercode),
      password: required(netgsmPassword),
      msgheader: required(netgsmMsgheader),
      timeoutMs,
    },
    expo: { baseUrl: required(expoBaseUrl), accessToken: required(expoAccessToken) },
    smsDailyBudget: budget,
    appCheck: { mode, siteKey: required(appCheckSiteKey), webAppId: required(webAppId), projectId: projectID.value() },
  };
}

/**
 * What production refuses among the values a deploy resolves (docs/operations/deploy.md), beyond a
 * value's presence and type, which the Firebase CLI checks: `npm run deploy:check` reports each one.
 */
export function productionValueProblems(values: Record<string, string | number | boolean>): string[] {
  const problems: string[] = [];
  const text = (name: string) => String(values[name] ?? '');
  const base = text(appBaseUrl.name);
  if (!/^https:\/\/[^/]+(\/[^/]+)*$/.test(base))
    problems.push(`${appBaseUrl.name} must be the site's https:// address without a trailing slash (secure cookies and e-mailed links): ${base}`);
  for (const param of [sendgridBaseUrl, netgsmBaseUrl, expoBaseUrl])
    if (!text(param.name).startsWith('https://')) problems.push(`${param.name} must be an https:// address: ${text(param.name)}`);
  // Netgsm's rule for a sender name (msgheader): at most 11 characters, no Turkish letters
  if (!/^[A-Za-z0-9 .-]{1,11}$/.test(text(netgsmMsgheader.name)))
    problems.push(`${netgsmMsgheader.name} must be at most 11 ASCII characters, as Netgsm registers it: ${text(netgsmMsgheader.name)}`);
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(text(mailFromEmail.name)))
    problems.push(`${mailFromEmail.name} must be an e-mail address: ${text(mailFromEmail.name)}`);
  if (text(appCheckMode.name) !== 'enforce' && text(appCheckMode.name) !== 'monitor')
    problems.push(
      `${appCheckMode.name} must be 'enforce' in production ('monitor' while the first week's figures are read, ADR 0042): ${text(appCheckMode.name)}`,
    );
  for (const param of [maxInstances, smsDailyBudget, providerTimeoutMs])
    if (!(Number(values[param.name]) > 0)) problems.push(`${param.name} must be a positive integer: ${String(values[param.name])}`);
  return problems;
}

let cached: AppConfig | undefined;
/** The configuration, read on first use (secrets are only bound inside a running function). */
export function config(): AppConfig {
  cached ??= readConfig();
  return cached;
}
