import { expect, it } from 'vitest';
import { signInThroughApi } from '../support/running-app.ts';
import { appInBrowser, describeInBrowser } from '../support/browser-suite.ts';

/** A date a month from now, as the API takes it. */
const inAMonth = () => {
  const date = new Date();
  date.setMonth(date.getMonth() + 1);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

describeInBrowser('the waitlist of a full session in the browser', () => {
  const e2e = appInBrowser();

  it('an employee joins the waitlist, moves up when the seat frees, and can cancel before the start', async () => {
    const { page, context } = e2e.browser;
    const api = (path: string) => `${e2e.app.baseUrl}${path}`;
    const title = 'Confined Space Rescue';

    // An administrator adds a one-seat session and gives the seat to the supervisor.
    await signInThroughApi(e2e.browser, e2e.app, 'admin');
    const created = await context.request.post(api('/api/trainings'), {
      data: {
        title,
        type: 'inperson',
        date: inAMonth(),
        time: '09:00',
        location: 'Yard',
        duration: '3 hours',
        maxAttendees: 1,
      },
    });
    const trainingId = (await created.json()).id as string;
    const users = (await (await context.request.get(api('/api/users'))).json()) as {
      id: string;
      username: string;
    }[];
    const supervisor = users.find((u) => u.username === 'supervisor')!.id;
    expect(
      (
        await context.request.post(api('/api/trainings/enroll'), { data: { trainingId, userId: supervisor } })
      ).status(),
    ).toBe(201);

    await signInThroughApi(e2e.browser, e2e.app, 'employee');
    await page.goto(api('/training'));
    const course = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    // The label is said once: "Max attendees: 1 (full)", never "Max attendees: Max attendees: ...".
    const attendees = course.getByText('Max attendees:', { exact: true }).locator('..');
    await course.getByText('1 (full)', { exact: true }).waitFor();
    await expect(attendees.innerText()).resolves.toMatch(/^Max attendees:\s+1 \(full\)$/);
    await course.getByRole('button', { name: `Full: join waitlist for ${title}` }).click();
    await page
      .getByText('The session is full: you are on the waitlist (position 1).', { exact: true })
      .waitFor();
    await course.getByText('Waitlisted (position 1)', { exact: true }).waitFor();
    await course.getByText('1 (full, 1 waiting)', { exact: true }).waitFor();
    if (process.env.SHOTS_DIR)
      await course.screenshot({ path: `${process.env.SHOTS_DIR}/training-waitlist.png` });

    // The supervisor's seat is given up: the first on the waitlist takes it.
    await signInThroughApi(e2e.browser, e2e.app, 'admin');
    expect(
      (
        await context.request.post(api('/api/trainings/unenroll'), {
          data: { trainingId, userId: supervisor },
        })
      ).status(),
    ).toBe(200);
    await signInThroughApi(e2e.browser, e2e.app, 'employee');
    await page.reload();
    await course.getByText('Registered', { exact: true }).waitFor();
    if (process.env.SHOTS_DIR)
      await course.screenshot({ path: `${process.env.SHOTS_DIR}/training-moved-up.png` });

    await course.getByRole('button', { name: `Cancel registration for ${title}` }).click();
    await page.getByText('Your registration has been cancelled', { exact: true }).waitFor();
    await course.getByRole('button', { name: `Register Now for ${title}` }).waitFor();
    expect(e2e.browser.consoleErrors).toEqual([]);
  });
});
