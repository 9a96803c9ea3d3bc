import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { daysAfter, monthsAfter } from '@hs/domain';
import { openBrowser, phone } from '../support/browser.ts';
import { appInBrowser, describeInBrowser } from '../support/browser-suite.ts';
import {
  expectFitsPhone,
  seriousAxeFindings,
  sidewaysOverflow,
  smallTargets,
} from '../support/page-checks.ts';
import { signInThroughApi } from '../support/running-app.ts';
import { shownDay, userIdOf } from '../support/shown-in-browser.ts';

const TITLE = 'Scaffold Safety, Part 1';

describeInBrowser('My Schedule in the browser', () => {
  const e2e = appInBrowser();

  it('an employee opens My Schedule from the Training Center, finds their session and downloads it', async () => {
    const { page, context } = e2e.browser;
    const api = (path: string) => `${e2e.app.baseUrl}${path}`;
    // A week ahead of the machine's day is ahead of the site's, whichever zone the site keeps.
    const inAWeek = daysAfter(new Date().toISOString().slice(0, 10), 7);
    await signInThroughApi(e2e.browser, e2e.app, 'admin');
    const created = await context.request.post(api('/api/trainings'), {
      data: {
        title: TITLE,
        type: 'inperson',
        date: inAWeek,
        time: '09:00',
        location: 'Yard, gate 2',
        duration: '90 minutes',
      },
    });
    const trainingId = (await created.json()).id as string;

    await signInThroughApi(e2e.browser, e2e.app, 'employee');
    expect(
      (await context.request.post(api('/api/trainings/enroll'), { data: { trainingId } })).status(),
    ).toBe(201);
    await page.goto(api('/training'));
    await page.getByRole('link', { name: 'My Schedule' }).click();
    await page.getByRole('heading', { level: 1, name: 'My Schedule' }).waitFor();
    const entry = page.getByRole('listitem').filter({ hasText: TITLE });
    await entry.getByText('Registered', { exact: true }).waitFor();
    await entry.getByText('9:00 AM – 10:30 AM (90 minutes)').waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download calendar (.ics)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('my-schedule.ics');
    const calendar = await readFile((await download.path())!, 'utf8');
    expect(calendar).toContain('BEGIN:VCALENDAR\r\n');
    expect(calendar.replaceAll('\r\n ', '')).toContain(`SUMMARY:Training: Scaffold Safety\\, Part 1`);
    expect(calendar).toContain(`UID:session-${trainingId}-`);

    expect(await seriousAxeFindings(page)).toEqual([]);
    expect(e2e.browser.consoleErrors).toEqual([]);
    if (process.env.SHOTS_DIR)
      await page.screenshot({ path: `${process.env.SHOTS_DIR}/my-schedule-1280.png`, fullPage: true });

    const onPhone = await openBrowser(phone);
    try {
      await signInThroughApi(onPhone, e2e.app, 'employee');
      await onPhone.page.goto(api('/training/schedule'));
      await onPhone.page.getByText(TITLE).waitFor();
      await expectFitsPhone(onPhone, 'my-schedule-375.png');
    } finally {
      await onPhone.close();
    }
  });
  it("the Training Center recommends the employee's own required courses, with the day each runs out", async () => {
    const { page, context } = e2e.browser;
    const api = (path: string) => `${e2e.app.baseUrl}${path}`;
    const recommended = page.getByRole('region', { name: 'Recommended Courses' });
    await signInThroughApi(e2e.browser, e2e.app, 'employee');
    await page.goto(api('/training'));
    await recommended.getByText('You hold every course your work requires.').waitFor();

    // A 12-month course the employee completed 12 months less 10 days ago, required of them by name.
    await signInThroughApi(e2e.browser, e2e.app, 'admin');
    const { today } = (await (await context.request.get(api('/api/settings'))).json()) as { today: string };
    const course = 'Confined Space Entry Refresher';
    const trainingId = (
      await (
        await context.request.post(api('/api/trainings'), {
          data: { title: course, type: 'online', duration: '2 hours' },
        })
      ).json()
    ).id as string;
    const employee = await userIdOf(context.request, e2e.app.baseUrl, 'employee');
    const completedOn = daysAfter(monthsAfter(today, -12), 10);
    const sent = [
      await context.request.put(api(`/api/trainings/${trainingId}/validity`), {
        data: { validityMonths: 12 },
      }),
      await context.request.post(api(`/api/trainings/${trainingId}/completions`), {
        data: { userId: employee, completedOn },
      }),
      await context.request.post(api('/api/training-requirements'), {
        data: { trainingId, scope: 'person', value: employee },
      }),
    ];
    expect(sent.map((response) => response.status())).toEqual([200, 200, 201]);
    const lastDay = shownDay(daysAfter(monthsAfter(completedOn, 12), -1));

    await signInThroughApi(e2e.browser, e2e.app, 'employee');
    await page.goto(api('/training'));
    const entry = recommended.getByRole('listitem').filter({ hasText: course });
    await entry.getByText(`Expires ${lastDay}`).waitFor();
    // The stats name it as the next thing to do, on its last valid day.
    const next = page.getByRole('region', { name: 'Training Stats' });
    await next.getByText(course).waitFor();
    await next.getByText(lastDay).waitFor();
    expect(await recommended.getByText('Fire Safety Refresher').count()).toBe(0);
    await entry.getByRole('link', { name: course }).click();
    expect(new URL(page.url()).hash).toBe(`#course-${trainingId}`);
    expect(await page.getByRole('heading', { level: 3, name: course }).isVisible()).toBe(true);
    expect(e2e.browser.consoleErrors).toEqual([]);
    if (process.env.SHOTS_DIR)
      await page.screenshot({
        path: `${process.env.SHOTS_DIR}/recommended-courses-1280.png`,
        fullPage: true,
      });

    const onPhone = await openBrowser(phone);
    try {
      await signInThroughApi(onPhone, e2e.app, 'employee');
      await onPhone.page.goto(api('/training'));
      const list = onPhone.page.getByRole('region', { name: 'Recommended Courses' });
      await list.getByText(`Expires ${lastDay}`).waitFor();
      expect(await sidewaysOverflow(onPhone.page)).toEqual({ excess: 0, wide: [] });
      expect(await smallTargets(onPhone.page)).toEqual([]);
      expect(onPhone.consoleErrors).toEqual([]);
      if (process.env.SHOTS_DIR)
        await list.screenshot({ path: `${process.env.SHOTS_DIR}/recommended-courses-375.png` });
    } finally {
      await onPhone.close();
    }
  });
});
