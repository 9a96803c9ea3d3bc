import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appInBrowser, describeInBrowser } from '../support/browser-suite.ts';
import { logInThroughForm, logOutThroughMenu } from '../support/login-form.ts';

const demoPassword = process.env.DEMO_PASSWORD ?? 'demo-safety-2026';
const shots = process.env.SCREENSHOT_DIR;

// Chromium logs every refused fetch as a console error. This flow provokes some on purpose: 401 of
// the wrong sign-in, 403 of a page's reads while the temporary password is in use, 400 of the
// refused passwords.
const unexpected = (messages: string[]) =>
  messages.filter(
    (m) => !/Failed to load resource: the server responded with a status of (400|401|403)/.test(m),
  );

const logIn = (page: Page, username: string, password: string) =>
  logInThroughForm(page, username, { password, welcomed: false });
const logOut = logOutThroughMenu;
const shoot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
};

describeInBrowser('passwords in the browser', () => {
  const e2e = appInBrowser();

  it('a new employee must set their own password at first sign-in; the temporary one then fails', async () => {
    const { page } = e2e.browser;
    const username = `mbrandt${Date.now().toString(36)}`;

    await page.goto(`${e2e.app.baseUrl}/auth`);
    await logIn(page, 'admin', demoPassword);
    await page.waitForURL(/\/dashboard$/);
    await page.goto(`${e2e.app.baseUrl}/employee-management`);
    await page.getByRole('button', { name: 'Add Employee' }).click();
    const addDialog = page.getByRole('dialog', { name: 'Add Employee' });
    await addDialog.getByLabel('First Name').fill('Mira');
    await addDialog.getByLabel('Last Name').fill('Brandt');
    await addDialog.getByLabel('Email').fill(`${username}@ipsi.example`);
    await addDialog.getByLabel('Username').fill(username);
    await addDialog.getByLabel('Department').fill('Safety');
    await addDialog.getByRole('button', { name: 'Add Employee' }).click();
    const added = page.getByRole('dialog', { name: 'Employee Added' });
    const temporary = await added.getByLabel('Temporary password for Mira Brandt').inputValue();
    expect(temporary).toMatch(/^.{16}$/);
    await shoot(page, 'admin-temporary-password');
    await added.getByRole('button', { name: 'Done' }).click();
    await logOut(page);

    await logIn(page, username, temporary);
    await page.waitForURL(/\/set-password$/);
    await page.getByRole('heading', { level: 1, name: 'Set your password' }).waitFor();
    // Any other page sends them back: the server opens nothing else either.
    await page.goto(`${e2e.app.baseUrl}/incidents`);
    await page.waitForURL(/\/(set-password|auth)$/);
    if (page.url().endsWith('/auth')) await logIn(page, username, temporary);
    await page.getByRole('heading', { level: 1, name: 'Set your password' }).waitFor();

    await page.locator('#password-currentPassword').fill(temporary);
    await page.locator('#password-newPassword').fill(`${username}-2026`);
    await page.locator('#password-confirmPassword').fill(`${username}-2026`);
    await page.getByRole('button', { name: 'Set password' }).click();
    const newPassword = page.locator('#password-newPassword');
    await page.getByText('Do not use your username in your password.').waitFor();
    await shoot(page, 'set-password-refused');
    await expect(newPassword.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(page.locator('#password-newPassword:focus').count()).resolves.toBe(1);

    await newPassword.fill('lantern-harbour-quiet-7');
    await page.locator('#password-confirmPassword').fill('lantern-harbour-quiet-7');
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.waitForURL(/\/dashboard$/);
    await logOut(page);

    await logIn(page, username, temporary);
    await page.getByText('Invalid username or password.', { exact: true }).waitFor();
    await logIn(page, username, 'lantern-harbour-quiet-7');
    await page.waitForURL(/\/dashboard$/);
    expect(unexpected(e2e.browser.consoleErrors)).toEqual([]);
  });

  it('the user menu opens from the keyboard at the first press, and Escape brings the focus back', async () => {
    const { page } = e2e.browser;
    const menuButton = page.getByRole('banner').getByRole('button', { name: /Mira Brandt/ });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menu').waitFor();
    await shoot(page, 'user-menu-open');
    expect(await page.evaluate<boolean>(`document.activeElement?.closest('[role="menu"]') !== null`)).toBe(
      true,
    );
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    expect(await page.evaluate<string | null>(`document.activeElement?.getAttribute('aria-haspopup')`)).toBe(
      'menu',
    );
    expect(unexpected(e2e.browser.consoleErrors)).toEqual([]);
  });

  it('the user menu leads to Change password', async () => {
    const { page } = e2e.browser;
    await page.getByRole('banner').getByRole('button').last().click();
    await page.getByRole('menuitem', { name: 'Change password' }).click();
    await page.getByRole('heading', { level: 1, name: 'Change password' }).waitFor();
    await shoot(page, 'change-password');
    await page.locator('#password-currentPassword').fill('lantern-harbour-quiet-7');
    await page.locator('#password-newPassword').fill('PasswordPassword');
    await page.locator('#password-confirmPassword').fill('PasswordPassword');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('This password is too common. Choose one that is harder to guess.').waitFor();
    expect(unexpected(e2e.browser.consoleErrors)).toEqual([]);
  });
});
