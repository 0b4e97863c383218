/**
 * What the person does outside any client of the api: opens a link of their e-mail in their own
 * browser. The e-mail verification (ADR 0024) is such a link: the spec's call lists have no call
 * for it, and a native app written from them needs none, since the link leads to a page of the web
 * app, which the person opens and whose button they press. So the suite does exactly that, in
 * Debian's Chromium (as the browser tests do, through Playwright, no download): the client itself
 * still makes only the spec's calls.
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/lib/chromium';

/** Opens `link` in a fresh browser, presses the button named `press`, and answers the text of the alert the page then shows. */
export async function openAndPress(link: string, press: string, timeoutMs = 30_000): Promise<string> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage({ locale: 'tr-TR' });
    page.setDefaultTimeout(timeoutMs);
    await page.goto(link);
    await page.getByRole('button', { name: press }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    return (await alert.innerText()).trim();
  } finally {
    await browser.close();
  }
}
