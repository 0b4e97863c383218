import type { AppCheckConfig } from '@bebek/common/api/app-check';
import { config } from '../config';

/** The App Check mode and, when it is on, the web app's public App Check settings (the web API key is public too). */
export function appCheckConfig(): AppCheckConfig {
  const { appCheck, webApiKey } = config();
  if (appCheck.mode === 'off') return { mode: 'off' };
  return { mode: appCheck.mode, web: { siteKey: appCheck.siteKey, apiKey: webApiKey, appId: appCheck.webAppId, projectId: appCheck.projectId } };
}
