/** Ports of the local stack; firebase.json holds the emulator suite's own, these must match it. */
export const PROJECT_ID = 'demo-bebek';
export const REGION = 'europe-west1';
export const PORTS = {
  hosting: 5000,
  functions: 5001,
  auth: 9099,
  firestore: 8080,
  firestoreControl: 8081,
  sinks: 9300,
  hub: 4400,
} as const;
export const HOST = '127.0.0.1';
export const urls = {
  app: `http://${HOST}:${PORTS.hosting}`,
  functions: `http://${HOST}:${PORTS.functions}`,
  sinks: `http://${HOST}:${PORTS.sinks}`,
  firestoreControl: `http://${HOST}:${PORTS.firestoreControl}`,
  auth: `http://${HOST}:${PORTS.auth}`,
  hub: `http://${HOST}:${PORTS.hub}`,
};
