import { expect, it } from 'vitest';
import { openBrowser, phone } from '../support/browser.ts';
import { appInBrowser, describeInBrowser } from '../support/browser-suite.ts';
import { expectFitsPhone, seriousAxeFindings, smallTargets } from '../support/page-checks.ts';
import { signInThroughApi } from '../support/running-app.ts';

const TITLE = 'Forklift Practical Evaluation';

describeInBrowser('the attendance sheet in the browser', () => {
  const e2e = appInBrowser();

  it('an admin marks who came to a session that started today and sees those present completed', async () => {
    const { page, context } = e2e.browser;
    const api = (path: string) => `${e2e.app.baseUrl}${path}`;
    await signInThroughApi(e2e.browser, e2e.app, 'admin');

    // A session today without a time has started at the beginning of the site's day.
    const { today } = (await (await context.request.get(api('/api/settings'))).json()) as { today: string };
    const created = await context.request.post(api('/api/trainings'), {
      data: { title: TITLE, type: 'inperson', date: today, location: 'Yard 3', duration: '2 hours' },
    });
    const trainingId = (await created.json()).id as string;
    const users = (await (await context.request.get(api('/api/users'))).json()) as {
      id: string;
      username: string;
      firstName: string;
      lastName: string;
    }[];
    const [employee, supervisor] = ['employee', 'supervisor'].map((name) =>
      users.find((u) => u.username === name)!,
    );
    for (const person of [employee!, supervisor!])
      expect(
        (
          await context.request.post(api('/api/trainings/enroll'), {
            data: { trainingId, userId: person.id },
          })
        ).status(),
      ).toBe(201);
    const nameOf = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`;

    await page.goto(api('/training'));
    const link = page.getByRole('link', { name: `Attendance: ${TITLE}` });
    if (process.env.SHOTS_DIR)
      await page
        .getByRole('listitem')
        .filter({ has: link })
        .screenshot({ path: `${process.env.SHOTS_DIR}/training-attendance-link.png` });
    await link.click();
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    const sheet = page.getByRole('form', { name: 'Attendance' });
    const line = (u: { firstName: string; lastName: string }) =>
      sheet.getByRole('group', { name: nameOf(u) });
    await line(employee!).getByText('Not marked', { exact: true }).waitFor();

    await line(employee!).getByRole('radio', { name: 'Present' }).check();
    await line(supervisor!).getByRole('radio', { name: 'Absent' }).check();
    await sheet.getByRole('button', { name: 'Save attendance' }).click();
    await page.getByText('Attendance saved', { exact: true }).waitFor();

    // The page reads the sheet again: the one present has completed it, the other is absent.
    await line(employee!)
      .getByText(/^Completed /)
      .waitFor();
    await line(supervisor!).getByText('Absent', { exact: true }).first().waitFor();
    // A recorded completion stands: Absent is closed for the employee, still open for the supervisor.
    await expect(line(employee!).getByRole('radio', { name: 'Absent' }).isDisabled()).resolves.toBe(true);
    await expect(line(supervisor!).getByRole('radio', { name: 'Present' }).isDisabled()).resolves.toBe(false);
    const mine = (await (await context.request.get(api(`/api/users/${employee!.id}/trainings`))).json()) as {
      trainingId: string;
      status: string;
      completedOn: string | null;
    }[];
    expect(mine.find((x) => x.trainingId === trainingId)).toMatchObject({
      status: 'completed',
      completedOn: today,
    });
    expect(await seriousAxeFindings(page)).toEqual([]);
    if (process.env.SHOTS_DIR)
      await page.screenshot({
        path: `${process.env.SHOTS_DIR}/training-attendance-1280.png`,
        fullPage: true,
      });

    const onPhone = await openBrowser(phone);
    try {
      await signInThroughApi(onPhone, e2e.app, 'admin');
      // The way in on a phone: the course's Attendance link is a full-size target too.
      await onPhone.page.goto(api('/training'));
      await onPhone.page.getByRole('link', { name: `Attendance: ${TITLE}` }).waitFor();
      expect(await smallTargets(onPhone.page)).toEqual([]);
      await onPhone.page.goto(api(`/training/${trainingId}/attendance`));
      await onPhone.page.getByRole('button', { name: 'Save attendance' }).waitFor();
      await onPhone.page.getByText(/^Completed /).waitFor();
      await expectFitsPhone(onPhone, 'training-attendance-375.png');
    } finally {
      await onPhone.close();
    }
    expect(e2e.browser.consoleErrors).toEqual([]);
  });
});
