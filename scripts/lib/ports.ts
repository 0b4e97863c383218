/**
 * Ports of the local stack. firebase.json holds the emulator suite's own at offset 0; with
 * STACK_PORT_OFFSET set (a second checkout running its own stack beside the first), every port is
 * shifted by it and scripts/stack.ts writes a firebase config with the shifted emulator ports.
 */
export const PROJECT_ID = 'demo-bebek';
export const REGION = 'europe-west1';
/**
 * A multiple of 20 up to 180: no two stacks then share a port. 60 is refused because it would put
 * Hosting on 5060, a port browsers and Node's fetch block (SIP).
 */
export const PORT_OFFSET = Number(process.env.STACK_PORT_OFFSET ?? 0) || 0;
if (PORT_OFFSET % 20 !== 0 || PORT_OFFSET < 0 || PORT_OFFSET > 180 || PORT_OFFSET === 60) {
  throw new Error(`STACK_PORT_OFFSET must be one of 0, 20, 40, 80, 100, 120, 140, 160, 180 (got ${PORT_OFFSET})`);
}
/** The ports at offset 0 (firebase.json's); every stack adds its offset to each. */
export const BASE_PORTS = {
  hosting: 5000,
  functions: 5001,
  auth: 9099,
  /** Google's Firestore emulator (gRPC, REST and its /emulator/v1 endpoints on one port). */
  firestore: 8080,
  /** tools/firestore-checks in front of it (gRPC): what the functions, scripts and tests use. */
  firestoreChecks: 8081,
  // not 9150 (the emulator's default): at offset 120 it would be the eventarc port of offset 20
  firestoreWebsocket: 9155,
  sinks: 9300,
  hub: 4400,
  logging: 4401,
  eventarc: 9250,
  tasks: 9450,
} as const;
export const ALLOWED_OFFSETS = [0, 20, 40, 80, 100, 120, 140, 160, 180] as const;
export const PORTS = Object.fromEntries(Object.entries(BASE_PORTS).map(([name, port]) => [name, port + PORT_OFFSET])) as {
  readonly [Name in keyof typeof BASE_PORTS]: number;
};
export const HOST = '127.0.0.1';
export const urls = {
  app: `http://${HOST}:${PORTS.hosting}`,
  functions: `http://${HOST}:${PORTS.functions}`,
  sinks: `http://${HOST}:${PORTS.sinks}`,
  /** Google's emulator's HTTP side (REST, the clear endpoint). */
  firestore: `http://${HOST}:${PORTS.firestore}`,
  auth: `http://${HOST}:${PORTS.auth}`,
  hub: `http://${HOST}:${PORTS.hub}`,
};

/** The stack's ports that something else is listening on now (another stack, a leftover `npm start`…). */
export async function takenPorts(): Promise<Array<{ name: string; port: number }>> {
  const { createServer } = await import('node:net');
  const isFree = (port: number) =>
    new Promise<boolean>((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(false));
      server.listen({ port, host: HOST, exclusive: true }, () => server.close(() => resolve(true)));
    });
  const taken: Array<{ name: string; port: number }> = [];
  for (const [name, port] of Object.entries(PORTS)) if (!(await isFree(port))) taken.push({ name, port });
  return taken;
}
