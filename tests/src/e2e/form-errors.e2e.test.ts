import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signInThroughApi } from '../support/running-app.ts';
import { appInBrowser, describeInBrowser } from '../support/browser-suite.ts';

/** Screenshots for the reviewer, when SHOTS_DIR names a folder. */
const shot = async (page: Page, name: string) => {
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true });
};

/** The reason shown under a control, and whether the control points to it and is marked invalid. */
const errorOf = async (page: Page, id: string) => {
  const control = page.locator(`#${id}`);
  return {
    text: await page.locator(`#${id}-error`).textContent(),
    invalid: await control.getAttribute('aria-invalid'),
    describedBy: (await control.getAttribute('aria-describedby'))?.split(' ').includes(`${id}-error`),
  };
};
const focusedId = (page: Page) =>
  page.evaluate(
    () =>
      (globalThis as unknown as { document: { activeElement: { id: string } | null } }).document.activeElement
        ?.id ?? null,
  );

describeInBrowser('forms tell people what to fix, next to the field', () => {
  const e2e = appInBrowser();

  it('an incomplete incident report marks each missing field and focuses the first', async () => {
    const { page } = e2e.browser;
    await signInThroughApi(e2e.browser, e2e.app, 'employee');
    await page.goto(`${e2e.app.baseUrl}/incidents/new`);
    await page.getByRole('heading', { level: 1, name: 'Safety Incident Report' }).waitFor();
    const location = page.locator('#incident-location');
    await expect(location.getAttribute('maxlength')).resolves.toBe('200');
    await expect(location.getAttribute('aria-required')).resolves.toBe('true');
    await page.getByLabel('Someone not employed here (contractor, visitor)').check();
    await expect(page.locator('#non-employee-name').getAttribute('maxlength')).resolves.toBe('200');

    await page.getByRole('button', { name: 'Submit Report' }).click();
    await page.locator('#incident-location-error').waitFor();
    const required = { text: 'Required', invalid: 'true', describedBy: true };
    await expect(errorOf(page, 'incident-location')).resolves.toEqual(required);
    await expect(errorOf(page, 'incident-description')).resolves.toEqual(required);
    await expect(errorOf(page, 'non-employee-name')).resolves.toEqual(required);
    await expect(errorOf(page, 'non-employee-organisation')).resolves.toEqual(required);
    await expect(focusedId(page)).resolves.toBe('incident-location');
    await shot(page, 'incident-form-errors');

    // Fixing a field takes its message away; a date after today is refused next to the date.
    await location.fill('Loading dock 3');
    await expect(page.locator('#incident-location-error').count()).resolves.toBe(0);
    await page.locator('#incident-description').fill('A pallet slipped off the forks.');
    await page.locator('#non-employee-name').fill('Ravi Patel');
    await page.locator('#non-employee-organisation').fill('Delta Scaffolding');
    await page.locator('#incident-date').fill('2099-01-01');
    await page.getByRole('button', { name: 'Submit Report' }).click();
    await page.locator('#incident-date-error').waitFor();
    await expect(errorOf(page, 'incident-date')).resolves.toEqual({
      text: 'The incident date cannot be after today.',
      invalid: 'true',
      describedBy: true,
    });
    await expect(focusedId(page)).resolves.toBe('incident-date');
    expect(e2e.browser.consoleErrors).toEqual([]);
  });

  it("the server's refusal of a colleague's e-mail appears next to Email, which gets focus", async () => {
    const { page } = e2e.browser;
    await signInThroughApi(e2e.browser, e2e.app, 'admin');
    await page.goto(`${e2e.app.baseUrl}/employee-management`);
    await page.getByRole('list', { name: 'Employees' }).waitFor();
    await page.getByRole('button', { name: 'Add Employee' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Employee' });
    await expect(dialog.getByLabel('First Name').getAttribute('maxlength')).resolves.toBe('100');
    await dialog.getByLabel('First Name').fill('Alex');
    await dialog.getByLabel('Last Name').fill('Double');
    // The demo account "employee" has this address in lower case.
    await dialog.getByLabel('Email').fill('Jamie.Chen@TODCO.example');
    await dialog.getByLabel('Username').fill('adouble');
    await dialog.getByLabel('Department').fill('Safety');
    await dialog.getByRole('button', { name: 'Add Employee' }).click();
    await page.locator('#new-employee-email-error').waitFor();
    await expect(errorOf(page, 'new-employee-email')).resolves.toEqual({
      text: 'Another employee already uses this e-mail address.',
      invalid: 'true',
      describedBy: true,
    });
    await expect(page.locator('#new-employee-username-error').count()).resolves.toBe(0);
    await expect(focusedId(page)).resolves.toBe('new-employee-email');
    await shot(page, 'employee-email-taken');
    // Chromium reports the refused request itself; nothing else may reach the console.
    expect(e2e.browser.consoleErrors.filter((m) => !/status of 409/.test(m))).toEqual([]);
    await page.keyboard.press('Escape');
  });

  it('Assign Class without a training or due date says Required next to each and focuses the first', async () => {
    const { page } = e2e.browser;
    await signInThroughApi(e2e.browser, e2e.app, 'admin');
    await page.goto(`${e2e.app.baseUrl}/employee-management`);
    const list = page.getByRole('list', { name: 'Employees' });
    await list.getByRole('button', { name: /Jamie Chen/ }).click();
    await page.getByRole('heading', { level: 2, name: 'Jamie Chen' }).waitFor();
    await page.getByRole('button', { name: 'Assign Class' }).click();
    const dialog = page.getByRole('dialog', { name: 'Assign Class' });
    await expect(dialog.getByLabel('Notes').getAttribute('maxlength')).resolves.toBe('2000');
    await dialog.getByRole('button', { name: 'Assign Training' }).click();
    await page.locator('#assign-class-training-error').waitFor();
    const required = { text: 'Required', invalid: 'true', describedBy: true };
    await expect(errorOf(page, 'assign-class-training')).resolves.toEqual(required);
    await expect(errorOf(page, 'assign-class-due')).resolves.toEqual(required);
    await expect(focusedId(page)).resolves.toBe('assign-class-training');
    // Choosing a training takes its reason away; the due date's stays until it is given.
    await dialog.getByLabel('Training').selectOption({ label: 'First Aid/CPR' });
    await expect(page.locator('#assign-class-training-error').count()).resolves.toBe(0);
    await expect(page.locator('#assign-class-due-error').count()).resolves.toBe(1);
    expect(e2e.browser.consoleErrors.filter((m) => !/status of 409/.test(m))).toEqual([]);
  });
});
