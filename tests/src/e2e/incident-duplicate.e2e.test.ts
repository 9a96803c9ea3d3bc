import { afterAll, beforeAll, expect, it } from 'vitest';
import type { IncidentSummary } from '@hs/contracts';
import { openBrowser, type Browser } from '../support/browser.ts';
import { signInThroughApi, startRunningApp, type RunningApp } from '../support/running-app.ts';
import { describeInBrowser } from '../support/browser-suite.ts';

const REASON = 'The employee submitted the same report twice.';
const UNDO_REASON = 'A second incident after all.';
/** Where the screenshots go, for a person to look at; unset = none. */
const SCREENSHOTS = process.env.HS_SCREENSHOT_DIR;

describeInBrowser('marking a report a duplicate and undoing it, from its page', () => {
  let app: RunningApp;
  let officer: Browser;
  let duplicate: IncidentSummary;
  let original: IncidentSummary;

  beforeAll(async () => {
    app = await startRunningApp();
    officer = await openBrowser();
    await signInThroughApi(officer, app, 'officer');
    // Two reports of the sample data: the newer is marked a duplicate of the older.
    const response = await officer.context.request.get(`${app.baseUrl}/api/incidents?limit=2`);
    const [newest, older] = (await response.json()) as IncidentSummary[];
    if (!newest || !older) throw new Error('the sample data has fewer than two incidents');
    [duplicate, original] = [newest, older];
  });
  afterAll(async () => {
    await officer?.close();
    await app?.stop();
  });

  /** The link of a report in the list, whatever its layout (a table, or cards on a phone). */
  const reportLink = (list: Awaited<ReturnType<typeof listed>>, reportNumber: string) =>
    list.getByRole('link', { name: new RegExp(`${reportNumber}$`) });
  const listed = async (tab: string | null) => {
    const { page } = officer;
    await page.goto(`${app.baseUrl}/incidents${tab ? `?tab=${tab}` : ''}`);
    const list = page.getByRole('region', { name: 'Incident list' });
    await list.getByRole('link').first().waitFor();
    return list;
  };

  it('a safety officer marks it with the original report number and a reason; a banner says so, linking to the original', async () => {
    const { page } = officer;
    await page.goto(`${app.baseUrl}/incidents/${duplicate.id}`);
    await page.getByRole('button', { name: 'Mark as duplicate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mark as duplicate' });
    const number = dialog.getByRole('textbox', { name: 'Original report number' });
    // A number no report has is refused next to the field.
    await number.fill('IR-1999-000001');
    await dialog.getByRole('textbox', { name: 'Reason' }).fill(REASON);
    await dialog.getByRole('button', { name: 'Mark as Duplicate' }).click();
    await dialog.getByText('No report has this number.').waitFor();
    await number.fill(original.reportNumber.toLowerCase());
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/duplicate-dialog.png` });
    await dialog.getByRole('button', { name: 'Mark as Duplicate' }).click();

    const banner = page.getByRole('region', { name: `Duplicate of ${original.reportNumber}` });
    await banner.waitFor();
    await expect(banner.getByText(`Reason: ${REASON}`).isVisible()).resolves.toBe(true);
    await expect(banner.getByText(/^Marked by /).isVisible()).resolves.toBe(true);
    await expect(
      banner.getByRole('link', { name: original.reportNumber }).getAttribute('href'),
    ).resolves.toBe(`/incidents/${original.id}`);
    await expect(page.getByRole('button', { name: 'Mark as duplicate' }).count()).resolves.toBe(0);
    await page.getByRole('cell', { name: 'Marked as a duplicate' }).first().waitFor();
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/duplicate-banner.png`, fullPage: true });

    // On a phone the banner fits the screen.
    await page.setViewportSize({ width: 375, height: 812 });
    const [scrollWidth, innerWidth] = await page.evaluate<[number, number]>(
      '[document.documentElement.scrollWidth, window.innerWidth]',
    );
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    if (SCREENSHOTS)
      await page.screenshot({ path: `${SCREENSHOTS}/duplicate-banner-375.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('the list leaves it out, and its "Duplicates and void" tab shows it with a badge', async () => {
    const all = await listed(null);
    await reportLink(all, original.reportNumber).waitFor();
    await expect(reportLink(all, duplicate.reportNumber).count()).resolves.toBe(0);
    const setAside = await listed('set-aside');
    await expect(reportLink(setAside, duplicate.reportNumber).count()).resolves.toBe(1);
    await expect(setAside.getByText('Duplicate', { exact: true }).count()).resolves.toBe(1);
    if (SCREENSHOTS)
      await officer.page.screenshot({ path: `${SCREENSHOTS}/duplicates-tab.png`, fullPage: true });
  });

  it('undone with a reason, the banner goes and the report is back on the list', async () => {
    const { page } = officer;
    await page.goto(`${app.baseUrl}/incidents/${duplicate.id}`);
    const banner = page.getByRole('region', { name: `Duplicate of ${original.reportNumber}` });
    await banner.getByRole('button', { name: 'Undo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Undo marking' });
    await dialog.getByRole('textbox', { name: 'Reason' }).fill(UNDO_REASON);
    await dialog.getByRole('button', { name: 'Undo Marking' }).click();
    await page.getByRole('button', { name: 'Mark as duplicate' }).waitFor();
    await expect(banner.count()).resolves.toBe(0);
    await page.getByRole('cell', { name: 'Marking undone' }).first().waitFor();

    const all = await listed(null);
    await reportLink(all, duplicate.reportNumber).waitFor();
    expect(officer.consoleErrors).toEqual([]);
  });
});
