/**
 * npx tsx tools/firestore-checks/src/main.ts --target 127.0.0.1:8080 --port 8081 [--indexes firestore.indexes.json]
 *   [--control-port N]: GET /metrics ({latencyMs, rpcs}), DELETE /metrics, PUT /latency ({"ms": N}); enables the metrics
 */
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { startChecks } from './checks.js';

const { values } = parseArgs({
  options: { target: { type: 'string' }, port: { type: 'string', default: '0' }, indexes: { type: 'string' }, 'control-port': { type: 'string' } },
});
if (!values.target) throw new Error('--target host:port (Google’s Firestore emulator) is required');
const controlPort = values['control-port'];
const checks = await startChecks({ target: values.target, port: Number(values.port), indexes: values.indexes, metrics: controlPort !== undefined });

if (controlPort !== undefined) {
  const control = createServer(async (request, response) => {
    const reply = (status: number, body: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const route = `${request.method} ${request.url}`;
    if (route === 'GET /metrics') return reply(200, { latencyMs: checks.latencyMs, rpcs: checks.rpcs() });
    if (route === 'DELETE /metrics') return reply(200, checks.resetMetrics() ?? {});
    if (route !== 'PUT /latency') return reply(404, { error: `no route ${route}` });
    let body = '';
    for await (const chunk of request) body += String(chunk);
    const ms = Number((JSON.parse(body) as { ms?: unknown }).ms);
    if (!(ms >= 0 && ms <= 10_000)) return reply(400, { error: '{"ms": N} with 0 <= N <= 10000' });
    checks.latencyMs = ms;
    reply(200, { ms });
  });
  await new Promise<void>((resolve) => control.listen(Number(controlPort), '127.0.0.1', resolve));
}
console.log(`firestore checks on ${checks.host} in front of ${values.target}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void checks.stop().then(() => process.exit(0)));
