import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { validReport } from '../support/incident-fixtures.ts';
import { signInThroughApi } from '../support/running-app.ts';
import { appInBrowser, describeInBrowser } from '../support/browser-suite.ts';

const eventCodes =
  /Incident(?:Reported|StatusChanged)|Document(?:Uploaded|VersionUploaded)|Seed\w+|System \(/;
const fullHash = /\b[0-9a-f]{64}\b/;
const shot = (name: string) => path.join(os.tmpdir(), `plain-words-${name}.png`);

describeInBrowser('people read words, admins keep the audit detail', () => {
  const e2e = appInBrowser();

  it('an employee reads the history in words; the admin audit view shows codes and hashes', async () => {
    const { page, context } = e2e.browser;
    const api = (p: string) => `${e2e.app.baseUrl}${p}`;

    await signInThroughApi(e2e.browser, e2e.app, 'employee');
    const created = await context.request.post(api('/api/incidents'), { data: validReport({}) });
    expect(created.status()).toBe(201);
    const { id, reportNumber } = (await created.json()) as { id: string; reportNumber: string };

    await signInThroughApi(e2e.browser, e2e.app, 'admin');
    const changed = await context.request.patch(api(`/api/incidents/${id}/status`), {
      data: { status: 'under-review', note: 'Looking into it' },
    });
    expect(changed.status()).toBe(200);
    const audit = (await (await context.request.get(api(`/api/incidents/${id}/audit`))).json()) as {
      events: { hash: string }[];
    };
    const lastHash = audit.events.at(-1)?.hash ?? '';
    expect(lastHash).toMatch(fullHash);

    // The admin's page keeps the audit record: the stored type codes and every full hash.
    await page.goto(api(`/incidents/${id}`));
    const record = page.getByRole('region', { name: 'Audit Record' });
    await record.getByText(lastHash, { exact: true }).waitFor();
    await expect(record.textContent()).resolves.toContain('IncidentStatusChanged');
    await page.screenshot({ path: shot('admin-incident'), fullPage: true });

    // The employee's page says what happened, by whom, without codes or hashes.
    await signInThroughApi(e2e.browser, e2e.app, 'employee');
    await page.goto(api(`/incidents/${id}`));
    await page.getByRole('heading', { level: 1, name: `Incident #${reportNumber}` }).waitFor();
    const history = page.getByRole('table', { name: /Every recorded event/ });
    await history.getByText('Status changed from Submitted to Under Review', { exact: true }).waitFor();
    await expect(page.getByRole('region', { name: 'Audit Record' }).count()).resolves.toBe(0);
    const text = (await page.locator('main').textContent()) ?? '';
    expect(text).not.toMatch(eventCodes);
    expect(text).not.toMatch(fullHash);
    await page.screenshot({ path: shot('employee-incident'), fullPage: true });

    // A sample document: added by "the system (sample data)", no fingerprints for an employee.
    const listed = (await (await context.request.get(api('/api/documents'))).json()) as {
      documents: { id: string }[];
    };
    const documentId = listed.documents[0]?.id;
    expect(documentId).toBeTruthy();
    await page.goto(api(`/documents/${documentId}`));
    await page.getByRole('heading', { name: 'Versions' }).waitFor();
    const documentText = (await page.locator('main').textContent()) ?? '';
    expect(documentText).toContain('the system (sample data)');
    expect(documentText).not.toMatch(eventCodes);
    expect(documentText).not.toMatch(/SHA-256/);
    await page.screenshot({ path: shot('employee-document'), fullPage: true });

    expect(e2e.browser.consoleErrors).toEqual([]);
  });

  it('an unknown address shows a friendly page with a way back', async () => {
    const { page } = e2e.browser;
    await page.goto(`${e2e.app.baseUrl}/no-such-page`);
    await page.getByRole('heading', { level: 1, name: "We couldn't find that page" }).waitFor();
    const text = (await page.locator('main').textContent()) ?? '';
    expect(text).not.toMatch(/No route for|router|404/);
    await page.screenshot({ path: shot('not-found'), fullPage: true });
    await page.getByRole('link', { name: 'Back to the dashboard' }).click();
    await page.waitForURL(/\/dashboard$/);
  });
});
