import { describe, expect, it } from 'vitest';
import { fillShell } from './pages';

const SHELL =
  '<!doctype html><html lang="tr"><head><title>Bebek Yolculuğu</title><meta name="description" content="x"></head><body><div id="root"></div></body></html>';

describe('fillShell', () => {
  it("puts names holding replace() patterns ($&, $', $`, $1) in the page literally", () => {
    const tricky = "Ayşe $' ve $& ile $` ve $1 $$";
    const page = fillShell(
      SHELL,
      { title: tricky, description: tricky, image: 'https://example.test/og.png', url: 'https://example.test/game/x' },
      { kind: 'game', html: `<h1>${tricky}</h1>`, data: { name: tricky } },
    );
    expect(page).toContain(`<title>Ayşe $&#39; ve $&amp; ile $\` ve $1 $$</title>`);
    expect(page).toContain(`<div id="root" data-ssr="game"><h1>${tricky}</h1></div>`);
    const data = /<script type="application\/json" id="game-data">([^<]*)<\/script>/.exec(page)?.[1];
    expect(JSON.parse(data ?? 'null')).toEqual({ name: tricky });
    // the shell appears once: no pattern copied the page into itself
    expect(page.match(/<html/g)).toHaveLength(1);
    expect(page.length).toBeLessThan(SHELL.length + 1500);
  });
});
