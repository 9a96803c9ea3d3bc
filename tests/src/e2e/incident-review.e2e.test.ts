import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { CONSISTENCY_HEADER } from '@hs/contracts';
import { validReport } from '../support/incident-fixtures.ts';
import { signInThroughApi } from '../support/running-app.ts';
import { appInBrowser, describeInBrowser } from '../support/browser-suite.ts';

// Chromium logs every 4xx answer of a fetch as a console error. The test provokes exactly one on
// purpose (409: a status change against a version someone else has replaced); anything else is real.
const unexpected = (messages: string[]) =>
  messages.filter((m) => !/Failed to load resource: the server responded with a status of 409/.test(m));

const missingNote = 'Please add a note saying how the incident was resolved or why it is closed.';

const exportHeadings = [
  'SAFETY INCIDENT REPORT',
  'INCIDENT DETAILS',
  'PERSONNEL INFORMATION',
  'INCIDENT DESCRIPTION',
  'CLASSIFICATIONS',
  'CONTRIBUTING FACTORS',
  'ROOT CAUSE ANALYSIS',
  'PREVENTIVE MEASURES',
  'WITNESSES',
  'FOLLOW-UP REQUIREMENTS',
];

describeInBrowser('reviewing an incident in the browser', () => {
  const e2e = appInBrowser();

  it('an admin confirms each status change, resolves only with a note, reads who changed it, sees it as it was, and exports it', async () => {
    const { page, context } = e2e.browser;
    const api = (path: string) => `${e2e.app.baseUrl}${path}`;

    // An employee reports an incident (through the API; the form has its own browser test).
    await signInThroughApi(e2e.browser, e2e.app, 'employee');
    const description =
      'A reversing forklift came within a metre of a picker in aisle 7 because the spotter had been called away to the dock.';
    const created = await context.request.post(api('/api/incidents'), {
      data: validReport({ location: 'Aisle 7, Warehouse B', description }),
    });
    expect(created.status()).toBe(201);
    const { id, reportNumber } = (await created.json()) as { id: string; reportNumber: string };
    const secondCreated = await context.request.post(api('/api/incidents'), {
      data: validReport({ location: 'Dock 3', description: 'A pallet slid off the forks at the dock.' }),
    });
    const second = (await secondCreated.json()) as { id: string; reportNumber: string };

    // Every status change the page sends, to prove that choosing alone writes nothing.
    const statusWrites: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PATCH' && request.url().endsWith('/status')) statusWrites.push(request.url());
    });

    // The admin finds it among the notifications, with the 100-character preview, and acknowledges it.
    await signInThroughApi(e2e.browser, e2e.app, 'admin');
    await page.goto(api('/admin/notifications'));
    await page.getByRole('heading', { level: 1, name: 'Admin Notifications' }).waitFor();
    const notification = page
      .getByRole('list', { name: 'Incidents awaiting attention' })
      .getByRole('article', { name: new RegExp(`#${reportNumber}`) });
    await notification.waitFor();
    await expect(notification.textContent()).resolves.toContain(`${description.slice(0, 100)}…`);
    // Acknowledge asks first; cancelling changes nothing.
    const acknowledge = notification.getByRole('button', { name: `Acknowledge report #${reportNumber}` });
    await acknowledge.click();
    const confirmAcknowledge = page.getByRole('dialog', { name: `Acknowledge report #${reportNumber}?` });
    await confirmAcknowledge.getByRole('button', { name: 'Cancel' }).click();
    await confirmAcknowledge.waitFor({ state: 'detached' });
    expect(statusWrites).toEqual([]);
    await acknowledge.click();
    await confirmAcknowledge.getByRole('button', { name: 'Acknowledge', exact: true }).click();
    await page.getByText('Incident status has been updated successfully.', { exact: true }).waitFor();
    await notification.waitFor({ state: 'detached' });

    // Resolve asks for a note, and refuses to go on without one.
    const other = page
      .getByRole('list', { name: 'Incidents awaiting attention' })
      .getByRole('article', { name: new RegExp(`#${second.reportNumber}`) });
    await other.getByRole('button', { name: `Resolve report #${second.reportNumber}` }).click();
    const confirmResolve = page.getByRole('dialog', { name: `Resolve report #${second.reportNumber}?` });
    await confirmResolve.getByRole('button', { name: 'Resolve', exact: true }).click();
    const resolveNote = confirmResolve.getByLabel('Note');
    await confirmResolve.getByText(missingNote, { exact: true }).waitFor();
    await expect(resolveNote.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(resolveNote.evaluate((el) => el === el.ownerDocument.activeElement)).resolves.toBe(true);
    expect(statusWrites).toHaveLength(1);
    await resolveNote.fill('Spotter rota changed so the dock call never leaves an aisle unwatched.');
    await confirmResolve.getByRole('button', { name: 'Resolve', exact: true }).click();
    await other.waitFor({ state: 'detached' });
    const statusOfSecond = async () =>
      ((await (await context.request.get(api(`/api/incidents/${second.id}`))).json()) as { status: string })
        .status;
    await expect.poll(statusOfSecond).toBe('resolved');

    // The list tabs filter on the server: the first is pending review now, the second resolved.
    await page.goto(api('/incidents?tab=resolved'));
    await page
      .getByRole('row')
      .filter({ hasText: `#${second.reportNumber}` })
      .waitFor();
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: `#${reportNumber}` })
        .count(),
    ).resolves.toBe(0);
    await page.getByRole('tab', { name: 'Pending Review' }).click();
    const row = page.getByRole('row').filter({ hasText: `#${reportNumber}` });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain('Under Review');
    await row.getByRole('link', { name: `View report #${reportNumber}` }).click();

    // The detail page: the timeline names the admin and the new status.
    await page.waitForURL(new RegExp(`/incidents/${id}$`));
    await page.getByRole('heading', { level: 1, name: `Incident #${reportNumber}` }).waitFor();
    const newest = page
      .getByRole('list', { name: 'Status timeline, newest first' })
      .getByRole('listitem')
      .first();
    await newest.waitFor();
    await expect(newest.textContent()).resolves.toMatch(
      /Under Review\s*from Submitted\s*by Alex Morgan \(Admin\)/,
    );
    const history = page.getByRole('table', { name: /Every recorded event/ });
    await expect(history.getByRole('row').count()).resolves.toBe(3);

    // Time travel: one step back shows the report as submitted, with the changed field marked.
    const incidentInformation = page.getByRole('region', { name: 'Incident Information' });
    const statusLabel = incidentInformation.locator('dt', { hasText: /^Status/ });
    const statusValue = incidentInformation.locator('dt:text-matches("^Status") + dd');
    await expect(statusValue.textContent()).resolves.toBe('Under Review');
    await page.getByRole('slider', { name: 'Version' }).focus();
    await page.keyboard.press('ArrowLeft');
    const banner = page.getByRole('region', { name: /^Viewing as of / });
    await banner.waitFor();
    await expect(banner.textContent()).resolves.toContain('Version 1 of 2: Incident reported by Jamie Chen');
    await expect(banner.textContent()).resolves.toContain('Changed since then (marked below): Status.');
    await page.waitForURL(/asOfVersion=1$/);
    await incidentInformation.getByText('Submitted', { exact: true }).waitFor();
    await expect(statusValue.textContent()).resolves.toBe('Submitted');
    await expect(statusLabel.textContent()).resolves.toContain('Changed since');
    await banner.getByRole('button', { name: 'Back to now' }).click();
    await banner.waitFor({ state: 'detached' });
    await expect(statusValue.textContent()).resolves.toBe('Under Review');

    // Administration: find it by report number and open its dialog.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Administration' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Administration' }).waitFor();
    await page.getByLabel('Search').fill(reportNumber);
    await page.getByRole('heading', { name: 'Incidents (1)' }).waitFor();
    await page
      .getByRole('list', { name: 'Matching incidents' })
      .getByRole('button', { name: `View Details of report #${reportNumber}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Incident #${reportNumber}` });
    const status = dialog.getByLabel('Change status to');
    await status.waitFor();
    await expect(status.inputValue()).resolves.toBe('under-review');

    // An arrow key on the status only chooses it: nothing is saved until the button is pressed.
    const writesBefore = statusWrites.length;
    await status.focus();
    await page.keyboard.press('ArrowDown');
    await dialog.getByText('Not saved until you press Update Status.', { exact: true }).waitFor();
    await expect(status.inputValue()).resolves.toBe('investigating');
    await expect(dialog.getByRole('region', { name: 'Status' }).textContent()).resolves.toContain(
      'Now Under Review',
    );
    expect(statusWrites).toHaveLength(writesBefore);
    await status.selectOption('under-review');

    // Someone else changes the status meanwhile: the dialog's change is refused, not applied blindly.
    const elsewhere = await context.request.patch(api(`/api/incidents/${id}/status`), {
      data: { status: 'investigating', note: 'Changed in another tab.' },
    });
    expect(elsewhere.ok()).toBe(true);
    const token = elsewhere.headers()[CONSISTENCY_HEADER.toLowerCase()] ?? '';
    await context.request.get(api(`/api/incidents/${id}`), { headers: { [CONSISTENCY_HEADER]: token } });
    await status.selectOption('resolved');
    await dialog.getByLabel('Note').fill('Spotter back in place.');
    await dialog.getByRole('button', { name: 'Update Status' }).click();
    await page.getByText('Update Failed', { exact: true }).waitFor();
    await expect.poll(() => status.inputValue()).toBe('investigating');

    // Resolving needs a note: without one the form refuses, next to the field, and sends nothing.
    await status.selectOption('resolved');
    const writesBeforeRefusal = statusWrites.length;
    await dialog.getByRole('button', { name: 'Update Status' }).click();
    const note = dialog.getByLabel('Note');
    await dialog.getByText(missingNote, { exact: true }).waitFor();
    await expect(note.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(note.evaluate((el) => el === el.ownerDocument.activeElement)).resolves.toBe(true);
    expect(statusWrites).toHaveLength(writesBeforeRefusal);
    await note.fill('Spotter back in place; the dock call now goes to the shift lead.');
    await dialog.getByRole('button', { name: 'Update Status' }).click();
    await page.getByText('Status Updated', { exact: true }).waitFor();
    await expect.poll(() => status.inputValue()).toBe('resolved');

    // Export: the text file carries the report number and every section heading.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Export' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`Incident_Report_${reportNumber}.txt`);
    const text = await readFile(await download.path(), 'utf8');
    expect(text).toContain(reportNumber);
    for (const heading of exportHeadings) expect(text).toMatch(new RegExp(`^${heading}$`, 'm'));
    expect(text).toMatch(/^Status: Resolved$/m);
    expect(text).toMatch(/^Generated By: admin$/m);
    await page.getByText(`Incident report ${reportNumber} has been downloaded.`, { exact: true }).waitFor();

    expect(unexpected(e2e.browser.consoleErrors)).toEqual([]);
  });
});
