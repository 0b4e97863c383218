import { test as base, expect, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

export const SCREENSHOT_DIR = join(process.cwd(), 'screenshots');

/** Every browser test fails on a console error or an uncaught page error. */
export const test = base.extend<{ consoleErrors: string[] }>({
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

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

export { expect };
