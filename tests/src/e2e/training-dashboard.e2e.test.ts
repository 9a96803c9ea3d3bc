import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import {
  CONSISTENCY_HEADER,
  type CurrentMetrics,
  type CurrentUser,
  type ReportIncidentResponse,
  type Training,
} from '@hs/contracts';
import { openBrowser, type Browser } from '../support/browser.ts';
import { validReport } from '../support/incident-fixtures.ts';
import { signInThroughApi, startRunningApp, type RunningApp } from '../support/running-app.ts';
import { describeInBrowser } from '../support/browser-suite.ts';

/**
 * Chromium logs every non-OK fetch as a console error. A test that provokes one on purpose names
 * its status here; anything else is a real error.
 */
const unexpected = (messages: string[], expectedStatuses: number[] = []) =>
  messages.filter(
    (m) =>
      !expectedStatuses.some((status) =>
        m.includes(`Failed to load resource: the server responded with a status of ${status}`),
      ),
  );

/** The app below runs with TIME_ZONE=UTC, so its "this month" is that of the UTC day. */
const utcDay = (date: Date) => date.toISOString().slice(0, 10);
const lastDayOfLastMonth = () => {
  const date = new Date();
  date.setUTCDate(0);
  return utcDay(date);
};

/** A promise that holds a request until the test lets it go, to see the pending state. */
const gate = () => {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
};

const metricValue = (page: Page, label: string): Locator =>
  page.getByRole('region', { name: label, exact: true }).locator('p').first();

describeInBrowser('training and the dashboard in the browser', () => {
  let app: RunningApp;
  let browser: Browser;

  /** A read through the API; with a consistency token it waits for that write (read-your-writes). */
  const api = <T>(path: string, token?: string): Promise<T> =>
    browser.context.request
      .get(`${app.baseUrl}${path}`, token ? { headers: { [CONSISTENCY_HEADER]: token } } : {})
      .then(async (r) => {
        expect(r.status(), path).toBe(200);
        return (await r.json()) as T;
      });

  beforeAll(async () => {
    app = await startRunningApp({ env: { TIME_ZONE: 'UTC' } });
    browser = await openBrowser();
    await signInThroughApi(browser, app, 'employee');
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('the dashboard shows this month’s incidents and near misses from real data', async () => {
    const { page } = browser;
    // The demo's own sample reports may fall in the last three months: count from what is there.
    const before = await api<CurrentMetrics>('/api/metrics/current?period=last-3-months');
    const reports = [
      validReport({ type: 'injury', date: utcDay(new Date()), location: 'Press line 2' }),
      validReport({ type: 'near-miss', date: utcDay(new Date()), location: 'Loading dock 3' }),
      // Last month's report must not count.
      validReport({ type: 'near-miss', date: lastDayOfLastMonth(), location: 'Yard' }),
    ];
    let token = '';
    for (const report of reports) {
      const response = await browser.context.request.post(`${app.baseUrl}/api/incidents`, { data: report });
      expect(response.status()).toBe(201);
      token = ((await response.json()) as ReportIncidentResponse).consistencyToken;
    }
    // Once the API has caught up with the last report, so has the page loaded after it.
    const metrics = await api<CurrentMetrics>('/api/metrics/current', token);
    expect(metrics).toMatchObject({ incidentsCount: 2, nearMissesCount: 1 });
    expect(metrics.compliance.inspections).toBeNull();

    await page.goto(`${app.baseUrl}/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Safety Dashboard' }).waitFor();
    await page.getByRole('region', { name: 'Incidents This Month', exact: true }).waitFor();
    await expect(metricValue(page, 'Incidents This Month').textContent()).resolves.toBe('2');
    await expect(metricValue(page, 'Near Misses Reported').textContent()).resolves.toBe('1');
    await expect(metricValue(page, 'Training Compliance').textContent()).resolves.toBe(
      metrics.compliance.training === null
        ? 'No data yet'
        : `${Math.round(metrics.compliance.training.rate)}%`,
    );
    // No inspection is recorded anywhere: no invented figure stands in for one.
    await expect(metricValue(page, 'Inspections Completed').textContent()).resolves.toBe('No data yet');
    await expect(
      page.getByText('All departments: no inspection was due', { exact: true }).isVisible(),
    ).resolves.toBe(true);
    // The period changes every figure under it: last month's near miss now counts.
    await page.getByLabel('Period').selectOption('Last 3 Months');
    await page.getByRole('region', { name: 'Incidents Last 3 Months', exact: true }).waitFor();
    await expect(metricValue(page, 'Incidents Last 3 Months').textContent()).resolves.toBe(
      String(before.incidentsCount + 3),
    );
    await expect(metricValue(page, 'Near Misses Reported').textContent()).resolves.toBe(
      String(before.nearMissesCount + 2),
    );

    // The banner's close button hides it.
    const banner = page.getByRole('region', { name: 'Scheduled Maintenance' });
    await expect(banner.isVisible()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Dismiss: Scheduled Maintenance' }).click();
    await expect(banner.count()).resolves.toBe(0);
    expect(unexpected(browser.consoleErrors)).toEqual([]);
  });

  it('registers for a training from the dashboard: Registering..., then the success toast', async () => {
    const { page } = browser;
    const me = await api<CurrentUser>('/api/user');
    const upcoming = await api<Training[]>('/api/trainings/upcoming');
    const [first, second] = upcoming;
    if (!first || !second) throw new Error('the sample data has at least two upcoming sessions');
    const labelOf = (t: Training) => (t.type === 'online' ? 'Start Course' : 'Register');

    await page.goto(`${app.baseUrl}/dashboard`);
    const card = page.getByRole('list', { name: 'Upcoming training sessions' });
    await card.waitFor();
    await expect(card.locator(':scope > li').count()).resolves.toBe(2);
    const button = card.getByRole('button', { name: `${labelOf(first)} for ${first.title}` });

    const held = gate();
    await page.route('**/api/trainings/enroll', async (route) => {
      await held.opened;
      await route.continue();
    });
    await button.click();
    await card.getByRole('button', { name: `Registering... for ${first.title}` }).waitFor();
    await expect(card.getByRole('button', { name: /^Registering\.\.\./ }).isDisabled()).resolves.toBe(true);
    held.open();
    await page.getByText('You have been registered for the training', { exact: true }).waitFor();
    await expect(page.getByText('Success', { exact: true }).isVisible()).resolves.toBe(true);
    await page.unroute('**/api/trainings/enroll');

    // The card now says so, and the server has the registration.
    await card.locator(':scope > li').first().getByText('Registered', { exact: true }).waitFor();
    const mine = await api<{ trainingId: string; status: string }[]>(`/api/users/${me.id}/trainings`);
    expect(mine).toContainEqual(expect.objectContaining({ trainingId: first.id, status: 'enrolled' }));

    // Registered meanwhile (another tab): the server's refusal is shown as a destructive toast.
    const enrolled = await browser.context.request.post(`${app.baseUrl}/api/trainings/enroll`, {
      data: { trainingId: second.id },
    });
    expect(enrolled.status()).toBe(201);
    await card.getByRole('button', { name: `${labelOf(second)} for ${second.title}` }).click();
    await page.getByText('You are already registered for this training.', { exact: true }).waitFor();
    await expect(page.getByText('Error', { exact: true }).isVisible()).resolves.toBe(true);
    await card.locator(':scope > li').nth(1).getByText('Registered', { exact: true }).waitFor();
    expect(unexpected(browser.consoleErrors, [409])).toEqual([]);
  });

  it('the Training Center tabs filter: Online shows only online courses, In-Person only in-person ones', async () => {
    const { page } = browser;
    const catalogue = await api<Training[]>('/api/trainings');
    const count = (type: Training['type']) => catalogue.filter((t) => t.type === type).length;
    expect(count('online')).toBeGreaterThan(0);
    expect(count('inperson')).toBeGreaterThan(0);

    const typesShown = async (label: string) => {
      const list = page.getByRole('list', { name: `Courses: ${label}` });
      await list.waitFor();
      const items = list.locator(':scope > li');
      const types: string[] = [];
      for (let i = 0; i < (await items.count()); i++) {
        types.push(
          (await items
            .nth(i)
            .getByText(/^(Online|In-Person)$/)
            .textContent()) ?? '',
        );
      }
      return types;
    };

    await page.goto(`${app.baseUrl}/training`);
    await page.getByRole('heading', { level: 1, name: 'Training Center' }).waitFor();
    const all = await typesShown('All Courses');
    expect(all).toHaveLength(catalogue.length);
    expect(new Set(all)).toEqual(new Set(['Online', 'In-Person']));

    await page.getByRole('tab', { name: 'Online' }).click();
    await page.waitForURL(/\/training\?type=online$/);
    const online = await typesShown('Online');
    expect(online).toHaveLength(count('online'));
    expect(new Set(online)).toEqual(new Set(['Online']));

    await page.getByRole('tab', { name: 'In-Person' }).click();
    await page.waitForURL(/\/training\?type=inperson$/);
    const inPerson = await typesShown('In-Person');
    expect(inPerson).toHaveLength(count('inperson'));
    expect(new Set(inPerson)).toEqual(new Set(['In-Person']));

    // Self-paced courses say so instead of a date.
    await page.getByRole('tab', { name: 'All Courses' }).click();
    await page.getByRole('list', { name: 'Courses: All Courses' }).waitFor();
    await expect(page.getByText('Self-paced', { exact: true }).count()).resolves.toBe(
      catalogue.filter((t) => t.date === null).length,
    );
    expect(unexpected(browser.consoleErrors, [409])).toEqual([]);
  });

  it('an employee finishes an online course in My Certifications; an admin views it but cannot act as them', async () => {
    const { page } = browser;
    const catalogue = await api<Training[]>('/api/trainings');
    const course = catalogue.find((t) => t.type === 'online' && t.date === null);
    if (!course) throw new Error('the sample data has a self-paced online course');

    await page.goto(`${app.baseUrl}/training`);
    await page.getByRole('button', { name: `Register Now for ${course.title}` }).click();
    await page.getByText('You have been registered for the training', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'My Certifications' }).click();
    const dialog = page.getByRole('dialog', { name: 'My Certifications' });
    // Only administrators choose whose record to view; nobody acts as another user.
    await dialog.getByRole('region', { name: /^Registered/ }).waitFor();
    await expect(dialog.getByLabel('Employee').count()).resolves.toBe(0);
    await dialog.getByRole('button', { name: `Mark as Completed (${course.title})` }).click();
    const completed = dialog.getByRole('region', { name: /^Completed/ });
    await completed.getByText(course.title, { exact: true }).waitFor();
    await page.keyboard.press('Escape');

    const employee = await api<CurrentUser>('/api/user');
    await signInThroughApi(browser, app, 'admin');
    await page.goto(`${app.baseUrl}/training`);
    await page.getByRole('button', { name: 'Add Training' }).waitFor();
    await page.getByRole('button', { name: 'My Certifications' }).click();
    await dialog
      .getByText('You have no registrations or completed trainings yet.', { exact: true })
      .waitFor();
    await dialog.getByLabel('Employee').selectOption(employee.id);
    await completed.getByText(course.title, { exact: true }).waitFor();
    await expect(
      dialog
        .getByRole('region', { name: /^Registered/ })
        .getByRole('button', { name: /^Record Completion/ })
        .count(),
    ).resolves.toBeGreaterThan(0);
    expect(unexpected(browser.consoleErrors, [409])).toEqual([]);
  });
});
