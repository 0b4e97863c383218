import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page, type Route } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { removeParentsOfThisTest } from './stack';

export const SCREENSHOT_DIR = join(process.cwd(), 'screenshots');

/** Every browser test fails on a console error or an uncaught page error, and removes the parents it made. */
export const test = base.extend<{ consoleErrors: string[]; parentsRemoved: void }>({
  parentsRemoved: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      await use();
      await removeParentsOfThisTest();
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        // Chromium reports every 4xx answer as a console error; refusals the journey provokes on purpose
        // (a wrong password, a missing page) are asserted in the UI instead. Server errors still fail.
        if (message.type() === 'error' && !/^Failed to load resource: the server responded with a status of 4\d\d/.test(message.text()))
          errors.push(message.text());
      });
      page.on('response', (response) => {
        if (response.status() >= 500) errors.push(`${response.status()} ${response.url()}`);
        else if (response.status() >= 400) console.log(`[e2e] ${response.status()} ${response.request().method()} ${response.url()}`);
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * axe-core (WCAG 2.1 A/AA and best practices) on what the page shows now, open dialogs and menus
 * included: any serious or critical violation fails the test, with the rule, the elements and the fix.
 */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const blocking = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  const report = blocking.map(
    (violation) =>
      `${violation.impact} ${violation.id}: ${violation.help}\n    ${violation.nodes.map((node) => `${node.target.join(' ')}: ${(node.failureSummary ?? '').split('\n').slice(1, 2).join('')}`).join('\n    ')}`,
  );
  expect(report, `accessibility of ${label}`).toEqual([]);
}

/**
 * Every screen a journey photographs is also checked with axe: the screenshots are the list of pages.
 * A screen that moves on by itself (the spec's 2-second move after an answer, 3 seconds after a
 * password reset) stays until it is checked, so a busy machine cannot take the page away in the middle
 * of the check: a page load it starts meanwhile is stopped at the network and made once the check is
 * done, to the same address. (Holding the request paused instead never ended: with a navigation paused
 * in Chromium's interception, removing the route did not return, and the journey ran out of its time;
 * ADR 0039.)
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  let holding = true;
  let postponed: string | undefined;
  const holdNavigation = async (route: Route) => {
    const request = route.request();
    if (holding && request.isNavigationRequest() && request.method() === 'GET' && request.frame() === page.mainFrame()) {
      postponed = request.url();
      await route.abort('aborted');
    } else await route.fallback();
  };
  await page.route('**/*', holdNavigation);
  try {
    await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
    await expectAccessible(page, name);
  } finally {
    holding = false;
    await page.unroute('**/*', holdNavigation);
  }
  if (postponed) await page.goto(postponed);
}

export { expect };
