import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { expect, it } from 'vitest';
import { lockKeyOf } from '@hs/projections/runtime';
import { appWithBrowsers, describeInBrowser } from '../support/browser-suite.ts';
import { openBrowser, phone } from '../support/browser.ts';
import { seriousAxeFindings, sidewaysOverflow } from '../support/page-checks.ts';
import { databaseUrlOf, signInThroughApi } from '../support/running-app.ts';

describeInBrowser('a report made while the read side stands still', () => {
  const e2e = appWithBrowsers([]);

  it('says on a phone that the report is saved and the list is catching up, then shows its confirmation', async () => {
    const browser = await openBrowser(phone);
    // Another instance of the incidents projection holds its lock: the read model stands still.
    const holder = new pg.Client({ connectionString: await databaseUrlOf(e2e.app.dataDir) });
    await holder.connect();
    try {
      await signInThroughApi(browser, e2e.app, 'employee');
      const { page } = browser;
      await page.goto(`${e2e.app.baseUrl}/incidents/new`);
      await page.getByRole('heading', { level: 1, name: 'Safety Incident Report' }).waitFor();
      await holder.query('SELECT pg_advisory_lock(hashtext($1))', [lockKeyOf('incidents')]);
      await page.getByLabel('Location').fill('Goods-in, bay 4');
      await page.getByLabel('Description').fill('A roll cage tipped over on the ramp; nobody was hurt.');
      await page.getByRole('button', { name: 'Submit Report' }).click();

      const notice = page.getByText(/^Your report IR-\d{4}-\d{6} is saved; the list is catching up\.$/);
      await notice.waitFor({ timeout: 15_000 });
      const reportNumber = (await notice.textContent())!.match(/IR-\d{4}-\d{6}/)![0];
      await page.screenshot({ path: path.join(os.tmpdir(), 'catching-up-phone.png') });
      expect((await sidewaysOverflow(page)).excess).toBe(0);
      expect(await seriousAxeFindings(page)).toEqual([]);
      expect(await page.getByText(/not found/i).count()).toBe(0);

      await holder.query('SELECT pg_advisory_unlock_all()');
      await page.waitForURL(/\/incidents\/[0-9a-f-]{36}\/confirmation$/);
      await expect
        .poll(() => page.locator('#confirmation-number').textContent(), { timeout: 15_000 })
        .toBe(reportNumber);
      // The browser logs each 503 it was answered; nothing else went wrong on the page.
      expect(browser.consoleErrors.filter((e) => !e.includes('status of 503'))).toEqual([]);
    } finally {
      await holder.end();
      await browser.close();
    }
  });
});
