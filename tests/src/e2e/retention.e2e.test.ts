import { mkdir } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { validReport, aboutNonEmployee } from '../support/incident-fixtures.ts';
import { openBrowser, phone, type Browser } from '../support/browser.ts';
import { seriousAxeFindings, sidewaysOverflow, smallTargets } from '../support/page-checks.ts';
import { signInThroughApi, startRunningApp } from '../support/running-app.ts';
import { describeInBrowser } from '../support/browser-suite.ts';

/** Where screenshots for the reviewer go when SHOTS_DIR is set; none are taken otherwise. */
const shotsDir = process.env.SHOTS_DIR;

const shoot = async (browser: Browser, name: string) => {
  if (!shotsDir) return;
  await mkdir(shotsDir, { recursive: true });
  const { page } = browser;
  const height = Number(await page.evaluate('document.documentElement.scrollHeight'));
  await page.setViewportSize({ width: phone.width, height: Math.max(height, phone.height) });
  await page.screenshot({ path: `${shotsDir}/${name}.png` });
  await page.setViewportSize({ width: phone.width, height: phone.height });
};

describeInBrowser('retention on a phone', () => {
  it(
    'lists an old incident, erases its people with a reason and shows the report',
    { timeout: 240_000 },
    async () => {
      const app = await startRunningApp();
      const browser = await openBrowser(phone);
      try {
        await signInThroughApi(browser, app, 'admin');
        const old = `${new Date().getUTCFullYear() - 7}-05-20`;
        const reported = await browser.context.request.post(`${app.baseUrl}/api/incidents`, {
          data: validReport({
            date: old,
            ...aboutNonEmployee('Leopold Farthingale'),
            witnessName: 'Agnes Whitlow',
          }),
        });
        expect(reported.status()).toBe(201);
        const { reportNumber } = (await reported.json()) as { reportNumber: string };
        const { page } = browser;
        await page.goto(`${app.baseUrl}/admin/retention`);
        await page.getByRole('heading', { level: 1, name: 'Retention' }).waitFor();
        const row = page.getByRole('checkbox', { name: new RegExp(reportNumber) });
        await row.waitFor({ timeout: 30_000 });
        await page.waitForLoadState('networkidle');

        expect((await sidewaysOverflow(page)).excess).toBe(0);
        expect(await smallTargets(page)).toEqual([]);
        expect(await seriousAxeFindings(page)).toEqual([]);
        await shoot(browser, 'retention-list');

        // Without a reason nothing is sent; the field says why.
        await row.click();
        await page.getByRole('button', { name: /Erase personal data of the selected records/ }).click();
        await expect.poll(() => page.getByText('Say why the personal data is erased.').count()).toBe(1);

        await page.getByLabel('Reason').fill('Kept 5 years after its year (29 CFR 1904.33)');
        await page.getByRole('button', { name: /Erase personal data of the selected records/ }).click();
        const report = page.getByRole('heading', { name: /Personal data erased: 2 people in 1 record/ });
        await report.waitFor({ timeout: 15_000 });
        await expect
          .poll(() => page.getByRole('checkbox', { name: new RegExp(reportNumber) }).count())
          .toBe(0);
        expect(await seriousAxeFindings(page)).toEqual([]);
        await shoot(browser, 'retention-report');
        expect(browser.consoleErrors).toEqual([]);
      } finally {
        await browser.close();
        await app.stop();
      }
    },
  );
});
