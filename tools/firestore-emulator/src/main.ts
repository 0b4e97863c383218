/**
 * tsx tools/firestore-emulator/src/main.ts --port 8080 --control-port 8081
 *     [--host 127.0.0.1] [--data-file emulator-data/firestore.json]
 *     [--functions http://127.0.0.1:5001] [--project demo-bebek]
 *     [--indexes firestore.indexes.json] [--latency-ms 0]
 */
import { parseArgs } from 'node:util';
import { startEmulator } from './emulator.js';

const USAGE = `usage: tsx tools/firestore-emulator/src/main.ts --port 8080 --control-port 8081 [--host 127.0.0.1]
       [--data-file emulator-data/firestore.json] [--functions http://127.0.0.1:5001] [--project demo-bebek]
       [--indexes firestore.indexes.json] [--latency-ms 0]`;

function port(value: string | undefined, fallback: number, flag: string): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0 || number > 65535) throw new Error(`${flag} must be a port number, not "${value}"\n${USAGE}`);
  return number;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      'control-port': { type: 'string' },
      host: { type: 'string' },
      'data-file': { type: 'string' },
      functions: { type: 'string' },
      project: { type: 'string' },
      indexes: { type: 'string' },
      'latency-ms': { type: 'string' },
      help: { type: 'boolean' },
    },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const grpcPort = port(values.port, 8080, '--port');
  const emulator = await startEmulator({
    port: grpcPort,
    controlPort: port(values['control-port'], grpcPort === 0 ? 0 : grpcPort + 1, '--control-port'),
    host: values.host ?? '127.0.0.1',
    dataFile: values['data-file'],
    functionsUrl: values.functions,
    project: values.project ?? 'demo-bebek',
    indexesFile: values.indexes,
    latencyMs: values['latency-ms'] === undefined ? 0 : Number(values['latency-ms']),
  });
  console.log(
    `[firestore] Node Firestore emulator ready: gRPC ${emulator.address}, control ${emulator.controlUrl}` +
      `${values.functions ? `, triggers -> ${values.functions}` : ''}${values['data-file'] ? `, data ${values['data-file']}` : ', in-memory data'}` +
      `${values.indexes ? `, indexes ${values.indexes}` : ', no composite indexes'}${emulator.metrics.latencyMs ? `, ${emulator.metrics.latencyMs} ms per RPC` : ''}`,
  );

  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    // Save first and synchronously: whoever sent the signal may not wait for anything else.
    try {
      emulator.flushSync();
    } catch (error) {
      console.error('[firestore] saving the data file failed:', error);
    }
    console.log(`[firestore] ${signal}: stopped`);
    void emulator.stop().finally(() => process.exit(0));
    setTimeout(() => process.exit(0), 2000).unref();
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  // Handlers already turn errors into gRPC statuses; anything that still escapes is logged, not fatal.
  process.on('uncaughtException', (error) => console.error('[firestore] uncaught exception:', error));
  process.on('unhandledRejection', (error) => console.error('[firestore] unhandled rejection:', error));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
