import { expect, it } from 'vitest';
import { signInThroughApi } from '../support/running-app.ts';
import { appInBrowser, describeInBrowser } from '../support/browser-suite.ts';

describeInBrowser('reporting an incident in the browser', () => {
  const e2e = appInBrowser();

  it('fills the Safety Incident Report about a visitor, submits it, lands on its confirmation, then finds it in /incidents', async () => {
    const { page } = e2e.browser;
    await signInThroughApi(e2e.browser, e2e.app, 'employee');
    await page.goto(`${e2e.app.baseUrl}/incidents/new`);
    // Wait for the page: the session check runs before the form renders.
    await page.getByRole('heading', { level: 1, name: 'Safety Incident Report' }).waitFor();

    await page.getByRole('button', { name: 'Submit Report' }).click();
    await page
      .getByText('Please fill in location, description, and employee name.', { exact: true })
      .waitFor();

    await page.getByLabel('Incident Type').selectOption({ label: 'Injury' });
    await page.getByLabel('Location').fill('Press line 2, TODCO plant');
    await page
      .getByLabel('Description')
      .fill('Operator pinched a finger while clearing a jam; first aid applied.');
    await page.getByLabel('Someone not employed here (contractor, visitor)').check();
    await page.getByLabel('Their name').fill('Ravi Patel');
    await page.getByLabel('Company or organisation').fill('Delta Scaffolding');
    await page.getByRole('button', { name: 'Submit Report' }).click();

    const message = await page
      .getByText(/^Report IR-\d{4}-\d{6} has been submitted and assigned for review\.$/)
      .textContent();
    const reportNumber = message!.match(/IR-\d{4}-\d{6}/)![0];
    await page.waitForURL(/\/incidents\/[0-9a-f-]{36}\/confirmation$/);
    await expect(page.locator('#confirmation-number').textContent()).resolves.toBe(reportNumber);
    await page.getByText(/involving Ravi Patel \(Delta Scaffolding\)/).waitFor();

    await page.getByRole('navigation').getByRole('link', { name: 'Incident Reports' }).click();
    await page.waitForURL(/\/incidents$/);
    const row = page.getByRole('row').filter({ hasText: `#${reportNumber}` });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain('Press line 2, TODCO plant');
    expect(e2e.browser.consoleErrors).toEqual([]);
  });
});
