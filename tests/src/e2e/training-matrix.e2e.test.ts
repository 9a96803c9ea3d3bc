import { expect, it } from 'vitest';
import { daysAfter, monthsAfter } from '@hs/domain';
import { openBrowser, phone } from '../support/browser.ts';
import { appInBrowser, describeInBrowser } from '../support/browser-suite.ts';
import { expectFitsPhone, seriousAxeFindings, sidewaysOverflow } from '../support/page-checks.ts';
import { signInThroughApi } from '../support/running-app.ts';
import { shownDay, userIdOf } from '../support/shown-in-browser.ts';

const COURSE = 'Forklift Operator Evaluation';

describeInBrowser('the training matrix in the browser', () => {
  const e2e = appInBrowser();

  it('an admin requires a course of a department and sees an expiring qualification', async () => {
    const { page, context } = e2e.browser;
    const api = (path: string) => `${e2e.app.baseUrl}${path}`;
    await signInThroughApi(e2e.browser, e2e.app, 'admin');

    // A 12-month course the employee completed 12 months less 10 days ago: it runs out within 30 days.
    const { today } = (await (await context.request.get(api('/api/settings'))).json()) as { today: string };
    const created = await context.request.post(api('/api/trainings'), {
      data: { title: COURSE, type: 'inperson', duration: '4 hours' },
    });
    const trainingId = (await created.json()).id as string;
    expect(
      (
        await context.request.put(api(`/api/trainings/${trainingId}/validity`), {
          data: { validityMonths: 12 },
        })
      ).status(),
    ).toBe(200);
    const employee = await userIdOf(context.request, e2e.app.baseUrl, 'employee');
    const completedOn = daysAfter(monthsAfter(today, -12), 10);
    expect(
      (
        await context.request.post(api(`/api/trainings/${trainingId}/completions`), {
          data: { userId: employee, completedOn },
        })
      ).status(),
    ).toBe(200);
    const validThrough = daysAfter(monthsAfter(completedOn, 12), -1);

    await page.goto(api('/training'));
    await page.getByRole('link', { name: 'Training matrix' }).click();
    await page.getByRole('heading', { level: 1, name: 'Training Matrix' }).waitFor();
    await page.getByText('No course is required of anyone yet, or nobody matches the filters.').waitFor();

    // The form names what is missing before anything is sent.
    const form = page.getByRole('form', { name: 'Add a requirement' });
    await form.getByRole('button', { name: 'Add requirement' }).click();
    await form.getByText('Required').first().waitFor();

    await form.getByLabel('Course').selectOption({ label: COURSE });
    await form.getByLabel('Required of').selectOption('department');
    await form.getByLabel('Department').fill('Production');
    await form.getByLabel('Grace for new hires (days)').fill('14');
    await form.getByRole('button', { name: 'Add requirement' }).click();
    await page.getByText(`${COURSE}: Department Production, 14 days' grace for new hires`).waitFor();

    const table = page.getByRole('table');
    const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^Jamie Chen/ }) });
    await row.getByText('Expiring', { exact: true }).waitFor();
    const shown = shownDay(validThrough);
    await row.getByText(`on ${shown}`).waitFor();
    // The Production supervisor owes it too and holds nothing.
    await table
      .getByRole('row')
      .filter({ has: page.getByText('Missing', { exact: true }) })
      .first()
      .waitFor();
    await expect(
      page
        .getByRole('term')
        .filter({ hasText: 'Expiring' })
        .locator('xpath=following-sibling::dd[1]')
        .textContent(),
    ).resolves.toBe('1');

    // A window shorter than the days left turns the cell back to held.
    await page.getByLabel('Expiring within').selectOption('7');
    await row.getByText('Held', { exact: true }).waitFor();
    await page.getByLabel('Expiring within').selectOption('30');
    await row.getByText('Expiring', { exact: true }).waitFor();

    // More required courses than a phone is wide.
    for (const [title, validityMonths] of [
      ['Hazard Communication', null],
      ['First Aid and CPR', 24],
      ['Lockout/Tagout', 12],
    ] as const) {
      const course = (await (
        await context.request.post(api('/api/trainings'), {
          data: { title, type: 'inperson', duration: '2 hours' },
        })
      ).json()) as { id: string };
      if (validityMonths !== null)
        await context.request.put(api(`/api/trainings/${course.id}/validity`), { data: { validityMonths } });
      const required = await context.request.post(api('/api/training-requirements'), {
        data: { trainingId: course.id, scope: 'role', value: 'employee', graceDays: 30 },
      });
      expect(required.status()).toBe(201);
    }
    await page.reload();
    await table.getByRole('columnheader', { name: /Lockout\/Tagout/ }).waitFor();
    await row.getByText('Expiring', { exact: true }).waitFor();
    expect(await seriousAxeFindings(page)).toEqual([]);
    if (process.env.SHOTS_DIR)
      await page.screenshot({ path: `${process.env.SHOTS_DIR}/training-matrix-1280.png`, fullPage: true });

    // On a phone the matrix scrolls in its own labelled region, never the page.
    const onPhone = await openBrowser(phone);
    try {
      await signInThroughApi(onPhone, e2e.app, 'admin');
      await onPhone.page.goto(api('/training/matrix'));
      await onPhone.page.getByText('Expiring', { exact: true }).first().waitFor();
      expect(await sidewaysOverflow(onPhone.page)).toEqual({ excess: 0, wide: [] });
      const region = onPhone.page.getByRole('region', { name: 'Training matrix, scrolls sideways' });
      await region.focus();
      await onPhone.page.keyboard.press('ArrowRight');
      await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
      await expectFitsPhone(onPhone, 'training-matrix-375.png');
    } finally {
      await onPhone.close();
    }
    expect(e2e.browser.consoleErrors).toEqual([]);
  });
});
