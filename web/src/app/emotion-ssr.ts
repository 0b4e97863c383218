import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * Emotion on the server (the build's prerendering and the game page drawn per request, ADR 0017):
 * a cache that collects every rule instead of writing <style> tags next to the elements, and the
 * tags Emotion's browser cache picks up on hydration (it then inserts none of them again).
 */
export function emotionCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  // compat: no inline <style> next to the elements; every rule lands in cache.inserted instead
  cache.compat = true;
  return cache;
}

/** The cache's styles as Emotion's server tags: each global on its own, the rest in one tag naming its ids (only those `usedIn` names, when given). */
export function styleTags(cache: EmotionCache, usedIn?: string, skip: ReadonlySet<string> = new Set()): string {
  const used = usedIn === undefined ? undefined : new Set([...usedIn.matchAll(new RegExp(`${cache.key}-([a-zA-Z0-9-_]+)`, 'g'))].map((match) => match[1]!));
  const regular: string[] = [];
  let regularCss = '';
  const globals: string[] = [];
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    if (cache.registered[`${cache.key}-${id}`] !== undefined) {
      if ((used && !used.has(id)) || skip.has(id)) continue;
      regular.push(id);
      regularCss += rules;
    } else {
      globals.push(`<style data-emotion="${cache.key}-global ${id}">${rules}</style>`);
    }
  }
  return `${globals.join('')}${regular.length ? `<style data-emotion="${cache.key} ${regular.join(' ')}">${regularCss}</style>` : ''}`;
}
