import { expect, it } from 'vitest';
import { CONSISTENCY_HEADER } from '@hs/contracts';
import { loadUntilAllListed } from '../support/paging.ts';
import { signInThroughApi } from '../support/running-app.ts';
import { appInBrowser, describeInBrowser } from '../support/browser-suite.ts';

const shots = process.env.SHOTS_DIR;

describeInBrowser('paging through the corrective actions in the browser', () => {
  const e2e = appInBrowser();

  it('a safety officer loads more actions until every one is listed once, the count saying how many', async () => {
    const { page, context } = e2e.browser;
    const api = (path: string) => `${e2e.app.baseUrl}${path}`;
    await signInThroughApi(e2e.browser, e2e.app, 'admin');
    const users = (await (await context.request.get(api('/api/users'))).json()) as {
      id: string;
      username: string;
    }[];
    const owner = users.find((u) => u.username === 'lwilson')!.id;
    await signInThroughApi(e2e.browser, e2e.app, 'officer');
    const due = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    let token = '';
    for (let i = 0; i < 30; i += 1) {
      const raised = await context.request.post(api('/api/actions'), {
        data: {
          title: `Paging check ${i}`,
          description: 'Raised to page through the list',
          controlLevel: 'administrative',
          ownerId: owner,
          dueDate: due,
          priority: 'low',
          source: { kind: 'none' },
        },
      });
      expect(raised.status()).toBe(201);
      token = raised.headers()[CONSISTENCY_HEADER] ?? token;
    }
    const listed = await context.request.get(api('/api/actions?scope=all&limit=1'), {
      headers: token ? { [CONSISTENCY_HEADER]: token } : {},
    });
    const total = Number(listed.headers()['x-total-count']);
    expect(total).toBeGreaterThanOrEqual(30);

    await page.goto(api('/actions'));
    await page.getByRole('tab', { name: 'All actions' }).click();
    const rows = page.getByRole('list', { name: 'Actions' }).locator('> li');
    await loadUntilAllListed(
      {
        rows,
        loadMore: page.getByRole('button', { name: 'Load more actions' }),
        status: page.getByRole('status').filter({ hasText: /^Showing/ }),
        pageSize: 25,
        keys: () => rows.getByRole('link').evaluateAll((els) => els.map((e) => e.getAttribute('href'))),
      },
      total,
      async () => shots && page.screenshot({ path: `${shots}/action-list-paging.png`, fullPage: true }),
    );
    expect(e2e.browser.consoleErrors).toEqual([]);
  });
});
