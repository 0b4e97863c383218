/**
 * Build step after the browser bundle (docs/decisions/0011-web-first-view.md):
 *
 * - dist/app.html and dist/game.html: the page shell as Vite built it, with no landing page in it.
 *   Hosting serves game.html for game links and app.html for the other routes a visitor reaches
 *   without the landing page (firebase.json); each preloads the chunks it needs (the game page's,
 *   the router's).
 * - dist/index.html: the same shell with the landing page prerendered into #root (react-dom/server)
 *   and its critical CSS in the head (Emotion's cache), plus the boot script (src/app/boot.ts, a
 *   classic script: the CSP allows no inline script) in place of Vite's script tags. It hides the
 *   landing page before first paint when the visit is not the landing page and loads the app at
 *   once; on the landing page it loads the scripts after the first paint.
 * - The CSS of the game page (in game.html) and of the signed-in dashboard (in index.html, in a
 *   template the boot script uses when the visit is the app's), drawn with sample data, so that
 *   their first render does not compile and insert it.
 * - dist/404.html: the 404 page (ADR 0043), drawn here with its CSS and no script; Hosting answers it,
 *   with status 404, for any path that is no page of the app.
 * - index.html carries the link preview of `/` (ADR 0044): WhatsApp's crawler runs no script, and this
 *   page is a static file, so its Open Graph tags are written here with the site's origin (site-origin.ts).
 * - web/dist-server/: what the functions need to answer a game or result link with its first view
 *   and its link preview (functions/src/games/page.ts, ADR 0017): game.html and app.html as built
 *   here, and src/app/game-render.tsx bundled for Node. functions/build.mjs copies them into the
 *   functions' bundle, so the two always come from the same build.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import react from '@vitejs/plugin-react';
import { escapeHtml, NOINDEX_META, previewImagePath, previewTags, SITE_NAME } from '@bebek/common/link-preview';
import { siteOrigin } from './site-origin';

const START_MODULE = 'src/app/start.tsx';
const LANDING_MODULE = 'src/features/landing/components/landing-page.tsx';
const ROUTER_MODULE = 'src/app/router.tsx';
const GAME_MODULE = 'src/features/game-public/components/participation-page.tsx';

/** Chunks statically imported from `name`, itself included. */
function staticClosure(bundle: Rollup.OutputBundle, name: string, into = new Set<string>()): Set<string> {
  if (into.has(name)) return into;
  into.add(name);
  const chunk = bundle[name];
  if (chunk?.type === 'chunk') for (const imported of chunk.imports) staticClosure(bundle, imported, into);
  return into;
}

function insertBefore(html: string, marker: string, insert: string): string {
  const at = html.indexOf(marker);
  if (at < 0) throw new Error(`prerender: ${marker} not found in index.html`);
  return html.slice(0, at) + insert + html.slice(at);
}

export function prerenderLandingPage(alias: Record<string, string>): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'bebek:prerender-landing-page',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle(_options, bundle) {
      if (config.build.ssr) return;
      const outDir = resolve(config.root, config.build.outDir);
      const base = config.base;
      const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      const chunkOf = (module: string) => chunks.find((chunk) => chunk.facadeModuleId === resolve(config.root, module));
      const start = chunkOf(START_MODULE);
      const landing = chunkOf(LANDING_MODULE);
      const router = chunkOf(ROUTER_MODULE);
      const game = chunkOf(GAME_MODULE);
      if (!entry || !start || !landing || !router || !game) throw new Error('prerender: entry, start, landing, router or game chunk not found');
      // the entry imports React and app/start.tsx in steps (src/main.tsx): every page needs both
      const reactChunk = entry.dynamicImports.map((name) => bundle[name]).find((chunk) => chunk?.type === 'chunk' && chunk.name === 'react');
      if (!reactChunk) throw new Error('prerender: the entry does not import the react chunk');
      const loadedByEntry = new Set([entry.fileName, ...staticClosure(bundle, reactChunk.fileName), ...staticClosure(bundle, start.fileName)]);
      const chunksBeyondEntry = (chunk: Rollup.OutputChunk) =>
        [...staticClosure(bundle, chunk.fileName)].filter((name) => !loadedByEntry.has(name)).map((name) => `${base}${name}`);
      const entryPreloads = [...loadedByEntry].filter((name) => name !== entry.fileName).map((name) => `${base}${name}`);
      const landingChunks = chunksBeyondEntry(landing);
      const appChunks = chunksBeyondEntry(router);
      const gameChunks = chunksBeyondEntry(game);

      // a source file as one classic script in assets/, named by its content
      const classicScript = async (entryFile: string, name: string, define: Record<string, string> = {}, maxBytes = Infinity) => {
        const output = (await build({
          configFile: false,
          root: config.root,
          logLevel: 'warn',
          resolve: { alias },
          define,
          build: {
            write: false,
            minify: true,
            target: 'es2020',
            lib: {
              entry: resolve(config.root, entryFile),
              formats: ['iife'],
              name: name.replace(/-(\w)/g, (_match, letter: string) => letter.toUpperCase()),
              fileName: name,
            },
          },
        })) as Rollup.RollupOutput[];
        const code = output[0]!.output[0].code;
        // a classic script cannot load code lazily: a module it imports brings its lazy imports inline (a request schema brings yup)
        if (code.length > maxBytes) throw new Error(`prerender: ${name} is ${code.length} bytes, over its ${maxBytes}: it imports more than it uses`);
        const fileName = `assets/${name}-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
        writeFileSync(join(outDir, fileName), code);
        return fileName;
      };
      const gameBootName = await classicScript(
        'src/app/game-boot.ts',
        'game-boot',
        {
          __ENTRY__: JSON.stringify(`${base}${entry.fileName}`),
          __ENTRY_CHUNKS__: JSON.stringify(entryPreloads),
          __GAME_CHUNKS__: JSON.stringify(gameChunks),
        },
        8_000,
      );

      // the boot script of index.html
      const bootName = await classicScript('src/app/boot.ts', 'boot', {
        __ENTRY__: JSON.stringify(`${base}${entry.fileName}`),
        __ENTRY_CHUNKS__: JSON.stringify(entryPreloads),
        __LANDING_CHUNKS__: JSON.stringify(landingChunks),
        __APP_CHUNKS__: JSON.stringify(appChunks),
      });

      // the landing page rendered in Node from a bundle of src/app/prerender.tsx
      const ssrDir = mkdtempSync(join(tmpdir(), 'bebek-prerender-'));
      try {
        await build({
          configFile: false,
          root: config.root,
          mode: 'production',
          logLevel: 'warn',
          plugins: [react()],
          resolve: { alias },
          ssr: { noExternal: true },
          build: { ssr: resolve(config.root, 'src/app/prerender.tsx'), outDir: ssrDir, emptyOutDir: true, minify: false },
        });
        const prerender = (await import(pathToFileURL(join(ssrDir, 'prerender.js')).href)) as typeof import('./src/app/prerender');
        const { html, styleTags } = prerender.prerenderLanding();
        const notFound = prerender.prerenderNotFound();
        const gameStyles = prerender.prerenderGameStyles();
        const dashboardStyles = prerender.prerenderDashboardStyles();

        const shell = readFileSync(join(outDir, 'index.html'), 'utf8');
        // each shell preloads the chunks of what it serves, so they load next to the entry chunk
        const preloads = (hrefs: string[]) => hrefs.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('');
        const shellPreloads = (hrefs: string[]) => {
          const missing = entryPreloads.filter((href) => !shell.includes(`href="${href}"`));
          return preloads([...missing, ...hrefs]);
        };
        writeFileSync(join(outDir, 'app.html'), insertBefore(shell, '</head>', shellPreloads(appChunks)));
        // index.html and game.html load their scripts through their boot scripts (after the first paint of a prerendered page)
        const withoutScripts = shell.replace(/\s*<script type="module"[^>]*><\/script>/g, '').replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
        if (withoutScripts.includes('type="module"') || withoutScripts.includes('modulepreload'))
          throw new Error('prerender: a script tag of index.html was not moved');
        // game.html: the server draws the first view into it (ADR 0017); its deferred boot script loads the modules after that paint
        writeFileSync(join(outDir, 'game.html'), insertBefore(withoutScripts, '</head>', `${gameStyles}<script defer src="${base}${gameBootName}"></script>`));
        let page = insertBefore(
          withoutScripts,
          '</head>',
          // the dashboard's styles wait in a template: the boot script moves them into the head when the visit is the app's
          `${styleTags}<style>html[data-boot='app'] #root{display:none}</style><template id="app-styles">${dashboardStyles}</template><script src="${base}${bootName}"></script>`,
        );
        page = page.replace('<div id="root"></div>', `<div id="root">${html}</div>`);
        if (!page.includes(html)) throw new Error('prerender: <div id="root"></div> not found in index.html');
        const origin = siteOrigin();
        const description = /<meta\s+name="description"\s+content="([^"]*)"/.exec(shell)?.[1];
        if (!description) throw new Error('prerender: index.html has no meta description');
        page = insertBefore(
          page,
          '</head>',
          previewTags({
            title: `${SITE_NAME} · Hamilelik takibi, ihtiyaç listesi ve aile oyunları`,
            description,
            image: `${origin}${previewImagePath('home')}`,
            url: `${origin}/`,
          }),
        );
        writeFileSync(join(outDir, 'index.html'), page);

        // the 404 page: the shell without scripts, its own title, noindex, and the page drawn in #root
        let missing = withoutScripts.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(`Sayfa bulunamadı · ${SITE_NAME}`)}</title>`);
        missing = insertBefore(missing, '</head>', `${NOINDEX_META}${notFound.styleTags}`);
        missing = missing.replace('<div id="root"></div>', `<div id="root">${notFound.html}</div>`);
        if (!missing.includes(notFound.html)) throw new Error('prerender: the 404 page was not drawn into its shell');
        writeFileSync(join(outDir, '404.html'), missing);
      } finally {
        rmSync(ssrDir, { recursive: true, force: true });
      }

      // the game page for the functions: its shells and its renderer, one CommonJS file for Node
      const serverDir = resolve(config.root, 'dist-server');
      rmSync(serverDir, { recursive: true, force: true });
      mkdirSync(serverDir, { recursive: true });
      await build({
        configFile: false,
        root: config.root,
        mode: 'production',
        logLevel: 'warn',
        plugins: [react()],
        resolve: { alias },
        // React's production build: the functions run with no NODE_ENV of their own
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        ssr: { noExternal: true },
        build: {
          ssr: resolve(config.root, 'src/app/game-render.tsx'),
          outDir: serverDir,
          emptyOutDir: false,
          copyPublicDir: false,
          minify: true,
          rolldownOptions: { output: { format: 'cjs', entryFileNames: 'game-render.cjs', codeSplitting: false } },
        },
      });
      for (const shellName of ['game.html', 'app.html']) copyFileSync(join(outDir, shellName), join(serverDir, shellName));
    },
  };
}
