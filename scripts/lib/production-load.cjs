/**
 * Loads the built functions bundle as a Cloud Run instance of the `api` would, in the environment
 * deploy:check gives this process (production's: the resolved params and the Firebase project's
 * settings, placeholder secrets, no emulator variable), on the Node it is run with, then serves it
 * and asks it the paths given. Prints one JSON line: the Node version, the bundle's exports and
 * each answer's status and body. Plain CommonJS: it runs on the deploy's Node, without tsx.
 *
 * node production-load.cjs <bundle> <path>...
 */
const { createServer } = require('node:http');

async function main() {
  const [bundle, ...paths] = process.argv.slice(2);
  const functions = require(bundle);
  const server = createServer(functions.api);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  const answers = [];
  for (const path of paths) {
    const response = await fetch(`http://127.0.0.1:${port}${path}`, { signal: AbortSignal.timeout(10_000) });
    answers.push({ path, status: response.status, type: response.headers.get('content-type'), body: await response.text() });
  }
  server.close();
  process.stdout.write(`${JSON.stringify({ node: process.version, exports: Object.keys(functions).sort(), answers })}\n`);
  // firebase-admin's app may hold timers: the answer is out, the check needs nothing else
  process.exit(0);
}

main().catch((error) => {
  process.stderr.write(`${error && error.stack ? error.stack : String(error)}\n`);
  process.exit(1);
});
