import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openBrowser, type Browser } from '../support/browser.ts';
import { inspectionSteps, startForkliftCheck } from '../support/inspection-steps.ts';
import { pngFile } from '../support/sample-files.ts';
import { signInThroughApi, startRunningApp, type RunningApp } from '../support/running-app.ts';
import { describeInBrowser } from '../support/browser-suite.ts';

/** Where screenshots for the reviewer go when SHOTS_DIR is set; none are taken otherwise. */
const shotsDir = process.env.SHOTS_DIR;

describeInBrowser('an inspection done on a phone', () => {
  let app: RunningApp;
  let employee: Browser;
  let officer: Browser;
  let photoPath = '';

  const shot = async (name: string, browser = employee) => {
    if (!shotsDir) return;
    await mkdir(shotsDir, { recursive: true });
    await browser.page.screenshot({ path: path.join(shotsDir, name), fullPage: true });
  };

  beforeAll(async () => {
    app = await startRunningApp();
    [employee, officer] = await Promise.all([openBrowser(), openBrowser()]);
    await employee.page.setViewportSize({ width: 375, height: 812 });
    await signInThroughApi(employee, app, 'employee');
    await signInThroughApi(officer, app, 'officer');
    photoPath = path.join(os.tmpdir(), `hs-horn-${process.pid}.png`);
    await writeFile(photoPath, pngFile());
  });
  afterAll(async () => {
    await employee?.close();
    await officer?.close();
    await app?.stop();
  });

  it('the employee does the forklift check with one failing answer and a photo, and sees one finding', async () => {
    const { page } = employee;
    await startForkliftCheck(page, app.baseUrl);

    const { next, saved, tap } = inspectionSteps(page);

    await tap('Good'); // forks
    await next();
    await tap('Yes'); // chains
    await next();
    await tap('No'); // hydraulic leaks
    await next();
    await page.getByLabel('Reading (psi)').fill('92');
    await page.getByRole('button', { name: 'Save answer' }).click();
    await saved('92 psi');
    await next();
    await tap('Full');
    await next();
    await tap('Yes'); // data plate
    await next();
    // The horn is silent: the failing answer, with a note and a photo.
    await page.getByLabel('Note (optional)').fill('No sound when pressed');
    await page.getByRole('button', { name: 'No', exact: true }).click();
    await saved('No (note: No sound when pressed)');
    await page.getByLabel('Add photo').setInputFiles(photoPath);
    await page.getByRole('img', { name: /Photo hs-horn/ }).waitFor();
    await shot('forklift-horn-failing-with-photo.png');
    await next();

    // A reload resumes at the first question not answered: the lights.
    await page.reload();
    await page.getByText('Question 8 of 12').waitFor();
    await page.getByRole('group', { name: 'Headlights and warning lights work' }).waitFor();
    for (let i = 0; i < 4; i += 1) {
      await tap('Yes'); // lights, brakes, seat belt, steering
      await next();
    }
    await page.getByLabel('Reading (h)').fill('1532');
    await page.getByRole('button', { name: 'Save answer' }).click();
    await saved('1532 h');
    await next();
    await page.getByRole('heading', { name: 'Review and complete' }).waitFor();
    await shot('forklift-review.png');
    await page.getByRole('checkbox', { name: /^I sign off this inspection as / }).check();
    await page.getByRole('button', { name: 'Sign off and complete' }).click();

    await page.getByRole('heading', { name: /^Score / }).waitFor();
    // 12 applicable answers (the hour meter has no range), all passed but the horn: 11 of 12.
    await expect(page.getByRole('heading', { name: /^Score / }).textContent()).resolves.toBe('Score 91.7%');
    const findings = page.getByRole('listitem', { name: /^Finding: / });
    await expect(findings.count()).resolves.toBe(1);
    await expect(findings.first().getAttribute('aria-label')).resolves.toBe('Finding: Horn works');
    const raise = findings.first().getByRole('link', { name: /Raise action/ });
    await expect(raise.getAttribute('href')).resolves.toMatch(
      /^\/actions\/new\?inspectionId=[0-9a-f-]{36}&findingId=horn$/,
    );
    await shot('forklift-completed-finding.png');

    // Nothing on the page is wider than the phone.
    const overflow = await page.evaluate<number>('document.documentElement.scrollWidth');
    expect(overflow).toBeLessThanOrEqual(375);

    // Done early counts as due and done on time: the dashboard's figure is this one inspection.
    await page.goto(`${app.baseUrl}/dashboard`);
    const figure = page.getByRole('region', { name: 'Inspections Completed', exact: true });
    await figure.getByText('All departments: 1 of 1 scheduled inspections due done on time').waitFor();
    await expect(figure.locator('p').first().textContent()).resolves.toBe('1');
    await page.goto(`${app.baseUrl}/inspections`);
    await page.getByRole('heading', { name: 'History per template and site' }).waitFor();
    await page.getByText('Score 91.7%').waitFor();
    await shot('inspections-page-after.png');
    expect(employee.consoleErrors).toEqual([]);
  });

  it('a safety officer adds a number question to the walk-through and saves version 2', async () => {
    const { page } = officer;
    await page.goto(`${app.baseUrl}/inspections`);
    await page.getByRole('heading', { level: 1, name: 'Inspections' }).waitFor();
    await page.getByRole('link', { name: 'Templates' }).click();
    await page.getByRole('heading', { level: 1, name: 'Inspection templates' }).waitFor();
    await page.getByRole('button', { name: 'Edit Monthly workplace walk-through' }).click();
    const firstSection = page.getByRole('region', { name: 'Section 1' });
    await firstSection.getByRole('button', { name: 'Number with a range question in section 1' }).click();
    const added = firstSection.getByRole('group', { name: 'Number with a range' }).last();
    await added.getByLabel('Question').fill('Lux at the workbench');
    await added.getByLabel('Lowest acceptable').fill('300');
    await added.getByLabel('Unit').fill('lx');
    await shot('template-editor.png', officer);
    await page.getByRole('button', { name: 'Save new version' }).click();
    const row = page.getByRole('listitem').filter({ hasText: 'Monthly workplace walk-through' });
    await row.getByText('Version 2').waitFor();
    await expect(row.getByText(/12 questions/).count()).resolves.toBe(1);

    // Every supervisor checks the forklifts of Plant 1 weekly.
    await page.getByLabel('Template', { exact: true }).selectOption({ label: 'Forklift pre-shift check' });
    await page.getByLabel('Establishment').selectOption({ label: 'Plant 1' });
    await page.getByLabel('Frequency').selectOption('weekly');
    await page.getByLabel('Done by').selectOption({ label: 'Every Supervisor' });
    await page.getByRole('button', { name: 'Add schedule' }).click();
    await page
      .getByRole('listitem')
      .filter({ hasText: /Forklift pre-shift check · Plant 1 · Weekly from .* every Supervisor/ })
      .waitFor();
    await shot('templates-and-schedules.png', officer);

    // The schedule changes to monthly for every employee, then is cancelled with a reason.
    const name = 'Forklift pre-shift check at Plant 1';
    const item = page.getByRole('listitem', { name: `Schedule: ${name}` }).filter({ hasText: 'Weekly' });
    await item.getByRole('button', { name: `Change ${name}` }).click();
    await item.getByLabel('Frequency').selectOption('monthly');
    await item.getByLabel('Done by').selectOption({ label: 'Every Employee' });
    await item.getByLabel('Area (optional)').fill('Dock 4');
    await item.getByRole('button', { name: 'Save changes' }).click();
    const changed = page
      .getByRole('listitem', { name: `Schedule: ${name}` })
      .filter({ hasText: /Plant 1, Dock 4 · Monthly from .* every Employee/ });
    await changed.waitFor();
    await changed.getByRole('button', { name: `Cancel schedule ${name}` }).click();
    await changed.getByRole('button', { name: 'Cancel this schedule' }).click();
    await changed.getByText('Say why the schedule is cancelled').waitFor();
    await changed.getByLabel('Why it is cancelled').fill('Forklifts of Plant 1 are checked by the hire firm');
    await shot('schedule-cancel.png', officer);
    await changed.getByRole('button', { name: 'Cancel this schedule' }).click();
    await changed.waitFor({ state: 'detached' });
    // It stays on record, folded away, with the reason it stopped.
    await page.getByText(/^Cancelled schedules \(\d+\)$/).click();
    await page
      .getByRole('list', { name: 'Cancelled schedules' })
      .getByText(
        /Forklift pre-shift check · Plant 1, Dock 4 · Monthly from .*: Forklifts of Plant 1 are checked/,
      )
      .waitFor();
    await shot('schedules-cancelled.png', officer);
    expect(officer.consoleErrors).toEqual([]);
  });
});
