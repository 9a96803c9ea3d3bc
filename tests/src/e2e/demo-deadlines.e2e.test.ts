import { expect, it } from 'vitest';
import { validReport } from '../support/incident-fixtures.ts';
import { signInThroughApi } from '../support/running-app.ts';
import { appInBrowser, describeInBrowser } from '../support/browser-suite.ts';

const shots = process.env.SHOTS_DIR;

describeInBrowser('the OSHA deadlines of a fresh demo', () => {
  const e2e = appInBrowser();

  it('the dashboard opens on no overdue OSHA banner: last year is certified and submitted', async () => {
    const { page } = e2e.browser;
    await signInThroughApi(e2e.browser, e2e.app, 'officer');
    const clocks = page.waitForResponse((r) => r.url().endsWith('/api/osha/clocks') && r.ok());
    await page.goto(`${e2e.app.baseUrl}/dashboard`);
    await clocks;
    await page.getByRole('heading', { level: 1, name: 'Safety Dashboard' }).waitFor();
    await page.waitForLoadState('networkidle');
    const main = page.getByRole('main');
    await expect(main.textContent()).resolves.not.toContain('overdue by');
    await expect(main.textContent()).resolves.not.toContain('not submitted to OSHA');
    if (shots) await page.screenshot({ path: `${shots}/demo-dashboard.png` });
  });

  it('an illness report runs a 7-day clock, due on its last day, not at the next midnight', async () => {
    const { page, context } = e2e.browser;
    await signInThroughApi(e2e.browser, e2e.app, 'employee');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date());
    const sites = (await (await context.request.get(`${e2e.app.baseUrl}/api/establishments`)).json()) as {
      establishments: { id: string }[];
    };
    const reported = await context.request.post(`${e2e.app.baseUrl}/api/incidents`, {
      data: {
        ...validReport({
          type: 'other',
          date: today,
          illnessOccurred: true,
          description: 'Coughing and a sore throat after the solvent spill in the paint shop.',
        }),
        establishmentId: sites.establishments[0]!.id,
      },
    });
    const { reportNumber } = (await reported.json()) as { reportNumber: string };
    await signInThroughApi(e2e.browser, e2e.app, 'officer');
    await page.goto(`${e2e.app.baseUrl}/admin/notifications`);
    const list = page.getByRole('list', { name: 'OSHA deadlines' });
    const clock = list.getByRole('listitem').filter({ hasText: reportNumber });
    await clock.waitFor();
    const words = await clock.textContent();
    expect(words).toContain('To record within 7 calendar days');
    expect(words).toMatch(/· due [A-Z][a-z]+ \d{1,2}, \d{4}$/);
    expect(words).not.toContain('12:00 AM');
    if (shots) await clock.screenshot({ path: `${shots}/illness-recording-clock.png` });
    expect(e2e.browser.consoleErrors).toEqual([]);
  });
});
