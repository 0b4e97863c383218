import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Scrolls the section `id` into view when the address's hash names it (a menu's link into a page,
 * `sectionLinks` in config/section-links.ts), once the section is drawn (`ready`). The router does not do it:
 * it only changes the path. The focus stays where the menu gives it back (its button).
 */
export function useSectionInView(id: string, ready = true): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!ready || hash !== `#${id}`) return;
    document.getElementById(id)?.scrollIntoView({ block: 'start' });
  }, [hash, key, id, ready]);
}
