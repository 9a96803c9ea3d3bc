import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { InspectionDetail } from '@hs/contracts';
import { openBrowser, type Browser } from '../support/browser.ts';
import { inspectionSteps, startForkliftCheck } from '../support/inspection-steps.ts';
import { pngFile } from '../support/sample-files.ts';
import { signInThroughApi, startRunningApp, type RunningApp } from '../support/running-app.ts';
import { describeInBrowser } from '../support/browser-suite.ts';

/** Where screenshots (and the printed report as PDF) go when SHOTS_DIR is set; none otherwise. */
const shotsDir = process.env.SHOTS_DIR;

describeInBrowser('notes, failing answers, review and sign-off on a phone', () => {
  let app: RunningApp;
  let employee: Browser;
  let photoPath = '';

  const shot = async (name: string) => {
    if (!shotsDir) return;
    await mkdir(shotsDir, { recursive: true });
    await employee.page.screenshot({ path: path.join(shotsDir, name), fullPage: true });
  };

  beforeAll(async () => {
    app = await startRunningApp();
    employee = await openBrowser();
    await employee.page.setViewportSize({ width: 375, height: 812 });
    await signInThroughApi(employee, app, 'employee');
    photoPath = path.join(os.tmpdir(), `hs-note-horn-${process.pid}.png`);
    await writeFile(photoPath, pngFile());
  });
  afterAll(async () => {
    await employee?.close();
    await app?.stop();
  });

  it('a note typed and never saved by a button is on the completed inspection, signed off by the inspector', async () => {
    const { page } = employee;
    await startForkliftCheck(page, app.baseUrl);

    const { next, saved, tap, reading } = inspectionSteps(page);
    // No button saves a note: none is offered.
    await expect(page.getByRole('button', { name: 'Save note' }).count()).resolves.toBe(0);

    await tap('Good'); // forks
    await next();
    // A note typed after answering is saved once typing pauses.
    await tap('Yes'); // chains
    await page.getByLabel('Note (optional)').fill('Chains oiled this week');
    await page.getByRole('status').filter({ hasText: 'Note saved' }).waitFor();
    await saved('Yes (note: Chains oiled this week)');
    await next();
    // Where "Yes" fails, the page says so before anything is chosen.
    await page.getByText('Careful: “Yes” fails this check and raises a finding.').waitFor();
    await tap('No'); // hydraulic leaks
    await next();
    await reading('Reading (psi)', '92', '92 psi');
    await next();
    await tap('Full');
    await next();
    await tap('Yes'); // data plate
    await next();

    // The horn is silent: the failing answer is marked in colour, icon and words.
    await page.getByRole('button', { name: 'No', exact: true }).click();
    await saved('No');
    await page.getByText('Fails: raises a finding').waitFor();
    await page.getByLabel('Add photo').setInputFiles(photoPath);
    await page.getByRole('img', { name: /Photo hs-note-horn/ }).waitFor();
    // Typed, then straight on: no save button, no waiting.
    await page.getByLabel('Note (optional)').fill('No sound when pressed');
    await shot('inspection-failed-answer-375.png');
    await next();

    await page.getByText('Question 8 of 12').waitFor();
    for (let i = 0; i < 4; i += 1) {
      await tap('Yes'); // lights, brakes, seat belt, steering
      await next();
    }
    await reading('Reading (h)', '1532', '1532 h');
    // The last note goes in as the inspector moves to the review.
    await page.getByLabel('Note (optional)').fill('Meter glass cracked but readable');
    await next();

    // The review lists the failed item with its answer, note and photos, and links back to it.
    const review = page.getByRole('region', { name: 'Review and complete' });
    await review.getByRole('heading', { name: 'Failed items (1)' }).waitFor();
    const failed = review.getByRole('listitem', { name: 'Failed: Horn works' });
    await failed.getByText('Answer: No').waitFor();
    await failed.getByText('Note: No sound when pressed').waitFor();
    await failed.getByText('1 photo').waitFor();
    await shot('inspection-review-375.png');
    await failed.getByRole('button', { name: 'Go to question 7: Horn works' }).click();
    await page.getByRole('group', { name: 'Horn works' }).waitFor();
    await expect(page.getByLabel('Note (optional)').inputValue()).resolves.toBe('No sound when pressed');
    for (let i = 0; i < 6; i += 1) await next();

    // Signing off: the box is required, and the error shows only once the inspector acts.
    const signOff = review.getByRole('region', { name: 'Sign-off' });
    await expect(signOff.getByRole('alert').count()).resolves.toBe(0);
    const me = (await (await page.request.get(`${app.baseUrl}/api/user`)).json()) as {
      firstName: string;
      lastName: string;
    };
    const name = `${me.firstName} ${me.lastName}`;
    await signOff.getByText(name).first().waitFor();
    await signOff.getByRole('button', { name: 'Sign off and complete' }).click();
    await signOff
      .getByRole('alert')
      .filter({ hasText: 'Tick the box to sign off the inspection.' })
      .waitFor();
    await signOff.getByRole('checkbox', { name: `I sign off this inspection as ${name}` }).check();
    await shot('inspection-sign-off-375.png');
    await signOff.getByRole('button', { name: 'Sign off and complete' }).click();

    await page.getByRole('heading', { name: /^Score / }).waitFor();
    const finding = page.getByRole('listitem', { name: 'Finding: Horn works' });
    await finding.getByText('No sound when pressed', { exact: false }).waitFor();
    await page.getByText(new RegExp(`^Signed off by ${name}, `)).waitFor();
    await shot('inspection-completed-375.png');

    // The record itself, as the server keeps it.
    const id = page.url().split('/').at(-1)!;
    const detail = (await (
      await page.request.get(`${app.baseUrl}/api/inspections/${id}`)
    ).json()) as InspectionDetail;
    const noteOf = (questionId: string) => detail.answers.find((a) => a.questionId === questionId)?.note;
    expect([noteOf('horn'), noteOf('hour-meter'), noteOf('chains')]).toEqual([
      'No sound when pressed',
      'Meter glass cracked but readable',
      'Chains oiled this week',
    ]);
    expect(detail.signOff?.name).toBe(name);
    expect(detail.findingList.map((f) => [f.findingId, f.note])).toEqual([['horn', 'No sound when pressed']]);

    // The printable report: every part a reader needs, and it fits the phone as well as paper.
    await page.getByRole('link', { name: 'Print report' }).click();
    await page.getByRole('heading', { level: 1, name: 'Inspection report' }).waitFor();
    const report = page.locator('article.inspection-report');
    for (const part of ['Findings', 'Every item', 'Sign-off'])
      await report.getByRole('region', { name: part }).waitFor();
    await report
      .getByRole('listitem', { name: 'Finding: Horn works' })
      .getByText('No action raised yet.')
      .waitFor();
    await report.getByText(`Signed off by ${name}`, { exact: false }).waitFor();
    await expect(page.evaluate<number>('document.documentElement.scrollWidth')).resolves.toBeLessThanOrEqual(
      375,
    );
    await shot('inspection-report-screen-375.png');
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Print' }).isVisible()).resolves.toBe(false);
    await shot('inspection-report-print-375.png');
    if (shotsDir) await page.pdf({ path: path.join(shotsDir, 'inspection-report.pdf'), format: 'Letter' });
    await page.emulateMedia({ media: 'screen' });
    expect(employee.consoleErrors).toEqual([]);
  });
});
