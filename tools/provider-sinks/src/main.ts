/**
 * tsx tools/provider-sinks/src/main.ts --port 9300 [--data-file emulator-data/sinks.json]
 * The credentials to check come from the environment (SINK_NETGSM_USERCODE, SINK_NETGSM_PASSWORD,
 * SINK_SENDGRID_API_KEY, SINK_EXPO_ACCESS_TOKEN), not the command line, which any process can read.
 */
import { parseArgs } from 'node:util';
import { createSinkServer } from './server.js';

const { values } = parseArgs({
  options: { port: { type: 'string', default: '9300' }, 'data-file': { type: 'string' }, host: { type: 'string', default: '127.0.0.1' } },
});

const env = process.env;
const sink = await createSinkServer({
  port: Number(values.port),
  host: values.host,
  dataFile: values['data-file'],
  netgsm: { usercode: env.SINK_NETGSM_USERCODE, password: env.SINK_NETGSM_PASSWORD },
  sendgrid: { apiKey: env.SINK_SENDGRID_API_KEY },
  expo: { accessToken: env.SINK_EXPO_ACCESS_TOKEN },
});
console.log(`[sinks] provider sinks (Netgsm, SendGrid, Expo) at ${sink.url}${values['data-file'] ? `, data ${values['data-file']}` : ''}`);
const stop = () => {
  void sink.close().finally(() => process.exit(0));
  setTimeout(() => process.exit(0), 2000).unref();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
