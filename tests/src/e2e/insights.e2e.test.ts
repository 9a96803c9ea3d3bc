import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { openBrowser, phone, type Browser } from '../support/browser.ts';
import { appWithBrowsers, describeInBrowser } from '../support/browser-suite.ts';
import { seriousAxeFindings, sidewaysOverflow, smallTargets } from '../support/page-checks.ts';
import { signInThroughApi } from '../support/running-app.ts';
import { CONSISTENCY_HEADER } from '@hs/contracts';

/** Where screenshots for the reviewer go when SHOTS_DIR is set; none are taken otherwise. */
const shotsDir = process.env.SHOTS_DIR;
const shoot = async (page: Page, name: string) => {
  if (!shotsDir) return;
  await mkdir(shotsDir, { recursive: true });
  await page.screenshot({ path: `${shotsDir}/${name}.png`, fullPage: true });
};

// The demo's incidents have not moved from "submitted": the speed panel has its table and no chart.
const CHARTS = ['months', 'ratio', 'locations', 'establishments', 'departments'];
const TABLES = [...CHARTS, 'speed', 'when', 'actions', 'people', 'osha'];

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

    // A chart as a picture: a PNG twice the drawn size, on white, with the bars' colours in it.
    const [png] = await Promise.all([
      page.waitForEvent('download'),
      page
        .locator('[data-chart="months"]')
        .getByRole('button', { name: /Download PNG/ })
        .click(),
    ]);
    expect(png.suggestedFilename()).toBe('incidents-per-month-by-type.png');
    if (shotsDir) await png.saveAs(`${shotsDir}/months-chart.png`);
    const drawn = await page.locator('[data-chart="months"] .recharts-wrapper > svg').boundingBox();
    const picture = sharp(await readFile((await png.path())!));
    const { format, width } = await picture.metadata();
    expect([format, width]).toEqual(['png', Math.ceil(drawn!.width * 2)]);
    const { channels } = await picture.stats();
    expect(channels[0]!.min, 'dark pixels: the axes and labels').toBeLessThan(100);
    expect(channels[0]!.max, 'white background').toBe(255);
    expect(
      await page
        .locator('[data-chart="when"]')
        .getByRole('button', { name: /Download PNG/ })
        .count(),
    ).toBe(0);

    // OSHA rates: the demo's establishments, each year of the last 12 months, as the OSHA rates page says.
    const [, ...oshaRows] = await tableOf(page, 'osha');
    const rates = (await (
      await session.admin.context.request.get(`${session.app.baseUrl}/api/osha/rates`)
    ).json()) as {
      rows: { scope: string; label: string; periods: { period: string; trir: number | null }[] }[];
    };
    for (const [label, , , , trir] of oshaRows) {
      const [name, year] = label!.split(/, (?=\d{4}$)/);
      const row = rates.rows.find((r) => r.scope === 'establishment' && r.label === name);
      const period = row?.periods.find((p) => p.period === year);
      expect(trir, label).toBe(period?.trir == null ? 'No hours' : period.trir.toFixed(2));
    }

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

  it(
    'the work panels count an action and an inspection made here; a month opens its actions',
    { timeout: 240_000 },
    async () => {
      const { page, context } = session.admin;
      const api = (path: string) => `${session.app.baseUrl}${path}`;
      let token = '';
      const post = async (path: string, data: object, method: 'post' | 'put' = 'post') => {
        const response = await context.request[method](api(path), {
          data,
          headers: token ? { [CONSISTENCY_HEADER]: token } : {},
        });
        expect(response.status(), await response.text()).toBeLessThan(300);
        token = response.headers()[CONSISTENCY_HEADER.toLowerCase()] ?? token;
        return response.json();
      };
      const users = (await (await context.request.get(api('/api/users'))).json()) as {
        id: string;
        username: string;
      }[];
      const { establishments: sites } = (await (
        await context.request.get(api('/api/establishments'))
      ).json()) as {
        establishments: { id: string; name: string }[];
      };
      // Due tomorrow (by UTC; the site's today is a day either side at most), so open and not yet due.
      const dayOf = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
      const due = dayOf(1);
      const lastOfMonth = (day: string) =>
        new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)), 0)).toISOString().slice(0, 10);
      // From the month of yesterday to the end of the due month: the site's today is inside.
      const period = `period=custom&from=${dayOf(-1).slice(0, 7)}-01&to=${lastOfMonth(due)}`;
      const title = `Fence the loading bay edge ${Date.now()}`;
      await post('/api/actions', {
        title,
        controlLevel: 'engineering',
        ownerId: users.find((u) => u.username === 'lwilson')!.id,
        dueDate: due,
        priority: 'high',
        establishmentId: sites[0]!.id,
      });
      const template = await post('/api/inspection-templates', {
        title: 'Loading bay edge check',
        category: 'workplace',
        sections: [
          {
            title: 'Edge',
            questions: [
              { id: 'fence', text: 'Edge fenced', kind: 'yes-no', raisesFinding: true },
              { id: 'sign', text: 'Warning sign in place', kind: 'yes-no', raisesFinding: true },
            ],
          },
        ],
      });
      const inspection = await post('/api/inspections', {
        templateId: template.id,
        establishmentId: sites[0]!.id,
      });
      await post(`/api/inspections/${inspection.id}/answers/fence`, { value: 'yes' }, 'put');
      await post(`/api/inspections/${inspection.id}/answers/sign`, { value: 'no' }, 'put');
      await post(`/api/inspections/${inspection.id}/complete`, { attested: true });

      await page.goto(api(`/insights?${period}`));
      for (const chart of ['actions', 'inspections'])
        await page.locator(`[data-chart="${chart}"] .recharts-surface`).first().waitFor({ timeout: 30_000 });
      const [header, ...months] = await tableOf(page, 'actions');
      expect(await downloadCsv(page, 'actions')).toEqual([header, ...months]);
      const label = new Date(`${due}T00:00:00Z`).toLocaleDateString('en-US', {
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      });
      const month = months.find((row) => row[0] === label)!;
      expect(Number(month[header!.indexOf('Open, not yet due')])).toBeGreaterThanOrEqual(1);
      expect(Number(month.at(-1))).toBe(month.slice(1, -1).reduce((n, c) => n + Number(c), 0));
      const [, site] = await tableOf(page, 'inspections');
      expect(site).toEqual([sites[0]!.name, '1', '50%', '0 of 0', 'None scheduled']);
      // People: every department of the demo, and the demo's documents still to be signed.
      const [peopleHeader, ...departments] = await tableOf(page, 'people');
      expect(await downloadCsv(page, 'people')).toEqual([peopleHeader, ...departments]);
      expect(departments.map((row) => row[0])).toContain('Production');
      const [, topDocument] = await tableOf(page, 'documents');
      expect(Number(topDocument![1])).toBeGreaterThan(0);
      await shoot(page, 'insights-work-1280');
      expect((await sidewaysOverflow(page)).excess).toBe(0);
      expect(await seriousAxeFindings(page)).toEqual([]);

      await page
        .locator('[data-chart="actions"]')
        .getByRole('link', { name: `Actions of ${label}` })
        .click();
      await page.getByRole('heading', { level: 1, name: 'Corrective Actions' }).waitFor();
      expect(await page.getByRole('tab', { name: 'All actions' }).getAttribute('aria-selected')).toBe('true');
      expect(await page.getByLabel('Due from').inputValue()).toBe(`${due.slice(0, 7)}-01`);
      await page.getByRole('link', { name: title }).waitFor({ timeout: 30_000 });

      await page.goBack();
      await page.locator('[data-chart="people"]').getByText('Show the figures as a table').click();
      await page
        .locator('[data-chart="people"]')
        .getByRole('link', { name: 'Training Matrix of Production' })
        .click();
      await page.getByRole('heading', { level: 1, name: 'Training Matrix' }).waitFor();
      // The department's option arrives with the matrix.
      await expect
        .poll(() => page.getByLabel('Department').inputValue(), { timeout: 30_000 })
        .toBe('Production');
      expect(session.admin.consoleErrors).toEqual([]);
    },
  );

  it(
    'the monthly report holds the busiest month of the demo on one printed page',
    { timeout: 120_000 },
    async () => {
      const { page, context } = session.admin;
      const api = (path: string) => `${session.app.baseUrl}${path}`;
      const year = (await (await context.request.get(api('/api/insights?period=12m'))).json()) as {
        months: { month: string; total: number; nearMissRatio: number | null }[];
      };
      const busiest = year.months.reduce((a, b) => (b.total > a.total ? b : a));
      expect(busiest.total).toBeGreaterThan(0);

      await page.goto(api('/insights'));
      await page.getByRole('link', { name: 'Monthly report' }).click();
      await page.getByRole('heading', { level: 1, name: 'Monthly Safety Report' }).waitFor();
      await page.getByLabel('Month').fill(busiest.month);
      await expect.poll(() => new URL(page.url()).searchParams.get('month')).toBe(busiest.month);
      const figure = (label: string) =>
        page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]').first().innerText();
      await expect
        .poll(() => figure('Reported in the month'), { timeout: 30_000 })
        .toBe(String(busiest.total));
      expect(await figure('Near misses per injury')).toBe(
        busiest.nearMissRatio === null ? 'No injuries' : String(busiest.nearMissRatio),
      );
      expect(await seriousAxeFindings(page)).toEqual([]);
      await shoot(page, 'monthly-report-1280');

      await page.emulateMedia({ media: 'print' });
      const pdf = await page.pdf({ format: 'Letter', printBackground: true });
      await page.emulateMedia({ media: 'screen' });
      const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
      expect(pages).toHaveLength(1);
      if (shotsDir) await writeFile(`${shotsDir}/monthly-report.pdf`, pdf);
      expect(session.admin.consoleErrors).toEqual([]);
    },
  );

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
