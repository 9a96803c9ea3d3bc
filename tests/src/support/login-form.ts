import type { Page } from 'playwright-core';

const demoPassword = process.env.DEMO_PASSWORD ?? 'demo-safety-2026';

/**
 * Signs in through the login form the page shows (/auth), with the demo password unless given
 * one; waits for "Login successful" unless the sign-in leads elsewhere (a password to set).
 */
export const logInThroughForm = async (
  page: Page,
  username: string,
  { password = demoPassword, welcomed = true }: { password?: string; welcomed?: boolean } = {},
) => {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  if (welcomed) await page.getByText('Login successful', { exact: true }).waitFor();
};

/** Signs out through the user menu of the banner; resolves on the login page. */
export const logOutThroughMenu = async (page: Page) => {
  await page.getByRole('banner').getByRole('button').last().click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL(/\/auth$/);
};
