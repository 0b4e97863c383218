/**
 * JS and CSS shipped for the first view of three pages, measured the honest way: the page is
 * loaded in Chromium with a phone's viewport and an empty cache, every script and stylesheet it
 * fetched until the network was quiet is gzipped here (level 9), and summed. Chunks no first
 * view loaded are the later route chunks; all JS of the build together is the last figure.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { budgetAtMost, budgetBelow, figure, type BenchRow } from './report';

const DIST_ASSETS = resolve(import.meta.dirname, '..', '..', 'web', 'dist', 'assets');
const KB = 1024;

export interface ShippedFile {
  path: string;
  kind: 'js' | 'css';
  gzipBytes: number;
}

const gzipKb = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length;
export const round = (bytes: number) => Math.round((bytes / KB) * 10) / 10;

/** Loads `url` with the cache off and returns the scripts and stylesheets it fetched. */
async function firstView(page: Page, url: string, ready: (page: Page) => Promise<void>): Promise<ShippedFile[]> {
  const files = new Map<string, ShippedFile>();
  const pending: Promise<void>[] = [];
  const client = await page.context().newCDPSession(page);
  await client.send('Network.setCacheDisabled', { cacheDisabled: true });
  const onResponse = (response: import('@playwright/test').Response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const path = new URL(response.url()).pathname;
    pending.push(
      response.body().then(
        (body) => void files.set(path, { path, kind: type === 'script' ? 'js' : 'css', gzipBytes: gzipKb(body) }),
        () => undefined,
      ),
    );
  };
  page.on('response', onResponse);
  await page.goto(url, { waitUntil: 'networkidle' });
  await ready(page);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  page.off('response', onResponse);
  await client.send('Network.setCacheDisabled', { cacheDisabled: false });
  return [...files.values()].sort((a, b) => b.gzipBytes - a.gzipBytes);
}

function total(files: ShippedFile[], kind: 'js' | 'css'): number {
  return round(files.filter((file) => file.kind === kind).reduce((sum, file) => sum + file.gzipBytes, 0));
}

export interface SizeMeasurement {
  rows: BenchRow[];
  views: Record<string, ShippedFile[]>;
  later: Array<{ name: string; gzipBytes: number }>;
}

/**
 * What each first view ships, against its budget. The figures depend on the build only, so they
 * are checked in `npm test` too (tests/e2e/sizes.spec.ts), not only by the bench.
 */
export async function measureSizes(options: {
  browser: Browser;
  appUrl: string;
  gameToken: string;
  signIn: (page: Page) => Promise<void>;
  dashboardReady: (page: Page) => Promise<void>;
}): Promise<SizeMeasurement> {
  const { browser, appUrl } = options;
  const views: Record<string, ShippedFile[]> = {};
  const phone = { viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true, locale: 'tr-TR', timezoneId: 'Europe/Istanbul' };
  const visitor = await browser.newContext(phone);
  const visitorPage = await visitor.newPage();
  views['/'] = await firstView(visitorPage, `${appUrl}/`, (page) => page.getByRole('heading', { level: 1 }).first().waitFor());
  views['/game/{token}'] = await firstView(visitorPage, `${appUrl}/game/${options.gameToken}`, (page) =>
    page.getByRole('heading', { level: 1 }).first().waitFor(),
  );
  await visitor.close();

  const parent = await browser.newContext(phone);
  const parentPage = await parent.newPage();
  await options.signIn(parentPage);
  views['dashboard (signed in)'] = await firstView(parentPage, `${appUrl}/`, options.dashboardReady);
  await parent.close();

  const firstViewFiles = new Set(Object.values(views).flatMap((files) => files.map((file) => file.path.replace(/^\/assets\//, ''))));
  const built = readdirSync(DIST_ASSETS)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, gzipBytes: gzipKb(readFileSync(join(DIST_ASSETS, name))) }));
  const later = built.filter((chunk) => !firstViewFiles.has(chunk.name)).sort((a, b) => b.gzipBytes - a.gzipBytes);
  // The growth chart's library (issue 25 asks for a well-kept one, loaded only on /baby/growth) has a
  // budget of its own (ADR 0034); every other later chunk keeps the 60 KB one.
  const growthChart = later.find((chunk) => chunk.name.startsWith('growth-chart-'));
  // Firebase's App Check SDK (ADR 0042): loaded only in production, by a call that needs a token; a budget of its own
  const appCheck = later.find((chunk) => chunk.name.startsWith('firebase-app-check-'));
  const largestLater = later.find((chunk) => chunk !== growthChart && chunk !== appCheck);
  const allJs = round(built.filter((chunk) => chunk !== appCheck).reduce((sum, chunk) => sum + chunk.gzipBytes, 0));

  const rows: BenchRow[] = [
    budgetAtMost('JS, first view of / (signed out)', total(views['/']!, 'js'), 'KB', 130),
    figure('CSS, first view of / (signed out)', total(views['/']!, 'css'), 'KB'),
    budgetAtMost('JS, first view of /game/{token} (guest, phone)', total(views['/game/{token}']!, 'js'), 'KB', 150),
    figure('CSS, first view of /game/{token}', total(views['/game/{token}']!, 'css'), 'KB'),
    // issue 26: 329 KB before the shell's menus, the dashboard's stray page modules and the weeks' texts left it
    budgetAtMost('JS, first view of the dashboard (signed in)', total(views['dashboard (signed in)']!, 'js'), 'KB', 200),
    figure('CSS, first view of the dashboard', total(views['dashboard (signed in)']!, 'css'), 'KB'),
    budgetAtMost(`Largest later route chunk (${largestLater?.name ?? 'none'})`, round(largestLater?.gzipBytes ?? 0), 'KB', 60),
    budgetAtMost(`The growth chart's library, only on /baby/growth (${growthChart?.name ?? 'none'})`, round(growthChart?.gzipBytes ?? 0), 'KB', 85),
    budgetAtMost(
      `Firebase App Check, only with a call that needs its token, in production (${appCheck?.name ?? 'none'})`,
      round(appCheck?.gzipBytes ?? 0),
      'KB',
      15,
    ),
    // 350 until issue 25, whose WHO tables (29 KB), chart library (82 KB) and baby pages only their own pages load (ADR 0034);
    // 480 until the proof screens of issue 33 and the operators' chunk of their own (ADR 0065); 490 until
    // issue 35's birth card, grandmother's path, parent's menus and birth pool (ADR 0070)
    budgetBelow(`All JS of every route together, App Check's apart (${built.length - (appCheck ? 1 : 0)} files)`, allJs, 'KB', 495),
  ];
  return { rows, views, later };
}
