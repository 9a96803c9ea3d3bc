import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openBrowser, type Browser } from '../support/browser.ts';
import { startRunningApp, type RunningApp } from '../support/running-app.ts';
import { pngFile } from '../support/sample-files.ts';
import { describeInBrowser } from '../support/browser-suite.ts';
import { logInThroughForm } from '../support/login-form.ts';

// Offline, Chromium reports each failed request (the photo uploads, the report) as a console error.
const unexpected = (messages: string[]) =>
  messages.filter(
    (m) => !/net::ERR_INTERNET_DISCONNECTED|Failed to load resource|ERR_CONNECTION_RESET/.test(m),
  );

const logIn = async (page: Page, baseUrl: string) => {
  await page.goto(`${baseUrl}/auth`);
  await logInThroughForm(page, 'employee');
};

/** The report form, once the service worker controls the page (it installs after the first load). */
const openReportForm = async (page: Page, baseUrl: string) => {
  await page.goto(`${baseUrl}/incidents/new`);
  await page.getByRole('heading', { level: 1, name: 'Safety Incident Report' }).waitFor();
  // A function, not a string: the app's CSP forbids eval. Typed here: the tests compile without the DOM's lib.
  await page.waitForFunction(
    () =>
      (globalThis as unknown as { navigator: { serviceWorker: { controller: unknown } } }).navigator
        .serviceWorker.controller !== null,
    undefined,
    { timeout: 60_000 },
  );
};

const fillReport = async (page: Page, location: string) => {
  await page.getByLabel('Location').fill(location);
  await page.getByLabel('Description').fill('A pallet slid off the forks at the dock edge; nobody was hit.');
  const employeeName = page.getByLabel('Employee Name');
  if (await employeeName.isEditable().catch(() => false)) await employeeName.fill('Ravi Patel');
};

type Summary = { id: string; reportNumber: string };

/** The employee's incidents at `location`, through the API with the browser's session. */
const incidentsAt = async (page: Page, baseUrl: string, location: string): Promise<Summary[]> => {
  const reply = await page.request.get(`${baseUrl}/api/incidents?search=${encodeURIComponent(location)}`);
  expect(reply.status()).toBe(200);
  return (await reply.json()) as Summary[];
};

describeInBrowser('a report submitted without a network', () => {
  let app: RunningApp;
  let browser: Browser;

  beforeAll(async () => {
    app = await startRunningApp();
    browser = await openBrowser();
    await logIn(browser.page, app.baseUrl);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('waits on the device with two photos, survives a reload offline, and is sent once back online', async () => {
    const { page, context } = browser;
    const location = 'Dock 7, offline test';
    await openReportForm(page, app.baseUrl);

    await context.setOffline(true);
    await fillReport(page, location);
    const jpeg = await sharp({ create: { width: 16, height: 12, channels: 3, background: '#c2410c' } })
      .jpeg()
      .toBuffer();
    await page.locator('#incident-photos-files').setInputFiles([
      { name: 'dock-edge.jpg', mimeType: 'image/jpeg', buffer: jpeg },
      { name: 'pallet.png', mimeType: 'image/png', buffer: pngFile() },
    ]);
    await page.getByRole('button', { name: 'Submit Report' }).click();
    await page.getByRole('heading', { name: 'Waiting to send' }).waitFor();
    await page.getByText('You are offline.').waitFor();

    // The page comes from the service worker, the user from this device, the report from IndexedDB.
    await page.reload();
    await page.getByText('Reports on this device').waitFor();
    const queued = page.getByRole('region', { name: 'Reports on this device' }).getByRole('listitem');
    await expect.poll(() => queued.allInnerTexts()).toEqual([expect.stringContaining('Waiting to send')]);
    await expect(queued.innerText()).resolves.toContain(`${location}`);
    await expect(queued.innerText()).resolves.toContain('2 photos');
    expect(await incidentsAt(page, app.baseUrl, location).catch(() => [])).toEqual([]);

    await context.setOffline(false);
    const sent = page.getByText(/^Sent IR-\d{4}-\d{6}$/);
    await sent.waitFor({ timeout: 30_000 });
    const shownNumber = (await sent.innerText()).replace('Sent ', '');

    const incidents = await incidentsAt(page, app.baseUrl, location);
    expect(incidents.map((i) => i.reportNumber)).toEqual([shownNumber]);
    const detail = await page.request.get(`${app.baseUrl}/api/incidents/${incidents[0]!.id}`);
    const { attachments } = (await detail.json()) as { attachments: { name: string }[] };
    expect(attachments.map((a) => a.name).sort()).toEqual(['dock-edge.jpg', 'pallet.png']);
    expect(unexpected(browser.consoleErrors)).toEqual([]);
  });

  it('makes no second report when the answer to the first was lost', async () => {
    const { page } = browser;
    const location = 'Dock 8, lost answer test';
    await openReportForm(page, app.baseUrl);
    await fillReport(page, location);
    // The server takes the report, but its answer never reaches the browser.
    let lost = 0;
    await page.route('**/api/incidents', async (route) => {
      if (route.request().method() !== 'POST' || lost > 0) return route.continue();
      lost += 1;
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.getByRole('button', { name: 'Submit Report' }).click();
    await page.getByRole('heading', { name: /^(Waiting to send|Sending|Sent IR-)/ }).waitFor();
    expect(lost).toBe(1);
    // The outbox tries again by itself (a 2 s pause after the first failure).
    await page.getByRole('heading', { name: /^Sent IR-\d{4}-\d{6}$/ }).waitFor({ timeout: 30_000 });
    const incidents = await incidentsAt(page, app.baseUrl, location);
    expect(incidents).toHaveLength(1);
    await page.unroute('**/api/incidents');
  });
});
