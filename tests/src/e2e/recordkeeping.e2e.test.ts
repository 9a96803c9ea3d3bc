import { mkdir } from 'node:fs/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { openBrowser, phone, type Browser } from '../support/browser.ts';
import { answerGuidedDecision } from '../support/guided-decision.ts';
import { validReport } from '../support/incident-fixtures.ts';
import { seriousAxeFindings, sidewaysOverflow, smallTargets } from '../support/page-checks.ts';
import { signInThroughApi, startRunningApp, type RunningApp } from '../support/running-app.ts';
import { describeInBrowser } from '../support/browser-suite.ts';

const shots = process.env.SHOTS_DIR;

describeInBrowser('the guided recording decision on the incident page', () => {
  let app: RunningApp;
  let browser: Browser;
  const api = (path: string) => `${app.baseUrl}${path}`;

  beforeAll(async () => {
    app = await startRunningApp();
    browser = await openBrowser();
    if (shots) await mkdir(shots, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  /** A new injury report, opened by the safety officer: the recordkeeping panel on its first step. */
  const openNewCase = async (on: Browser = browser): Promise<Locator> => {
    await signInThroughApi(on, app, 'employee');
    const created = await on.context.request.post(api('/api/incidents'), {
      data: validReport({ type: 'injury', date: '2026-11-20' }),
    });
    const { id } = (await created.json()) as { id: string };
    await signInThroughApi(on, app, 'officer');
    await on.page.goto(api(`/incidents/${id}`));
    const panel = on.page.getByRole('region', { name: 'Recordkeeping (OSHA)' });
    await panel.getByText('Step 1 of 6: Work-related').waitFor();
    return panel;
  };
  const outcome = (panel: Locator) => panel.getByRole('status');

  it('a first-aid-only case ends not recordable, and the answers stay when a step is left', async () => {
    const { page } = browser;
    const panel = await openNewCase();
    // Nothing is preselected: going on without an answer is refused on the question itself.
    await panel.getByRole('button', { name: 'Next' }).click();
    const firstQuestion = panel.getByRole('group', { name: /event or exposure in the work environment/ });
    await expect(
      firstQuestion.getByRole('radio', { name: 'Yes' }).getAttribute('aria-invalid'),
    ).resolves.toBe('true');
    await expect(firstQuestion.getByRole('radio', { name: 'Yes' }).isChecked()).resolves.toBe(false);
    await expect(firstQuestion.getByRole('radio', { name: 'No' }).isChecked()).resolves.toBe(false);

    await answerGuidedDecision(panel, { treatments: ['(C) Cleaning', '(D) Bandages'] }, async (step) => {
      if (shots) await panel.screenshot({ path: `${shots}/guided-${step}.png` });
    });
    await expect(outcome(panel).textContent()).resolves.toBe(
      'Not recordable: first aid only (1904.7(b)(5)(ii)).',
    );
    await expect(panel.getByLabel('Case type').count()).resolves.toBe(0);

    await panel.getByRole('button', { name: 'Back' }).click();
    await panel.getByRole('button', { name: 'Back' }).click();
    await panel.getByText('Step 3 of 6: General criteria').waitFor();
    await expect(panel.getByRole('checkbox', { name: /^\(D\) Bandages/ }).isChecked()).resolves.toBe(true);
    await panel.getByRole('button', { name: /Outcome/ }).click();
    await panel.getByRole('button', { name: 'Record decision' }).click();

    const history = panel.getByRole('list', { name: 'Recordkeeping history' });
    await history.getByText('Recordkeeping decided').waitFor();
    await expect(
      panel.getByText('Recordable', { exact: true }).locator('..').textContent(),
    ).resolves.toContain('No');

    await signInThroughApi(browser, app, 'supervisor');
    await page.reload();
    await page.getByText('Incident Information').waitFor();
    await expect(page.getByRole('region', { name: 'Recordkeeping (OSHA)' }).count()).resolves.toBe(0);
    expect(browser.consoleErrors).toEqual([]);
  });

  it('a prescription-strength medication makes it recordable; a later reclassification asks why', async () => {
    const panel = await openNewCase();
    await answerGuidedDecision(panel, { treatments: ['(C) Cleaning', 'Prescription medication'] });
    await expect(outcome(panel).textContent()).resolves.toBe(
      'Recordable: medical treatment beyond first aid (1904.7(b)(5)). Classified as other recordable case.',
    );
    await panel.getByRole('button', { name: 'Record decision' }).click();
    await expect(panel.getByLabel('Case type').getAttribute('aria-invalid')).resolves.toBe('true');
    await panel.getByLabel('Case type').selectOption('injury');
    if (shots) await panel.screenshot({ path: `${shots}/guided-5-outcome-recordable.png` });
    await panel.getByRole('button', { name: 'Record decision' }).click();
    const history = panel.getByRole('list', { name: 'Recordkeeping history' });
    await history.getByText('Recordkeeping decided').waitFor();
    await panel.getByText('Other recordable case').first().waitFor();

    // The panel opens on the first step again, with the recorded answers.
    await panel.getByRole('button', { name: /Outcome/ }).click();
    await panel.getByLabel('Case type').selectOption('skin-disorder');
    await panel.getByRole('button', { name: 'Save changes' }).click();
    const reason = panel.getByLabel('Reason for the change');
    await expect(reason.getAttribute('aria-invalid')).resolves.toBe('true');
    await reason.fill('Clinic found contact dermatitis');
    await panel.getByRole('button', { name: 'Save changes' }).click();
    await history.getByText('Reason: Clinic found contact dermatitis').waitFor();
    await expect(history.locator('li').first().textContent()).resolves.toMatch(
      /Recordkeeping changed.*Case type/,
    );
    expect(browser.consoleErrors).toEqual([]);
  });

  it('on a phone, a hearing-loss case computes the shift from the audiogram values', async () => {
    const onPhone = await openBrowser(phone);
    try {
      const panel = await openNewCase(onPhone);
      await answerGuidedDecision(
        panel,
        {
          hearing: {
            left: { baseline: [10, 15, 20], current: [25, 30, 35] },
            right: { baseline: [10, 10, 10], current: [10, 15, 10] },
          },
        },
        async (step) => {
          if (step !== '4-specific-cases') return;
          await expect(panel.textContent()).resolves.toContain(
            'Left ear: baseline average 15.0 dB, current average 30.0 dB, change 15.0 dB. A standard threshold shift; 25 dB or more above audiometric zero.',
          );
          await expect(panel.textContent()).resolves.toContain(
            'Right ear: baseline average 10.0 dB, current average 11.7 dB, change 1.7 dB. No standard threshold shift',
          );
          await expect(sidewaysOverflow(onPhone.page)).resolves.toMatchObject({ excess: 0, wide: [] });
          await expect(smallTargets(onPhone.page)).resolves.toEqual([]);
          await expect(seriousAxeFindings(onPhone.page)).resolves.toEqual([]);
          if (shots)
            await onPhone.page.screenshot({ path: `${shots}/guided-phone-hearing.png`, fullPage: true });
        },
      );
      await expect(outcome(panel).textContent()).resolves.toBe(
        'Recordable: standard threshold shift with 25 dB or more in the same ear (1904.10). Classified as other recordable case.',
      );
      await panel.getByLabel('Case type').selectOption('hearing-loss');
      await panel.getByRole('button', { name: 'Record decision' }).click();
      await panel
        .getByRole('list', { name: 'Recordkeeping history' })
        .getByText('Recordkeeping decided')
        .waitFor();
      expect(onPhone.consoleErrors).toEqual([]);
    } finally {
      await onPhone.close();
    }
  });
});
