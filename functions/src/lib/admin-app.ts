import { getApps, initializeApp } from 'firebase-admin/app';

/** The default app, once; named apps (a bench or a script in the same process) are not it. */
export function initAdminApp(): void {
  if (!getApps().some((app) => app.name === '[DEFAULT]')) initializeApp();
}
