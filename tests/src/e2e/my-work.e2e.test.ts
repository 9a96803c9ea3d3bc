import { mkdir } from 'node:fs/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CONSISTENCY_HEADER, type MyWork } from '@hs/contracts';
import { openBrowser, type Browser } from '../support/browser.ts';
import { pdfFile } from '../support/sample-files.ts';
import { signInThroughApi, startRunningApp, type RunningApp } from '../support/running-app.ts';
import { describeInBrowser } from '../support/browser-suite.ts';

/** Where screenshots for the reviewer go when SHOTS_DIR is set; none are taken otherwise. */
const shotsDir = process.env.SHOTS_DIR;

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describeInBrowser('My work in the browser', () => {
  let app: RunningApp;
  let admin: Browser;
  let employee: Browser;
  let token = '';
  const handedOut = { task: '', file: '' };

  const adminPost = async (path: string, data: object) => {
    const response = await admin.context.request.post(`${app.baseUrl}${path}`, { data });
    expect(response.status(), await response.text()).toBe(201);
    const body = (await response.json()) as { id: string; consistencyToken: string };
    token = body.consistencyToken;
    return body.id;
  };

  /** The administrator opens the demo employee's card on Employee Management. */
  const openTheEmployee = async () => {
    await admin.page.goto(`${app.baseUrl}/employee-management`);
    await admin.page
      .getByRole('list', { name: 'Employees' })
      .getByRole('button')
      .filter({ hasText: 'employee ·' })
      .click();
  };

  beforeAll(async () => {
    app = await startRunningApp();
    [admin, employee] = await Promise.all([openBrowser(), openBrowser()]);
    await signInThroughApi(admin, app, 'admin');
    await signInThroughApi(employee, app, 'employee');
    const users = (await (await admin.context.request.get(`${app.baseUrl}/api/users`)).json()) as {
      id: string;
      username: string;
    }[];
    const employeeId = users.find((u) => u.username === 'employee')!.id;
    handedOut.task = await adminPost('/api/employee-tasks', {
      employeeId,
      title: 'Check the eyewash station',
      description: 'Flush it for three minutes and note the water colour.',
      priority: 'high',
      dueDate: inDays(3),
    });
    handedOut.file = await adminPost('/api/admin/employee-files', {
      employeeId,
      fileName: 'Forklift licence',
      fileType: 'license',
      description: 'A scan of both sides of your licence.',
      dueDate: inDays(7),
    });
    // The employee's first read waits until the projections have the last assignment.
    await employee.context.request.get(`${app.baseUrl}/api/my-work`, {
      headers: { [CONSISTENCY_HEADER]: token },
    });
  });
  afterAll(async () => {
    await admin?.close();
    await employee?.close();
    await app?.stop();
  });

  it('the employee finds My work in the navigation and the counts on the dashboard', async () => {
    const { page } = employee;
    await page.goto(`${app.baseUrl}/dashboard`);
    const card = page.getByRole('region', { name: 'My Work' });
    await card.waitFor();
    await expect(card.getByRole('definition').first().textContent()).resolves.toMatch(/^[1-9]\d*$/);
    await page.getByRole('navigation').getByRole('link', { name: 'My Work' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'My Work' }).waitFor();
    await page.getByRole('listitem', { name: 'Task: Check the eyewash station' }).waitFor();
    await page.getByRole('listitem', { name: 'File request: Forklift licence' }).waitFor();
  });

  it('the employee completes a task with a note', async () => {
    const { page } = employee;
    const task = page.getByRole('listitem', { name: 'Task: Check the eyewash station' });
    await task.getByRole('button', { name: 'Start Check the eyewash station' }).click();
    await task.getByText('In progress', { exact: true }).waitFor();
    await task.getByRole('button', { name: 'Complete Check the eyewash station' }).click();
    const dialog = page.getByRole('dialog', { name: 'Complete Task' });
    await dialog.getByLabel('Note').fill('Flushed for 3 minutes, water clear.');
    await dialog.getByRole('button', { name: 'Mark as Completed' }).click();
    await page.getByText('Task completed', { exact: true }).waitFor();
    const done = page.getByRole('region', { name: 'Done' });
    await done.getByText('Note: Flushed for 3 minutes, water clear.').waitFor();
    const open = page.getByRole('region', { name: 'To do' });
    await expect(
      open.getByRole('listitem', { name: 'Task: Check the eyewash station' }).count(),
    ).resolves.toBe(0);
  });

  it('the employee uploads the requested file, which then waits for review', async () => {
    const { page } = employee;
    const request = page.getByRole('listitem', { name: 'File request: Forklift licence' });
    // Upload with no file chosen: the message sits by the field, which gets focus.
    await request.getByRole('button', { name: 'Upload Forklift licence' }).click();
    const input = request.getByLabel('File for Forklift licence');
    await expect(input.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(input.evaluate((el) => el === el.ownerDocument.activeElement)).resolves.toBe(true);
    await request.getByText('A file is required').waitFor();
    await input.setInputFiles({
      name: 'licence.pdf',
      mimeType: 'application/pdf',
      buffer: pdfFile('Licence'),
    });
    await request.getByRole('button', { name: 'Upload Forklift licence' }).click();
    await page.getByText('File uploaded', { exact: true }).waitFor();
    await request.getByText('Waiting for review', { exact: true }).waitFor();
    await request.getByText('You sent licence.pdf; an administrator will review it.').waitFor();
    const work = (await (await employee.context.request.get(`${app.baseUrl}/api/my-work`)).json()) as MyWork;
    expect(work.items.find((i) => i.id === handedOut.file)).toMatchObject({ status: 'submitted' });
    if (shotsDir) {
      await mkdir(shotsDir, { recursive: true });
      await page.screenshot({ path: `${shotsDir}/my-work-after-upload.png`, fullPage: true });
    }
    expect(employee.consoleErrors).toEqual([]);
  });

  it('the administrator sees the progress and rejects the file with a reason the employee reads', async () => {
    const { page } = admin;
    await openTheEmployee();
    const progress = page.getByRole('region', { name: /^Progress of / });
    await progress.waitFor();
    await page.getByRole('tab', { name: /Employee Files/ }).click();
    await page.getByRole('button', { name: 'Reject Forklift licence' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject File' });
    await dialog.getByRole('button', { name: 'Reject File' }).click();
    await dialog.getByText('Say why the file is rejected').waitFor();
    await dialog.getByLabel('Reason').fill('The expiry date cannot be read.');
    await dialog.getByRole('button', { name: 'Reject File' }).click();
    await page.getByText('File rejected', { exact: true }).waitFor();
    await page.getByText('The expiry date cannot be read.').waitFor();
    expect(admin.consoleErrors).toEqual([]);

    await employee.page.goto(`${app.baseUrl}/my-work`);
    const request = employee.page.getByRole('listitem', { name: 'File request: Forklift licence' });
    await request
      .getByText('Your last file was rejected: The expiry date cannot be read.', { exact: false })
      .waitFor();
    await request.getByLabel('File for Forklift licence').waitFor();
  });

  it("the administrator's new task shows in the employee's Open count at once", async () => {
    const { page } = admin;
    await openTheEmployee();
    const open = page
      .getByRole('region', { name: /^Progress of / })
      .getByRole('definition')
      .first();
    await open.waitFor();
    const before = Number(await open.textContent());

    await page.getByRole('button', { name: 'Task', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Task' });
    await dialog.getByLabel('Title').fill('Restock the first-aid kit');
    await dialog.getByLabel('Description').fill('Plasters and eye wash ran out on Monday.');
    await dialog.getByRole('button', { name: 'Create Task' }).click();
    await page.getByText('Task Created', { exact: true }).waitFor();

    // No reload: the counts are read again because the task changed them.
    await expect.poll(async () => Number(await open.textContent()), { timeout: 10_000 }).toBe(before + 1);
    expect(admin.consoleErrors).toEqual([]);
  });
});
