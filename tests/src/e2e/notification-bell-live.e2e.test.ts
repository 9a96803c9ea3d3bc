import { expect, it } from 'vitest';
import type { ReportIncidentResponse } from '@hs/contracts';
import { validReport } from '../support/incident-fixtures.ts';
import { appWithBrowsers, describeInBrowser } from '../support/browser-suite.ts';

/**
 * The whole path: an employee's report, the reactor's notification for their supervisor, the
 * stream that tells the supervisor's open page, and the bell that counts it.
 */
describeInBrowser("a supervisor's bell while an employee reports", () => {
  const e2e = appWithBrowsers(['supervisor', 'employee'], { signedIn: ['supervisor', 'employee'] });

  it('shows the new report in their department within seconds, and opening it leads to the incident', async () => {
    const { page } = e2e.supervisor;
    await page.goto(`${e2e.app.baseUrl}/dashboard`);
    const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications, / });
    await bell.waitFor();
    const unreadOf = async () => {
      const match = /Notifications, (\d+|none) unread/.exec((await bell.textContent()) ?? '');
      return match?.[1] === 'none' ? 0 : Number(match?.[1]);
    };
    const before = await unreadOf();

    // The demo supervisor supervises the demo employee (sample-reporting-lines.ts).
    const reported = await e2e.employee.context.request.post(`${e2e.app.baseUrl}/api/incidents`, {
      data: validReport(),
    });
    expect(reported.status()).toBe(201);
    const incident = (await reported.json()) as ReportIncidentResponse;

    // No reload: the stream tells the open page, well before the fallback poll's minute.
    await expect.poll(unreadOf, { timeout: 10_000, interval: 250 }).toBe(before + 1);
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await panel.locator(`a[href="/incidents/${incident.id}"]`).first().click();
    await page.waitForURL(new RegExp(`/incidents/${incident.id}$`));
    await page.getByRole('heading', { level: 1, name: `Incident #${incident.reportNumber}` }).waitFor();
    await expect.poll(unreadOf).toBe(before);
    expect(e2e.supervisor.consoleErrors).toEqual([]);
  });
});
