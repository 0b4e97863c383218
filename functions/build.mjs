// Bundles the functions with the shared code into lib/index.js; runtime dependencies stay external
// and are installed from functions/package.json at deploy time.
import { build } from 'esbuild';
import { cpSync, existsSync, readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
// the syntax of the Node the deploy runs the functions on (firebase.json's runtime, ADR 0040)
const firebaseJson = JSON.parse(readFileSync(new URL('../firebase.json', import.meta.url), 'utf8'));
const runtime = /^nodejs(\d+)$/.exec(firebaseJson.functions[0].runtime)?.[1];
if (!runtime) throw new Error(`functions build: firebase.json's runtime ${firebaseJson.functions[0].runtime} is not nodejsNN`);

await build({
  entryPoints: [new URL('./src/index.ts', import.meta.url).pathname],
  outfile: new URL('./lib/index.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  target: `node${runtime}`,
  format: 'cjs',
  sourcemap: true,
  external: Object.keys(pkg.dependencies ?? {}),
  logLevel: 'warning',
});

// The game and result links are answered by the api with their first view and link preview
// (src/games/page.ts, ADR 0017): the web build's shells and renderer go into the bundle, so the
// functions and the site always come from the same build. The web is built first (npm run build).
const webServer = new URL('../web/dist-server/', import.meta.url);
if (!existsSync(new URL('game-render.cjs', webServer)))
  throw new Error('functions build: web/dist-server is missing; build the web first (npm run build -w web)');
cpSync(webServer, new URL('./lib/web/', import.meta.url), { recursive: true });
