import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openBrowser, type Browser } from '../support/browser.ts';
import { inspectionSteps, startForkliftCheck } from '../support/inspection-steps.ts';
import { photoPng, pngFile } from '../support/sample-files.ts';
import { signInThroughApi, startRunningApp, type RunningApp } from '../support/running-app.ts';
import { describeInBrowser } from '../support/browser-suite.ts';

/** Where screenshots for the reviewer go when SHOTS_DIR is set; none are taken otherwise. */
const shotsDir = process.env.SHOTS_DIR;
const phone = { width: 375, height: 812 };
const dueDay = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
const dueWords = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
}).format(new Date(`${dueDay}T00:00:00Z`));

describeInBrowser('from a failing forklift check to a verified corrective action, on phones', () => {
  let app: RunningApp;
  let employee: Browser;
  let officer: Browser;
  let photoPath = '';

  const shot = async (name: string, browser: Browser) => {
    if (!shotsDir) return;
    await mkdir(shotsDir, { recursive: true });
    await browser.page.screenshot({ path: path.join(shotsDir, name), fullPage: true });
  };
  const pageWidth = (browser: Browser) =>
    browser.page.evaluate<number>('document.documentElement.scrollWidth');

  beforeAll(async () => {
    app = await startRunningApp();
    [employee, officer] = await Promise.all([openBrowser(), openBrowser()]);
    await Promise.all([employee.page.setViewportSize(phone), officer.page.setViewportSize(phone)]);
    await signInThroughApi(employee, app, 'employee');
    await signInThroughApi(officer, app, 'officer');
    photoPath = path.join(os.tmpdir(), `hs-flow-horn-${process.pid}.png`);
    await writeFile(photoPath, pngFile());
  });
  afterAll(async () => {
    await employee?.close();
    await officer?.close();
    await app?.stop();
  });

  it('check, finding, action raised from it, done by the owner, verified, and shown on the inspection', async () => {
    // The employee does today's forklift check; the horn fails, with a note and a photo.
    const emp = employee.page;
    await startForkliftCheck(emp, app.baseUrl);
    const { next, saved, tap, reading } = inspectionSteps(emp);
    await tap('Good'); // forks
    await next();
    await tap('Yes'); // chains
    await next();
    await tap('No'); // hydraulic leaks
    await next();
    await reading('Reading (psi)', '92', '92 psi');
    await next();
    await tap('Full');
    await next();
    await tap('Yes'); // data plate
    await next();
    await emp.getByLabel('Note (optional)').fill('No sound when pressed');
    await emp.getByRole('button', { name: 'No', exact: true }).click();
    await saved('No (note: No sound when pressed)');
    await emp.getByLabel('Add photo').setInputFiles(photoPath);
    await emp.getByRole('img', { name: /Photo hs-flow-horn/ }).waitFor();
    await shot('1-employee-horn-failing-with-photo.png', employee);
    await next();
    for (let i = 0; i < 4; i += 1) {
      await tap('Yes'); // lights, brakes, seat belt, steering
      await next();
    }
    await reading('Reading (h)', '1532', '1532 h');
    await next();
    await emp.getByRole('checkbox', { name: /^I sign off this inspection as / }).check();
    await emp.getByRole('button', { name: 'Sign off and complete' }).click();
    await emp.getByRole('heading', { name: 'Score 91.7%' }).waitFor();
    const inspectionUrl = emp.url();
    expect(inspectionUrl).toMatch(/\/inspections\/[0-9a-f-]{36}$/);

    // The officer opens the completed inspection: one finding, nothing raised from it yet.
    const off = officer.page;
    await off.goto(inspectionUrl);
    const finding = off.getByRole('listitem', { name: 'Finding: Horn works' });
    await finding.getByText('No action raised yet.').waitFor();
    await finding.getByRole('link', { name: /Raise action/ }).click();

    // The new-action screen shows the finding as the inspection recorded it, and suggests a title.
    await off.getByRole('heading', { level: 1, name: 'New Corrective Action' }).waitFor();
    const shown = off.getByRole('region', { name: 'The finding' });
    await shown.getByText('Horn works').waitFor();
    await expect(shown.locator('dd').allTextContents()).resolves.toEqual([
      expect.stringContaining('Horn works'),
      'No',
      'No sound when pressed',
    ]);
    await expect(off.getByLabel('Title').inputValue()).resolves.toBe('Fix: Horn works');
    // The action takes the inspection's site, so it is overdue by that site's clock.
    await off.waitForFunction(
      "document.getElementById('new-action-establishmentId')?.selectedOptions[0]?.text === 'Plant 2'",
    );
    await off.getByLabel('Hierarchy of controls').selectOption('engineering');
    await off.getByLabel('Priority').selectOption('high');
    await off.getByLabel('Owner').selectOption({ label: 'Jamie Chen (Production)' });
    await off.getByLabel('Due date').fill(dueDay);
    await shot('2-officer-new-action-from-finding.png', officer);
    expect(await pageWidth(officer)).toBeLessThanOrEqual(phone.width);
    await off.getByRole('button', { name: 'Raise action' }).click();
    await off.getByRole('heading', { level: 1, name: 'Fix: Horn works' }).waitFor();
    const actionUrl = off.url();
    expect(actionUrl).toMatch(/\/actions\/[0-9a-f-]{36}$/);

    // The owner starts it and marks it done with a note and a photo.
    await emp.goto(actionUrl);
    await emp.getByRole('button', { name: 'Start work' }).click();
    await emp.getByText('In progress', { exact: true }).first().waitFor();
    await emp.getByLabel('What was done').fill('Horn fuse replaced; horn sounds.');
    await emp.getByLabel('Photo (optional)').setInputFiles({
      name: 'horn-fixed.png',
      mimeType: 'image/png',
      buffer: photoPng(),
    });
    await emp.getByRole('button', { name: 'Mark done' }).click();
    await emp.getByText('Done, awaiting verification').first().waitFor();

    // The officer verifies it; the timeline shows each step, its due date as the app writes dates.
    await off.goto(actionUrl);
    await off.getByLabel('How effectiveness was checked (optional)').fill('Pressed it on the truck: loud.');
    await off.getByRole('button', { name: 'Verify effective' }).click();
    await off.getByText('This action is closed: verified effective.').waitFor();
    const timeline = off.getByRole('list').filter({ hasText: 'Action raised' });
    const steps = await timeline.getByRole('listitem').allTextContents();
    expect(steps.map((s) => s.split(/Priya Shah|Jamie Chen/)[0])).toEqual([
      'Action raised',
      'Work started',
      'Photo added',
      'Marked done',
      'Verified effective',
    ]);
    expect(steps[0]).toContain(`due ${dueWords}`);
    expect(steps[0]).not.toContain(dueDay);
    expect(steps[3]).toContain('Horn fuse replaced; horn sounds.');
    expect(steps[4]).toContain('Pressed it on the truck: loud.');
    await shot('3-officer-action-timeline.png', officer);
    const source = off.getByRole('link', { name: 'Raised from a finding of an inspection' });
    await expect(source.getAttribute('href')).resolves.toBe(new URL(inspectionUrl).pathname);

    // Back on the inspection, the finding shows its action and that it is verified.
    await off.goto(inspectionUrl);
    const raised = off
      .getByRole('listitem', { name: 'Finding: Horn works' })
      .getByRole('list', { name: 'Actions raised' })
      .getByRole('listitem');
    await raised.getByRole('link', { name: 'Fix: Horn works' }).waitFor();
    await expect(raised.count()).resolves.toBe(1);
    await raised.getByText('Verified effective').waitFor();
    expect(await pageWidth(officer)).toBeLessThanOrEqual(phone.width);
    await shot('4-officer-inspection-with-action.png', officer);

    expect(employee.consoleErrors).toEqual([]);
    expect(officer.consoleErrors).toEqual([]);
  });
});
