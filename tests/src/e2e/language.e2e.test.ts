import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appWithBrowsers, describeInBrowser } from '../support/browser-suite.ts';
import { openBrowser, phone } from '../support/browser.ts';
import { expectNoEnglish } from '../support/no-english.ts';
import { expectFitsPhone, seriousAxeFindings } from '../support/page-checks.ts';

const demoPassword = process.env.DEMO_PASSWORD ?? 'demo-safety-2026';
const shoot = async (page: Page, name: string) => {
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}`, fullPage: true });
};

/** The sign-in page in Spanish, chosen with its language picker. */
const chooseSpanishAtSignIn = async (page: Page, baseUrl: string) => {
  await page.goto(`${baseUrl}/auth`);
  await page.getByLabel('Language').selectOption('es');
  await page.getByRole('heading', { level: 1, name: 'Inicie sesión en SafetyHub' }).waitFor();
};

const signInInSpanish = async (page: Page, username: string) => {
  await page.getByLabel('Usuario').fill(username);
  await page.getByLabel('Contraseña').fill(demoPassword);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await page.getByText('Sesión iniciada', { exact: true }).waitFor();
  await page.waitForURL(/\/dashboard$/);
};

/**
 * The frame around every page (header, navigation, footer, menus, toasts) in Spanish. The page
 * inside it belongs to its own feature and is checked where that feature is translated.
 */
const expectNoEnglishAroundThePage = async (page: Page, where: string) => {
  await page.evaluate(`document.getElementById('main-content')?.setAttribute('translate', 'no')`);
  await expectNoEnglish(page, where);
  await page.evaluate(`document.getElementById('main-content')?.removeAttribute('translate')`);
};

const expectSpanishShell = async (page: Page, where: string) => {
  await page.getByRole('navigation').getByRole('link', { name: 'Reportar un incidente' }).waitFor();
  await expectNoEnglishAroundThePage(page, where);
};

describeInBrowser('the interface in Spanish, chosen per person', () => {
  const e2e = appWithBrowsers(['desk', 'fresh']);

  it('chosen on the sign-in page, the shell is Spanish and the choice follows the person to a fresh browser', async () => {
    const { page } = e2e.desk;
    await chooseSpanishAtSignIn(page, e2e.app.baseUrl);
    await expectNoEnglish(page, 'the sign-in page');
    expect(await seriousAxeFindings(page)).toEqual([]);
    await shoot(page, 'lang-sign-in-desktop.png');

    // Empty fields are refused in Spanish too.
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await page.getByText('Escriba su usuario', { exact: true }).waitFor();
    // A wrong password is said in Spanish, from the problem's type.
    await page.getByLabel('Usuario').fill('employee');
    await page.getByLabel('Contraseña').fill('not-the-password');
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await page.getByText('Usuario o contraseña no válidos.', { exact: true }).waitFor();
    await expectNoEnglish(page, 'the refused sign-in');

    await signInInSpanish(page, 'employee');
    await expectSpanishShell(page, 'the dashboard frame');
    await page.getByRole('banner').getByRole('button').last().click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).waitFor();
    await expect(
      page.getByRole('menuitemradio', { name: 'Español' }).getAttribute('aria-checked'),
    ).resolves.toBe('true');
    await expectNoEnglishAroundThePage(page, 'the user menu');
    await shoot(page, 'lang-shell-desktop.png');
    await page.keyboard.press('Escape');

    // Another browser, nothing chosen on it: English until the person signs in, then their Spanish.
    const fresh = e2e.fresh.page;
    await fresh.goto(`${e2e.app.baseUrl}/auth`);
    await fresh.getByRole('heading', { level: 1, name: 'Log in to SafetyHub' }).waitFor();
    await fresh.getByLabel('Username').fill('employee');
    await fresh.getByLabel('Password').fill(demoPassword);
    await fresh.getByRole('button', { name: 'Login', exact: true }).click();
    await fresh.waitForURL(/\/dashboard$/);
    await expectSpanishShell(fresh, 'the frame after signing in on a fresh browser');

    // Back to English from the menu: kept for the person, and the frame reads as before.
    await fresh.getByRole('banner').getByRole('button').last().click();
    await fresh.getByRole('menuitemradio', { name: 'English' }).click();
    await fresh.getByRole('navigation').getByRole('link', { name: 'Report an incident' }).waitFor();
    await fresh.getByText('Language saved', { exact: true }).waitFor();
    expect(await fresh.evaluate('document.documentElement.lang')).toBe('en');
    const saved = await fresh.evaluate(`fetch('/api/user').then((answer) => answer.json())`);
    expect(saved).toMatchObject({ language: 'en' });
    expect(
      [...e2e.desk.consoleErrors, ...e2e.fresh.consoleErrors].filter((m) => !/status of 401/.test(m)),
    ).toEqual([]);
  });

  it('on a phone the Spanish sign-in page and frame fit 375 px', async () => {
    const onPhone = await openBrowser(phone);
    try {
      await chooseSpanishAtSignIn(onPhone.page, e2e.app.baseUrl);
      await expectFitsPhone(onPhone, 'lang-sign-in-375.png');
      await signInInSpanish(onPhone.page, 'officer');
      await onPhone.page.getByRole('button', { name: 'Menú' }).click();
      await expectSpanishShell(onPhone.page, 'the frame on a phone');
      await expectFitsPhone(onPhone, 'lang-shell-375.png');
    } finally {
      await onPhone.close();
    }
  });
});
