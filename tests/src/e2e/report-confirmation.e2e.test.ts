import { afterAll, beforeAll, expect, it } from 'vitest';
import { openBrowser, type Browser } from '../support/browser.ts';
import { signInThroughApi, startRunningApp, type RunningApp } from '../support/running-app.ts';
import { describeInBrowser } from '../support/browser-suite.ts';

const phone = { width: 375, height: 812 };
const location = 'Loading bay 7, Plant 2';

describeInBrowser('a report from a phone lands on a lasting confirmation', () => {
  let app: RunningApp;
  let browser: Browser;

  beforeAll(async () => {
    app = await startRunningApp();
    browser = await openBrowser();
    await browser.page.setViewportSize(phone);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  const myReportCount = async () => {
    const response = await browser.context.request.get(`${app.baseUrl}/api/incidents?mine=true&limit=200`);
    expect(response.status()).toBe(200);
    return ((await response.json()) as unknown[]).length;
  };

  const fillReport = async () => {
    const { page } = browser;
    await page.goto(`${app.baseUrl}/incidents/new`);
    await page.getByRole('heading', { level: 1, name: 'Safety Incident Report' }).waitFor();
    await page.getByLabel('Incident Type').selectOption({ label: 'Near Miss' });
    await page.getByLabel('Location').fill(location);
    await page.getByLabel('Description').fill('A strap snapped as a crate was lifted; it dropped a foot.');
  };

  it('shows the number and the real supervisor, survives a reload, and the report is first in My reports', async () => {
    const { page } = browser;
    await signInThroughApi(browser, app, 'employee');
    await fillReport();
    // The reporter and their supervisor come from the account, not from typing.
    const reporter = page.getByRole('region', { name: 'Reported by (from your employee record)' });
    await reporter.getByText('Jamie Chen', { exact: true }).waitFor();
    await reporter.getByText('Marco Rossi', { exact: true }).waitFor();
    await expect(page.getByLabel('Me', { exact: true }).isChecked()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Submit Report' }).click();

    await page.waitForURL(/\/incidents\/[0-9a-f-]{36}\/confirmation$/);
    const number = page.locator('#confirmation-number');
    const reportNumber = (await number.textContent())!;
    expect(reportNumber).toMatch(/^IR-\d{4}-\d{6}$/);
    const told = page.getByRole('region', { name: 'Who was told' });
    await told.getByText('Marco Rossi', { exact: true }).waitFor();
    await page.getByText(/within 24 hours/).waitFor();
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(
      phone.width,
    );

    await page.reload();
    await expect(number.textContent()).resolves.toBe(reportNumber);
    await told.getByText('Marco Rossi', { exact: true }).waitFor();
    await expect(page.getByRole('link', { name: `View report ${reportNumber}` }).count()).resolves.toBe(1);

    await page.getByRole('link', { name: 'My reports' }).click();
    await page.waitForURL(/\/incidents\?tab=mine$/);
    // At phone width the list is cards, newest first.
    const firstCard = page.getByRole('tabpanel').getByRole('listitem').first();
    await expect.poll(async () => firstCard.textContent()).toContain(`#${reportNumber}`);
    expect(browser.consoleErrors).toEqual([]);
  });

  it('warns of the same report made again: cancelling sends nothing and links to the first; confirming sends it', async () => {
    const { page } = browser;
    const before = await myReportCount();
    await fillReport();
    // The location differs only in case and spaces.
    await page.getByLabel('Location').fill(`  ${location.toUpperCase()} `);
    await page.getByRole('button', { name: 'Submit Report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Possible duplicate report' });
    await dialog.waitFor();
    await expect(dialog.getByRole('link', { name: /^IR-\d{4}-\d{6}$/ }).count()).resolves.toBe(1);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(page.url()).toMatch(/\/incidents\/new$/);
    expect(await myReportCount()).toBe(before);

    // Confirmed, it goes: one more report, and its own confirmation.
    await page.getByRole('button', { name: 'Submit Report' }).click();
    await dialog.getByRole('button', { name: 'Submit anyway' }).click();
    await page.waitForURL(/\/incidents\/[0-9a-f-]{36}\/confirmation$/);
    expect(await myReportCount()).toBe(before + 1);
    expect(browser.consoleErrors).toEqual([]);
  });
});
