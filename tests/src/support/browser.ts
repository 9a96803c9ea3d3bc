import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { apiRequestsFromOurPages } from './our-pages.ts';

const candidates = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];

/** The Chromium to drive, or null. In CI (CI=true or REQUIRE_BROWSER=1) a missing browser fails. */
export const findChromium = (): string | null =>
  candidates.find((c): c is string => !!c && existsSync(c)) ?? null;

export const browserRequired = () => process.env.CI === 'true' || process.env.REQUIRE_BROWSER === '1';

/** Why browser tests are skipped here, or null when they run. Throws when they are required. */
export const browserSkipReason = (): string | null => {
  if (findChromium()) return null;
  const reason = 'no Chromium found (apt-get install -y chromium); browser tests skipped';
  if (browserRequired()) throw new Error(`Browser tests are required in CI, but ${reason}`);
  return reason;
};

export type Browser = {
  context: BrowserContext;
  page: Page;
  consoleErrors: string[];
  close: () => Promise<void>;
};

/** How the page is shown: a desktop window by default, or a phone (touch, mobile viewport). */
export type Device = { width: number; height: number; phone?: boolean };

export const desktop: Device = { width: 1280, height: 900 };
/** An iPhone X-sized phone: the narrowest screen the product promises to work on. */
export const phone: Device = { width: 375, height: 812, phone: true };

/** Headless Chromium with a fresh profile, collecting console errors and page errors. */
export const openBrowser = async (device: Device = desktop): Promise<Browser> => {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('no Chromium');
  const profile = await mkdtemp(path.join(os.tmpdir(), 'hs-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    viewport: { width: device.width, height: device.height },
    isMobile: device.phone ?? false,
    hasTouch: device.phone ?? false,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  apiRequestsFromOurPages(context.request);
  const page = context.pages()[0] ?? (await context.newPage());
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      consoleErrors.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => consoleErrors.push(`pageerror: ${error.message}`));
  return {
    context,
    page,
    consoleErrors,
    close: async () => {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
};
