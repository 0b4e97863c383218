/**
 * The landing page rendered at build time (web/prerender-plugin.ts runs this in Node): the HTML of the
 * first view with its critical CSS, so the page paints before any JS arrives and the browser then
 * hydrates it (app/start.tsx) with the same tree.
 */
import { renderToString } from 'react-dom/server';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import LandingPage from '@/features/landing/components/landing-page';
import { AppProvider } from './provider';

export interface Prerendered {
  html: string;
  /** <style data-emotion> tags in the format Emotion's browser cache picks up (it then inserts none of them again). */
  styleTags: string;
}

export function prerenderLanding(): Prerendered {
  const cache = createCache({ key: 'css' });
  // compat: no inline <style> next to the elements; every rule lands in cache.inserted instead
  cache.compat = true;
  const html = renderToString(
    <CacheProvider value={cache}>
      <AppProvider>
        <LandingPage />
      </AppProvider>
    </CacheProvider>,
  );

  const used = new Set([...html.matchAll(new RegExp(`${cache.key}-([a-zA-Z0-9-_]+)`, 'g'))].map((match) => match[1]!));
  const regular: string[] = [];
  let regularCss = '';
  const globals: string[] = [];
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    if (cache.registered[`${cache.key}-${id}`] !== undefined) {
      if (!used.has(id)) continue;
      regular.push(id);
      regularCss += rules;
    } else {
      globals.push(`<style data-emotion="${cache.key}-global ${id}">${rules}</style>`);
    }
  }
  const styleTags = `${globals.join('')}<style data-emotion="${cache.key} ${regular.join(' ')}">${regularCss}</style>`;
  return { html, styleTags };
}
