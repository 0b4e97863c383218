/**
 * JS and CSS shipped for the first view of three pages (bench/lib/sizes.ts measures them; the same
 * budgets are checked in `npm test` by tests/e2e/sizes.spec.ts).
 */
import type { BenchSection } from './lib/report';
import { measureSizes, round, type SizeMeasurement } from './lib/sizes';
import { APP_URL, assertStackRunning, demoGameToken, launchBrowser, signInDemoParent } from './lib/stack';

export async function measure(): Promise<BenchSection> {
  await assertStackRunning();
  const token = await demoGameToken();
  const browser = await launchBrowser();
  let measured: SizeMeasurement;
  try {
    measured = await measureSizes({
      browser,
      appUrl: APP_URL,
      gameToken: token,
      signIn: signInDemoParent,
      dashboardReady: (page) => page.getByRole('heading', { name: /Merhaba/ }).waitFor(),
    });
  } finally {
    await browser.close();
  }
  const { rows, views, later } = measured;
  return {
    title: 'JS and CSS shipped per route (gzip -9, phone, empty cache)',
    rows,
    details: {
      firstViews: Object.fromEntries(Object.entries(views).map(([route, files]) => [route, files.map((file) => ({ ...file, gzipKB: round(file.gzipBytes) }))])),
      laterChunks: later.map((chunk) => ({ name: chunk.name, gzipKB: round(chunk.gzipBytes) })),
    },
    notes: Object.entries(views).map(
      ([route, files]) => `${route}: ${files.map((file) => `${file.path.replace(/^\/assets\//, '')} ${round(file.gzipBytes)} KB`).join(', ')}`,
    ),
  };
}
