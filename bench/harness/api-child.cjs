// Runs in a fresh Node process, as a Cloud Functions instance does: records what is loaded at start
// (the first load of each package, with the time spent in it), loads the built functions (or, with
// --bare, the least app that answers the same request), serves the exported `api` on a port and
// prints one JSON line once it listens. GET /__bench/cpu answers this process's CPU time so far
// (process.cpuUsage, µs), which is how the bench measures the api's CPU per request.
// CommonJS, because the built functions are CommonJS and the loader hook below is CommonJS's.
const Module = require('node:module');
const http = require('node:http');
const path = require('node:path');

const packages = new Map();
const originalLoad = Module._load;
Module._load = function load(request) {
  const started = performance.now();
  const result = originalLoad.apply(this, arguments);
  const took = performance.now() - started;
  if (!request.startsWith('.') && !request.startsWith('/') && !request.startsWith('node:')) {
    const name = request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];
    if (!packages.has(name)) packages.set(name, took);
  }
  return result;
};

const loadStarted = performance.now();
const functions = require(path.resolve(process.argv[2]));
const loadMs = performance.now() - loadStarted;
Module._load = originalLoad;

// Against the Auth emulator, firebase-admin checks every ID token for revocation with a call to Auth,
// even when asked not to (base-auth.js: `if (checkRevoked || isEmulator)`); in production it does
// not. The bench measures production: here verifyIdToken does exactly what it does in production,
// the emulator's unsigned tokens aside (ADR 0013: the session check is local).
const functionsRequire = Module.createRequire(path.resolve(process.argv[2]));
const { BaseAuth } = functionsRequire(path.join(path.dirname(functionsRequire.resolve('firebase-admin/auth')), 'base-auth.js'));
const verifyIdToken = BaseAuth.prototype.verifyIdToken;
BaseAuth.prototype.verifyIdToken = function productionVerifyIdToken(idToken, checkRevoked = false) {
  if (checkRevoked) return verifyIdToken.call(this, idToken, true);
  return this.idTokenVerifier.verifyJWT(idToken, true);
};

const server = http.createServer((req, res) => {
  if (req.url === '/__bench/cpu') {
    const { user, system } = process.cpuUsage();
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ user, system }));
    return;
  }
  functions.api(req, res);
});
server.listen(0, '127.0.0.1', () => {
  const imported = [...packages.entries()].sort((a, b) => b[1] - a[1]).map(([name, ms]) => ({ name, ms: Math.round(ms) }));
  process.stdout.write(
    JSON.stringify({ port: server.address().port, loadMs: Math.round(loadMs), sinceProcessStartMs: Math.round(performance.now()), imported }) + '\n',
  );
});
