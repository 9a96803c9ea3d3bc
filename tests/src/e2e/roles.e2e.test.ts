import { afterAll, beforeAll, expect, it } from 'vitest';
import type { IncidentSummary } from '@hs/contracts';
import { openBrowser, type Browser } from '../support/browser.ts';
import { signInThroughApi, startRunningApp, type RunningApp } from '../support/running-app.ts';
import { describeInBrowser } from '../support/browser-suite.ts';

/** Where screenshots go for a person to look at; unset = none. */
const shots = process.env.SCREENSHOT_DIR;

// The demo data's sample incidents: Production's (the demo supervisor's department) and Warehouse's.
const PRODUCTION = 'Press line 2, Plant 2';
const WAREHOUSE = 'Warehouse B, aisle 7';

describeInBrowser('each role sees and reviews what is theirs', () => {
  let app: RunningApp;
  let browser: Browser;
  const sample: Record<string, IncidentSummary> = {};

  beforeAll(async () => {
    app = await startRunningApp();
    browser = await openBrowser();
    await signInThroughApi(browser, app, 'officer');
    const rows = (await (
      await browser.context.request.get(`${app.baseUrl}/api/incidents`)
    ).json()) as IncidentSummary[];
    for (const location of [PRODUCTION, WAREHOUSE])
      sample[location] = rows.find((row) => row.location === location)!;
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it("a supervisor reviews their department's incident and is refused another department's", async () => {
    const { page, context, consoleErrors } = browser;
    const own = sample[PRODUCTION]!;
    const other = sample[WAREHOUSE]!;
    await signInThroughApi(browser, app, 'supervisor');
    await page.goto(`${app.baseUrl}/dashboard`);

    // The bell's panel leads to the incidents of their department awaiting review, and no Resolve.
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Notifications, / })
      .click();
    await page
      .getByRole('dialog', { name: 'Notifications' })
      .getByRole('link', { name: /OSHA deadlines and reports to review/ })
      .click();
    await page.waitForURL(/\/admin\/notifications$/);
    const queue = page.getByRole('list', { name: 'Incidents awaiting attention' });
    const item = queue.getByRole('article', { name: new RegExp(`#${own.reportNumber}`) });
    await item.waitFor();
    await expect(queue.getByRole('article').count()).resolves.toBe(1);
    await expect(item.getByRole('button', { name: /^Resolve/ }).count()).resolves.toBe(0);

    // The review page: every field, and the status form offers only "Under Review".
    await item.getByRole('link', { name: `View report #${own.reportNumber}` }).click();
    await page.getByRole('heading', { level: 1, name: `Incident #${own.reportNumber}` }).waitFor();
    await page.getByText('Sam Ortiz', { exact: true }).waitFor();
    const select = page.getByLabel('Change status to');
    await expect(select.locator('option').allTextContents()).resolves.toEqual([
      'Submitted (current)',
      'Under Review',
    ]);
    await select.selectOption('under-review');
    if (shots) await page.screenshot({ path: `${shots}/supervisor-review.png`, fullPage: true });
    await page.getByRole('button', { name: 'Update Status' }).click();
    await page.getByText('Incident status has been updated successfully.', { exact: true }).waitFor();
    const status = async () =>
      (
        (await (await context.request.get(`${app.baseUrl}/api/incidents/${own.id}`)).json()) as {
          status: string;
        }
      ).status;
    await expect.poll(status).toBe('under-review');

    // A comment joins the page and the history, under the supervisor's name.
    const comment = 'Guard sensor replaced; operators briefed at the shift meeting.';
    await page.getByLabel('Add a comment').fill(comment);
    await page.getByRole('button', { name: 'Add Comment' }).click();
    await page.getByRole('list', { name: 'Comments' }).getByText(comment, { exact: true }).waitFor();
    await page
      .getByRole('row')
      .filter({ hasText: 'Comment added' })
      .filter({ hasText: 'Marco Rossi' })
      .waitFor();

    // Another department's: a summary without a status form; the server refuses a change too.
    await page.goto(`${app.baseUrl}/incidents/${other.id}`);
    await page.getByRole('heading', { name: 'Summary only' }).waitFor();
    await expect(page.getByLabel('Change status to').count()).resolves.toBe(0);
    const refused = await context.request.patch(`${app.baseUrl}/api/incidents/${other.id}/status`, {
      data: { status: 'under-review' },
    });
    expect(refused.status()).toBe(403);
    expect(consoleErrors).toEqual([]);
  });

  it("an employee sees a colleague's incident as a summary, without medical fields", async () => {
    const { page, consoleErrors } = browser;
    const colleague = sample[WAREHOUSE]!;
    await signInThroughApi(browser, app, 'employee');
    await page.goto(`${app.baseUrl}/incidents`);
    const row = page.getByRole('row').filter({ hasText: `#${colleague.reportNumber}` });
    await row.getByRole('link', { name: `Summary report #${colleague.reportNumber}` }).click();
    await page.getByRole('heading', { level: 1, name: `Incident #${colleague.reportNumber}` }).waitFor();
    await page.getByRole('heading', { name: 'Summary only' }).waitFor();
    const main = page.getByRole('main');
    await expect(main.textContent()).resolves.toContain(WAREHOUSE);
    // Field labels and values of the whole report, none of which a summary shows.
    for (const hidden of [
      'Medical Attention Required',
      'Injury Occurred',
      'Witnesses',
      'Employee Name',
      'Omar Haddad',
      'Ana Lopez',
      'Aisle closed and the rack restacked.',
    ])
      await expect(main.getByText(hidden, { exact: true }).count(), hidden).resolves.toBe(0);
    await expect(main.getByRole('heading', { name: 'History' }).count()).resolves.toBe(0);
    await expect(page.getByLabel('Add a comment').count()).resolves.toBe(0);
    if (shots) await page.screenshot({ path: `${shots}/employee-summary.png`, fullPage: true });
    expect(consoleErrors).toEqual([]);
  });

  it('a safety officer reviews every incident from Administration and resolves from the notifications', async () => {
    const { page, consoleErrors } = browser;
    await signInThroughApi(browser, app, 'officer');
    await page.goto(`${app.baseUrl}/administration`);
    await page.getByRole('heading', { level: 1, name: 'Administration' }).waitFor();
    for (const incident of [sample[PRODUCTION]!, sample[WAREHOUSE]!])
      await page.getByText(`#${incident.reportNumber}`, { exact: true }).waitFor();
    await page.goto(`${app.baseUrl}/admin/notifications`);
    const item = page
      .getByRole('list', { name: 'Incidents awaiting attention' })
      .getByRole('article', { name: new RegExp(`#${sample[WAREHOUSE]!.reportNumber}`) });
    await item.getByRole('button', { name: `Resolve report #${sample[WAREHOUSE]!.reportNumber}` }).waitFor();
    // Employee administration stays the admins'.
    await page.goto(`${app.baseUrl}/employee-management`);
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    expect(consoleErrors).toEqual([]);
  });
});
