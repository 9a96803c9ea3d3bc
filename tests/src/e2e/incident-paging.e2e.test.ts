import { expect, it } from 'vitest';
import { CONSISTENCY_HEADER } from '@hs/contracts';
import { validReport } from '../support/incident-fixtures.ts';
import { loadUntilAllListed } from '../support/paging.ts';
import { signInThroughApi } from '../support/running-app.ts';
import { appInBrowser, describeInBrowser } from '../support/browser-suite.ts';

/** Where the lead can look at the list with its pager. */
const shots = process.env.SHOTS_DIR;

describeInBrowser('paging through the incident lists in the browser', () => {
  const e2e = appInBrowser();

  it('an employee loads page after page until every report is listed once, the count saying how many match', async () => {
    const { page, context } = e2e.browser;
    await signInThroughApi(e2e.browser, e2e.app, 'admin');
    let token = '';
    for (let i = 0; i < 45; i += 1) {
      const created = await context.request.post(`${e2e.app.baseUrl}/api/incidents`, {
        data: validReport({ location: `Paging Bay ${i}` }),
      });
      expect(created.status()).toBe(201);
      token = ((await created.json()) as { consistencyToken: string }).consistencyToken;
    }
    const listed = await context.request.get(`${e2e.app.baseUrl}/api/incidents?limit=1`, {
      headers: { [CONSISTENCY_HEADER]: token },
    });
    const total = Number(listed.headers()['x-total-count']);
    expect(total).toBeGreaterThanOrEqual(45);

    await page.goto(`${e2e.app.baseUrl}/incidents`);
    const table = page.getByRole('table', { name: 'Incident reports: All' });
    await loadUntilAllListed(
      {
        rows: table.locator('tbody tr'),
        loadMore: page.getByRole('button', { name: 'Load more incidents' }),
        status: page.getByRole('status').filter({ hasText: /^Showing/ }),
        pageSize: 20,
        keys: () => table.locator('tbody tr td:first-child').allTextContents(),
      },
      total,
      async () => shots && page.screenshot({ path: `${shots}/incident-list-paging.png`, fullPage: true }),
    );
    expect(e2e.browser.consoleErrors).toEqual([]);
  });

  it('an administrator sees how many incidents match a search and pages through them', async () => {
    const { page, context } = e2e.browser;
    // Reports the search leaves out, so the heading's count tells the searched list from the whole one.
    for (const location of ['Boiler Room', 'Canteen', 'Car Park']) {
      const created = await context.request.post(`${e2e.app.baseUrl}/api/incidents`, {
        data: validReport({ location }),
      });
      expect(created.status()).toBe(201);
    }
    await page.goto(`${e2e.app.baseUrl}/administration`);
    await page.getByRole('tab', { name: 'Incident Management' }).click();
    await page
      .getByRole('searchbox')
      .or(page.getByLabel(/search/i))
      .first()
      .fill('paging bay');
    const heading = page.getByRole('heading', { name: /^Incidents \(/ });
    await expect.poll(() => heading.textContent()).toBe('Incidents (45)');
    const items = page.getByRole('list', { name: 'Matching incidents' }).locator('> li');
    await expect.poll(() => items.count()).toBe(20);
    await page.getByRole('button', { name: 'Load more incidents' }).click();
    await expect.poll(() => items.count()).toBe(40);
    await page.getByRole('button', { name: 'Load more incidents' }).click();
    await expect.poll(() => items.count()).toBe(45);
    expect(await page.getByRole('button', { name: 'Load more incidents' }).count()).toBe(0);
    await expect.poll(() => page.getByText('Showing 45 of 45').count()).toBe(1);
    if (shots) await page.screenshot({ path: `${shots}/administration-paging.png`, fullPage: true });
    expect(e2e.browser.consoleErrors).toEqual([]);
  });

  it('an administrator sets a date range: the list narrows and the URL holds the filter', async () => {
    const { page, context } = e2e.browser;
    await signInThroughApi(e2e.browser, e2e.app, 'admin');
    for (const date of ['2026-03-02', '2026-03-20']) {
      const created = await context.request.post(`${e2e.app.baseUrl}/api/incidents`, {
        data: validReport({ location: 'Range Bay', date }),
      });
      expect(created.status()).toBe(201);
    }
    await page.goto(`${e2e.app.baseUrl}/administration?search=range+bay`);
    const heading = page.getByRole('heading', { name: /^Incidents \(/ });
    await expect.poll(() => heading.textContent()).toBe('Incidents (2)');
    await page.getByRole('button', { name: 'Date Range' }).click();
    await page.getByLabel('From', { exact: true }).fill('2026-03-10');
    await expect.poll(() => heading.textContent()).toBe('Incidents (1)');
    expect(new URL(page.url()).searchParams.get('from')).toBe('2026-03-10');
    // An end before the start is named beside the field and not sent.
    await page.getByLabel('To', { exact: true }).fill('2026-03-01');
    await expect.poll(() => page.getByText('The end date must not be before the start date').count()).toBe(1);
    if (shots) await page.screenshot({ path: `${shots}/administration-date-range.png`, fullPage: true });
    await page.reload();
    await expect.poll(() => page.getByLabel('From', { exact: true }).inputValue()).toBe('2026-03-10');
    expect(e2e.browser.consoleErrors).toEqual([]);
  });
});
