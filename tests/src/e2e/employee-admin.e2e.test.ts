import { expect, it } from 'vitest';
import { appInBrowser, describeInBrowser } from '../support/browser-suite.ts';
import { logInThroughForm } from '../support/login-form.ts';

/** A due date a month from now, as the date input takes it and as the app shows it. */
const dueInAMonth = () => {
  const date = new Date();
  date.setMonth(date.getMonth() + 1);
  const iso = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  const shown = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(
    date,
  );
  return { iso, shown };
};

describeInBrowser('managing employees in the browser', () => {
  const e2e = appInBrowser();

  it('an employee is denied the page and sees no employee data', async () => {
    const { page } = e2e.browser;
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));

    await page.goto(`${e2e.app.baseUrl}/employee-management`);
    await page.waitForURL(/\/auth$/);
    await logInThroughForm(page, 'employee');

    // Back on the page that was asked for, which refuses a non-admin.
    await page.waitForURL(/\/employee-management$/);
    await page.getByRole('heading', { level: 1, name: 'Access Denied' }).waitFor();
    await page.getByText('You need admin privileges to access this page.', { exact: true }).waitFor();
    await expect(page.getByRole('list', { name: 'Employees' }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Add Employee' }).count()).resolves.toBe(0);
    expect(requested).not.toContain('/api/users');
    // The server refuses the list too: the client-side rule is not the only guard.
    expect((await page.request.get(`${e2e.app.baseUrl}/api/users`)).status()).toBe(403);

    await page.getByRole('banner').getByRole('button').last().click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(/\/auth$/);
    await page.getByText('You have been successfully logged out.', { exact: true }).waitFor();
    // Chromium logs every refused fetch as a console error: none here, signed out included.
    expect(e2e.browser.consoleErrors).toEqual([]);
  });

  it('an admin adds an employee, selects them and assigns a training they then have', async () => {
    const { page } = e2e.browser;
    const username = `ralvarez${Date.now().toString(36)}`;
    const due = dueInAMonth();

    await page.goto(`${e2e.app.baseUrl}/auth`);
    await logInThroughForm(page, 'admin');
    await page.waitForURL(/\/dashboard$/);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Employee Management' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Employee Management' }).waitFor();
    const list = page.getByRole('list', { name: 'Employees' });
    await list.waitFor();

    await page.getByRole('button', { name: 'Add Employee' }).click();
    const addDialog = page.getByRole('dialog', { name: 'Add Employee' });
    await addDialog.getByLabel('First Name').fill('Rosa');
    await addDialog.getByLabel('Last Name').fill('Alvarez');
    await addDialog.getByLabel('Email').fill(`${username}@todco.example`);
    await addDialog.getByLabel('Username').fill(username);
    await addDialog.getByLabel('Company').selectOption('TODCO');
    await addDialog.getByLabel('Department').fill('Safety');
    await addDialog.getByLabel('Position').fill('Safety Technician');
    await addDialog.getByRole('button', { name: 'Add Employee' }).click();
    await page
      .getByText('New employee has been successfully added to the system.', { exact: true })
      .waitFor();
    // The server's one-time password, shown once; the employee replaces it at first sign-in.
    const added = page.getByRole('dialog', { name: 'Employee Added' });
    await expect(added.getByLabel('Temporary password for Rosa Alvarez').inputValue()).resolves.toMatch(
      /^.{16}$/,
    );
    await added.getByRole('button', { name: 'Done' }).click();

    const row = list.getByRole('button', { name: new RegExp(`Rosa Alvarez.*${username}`) });
    await row.waitFor();
    await row.click();
    await page.getByRole('heading', { level: 2, name: 'Rosa Alvarez' }).waitFor();
    await expect(page.getByText('Safety Technician', { exact: true }).isVisible()).resolves.toBe(true);

    await page.getByRole('button', { name: 'Assign Class' }).click();
    const classDialog = page.getByRole('dialog', { name: 'Assign Class' });
    await classDialog.getByLabel('Training').selectOption({ label: 'First Aid/CPR' });
    await classDialog.getByLabel('Due Date').fill(due.iso);
    await classDialog.getByLabel('Notes').fill('Book the next session.');
    await classDialog.getByRole('button', { name: 'Assign Training' }).click();
    await page.getByText('Training Assigned', { exact: true }).waitFor();

    await page.getByRole('tab', { name: /Active Tasks/ }).click();
    const training = page.getByRole('region', { name: 'Assigned Training' }).getByRole('listitem');
    await training.filter({ hasText: 'First Aid/CPR' }).waitFor();
    await expect(training.textContent()).resolves.toContain(`Due:${due.shown}`);
    await expect(training.textContent()).resolves.toContain('Book the next session.');
    // Chromium logs every refused fetch as a console error: none here, signed out included.
    expect(e2e.browser.consoleErrors).toEqual([]);
  });
});
