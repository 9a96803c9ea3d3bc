import { expect, it } from 'vitest';
import { CONSISTENCY_HEADER } from '@hs/contracts';
import { validReport } from '../support/incident-fixtures.ts';
import { appWithBrowsers, describeInBrowser } from '../support/browser-suite.ts';

/** Where screenshots for the reviewer go when SHOTS_DIR is set; none are taken otherwise. */
const shotsDir = process.env.SHOTS_DIR;
// Chromium logs every 4xx of a fetch as a console error; the test provokes exactly one 409.
const unexpected = (messages: string[]) =>
  messages.filter((m) => !/Failed to load resource: the server responded with a status of 409/.test(m));

describeInBrowser('closing an incident with open actions from the Administration dialog', () => {
  const e2e = appWithBrowsers(['admin'], { signedIn: ['admin'] });

  it("shows the server's refusal naming the action, then closes with the admin's reason", async () => {
    const { page, context } = e2e.admin;
    const api = (path: string) => `${e2e.app.baseUrl}${path}`;
    const created = await context.request.post(api('/api/incidents'), {
      data: validReport({ location: 'Saw 2' }),
    });
    const { id, reportNumber, consistencyToken } = (await created.json()) as {
      id: string;
      reportNumber: string;
      consistencyToken: string;
    };
    const users = (await (
      await context.request.get(api('/api/users'), { headers: { [CONSISTENCY_HEADER]: consistencyToken } })
    ).json()) as { id: string; username: string }[];
    const raised = await context.request.post(api('/api/actions'), {
      data: {
        title: 'Fit a fixed guard to saw 2',
        controlLevel: 'engineering',
        ownerId: users.find((u) => u.username === 'employee')!.id,
        dueDate: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
        priority: 'high',
        source: { kind: 'incident', incidentId: id },
      },
    });
    expect(raised.status(), await raised.text()).toBe(201);
    const token = (await raised.json()).consistencyToken as string;
    await context.request.get(api(`/api/incidents/${id}`), { headers: { [CONSISTENCY_HEADER]: token } });

    await page.goto(api('/administration'));
    await page.getByLabel('Search').fill(reportNumber);
    await page
      .getByRole('list', { name: 'Matching incidents' })
      .getByRole('button', { name: `View Details of report #${reportNumber}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Incident #${reportNumber}` });
    await dialog.getByLabel('Change status to').selectOption('closed');
    await dialog.getByRole('textbox', { name: /^Note/ }).fill('Investigation complete.');
    await dialog.getByRole('button', { name: 'Update Status' }).click();
    await dialog
      .getByRole('alert')
      .filter({ hasText: 'not yet verified effective: "Fit a fixed guard to saw 2" (open)' })
      .waitFor();
    const reason = dialog.getByLabel('Reason to close with these actions open');
    await reason.fill('Saw 2 is scrapped; the line is dismantled.');
    if (shotsDir) await page.screenshot({ path: `${shotsDir}/admin-dialog-close-override.png` });
    await dialog.getByRole('button', { name: 'Update Status' }).click();
    await dialog.getByRole('region', { name: 'Status' }).getByText('Now Closed').waitFor();
    const history = (await (await context.request.get(api(`/api/incidents/${id}/history`))).json()) as {
      entries: { type: string; note: string | null }[];
    };
    expect(history.entries.at(-1)!.note).toContain('Reason: Saw 2 is scrapped; the line is dismantled.');
    expect(unexpected(e2e.admin.consoleErrors)).toEqual([]);
  });
});
