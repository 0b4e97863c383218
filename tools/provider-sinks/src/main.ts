/** tsx tools/provider-sinks/src/main.ts --port 9300 [--data-file emulator-data/sinks.json] */
import { parseArgs } from 'node:util';
import { createSinkServer } from './server.js';

const { values } = parseArgs({
  options: { port: { type: 'string', default: '9300' }, 'data-file': { type: 'string' }, host: { type: 'string', default: '127.0.0.1' } },
});

const sink = await createSinkServer({ port: Number(values.port), host: values.host, dataFile: values['data-file'] });
console.log(`[sinks] provider sinks (Netgsm, SendGrid, Expo) at ${sink.url}${values['data-file'] ? `, data ${values['data-file']}` : ''}`);
const stop = () => {
  void sink.close().finally(() => process.exit(0));
  setTimeout(() => process.exit(0), 2000).unref();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
