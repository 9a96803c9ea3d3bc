import { mkdir } from 'node:fs/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CONSISTENCY_HEADER } from '@hs/contracts';
import { openBrowser, type Browser } from '../support/browser.ts';
import { validReport } from '../support/incident-fixtures.ts';
import { signInThroughApi, startRunningApp, type RunningApp } from '../support/running-app.ts';
import { photoPng } from '../support/sample-files.ts';
import { describeInBrowser } from '../support/browser-suite.ts';

/** Where screenshots for the reviewer go when SHOTS_DIR is set; none are taken otherwise. */
const shotsDir = process.env.SHOTS_DIR;
const phone = { width: 375, height: 812 };
const title = 'Fit a fixed guard to saw 2';
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describeInBrowser('a corrective action on a phone, from an incident to verified', () => {
  let app: RunningApp;
  let officer: Browser;
  let employee: Browser;
  let incidentId = '';
  let actionUrl = '';

  beforeAll(async () => {
    app = await startRunningApp();
    [officer, employee] = await Promise.all([openBrowser(), openBrowser()]);
    await Promise.all([officer.page.setViewportSize(phone), employee.page.setViewportSize(phone)]);
    await signInThroughApi(officer, app, 'officer');
    await signInThroughApi(employee, app, 'employee');
    const reported = await employee.context.request.post(`${app.baseUrl}/api/incidents`, {
      data: validReport({ description: 'Hand near the blade of saw 2.' }),
    });
    expect(reported.status(), await reported.text()).toBe(201);
    const body = (await reported.json()) as { id: string; consistencyToken: string };
    incidentId = body.id;
    await officer.context.request.get(`${app.baseUrl}/api/incidents/${incidentId}`, {
      headers: { [CONSISTENCY_HEADER]: body.consistencyToken },
    });
    if (shotsDir) await mkdir(shotsDir, { recursive: true });
  });
  afterAll(async () => {
    await officer?.close();
    await employee?.close();
    await app?.stop();
  });

  it('the safety officer raises an action from the incident page', async () => {
    const { page } = officer;
    await page.goto(`${app.baseUrl}/incidents/${incidentId}`);
    await page.getByText('No corrective actions yet.').waitFor();
    await page.getByRole('link', { name: 'Raise action' }).click();
    await page.getByRole('heading', { level: 1, name: 'New Corrective Action' }).waitFor();
    // The incident's number, and a title naming it until the officer writes their own.
    await page.getByText(/^Raised from incident IR-\d{4}-\d+$/).waitFor();
    await expect
      .poll(() => page.getByLabel('Title').inputValue())
      .toMatch(/^Prevent a repeat of IR-\d{4}-\d+ at .+$/);
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Description').fill('The blade can be reached from the feed side.');
    await page.getByLabel('Hierarchy of controls').selectOption('engineering');
    await page.getByLabel('Priority').selectOption('high');
    await page.getByLabel('Owner').selectOption({ label: 'Jamie Chen (Production)' });
    await page.getByLabel('Due date').fill(inDays(7));
    if (shotsDir) await page.screenshot({ path: `${shotsDir}/new-action-form.png`, fullPage: true });
    await page.getByRole('button', { name: 'Raise action' }).click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    actionUrl = page.url();
    expect(actionUrl).toMatch(/\/actions\/[0-9a-f-]{36}$/);
    await page.getByText('Open', { exact: true }).first().waitFor();
    await page.getByRole('link', { name: /^Raised from incident IR-/ }).waitFor();
    // The officer may not do the owner's part: no Mark done for them.
    expect(await page.getByRole('button', { name: 'Mark done' }).count()).toBe(0);
    await page.goto(`${app.baseUrl}/incidents/${incidentId}`);
    const card = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'Corrective actions' }) });
    await card.getByRole('link', { name: title }).waitFor();
    // The card fits the phone: nothing of it is cut off at the side.
    expect((await card.boundingBox())!.width).toBeLessThanOrEqual(phone.width);
    // Nor is the page wider than the phone: the history is a list of cards there, not a table.
    await page.getByRole('list', { name: /Every recorded event/ }).waitFor();
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(
      phone.width,
    );
    if (shotsDir) await page.screenshot({ path: `${shotsDir}/incident-with-action.png`, fullPage: true });
    if (shotsDir) await card.screenshot({ path: `${shotsDir}/incident-actions-card.png` });
    expect(officer.consoleErrors).toEqual([]);
  });

  it('the owner finds it in My work and marks it done with a note and a photo', async () => {
    const { page } = employee;
    await page.goto(`${app.baseUrl}/my-work`);
    const item = page.getByRole('listitem', { name: `Corrective action: ${title}` });
    await item.waitFor();
    if (shotsDir) await item.screenshot({ path: `${shotsDir}/my-work-action.png` });
    await item.getByRole('link', { name: /Open the action/ }).click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByRole('button', { name: 'Start work' }).click();
    await page.getByText('In progress', { exact: true }).first().waitFor();
    await page.getByLabel('What was done').fill('Fixed guard fitted and tested with the feed running.');
    await page.getByLabel('Photo (optional)').setInputFiles({
      name: 'guard.png',
      mimeType: 'image/png',
      buffer: photoPng(),
    });
    await page.getByRole('button', { name: 'Mark done' }).click();
    await page.getByText('Done, awaiting verification').first().waitFor();
    await page.getByRole('img', { name: 'Photo guard.png' }).waitFor();
    expect(await page.getByRole('button', { name: 'Verify effective' }).count()).toBe(0);
    expect(employee.consoleErrors).toEqual([]);
  });

  it('the safety officer verifies it, and the timeline shows every step with who and when', async () => {
    const { page } = officer;
    await page.goto(actionUrl);
    await page
      .getByLabel('How effectiveness was checked (optional)')
      .fill('Checked on the floor: guard holds.');
    await page.getByRole('button', { name: 'Verify effective' }).click();
    await page.getByText('This action is closed: verified effective.').waitFor();
    const timeline = page.getByRole('list').filter({ hasText: 'Action raised' });
    const steps = await timeline.getByRole('listitem').allTextContents();
    expect(steps.map((s) => s.split(/Priya Shah|Jamie Chen/)[0])).toEqual([
      'Action raised',
      'Work started',
      'Photo added',
      'Marked done',
      'Verified effective',
    ]);
    expect(steps.slice(1, 4).every((s) => s.includes('Jamie Chen'))).toBe(true);
    expect(steps[4]).toContain('Checked on the floor: guard holds.');
    const photoLoaded = await page.getByRole('img', { name: 'Photo guard.png' }).evaluate((img) => {
      const image = img as unknown as { complete: boolean; naturalWidth: number };
      return image.complete && image.naturalWidth > 0;
    });
    expect(photoLoaded).toBe(true);
    if (shotsDir) await page.screenshot({ path: `${shotsDir}/action-timeline.png`, fullPage: true });
    expect(officer.consoleErrors).toEqual([]);
  });

  it('the safety officer opens on all actions and filters them by state, kept across a reload', async () => {
    const { page } = officer;
    await page.goto(`${app.baseUrl}/actions`);
    await page.getByRole('heading', { level: 1, name: 'Corrective Actions' }).waitFor();
    expect(await page.getByRole('tab', { name: 'All actions' }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('link', { name: title }).waitFor();
    await page.getByLabel('State').selectOption('open');
    await page.getByText('No actions match these filters.').waitFor();
    await page.getByLabel('State').selectOption('verified');
    await page.getByRole('link', { name: title }).waitFor();
    if (shotsDir) await page.screenshot({ path: `${shotsDir}/all-actions.png`, fullPage: true });
    await page.reload();
    expect(await page.getByLabel('State').inputValue()).toBe('verified');
    await page.getByRole('link', { name: title }).waitFor();
    await page.getByRole('tab', { name: 'My actions' }).click();
    await page.getByText('You have no corrective actions.').waitFor();
    expect(officer.consoleErrors).toEqual([]);
  });
});
