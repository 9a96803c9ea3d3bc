import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DecideRecordkeepingBody } from '@hs/contracts';
import { openBrowser, type Browser } from '../support/browser.ts';
import { validReport } from '../support/incident-fixtures.ts';
import { signInThroughApi, startRunningApp, type RunningApp } from '../support/running-app.ts';
import { answered } from '../support/guided-answers.ts';
import { describeInBrowser } from '../support/browser-suite.ts';

const shots = process.env.SHOTS_DIR;

describeInBrowser('OSHA deadlines and incidence rates on the screens', () => {
  let app: RunningApp;
  let browser: Browser;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    app = await startRunningApp();
    browser = await openBrowser();
    const { context } = browser;
    const api = (path: string) => `${app.baseUrl}${path}`;
    // A site without hours worked yet: its rates are a dash, never 0.00.
    await signInThroughApi(browser, app, 'admin');
    await context.request.post(api('/api/establishments'), {
      data: {
        name: 'Plant 3',
        company: 'TODCO',
        streetAddress: '9 Dock St',
        city: 'Lafayette',
        state: 'LA',
        zip: '70501',
        naicsCode: '213111',
        industryDescription: 'Drilling oil and gas wells',
        timeZone: 'America/Chicago',
      },
    });
    // Its own site with this year's hours, so the demo's cases do not change its rates.
    const created = await context.request.post(api('/api/establishments'), {
      data: {
        name: 'Plant 4',
        company: 'IPSI',
        streetAddress: '77 Refinery Rd',
        city: 'Pasadena',
        state: 'TX',
        zip: '77506',
        naicsCode: '325110',
        industryDescription: 'Petrochemical manufacturing',
        timeZone: 'America/Chicago',
      },
    });
    const plant = (await created.json()) as { id: string };
    const thisYear = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' })
      .format(new Date())
      .slice(0, 4);
    await context.request.put(api(`/api/establishments/${plant.id}/years/${thisYear}`), {
      data: { annualAverageEmployees: 108, totalHoursWorked: 216_000, peakEmployees: 108 },
    });
    await signInThroughApi(browser, app, 'officer');
    // Yesterday in UTC is never after the site's today, whatever its zone.
    const date = new Date(Date.now() - 36 * 3_600_000).toISOString().slice(0, 10);
    const report = async () => {
      const created = await context.request.post(api('/api/incidents'), {
        data: { ...validReport({ type: 'injury', date, injuryOccurred: true }), establishmentId: plant.id },
      });
      return ((await created.json()) as { id: string }).id;
    };
    const decide = (id: string, decision: Partial<DecideRecordkeepingBody>) =>
      context.request.put(api(`/api/incidents/${id}/recordkeeping`), {
        data: answered({
          workRelated: true,
          recordable: true,
          outcome: null,
          caseType: 'injury',
          ...decision,
        }),
      });
    ids.fatality = await report();
    ids.hospitalized = await report();
    await decide(ids.fatality, { outcome: 'death', dateOfDeath: date });
    await decide(ids.hospitalized, { outcome: 'other-recordable', hospitalizedOvernight: true });
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('the dashboard banner counts down the 8-hour report of a fatality for the safety team', async () => {
    const { page } = browser;
    await page.goto(`${app.baseUrl}/dashboard`);
    const banner = page.getByRole('region', { name: 'OSHA deadlines' });
    await banner.getByText('Fatality: report to OSHA within 8 hours').waitFor();
    await expect(banner.textContent()).resolves.toMatch(/\d+ h \d\d min left|overdue by/);
    await expect(banner.textContent()).resolves.toContain(
      'In-patient hospitalization: report to OSHA within 24 hours',
    );
    if (shots) await banner.screenshot({ path: `${shots}/dashboard-banner.png` });
    // The bell's panel counts the two reports owed to OSHA (and any overdue recording of the demo data).
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Notifications, / })
      .click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await expect(
      panel.getByRole('link', { name: /OSHA deadlines and reports to review/ }).textContent(),
    ).resolves.toMatch(/\d+ OSHA deadlines need attention/);
    if (shots) await page.screenshot({ path: `${shots}/header-bell.png` });
    await page.keyboard.press('Escape');
  });

  it('the compliance page shows TRIR and DART, with a dash and "no hours" where hours are missing', async () => {
    const { page } = browser;
    await page.goto(`${app.baseUrl}/compliance`);
    const card = page.getByRole('region', { name: 'OSHA Incidence Rates' });
    const plantRow = card.getByRole('row', { name: /Plant 4/ });
    await plantRow.waitFor();
    // Two recordable cases, no DART case, at Plant 4 this year: 2 x 200,000 / 216,000 hours = 1.85.
    await expect(plantRow.textContent()).resolves.toContain('1.85 / 0.00');
    const newSite = card.getByRole('row', { name: /Plant 3/ });
    await expect(newSite.textContent()).resolves.toContain('— / —');
    await expect(newSite.textContent()).resolves.toContain('no hours');
    if (shots) await card.screenshot({ path: `${shots}/compliance-rates.png` });
  });

  it('an admin records the report to OSHA: the reference number is required, then the countdown stops', async () => {
    const { page } = browser;
    await signInThroughApi(browser, app, 'admin');
    await page.goto(`${app.baseUrl}/admin/notifications`);
    const list = page.getByRole('list', { name: 'OSHA deadlines' });
    const fatality = list.getByRole('listitem').filter({ hasText: 'Fatality: report to OSHA' });
    await fatality.getByRole('button', { name: 'Record report to OSHA' }).click();
    await fatality.getByRole('button', { name: 'Save report' }).click();
    const reference = fatality.getByLabel('OSHA reference number');
    await expect(reference.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(reference.evaluate((el) => el === el.ownerDocument.activeElement)).resolves.toBe(true);
    if (shots) await fatality.screenshot({ path: `${shots}/osha-report-form.png` });
    await reference.fill('1234567');
    await fatality.getByRole('button', { name: 'Save report' }).click();
    await list.getByText('Fatality: report to OSHA within 8 hours').waitFor({ state: 'detached' });
    await expect(list.textContent()).resolves.toContain('In-patient hospitalization');
    if (shots) await page.screenshot({ path: `${shots}/notifications-deadlines.png`, fullPage: true });

    await page.goto(`${app.baseUrl}/admin`);
    await page
      .getByRole('region', { name: 'OSHA Incidence Rates' })
      .getByRole('row', { name: /Overall/ })
      .waitFor();
    if (shots)
      await page
        .getByRole('region', { name: 'OSHA Incidence Rates' })
        .screenshot({ path: `${shots}/admin-rates.png` });
    expect(browser.consoleErrors).toEqual([]);
  });
});
