import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserSkipReason, openBrowser, type Browser } from '../support/browser.ts';
import { validReport } from '../support/incident-fixtures.ts';
import { signInThroughApi, startRunningApp, type RunningApp } from '../support/running-app.ts';

const skip = browserSkipReason();
if (skip) console.warn(`[e2e] ${skip}`);

const shots = process.env.SHOTS_DIR;

describe.skipIf(skip !== null)('OSHA recordkeeping on the incident page', () => {
  let app: RunningApp;
  let browser: Browser;

  beforeAll(async () => {
    app = await startRunningApp();
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('a safety officer classifies a reported incident and sees the history entry; a supervisor sees no panel', async () => {
    const { page, context } = browser;
    const api = (path: string) => `${app.baseUrl}${path}`;
    await signInThroughApi(browser, app, 'employee');
    const created = await context.request.post(api('/api/incidents'), {
      data: validReport({ type: 'injury', date: '2026-11-20' }),
    });
    const { id } = (await created.json()) as { id: string };

    await signInThroughApi(browser, app, 'officer');
    await page.goto(api(`/incidents/${id}`));
    const panel = page.getByRole('region', { name: 'Recordkeeping (OSHA)' });
    await panel.getByRole('button', { name: 'Record decision' }).waitFor();

    // Days appear only once the outcome asks for them; a death asks for its date.
    await expect(panel.getByLabel('Days away from work').count()).resolves.toBe(0);
    await panel.getByLabel('Most serious outcome').selectOption('death');
    await panel.getByRole('button', { name: 'Record decision' }).click();
    await expect(panel.getByLabel('Date of death').getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(panel.getByLabel('Case type').getAttribute('aria-invalid')).resolves.toBe('true');
    if (shots) await panel.screenshot({ path: `${shots}/recordkeeping-errors.png` });

    await panel.getByLabel('Most serious outcome').selectOption('days-away');
    await panel.getByLabel('Case type').selectOption('injury');
    await panel.getByLabel('Days away from work').fill('3');
    await panel.getByLabel('Body part affected').fill('Left hand');
    await panel.getByLabel('Treated in an emergency room').check();
    await panel.getByRole('button', { name: 'Record decision' }).click();

    const history = panel.getByRole('list', { name: 'Recordkeeping history' });
    await history.getByText('Recordkeeping decided').waitFor();
    await expect(history.textContent()).resolves.toContain('First decision');

    // Changing the case type is a reclassification: it asks why, and the history says it.
    await panel.getByLabel('Case type').selectOption('skin-disorder');
    await panel.getByRole('button', { name: 'Save changes' }).click();
    const reason = panel.getByLabel('Reason for the change');
    await expect(reason.getAttribute('aria-invalid')).resolves.toBe('true');
    await reason.fill('Clinic found contact dermatitis');
    await panel.getByRole('button', { name: 'Save changes' }).click();
    await history.getByText('Reason: Clinic found contact dermatitis').waitFor();
    await expect(history.locator('li').first().textContent()).resolves.toMatch(
      /Recordkeeping changed.*Case type/,
    );
    if (shots) await panel.screenshot({ path: `${shots}/recordkeeping-panel.png` });

    await signInThroughApi(browser, app, 'supervisor');
    await page.goto(api(`/incidents/${id}`));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByText('Incident Information').waitFor();
    await expect(page.getByRole('region', { name: 'Recordkeeping (OSHA)' }).count()).resolves.toBe(0);
    await expect(page.content()).resolves.not.toContain('Left hand');

    expect(browser.consoleErrors).toEqual([]);
  });
});
