import { mkdir, readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, phone, type Browser } from '../support/browser.ts';
import { appWithBrowsers, describeInBrowser } from '../support/browser-suite.ts';
import { seriousAxeFindings, sidewaysOverflow, smallTargets } from '../support/page-checks.ts';
import { signInThroughApi } from '../support/running-app.ts';

/** Where screenshots for the reviewer go when SHOTS_DIR is set; none are taken otherwise. */
const shotsDir = process.env.SHOTS_DIR;
const shoot = async (page: Page, name: string) => {
  if (!shotsDir) return;
  await mkdir(shotsDir, { recursive: true });
  await page.screenshot({ path: `${shotsDir}/${name}.png`, fullPage: true });
};

// The demo's incidents have not moved from "submitted": the speed panel has its table and no chart.
const CHARTS = ['months', 'ratio', 'locations', 'establishments', 'departments'];
const TABLES = [...CHARTS, 'speed', 'when'];

/** A panel's table as text, header first, without the column of links. */
const tableOf = async (page: Page, chart: string) => {
  const panel = page.locator(`[data-chart="${chart}"]`);
  await panel.getByText('Show the figures as a table').click();
  return panel
    .locator('details table tr')
    .evaluateAll((rows) =>
      rows.map((row) =>
        [...row.querySelectorAll('th, td')].slice(0, -1).map((cell) => cell.textContent ?? ''),
      ),
    );
};

/** RFC 4180 lines as the page writes them (quoted fields hold no line break here). */
const parseCsv = (csv: string) =>
  csv
    .trimEnd()
    .split('\r\n')
    .map((line) =>
      [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)]
        .slice(0, -1)
        .map((m) => m[1]!.replace(/^"|"$/g, '').replace(/""/g, '"')),
    );

const downloadCsv = async (page: Page, chart: string) => {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page
      .locator(`[data-chart="${chart}"]`)
      .getByRole('button', { name: /Download CSV/ })
      .click(),
  ]);
  return parseCsv(await readFile((await download.path())!, 'utf8'));
};

describeInBrowser('the Insights page with the demo data', () => {
  const session = appWithBrowsers(['admin', 'supervisor'] as const, { signedIn: ['admin', 'supervisor'] });

  it('draws every chart with its table, and each CSV equals its table', { timeout: 240_000 }, async () => {
    const { page } = session.admin;
    await page.goto(`${session.app.baseUrl}/insights`);
    await page.getByRole('heading', { level: 1, name: 'Insights' }).waitFor();
    for (const chart of CHARTS)
      await page.locator(`[data-chart="${chart}"] .recharts-surface`).first().waitFor({ timeout: 30_000 });
    expect(await page.locator('[data-chart="months"] .recharts-bar-rectangle').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-chart="locations"] .recharts-bar-rectangle').count()).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');

    await page
      .getByText('No incident of the period has reached review, resolution or closing yet.')
      .waitFor();
    for (const chart of TABLES) {
      const table = await tableOf(page, chart);
      expect(table.length, chart).toBeGreaterThan(1);
      expect(await downloadCsv(page, chart), chart).toEqual(table);
    }
    // The rows of a month hold every count; the total is their sum.
    const [header, ...months] = await tableOf(page, 'months');
    const totalAt = header!.indexOf('Total');
    for (const month of months)
      expect(Number(month[totalAt])).toBe(month.slice(1, totalAt).reduce((n, c) => n + Number(c), 0));

    // The heat map shows, weekday by weekday, the 3-hour bands its table holds.
    const heatMap = await page
      .locator('[data-chart="when"] figure table tbody tr')
      .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((td) => td.textContent)));
    const [, ...weekdays] = await tableOf(page, 'when');
    expect(heatMap).toEqual(weekdays.map((day) => day.slice(1, 9)));
    expect(weekdays.reduce((n, day) => n + Number(day.at(-1)), 0)).toBe(
      months.reduce((n, month) => n + Number(month[totalAt]), 0),
    );

    expect((await sidewaysOverflow(page)).excess).toBe(0);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await shoot(page, 'insights-1280');

    // Stacked by severity: the same months, other columns.
    await page.getByRole('button', { name: 'Severity', exact: true }).click();
    const bySeverity = await tableOf(page, 'months');
    expect(bySeverity[0]).toEqual([
      'Month',
      'Low',
      'Medium',
      'High',
      'Critical',
      'Total',
      '12-month average',
    ]);
    expect(session.admin.consoleErrors).toEqual([]);
  });

  it('a bad custom period shows the reason beside the field', { timeout: 120_000 }, async () => {
    const { page } = session.admin;
    await page.goto(`${session.app.baseUrl}/insights?period=custom&from=2026-05-01&to=2026-04-01`);
    await page.getByText('The end date must not be before the start date').waitFor({ timeout: 30_000 });
    expect(await page.getByLabel('To').getAttribute('aria-invalid')).toBe('true');
  });

  it("a supervisor's page is held to their department", { timeout: 120_000 }, async () => {
    const { page } = session.supervisor;
    await page.goto(`${session.app.baseUrl}/insights`);
    await page.getByText(/, in Production\./).waitFor({ timeout: 30_000 });
    expect(await page.getByLabel('Department', { exact: true }).inputValue()).toBe('Production');
  });

  it('on a phone: no sideways scroll and 44 px targets', { timeout: 120_000 }, async () => {
    const browser: Browser = await openBrowser(phone);
    try {
      await signInThroughApi(browser, session.app, 'admin');
      const { page } = browser;
      await page.goto(`${session.app.baseUrl}/insights`);
      for (const chart of CHARTS)
        await page.locator(`[data-chart="${chart}"] .recharts-surface`).first().waitFor({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      expect((await sidewaysOverflow(page)).excess).toBe(0);
      expect(await smallTargets(page)).toEqual([]);
      await shoot(page, 'insights-375');
      expect(browser.consoleErrors).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
