import { mkdir } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { CONSISTENCY_HEADER } from '@hs/contracts';
import { openBrowser, phone } from '../support/browser.ts';
import { validReport } from '../support/incident-fixtures.ts';
import { appWithBrowsers, describeInBrowser } from '../support/browser-suite.ts';
import { seriousAxeFindings } from '../support/page-checks.ts';
import { signInThroughApi } from '../support/running-app.ts';

/** Where screenshots for the reviewer go when SHOTS_DIR is set; none are taken otherwise. */
const shotsDir = process.env.SHOTS_DIR;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const rootCause = 'No lockout step in the cleaning procedure';
const actionTitle = 'Interlock the guard of saw 2';
// Chromium logs each refused fetch: the close refusals (409, 422) the test provokes.
const unexpected = (messages: string[]) =>
  messages.filter((m) => !/Failed to load resource: the server responded with a status of (409|422)/.test(m));

describeInBrowser('an investigation from an incident to approval, then the incident closes', () => {
  const e2e = appWithBrowsers(['officer', 'admin', 'employee'], {
    signedIn: ['officer', 'admin', 'employee'],
  });
  let incidentId = '';
  let reportNumber = '';

  it('the safety officer starts it from the incident, takes a statement and asks why twice', async () => {
    const { page, context } = e2e.officer;
    const api = (path: string) => `${e2e.app.baseUrl}${path}`;
    if (shotsDir) await mkdir(shotsDir, { recursive: true });
    const created = await context.request.post(api('/api/incidents'), {
      data: validReport({ severity: 'High', location: 'Saw 2', description: 'Hand caught in saw 2.' }),
    });
    expect(created.status(), await created.text()).toBe(201);
    const body = (await created.json()) as { id: string; reportNumber: string; consistencyToken: string };
    ({ id: incidentId, reportNumber } = body);
    await context.request.get(api(`/api/incidents/${incidentId}`), {
      headers: { [CONSISTENCY_HEADER]: body.consistencyToken },
    });

    await page.goto(api(`/incidents/${incidentId}`));
    const card = page.getByRole('region', { name: 'Investigation', exact: true });
    await card.getByRole('link', { name: 'Start investigation' }).click();
    await page.getByRole('heading', { level: 1, name: 'Investigation' }).waitFor();
    await page.getByLabel('Lead investigator').selectOption({ label: 'Priya Shah (Safety)' });
    await page.getByRole('checkbox', { name: 'Marco Rossi' }).check();
    await page.getByRole('button', { name: 'Start investigation' }).click();
    await page.getByRole('heading', { level: 1, name: `Investigation of #${reportNumber}` }).waitFor();
    const summary = page.getByRole('region', { name: 'Investigation summary' });
    await summary.getByText(/\(Due in 2[34] hours\)/).waitFor();
    await summary.getByText('Marco Rossi').waitFor();

    const statements = page.getByRole('region', { name: 'Witness statements' });
    await statements
      .getByRole('combobox', { name: 'Employee', exact: true })
      .selectOption({ label: 'Jamie Chen (Production)' });
    await statements
      .getByRole('textbox', { name: 'Statement', exact: true })
      .fill('The guard was off while the blade ran.');
    await statements.getByLabel('Taken at').fill('2026-11-30T10:00');
    await statements.getByRole('button', { name: 'Add statement' }).click();
    await statements.getByText('The guard was off while the blade ran.').waitFor();
    await statements.getByRole('button', { name: 'Revise the statement of Jamie Chen' }).click();
    await statements
      .getByLabel('Statement as it now reads')
      .fill('The guard was off and the curtain bypassed.');
    await statements.getByLabel('Reason for the change').fill('The witness remembered the light curtain');
    await statements.getByRole('button', { name: 'Save new version' }).click();
    await statements.getByText('Version 2', { exact: false }).waitFor();
    await statements.getByText('Earlier versions (1)').click();
    await statements.getByText('The guard was off while the blade ran.').waitFor();

    const causes = page.getByRole('region', { name: 'Root cause analysis' });
    await causes.getByRole('button', { name: 'Why?', exact: true }).click();
    const firstWhy = causes.getByRole('form', { name: 'Why did it happen?' });
    await firstWhy.getByLabel('Because').fill('The guard was off');
    await firstWhy.getByLabel('Kind of cause').selectOption('immediate');
    await firstWhy.getByRole('button', { name: 'Add cause' }).click();
    await causes.getByRole('button', { name: 'Why? The guard was off' }).click();
    const secondWhy = causes.getByRole('form', { name: 'Why: The guard was off' });
    await secondWhy.getByLabel('Because').fill(rootCause);
    await secondWhy.getByLabel('Kind of cause').selectOption('root');
    await secondWhy.getByRole('button', { name: 'Add cause' }).click();
    await causes.getByText('Why 2:').waitFor();
    await causes.getByText(rootCause).first().waitFor();

    const fishbone = causes.getByRole('form', { name: 'Add a cause to the fishbone' });
    await fishbone.getByLabel('Category').selectOption('equipment');
    await fishbone.getByRole('textbox', { name: 'Cause', exact: true }).fill('Guard has no interlock');
    await fishbone.getByRole('button', { name: 'Add cause' }).click();
    await causes.getByRole('img', { name: /Fishbone of .*1 cause/ }).waitFor();
    if (shotsDir)
      await causes.locator('svg.fishbone').screenshot({ path: `${shotsDir}/investigation-fishbone.png` });
  });

  it('the safety officer changes the team and revises a cause: its words, and its bone', async () => {
    const { page } = e2e.officer;
    const team = page.getByRole('region', { name: 'Team', exact: true });
    await team.getByRole('button', { name: 'Change the team' }).click();
    const teamForm = team.getByRole('form', { name: 'Change the team' });
    expect(await teamForm.getByRole('checkbox', { name: 'Marco Rossi' }).isChecked()).toBe(true);
    await teamForm.getByRole('checkbox', { name: 'Jamie Chen' }).check();
    if (shotsDir) await team.screenshot({ path: `${shotsDir}/investigation-team-1280.png` });
    await teamForm.getByRole('button', { name: 'Save the team' }).click();
    const teamLine = page.getByRole('region', { name: 'Investigation summary' }).getByText(/Jamie Chen/);
    await teamLine.waitFor();
    expect(await teamLine.textContent()).toContain('Marco Rossi');

    const causes = page.getByRole('region', { name: 'Root cause analysis' });
    await causes.getByLabel('Cause to revise').selectOption({ label: 'Why: The guard was off' });
    let revise = causes.getByRole('form', { name: 'Revise: The guard was off' });
    await revise.getByRole('textbox', { name: 'Cause', exact: true }).fill('');
    await revise.getByRole('button', { name: 'Save the cause' }).click();
    await revise.getByText('Say what the cause is').waitFor();
    expect(
      await revise.getByRole('textbox', { name: 'Cause', exact: true }).getAttribute('aria-invalid'),
    ).toBe('true');
    await revise.getByRole('textbox', { name: 'Cause', exact: true }).fill('The guard was off the blade');
    await revise.getByRole('button', { name: 'Save the cause' }).click();
    await causes.getByText('The guard was off the blade').first().waitFor();

    await causes
      .getByLabel('Cause to revise')
      .selectOption({ label: 'Fishbone (Equipment): Guard has no interlock' });
    revise = causes.getByRole('form', { name: 'Revise: Guard has no interlock' });
    await revise.getByLabel('Category').selectOption('management');
    if (shotsDir) await causes.screenshot({ path: `${shotsDir}/investigation-revise-cause-1280.png` });
    await revise.getByRole('button', { name: 'Save the cause' }).click();
    await causes
      .getByRole('list', { name: 'Fishbone causes by category' })
      .getByRole('listitem')
      .filter({ hasText: /^Management/ })
      .getByText('Guard has no interlock')
      .waitFor();

    // On a phone the team and cause forms open within its width.
    const small = await openBrowser(phone);
    try {
      await signInThroughApi(small, e2e.app, 'officer');
      await small.page.goto(`${e2e.app.baseUrl}/incidents/${incidentId}/investigation`);
      await small.page
        .getByRole('heading', { level: 1, name: `Investigation of #${reportNumber}` })
        .waitFor();
      await small.page.getByRole('button', { name: 'Change the team' }).click();
      await small.page.getByRole('form', { name: 'Change the team' }).waitFor();
      await small.page
        .getByLabel('Cause to revise')
        .selectOption({ label: 'Why: The guard was off the blade' });
      await small.page.getByRole('form', { name: 'Revise: The guard was off the blade' }).waitFor();
      const [wide, inner] = await small.page.evaluate<[number, number]>(
        '[document.documentElement.scrollWidth, innerWidth]',
      );
      expect(wide).toBeLessThanOrEqual(inner);
      expect(await seriousAxeFindings(small.page)).toEqual([]);
      if (shotsDir) {
        await small.page
          .getByRole('region', { name: 'Team', exact: true })
          .screenshot({ path: `${shotsDir}/investigation-team-375.png` });
        await small.page
          .getByRole('region', { name: 'Root cause analysis' })
          .screenshot({ path: `${shotsDir}/investigation-revise-cause-375.png` });
      }
      expect(unexpected(small.consoleErrors)).toEqual([]);
    } finally {
      await small.close();
    }
  });

  it('rates the risk on the matrix and raises an engineering control from the root cause', async () => {
    const { page } = e2e.officer;
    const risk = page.getByRole('region', { name: 'Risk', exact: true });
    const before = risk.getByRole('region', { name: 'Risk before the actions' });
    const cell = before.getByRole('button', { name: /^Severity 4 .*likelihood 4 / });
    await cell.click();
    expect(await cell.getAttribute('aria-pressed')).toBe('true');
    await before.getByRole('button', { name: 'Save rating' }).click();
    await before.getByText('severity 4 x likelihood 4', { exact: false }).waitFor();
    const after = risk.getByRole('region', { name: 'Risk once the actions are done' });
    await after.getByRole('button', { name: /^Severity 4 .*likelihood 1 / }).click();
    await after.getByRole('button', { name: 'Save rating' }).click();
    await after.getByText('severity 4 x likelihood 1', { exact: false }).waitFor();

    const actions = page.getByRole('region', { name: 'Actions', exact: true });
    const without = actions.getByRole('list', { name: 'Causes without an action' });
    await without.getByText(rootCause).waitFor();
    await actions.getByRole('link', { name: `Raise action for ${rootCause}` }).click();
    await page.getByText(`Raised from a cause found by the investigation of ${reportNumber}`).waitFor();
    await page.getByLabel('Title').fill(actionTitle);
    await page.getByLabel('Hierarchy of controls').selectOption('engineering');
    await page.getByLabel('Owner').selectOption({ label: 'Jamie Chen (Production)' });
    await page.getByLabel('Due date').fill(inDays(7));
    await page.getByRole('button', { name: 'Raise action' }).click();
    await page.getByRole('heading', { level: 1, name: `Investigation of #${reportNumber}` }).waitFor();
    await actions.getByRole('link', { name: actionTitle }).waitFor();
    await actions.getByText('Engineering control', { exact: false }).first().waitFor();
    // The root cause has its action now; the fishbone's contributing cause is still listed.
    await without.getByText('Guard has no interlock').waitFor();
    expect(await without.getByText(rootCause).count()).toBe(0);
    expect(await seriousAxeFindings(page)).toEqual([]);
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(1280);
    if (shotsDir) await page.screenshot({ path: `${shotsDir}/investigation-1280.png`, fullPage: true });
  });

  it('submits; closing is refused until the admin approves; then the incident closes', async () => {
    const { page } = e2e.officer;
    const approval = page.getByRole('region', { name: 'Approval', exact: true });
    await approval
      .getByLabel('Summary of the findings')
      .fill('Cleaning needs the guard off and nothing locks it out.');
    await approval.getByRole('button', { name: 'Submit for approval' }).click();
    await approval.getByText('Submitted for approval').waitFor();
    expect(await approval.getByRole('button', { name: 'Submit for approval' }).count()).toBe(0);

    const admin = e2e.admin.page;
    const url = (path: string) => `${e2e.app.baseUrl}${path}`;
    // The action's owner does it and the officer verifies it, so only the investigation blocks closing.
    const actionId = await actionIdOf(e2e.employee.context.request, url('/api/actions?scope=mine'));
    for (const [who, step, data] of [
      [e2e.employee, 'start', {}],
      [e2e.employee, 'complete', { note: 'Interlock fitted' }],
      [e2e.officer, 'verify', {}],
    ] as const) {
      const done = await who.context.request.post(url(`/api/actions/${actionId}/${step}`), { data });
      expect(done.status(), await done.text()).toBeLessThan(300);
    }
    await admin.goto(url(`/incidents/${incidentId}`));
    const status = admin.getByRole('form', { name: 'Change status' });
    await status.getByLabel('Change status to').selectOption('closed');
    await status.getByRole('textbox', { name: /^Note/ }).fill('Investigation complete.');
    await status.getByRole('button', { name: 'Update Status' }).click();
    await status
      .getByRole('alert')
      .filter({ hasText: 'has an investigation not approved (in-review)' })
      .waitFor();
    await status.getByLabel('Reason to close before the investigation is approved').waitFor();

    await admin.goto(url(`/incidents/${incidentId}/investigation`));
    const adminApproval = admin.getByRole('region', { name: 'Approval', exact: true });
    await adminApproval
      .getByLabel('Approval note')
      .fill('Causes found; the interlock answers the root cause.');
    await adminApproval.getByRole('button', { name: 'Approve', exact: true }).click();
    await adminApproval.getByText('Approved', { exact: true }).waitFor();
    await admin.getByRole('region', { name: 'Investigation summary' }).getByText('Approved').waitFor();

    await admin.goto(url(`/incidents/${incidentId}`));
    await admin.getByRole('region', { name: 'Investigation', exact: true }).getByText('Approved').waitFor();
    await status.getByLabel('Change status to').selectOption('closed');
    await status
      .getByRole('textbox', { name: /^Note/ })
      .fill('Investigation approved; the interlock is fitted.');
    await status.getByRole('button', { name: 'Update Status' }).click();
    await admin.getByText('Status Updated').first().waitFor();
    await expect
      .poll(async () => {
        const incident = await e2e.admin.context.request.get(url(`/api/incidents/${incidentId}`));
        return ((await incident.json()) as { status: string }).status;
      })
      .toBe('closed');
    expect(unexpected(e2e.officer.consoleErrors)).toEqual([]);
    expect(unexpected(e2e.admin.consoleErrors)).toEqual([]);
  });

  it('prints the report, and the new pages fit a phone with no serious axe finding', async () => {
    const { page } = e2e.admin;
    await page.goto(`${e2e.app.baseUrl}/incidents/${incidentId}/investigation/report`);
    await page.getByRole('heading', { level: 1, name: 'Investigation report' }).waitFor();
    await page.getByRole('button', { name: 'Print' }).waitFor();
    const report = page.locator('article.investigation-report');
    await report.getByText(actionTitle).waitFor();
    await report.getByText('The guard was off and the curtain bypassed.').waitFor();
    await page.emulateMedia({ media: 'print' });
    // Printed, the app's frame is gone and the fishbone is drawn.
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    expect(await report.locator('svg.fishbone').isVisible()).toBe(true);
    if (shotsDir)
      await page.screenshot({ path: `${shotsDir}/investigation-report-print.png`, fullPage: true });
    await page.emulateMedia({ media: 'screen' });

    const small = await openBrowser(phone);
    try {
      await signInThroughApi(small, e2e.app, 'officer');
      for (const path of [
        `/incidents/${incidentId}/investigation`,
        `/incidents/${incidentId}/investigation/report`,
        '/investigations',
      ]) {
        await small.page.goto(`${e2e.app.baseUrl}${path}`);
        await small.page.getByRole('heading', { level: 1 }).waitFor();
        await small.page.getByText(reportNumber, { exact: false }).first().waitFor();
        const [scrollWidth, innerWidth] = await small.page.evaluate<[number, number]>(
          '[document.documentElement.scrollWidth, innerWidth]',
        );
        expect(scrollWidth, path).toBeLessThanOrEqual(innerWidth);
        expect(await seriousAxeFindings(small.page), path).toEqual([]);
        if (shotsDir && path.endsWith('/investigation'))
          await small.page.screenshot({ path: `${shotsDir}/investigation-375.png`, fullPage: true });
      }
      // At 375 px the fishbone is its list, not a drawing too small to read.
      await small.page.goto(`${e2e.app.baseUrl}/incidents/${incidentId}/investigation`);
      await small.page
        .getByRole('list', { name: 'Fishbone causes by category' })
        .getByText('Guard has no interlock')
        .waitFor();
      expect(await small.page.locator('svg.fishbone').isVisible()).toBe(false);
      expect(unexpected(small.consoleErrors)).toEqual([]);
    } finally {
      await small.close();
    }
    await page.goto(`${e2e.app.baseUrl}/admin/risk-matrix`);
    await page.getByRole('heading', { level: 1, name: 'Risk matrix' }).waitFor();
    await page.getByLabel('Band 1 name').fill('');
    await page.getByRole('button', { name: 'Save matrix' }).click();
    await page.getByRole('alert').filter({ hasText: 'each says why' }).waitFor();
    expect(await page.getByLabel('Band 1 name').getAttribute('aria-invalid')).toBe('true');
    expect(await seriousAxeFindings(page)).toEqual([]);
  });
});

const actionIdOf = async (
  request: { get: (url: string) => Promise<{ json: () => Promise<unknown> }> },
  url: string,
): Promise<string> => {
  const list = (await (await request.get(url)).json()) as { items: { id: string; title: string }[] };
  const found = list.items.find((item) => item.title === actionTitle);
  if (!found) throw new Error(`no action "${actionTitle}" in ${JSON.stringify(list)}`);
  return found.id;
};
