import { mkdir, readFile } from 'node:fs/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openBrowser, type Browser } from '../support/browser.ts';
import { aboutNonEmployee, validReport } from '../support/incident-fixtures.ts';
import { signInThroughApi, startRunningApp, type RunningApp } from '../support/running-app.ts';
import { answered } from '../support/guided-answers.ts';
import { describeInBrowser } from '../support/browser-suite.ts';
import { form301Details } from '../support/recordkeeping-fixtures.ts';

const shots = process.env.SHOTS_DIR;

describeInBrowser('Form 301 and the ITA files', () => {
  let app: RunningApp;
  let browser: Browser;
  let wrist = '';
  let incomplete = '';
  let incompleteNumber = '';
  let privateNumber = '';

  beforeAll(async () => {
    app = await startRunningApp();
    browser = await openBrowser();
    if (shots) await mkdir(shots, { recursive: true });
    const { context } = browser;
    const api = (path: string) => `${app.baseUrl}${path}`;
    const send = async (method: 'post' | 'put', path: string, data: object) => {
      const response = await context.request[method](api(path), { data });
      if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
      return (await response.json()) as { id: string; reportNumber: string };
    };

    await signInThroughApi(browser, app, 'admin');
    const { id: plant } = await send('post', '/api/establishments', {
      name: 'Ship Channel Works',
      company: 'IPSI',
      streetAddress: '4800 Industrial Blvd',
      city: 'Houston',
      state: 'TX',
      zip: '77029',
      // Plastics (3261) is in Appendix B: at 140 employees its case data is due too (1904.41(a)(2)).
      naicsCode: '326199',
      industryDescription: 'Plastics product manufacturing',
      ein: '12-3456789',
      timeZone: 'America/Chicago',
    });
    await send('put', `/api/establishments/${plant}/years/2025`, {
      annualAverageEmployees: 140,
      peakEmployees: 140,
      totalHoursWorked: 280000,
    });

    await signInThroughApi(browser, app, 'employee');
    const report = (date: string, employeeName: string) =>
      send(
        'post',
        '/api/incidents',
        validReport({ type: 'injury', date, ...aboutNonEmployee(employeeName), establishmentId: plant }),
      );
    wrist = (await report('2025-05-12', 'Maria Santos')).id;
    const second = await report('2025-08-01', 'Lee Chen');
    incomplete = second.id;
    incompleteNumber = second.reportNumber;
    const privacy = await report('2025-09-09', 'Dana Whitfield');
    privateNumber = privacy.reportNumber;

    await signInThroughApi(browser, app, 'officer');
    const base = { workRelated: true, recordable: true, caseType: 'injury' } as const;
    await send(
      'put',
      `/api/incidents/${wrist}/recordkeeping`,
      answered({
        ...base,
        outcome: 'days-away',
        daysAway: 4,
        jobTitle: 'Forklift operator',
        bodyPart: 'Fractured right wrist',
        activityBefore: 'Turning the forklift in aisle 7',
        whatHappened: 'The wrist was caught between the steering wheel and the mast guard',
        objectOrSubstance: 'Forklift mast guard',
        treatedInEmergencyRoom: true,
        ...form301Details,
      }),
    );
    await send(
      'put',
      `/api/incidents/${incomplete}/recordkeeping`,
      answered({
        ...base,
        outcome: 'other-recordable',
        bodyPart: 'Bruised knee',
        activityBefore: 'Walking to the workshop',
        whatHappened: 'Slipped on oil',
      }),
    );
    await send(
      'put',
      `/api/incidents/${privacy.id}/recordkeeping`,
      answered({
        ...base,
        caseType: 'other-illness',
        outcome: 'other-recordable',
        privacyCase: 'needlestick-contaminated',
        jobTitle: 'Nurse',
        bodyPart: 'Left index finger puncture',
        activityBefore: 'Disposing of a used syringe',
        whatHappened: 'The needle went through the glove',
        objectOrSubstance: 'Used hypodermic needle',
      }),
    );
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('a safety officer opens Form 301 from the incident and prints it on one page', async () => {
    const { page } = browser;
    await page.goto(`${app.baseUrl}/incidents/${wrist}`);
    await page.getByRole('link', { name: 'Open Form 301 (incident report)' }).click();
    const form = page.getByRole('article', { name: 'Form 301' });
    await form.waitFor();
    const employee = form.getByRole('region', { name: 'Information about the employee' });
    await expect(employee.textContent()).resolves.toContain('Maria Santos');
    await expect(employee.textContent()).resolves.toContain('18 Elm St, Pasadena, TX 77506');
    const care = form.getByRole('region', { name: /physician or other health care professional/ });
    await expect(care.textContent()).resolves.toContain('Bayshore Medical Center');
    const theCase = form.getByRole('region', { name: 'Information about the case' });
    await expect(theCase.textContent()).resolves.toContain('Fractured right wrist');
    await expect(theCase.textContent()).resolves.toContain('Forklift mast guard');
    await expect(page.getByRole('link', { name: 'Back to the incident' }).getAttribute('href')).resolves.toBe(
      `/incidents/${wrist}`,
    );
    if (shots) await page.screenshot({ path: `${shots}/form-301.png`, fullPage: true });

    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Print' }).isVisible()).resolves.toBe(false);
    await expect(page.getByRole('navigation').first().isVisible()).resolves.toBe(false);
    if (shots) await page.screenshot({ path: `${shots}/form-301-print.png`, fullPage: true });
    const pdf = await page.pdf({
      format: 'Letter',
      landscape: true,
      margin: { top: '0.4in', bottom: '0.4in' },
    });
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
    await page.emulateMedia({ media: 'screen' });
    expect(browser.consoleErrors).toEqual([]);
  });

  it('reads Form 301 as of a day: not yet a case the day before, the decided case on the day', async () => {
    const { page } = browser;
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date());
    const dayBefore = new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    await page.goto(`${app.baseUrl}/osha/301/${wrist}?asOf=${dayBefore}`);
    await page.getByText('was not decided as a recordable case by the end of').waitFor();
    const asOf = page.getByLabel('As of');
    await expect(asOf.inputValue()).resolves.toBe(dayBefore);
    await asOf.fill(today);
    const form = page.getByRole('article', { name: 'Form 301' });
    await form.waitFor();
    await expect(form.textContent()).resolves.toContain('Fractured right wrist');
    expect(new URL(page.url()).searchParams.get('asOf')).toBe(today);
    await page.getByRole('status').filter({ hasText: 'as it stood at the end of' }).waitFor();
    if (shots) await page.screenshot({ path: `${shots}/form-301-as-of.png`, fullPage: true });
    // The day before answers 404 on purpose: Chromium logs that fetch, nothing else may be logged.
    expect(
      browser.consoleErrors.filter((m) => !m.includes('the server responded with a status of 404')),
    ).toEqual([]);
    browser.consoleErrors.length = 0;
  });

  it('an admin sees what OSHA would reject, with a link to the case, before any download', async () => {
    const { page } = browser;
    await signInThroughApi(browser, app, 'admin');
    await page.goto(`${app.baseUrl}/osha/ita`);
    await page.getByLabel('Year of the records').fill('2025');
    const problems = page.getByRole('table', { name: 'Problems OSHA would reject' });
    await problems.waitFor();
    const rows = problems.getByRole('row');
    // The header row, then job_title and nar_object_substance of the incomplete case.
    await expect(rows.count()).resolves.toBe(3);
    await expect(rows.nth(1).textContent()).resolves.toBe(`Case ${incompleteNumber}job_titleRequired`);
    await expect(
      problems.getByRole('link', { name: incompleteNumber }).first().getAttribute('href'),
    ).resolves.toBe(`/incidents/${incomplete}`);
    const cases = page.getByRole('button', { name: 'Download case data (300 and 301) CSV' });
    await expect(cases.isDisabled()).resolves.toBe(true);
    const summary = page.getByRole('button', { name: 'Download establishments and 300A summary CSV' });
    await expect(summary.isEnabled()).resolves.toBe(true);
    if (shots) await page.screenshot({ path: `${shots}/ita-problems.png`, fullPage: true });

    const download = page.waitForEvent('download');
    await summary.click();
    expect((await download).suggestedFilename()).toBe('ita-summary-2025.csv');

    // As the records stood the day before, neither the establishment nor the cases were on record.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date());
    const dayBefore = new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('As of').fill(dayBefore);
    await page
      .getByText('No problems: 0 establishment(s) and 0 recordable case(s) are ready for OSHA.')
      .waitFor();
    expect(new URL(page.url()).searchParams.get('asOf')).toBe(dayBefore);
    expect(browser.consoleErrors).toEqual([]);
  });

  it("exports a privacy case's incident report from Administration without the name", async () => {
    const { page } = browser;
    await page.goto(`${app.baseUrl}/administration`);
    await page.getByRole('button', { name: `View Details of report #${privateNumber}` }).click();
    const dialog = page.getByRole('dialog');
    const exportButton = dialog.getByRole('button', { name: 'Export' });
    await dialog.getByText('Dana Whitfield').waitFor();
    await expect.poll(() => exportButton.isEnabled()).toBe(true);
    const download = page.waitForEvent('download');
    await exportButton.click();
    const file = await (await download).path();
    const text = await readFile(file, 'utf8');
    expect(text).toContain('Privacy Case');
    expect(text).not.toContain('Dana Whitfield');
    expect(browser.consoleErrors).toEqual([]);
  });
});
