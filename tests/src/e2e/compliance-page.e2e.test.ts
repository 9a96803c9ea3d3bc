import { mkdir, readFile } from 'node:fs/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openBrowser, type Browser } from '../support/browser.ts';
import { signInThroughApi, startRunningApp, type RunningApp } from '../support/running-app.ts';
import { describeInBrowser } from '../support/browser-suite.ts';

const ZONE = 'America/Chicago';
const HOTLINE = '1-555-010-0199';
const EMAIL = 'safety@ipsi.example.com';
/** Where the lead looks at what the screens show. */
const SHOTS = process.env.SHOTS_DIR ?? '';

/** "November 2026" for the month `back` months before the current one in Chicago. */
const chicagoMonth = (back: number) => {
  const [year, month] = new Intl.DateTimeFormat('en-CA', {
    timeZone: ZONE,
    year: 'numeric',
    month: '2-digit',
  })
    .format(new Date())
    .split('-')
    .map(Number);
  const first = new Date(Date.UTC(year!, month! - 1 - back, 1));
  return new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(first);
};

/** The CSV's rows of one section as objects keyed by the header (no cell here holds a comma). */
const csvSection = (csv: string, section: string) => {
  const [header, ...lines] = csv
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','));
  return lines
    .filter((cells) => cells[0] === section)
    .map((cells) => Object.fromEntries(header!.map((name, i) => [name, cells[i] ?? ''])));
};

describeInBrowser('figures and settings of the site, not fixed sample figures', () => {
  let app: RunningApp;
  let browser: Browser;

  beforeAll(async () => {
    app = await startRunningApp({ env: { TIME_ZONE: ZONE, SAFETY_HOTLINE: HOTLINE, SAFETY_EMAIL: EMAIL } });
    browser = await openBrowser();
    await signInThroughApi(browser, app, 'employee');
    if (SHOTS) await mkdir(SHOTS, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('the Compliance page offers the months up to today, real figures and the user’s own deadlines', async () => {
    const { page } = browser;
    await page.goto(`${app.baseUrl}/compliance`);
    await page.getByRole('heading', { level: 1, name: 'Compliance Management' }).waitFor();
    await page.getByText(/^Figures of all departments from /).waitFor();
    const months = await page.getByLabel('Month').locator('option').allTextContents();
    expect(months).toEqual([0, 1, 2, 3, 4, 5].map(chicagoMonth));

    const areas = page.getByRole('region', { name: 'Compliance by Area' });
    await expect(areas.getByText('All departments: no inspection was due').isVisible()).resolves.toBe(true);
    // Neither a training nor an inspection fell due in the demo's current month: no figure, not 100%.
    await expect(areas.getByText('No data yet').count()).resolves.toBe(2);
    // The demo library asks everyone to sign some documents: a real count, not 23 of 25.
    await expect(
      areas.getByText(/^All departments: \d+ of \d+ required signatures given$/).isVisible(),
    ).resolves.toBe(true);

    const deadlines = page.getByRole('region', { name: 'Upcoming Deadlines' });
    await deadlines.getByRole('listitem').first().waitFor();
    await expect(deadlines.getByText(/^Sign /).count()).resolves.toBeGreaterThan(0);
    await expect(page.getByText(/2023/).count()).resolves.toBe(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/compliance.png`, fullPage: true });

    // Last month's figures run from its first day to its last.
    await page.getByLabel('Month').selectOption({ label: chicagoMonth(1) });
    const [name, year] = chicagoMonth(1).split(' ');
    await page
      .getByText(
        new RegExp(
          `^Figures of all departments from ${name!.slice(0, 3)} 1, ${year} to ${name!.slice(0, 3)} (28|29|30|31), ${year}\\.$`,
        ),
      )
      .waitFor();
    expect(browser.consoleErrors).toEqual([]);
  });

  it('help boxes, the footer and the training sidebar show the site’s settings and the user’s own figures', async () => {
    const { page } = browser;
    await page.goto(`${app.baseUrl}/training`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const stats = page.getByRole('region', { name: 'Training Stats' });
    await stats.getByText('Completed Courses').waitFor();
    await expect(stats.getByText('8/12').count()).resolves.toBe(0);
    await expect(page.getByText(/2023/).count()).resolves.toBe(0);
    await expect(page.getByRole('link', { name: `Contact ${EMAIL}` }).getAttribute('href')).resolves.toBe(
      `mailto:${EMAIL}?subject=Training%20question`,
    );
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: HOTLINE }).getAttribute('href')).resolves.toBe(
      'tel:15550100199',
    );
    await expect(footer.getByRole('link', { name: EMAIL }).isVisible()).resolves.toBe(true);
    await expect(page.getByText('1-800-555-0147').count()).resolves.toBe(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/training.png`, fullPage: true });

    await page.goto(`${app.baseUrl}/dashboard`);
    await page.getByRole('region', { name: 'Incidents This Month', exact: true }).waitFor();
    await page
      .getByText(/^Loading/)
      .first()
      .waitFor({ state: 'detached' });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/dashboard.png`, fullPage: true });
    expect(browser.consoleErrors).toEqual([]);
  });
  it('Export saves the month’s figures as the page shows them; Print shows the report without the menus', async () => {
    const { page } = browser;
    await page.goto(`${app.baseUrl}/compliance`);
    const table = page.getByRole('table', { name: 'Training compliance by department' });
    await table.locator('tbody tr').first().waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /^Export/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^compliance-\d{4}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');

    // Department, active employees, trainings due, completed on time, compliance: as the table shows them.
    const shown = await table
      .locator('tbody tr')
      .evaluateAll((rows) =>
        rows.map((row) => [...row.querySelectorAll('th, td')].slice(0, 5).map((cell) => cell.textContent)),
      );
    const saved = csvSection(csv, 'Training compliance by department').map((row) => [
      row.Figure,
      row.Count,
      row.Total || '0',
      row.Completed || '0',
      row['Rate (%)'] ? `${Math.round(Number(row['Rate (%)']))}%` : 'No data yet',
    ]);
    expect(shown.length).toBeGreaterThan(0);
    expect(saved).toEqual(shown);
    const overview = page.getByRole('region', { name: 'Employee Overview' });
    const counts = await overview
      .locator('dl > div')
      .evaluateAll((pairs) =>
        pairs.map((pair) => [pair.querySelector('dt')!.textContent, pair.querySelector('dd')!.textContent]),
      );
    expect(csvSection(csv, 'Employee overview').map((row) => [row.Figure, row.Count])).toEqual(counts);

    await page.emulateMedia({ media: 'print' });
    // Hidden elements leave the accessibility tree, so the menus are found by tag.
    const navs = page.locator('nav');
    await expect(navs.count()).resolves.toBeGreaterThan(0);
    for (const nav of await navs.all()) expect(await nav.isVisible()).toBe(false);
    expect(
      await page
        .getByRole('button', { name: /^(Print|Export)/ })
        .first()
        .isVisible(),
    ).toBe(false);
    expect(await page.getByLabel('Month').isVisible()).toBe(false);
    expect(await page.getByText('Compliance Management report').isVisible()).toBe(true);
    expect(await page.getByText(/ by .+ \(employee\)$/).isVisible()).toBe(true);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/compliance-print.png`, fullPage: true });
    await page.emulateMedia({ media: 'screen' });
    expect(browser.consoleErrors).toEqual([]);
  });
});
