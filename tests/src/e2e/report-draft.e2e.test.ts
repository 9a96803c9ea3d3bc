import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { appInBrowser, describeInBrowser } from '../support/browser-suite.ts';
import { logInThroughForm, logOutThroughMenu } from '../support/login-form.ts';

const location = 'Press line 2, TODCO plant';
const description = 'Operator pinched a finger clearing a jam; has a history of asthma and took his inhaler.';

const logIn = async (page: Page, baseUrl: string, username: string) => {
  await page.goto(`${baseUrl}/auth`);
  await logInThroughForm(page, username);
};

const logOut = async (page: Page) => {
  await logOutThroughMenu(page);
  await page.getByText('You have been successfully logged out.', { exact: true }).waitFor();
};

const openReportForm = async (page: Page, baseUrl: string) => {
  await page.goto(`${baseUrl}/incidents/new`);
  await page.getByRole('heading', { level: 1, name: 'Safety Incident Report' }).waitFor();
};

/** Starts a report and waits until its draft has been saved on the device. */
const startDraft = async (page: Page, baseUrl: string) => {
  await openReportForm(page, baseUrl);
  await page.getByLabel('Location').fill(location);
  await page.getByLabel('Description').fill(description);
  await page.getByText(/^Draft saved at /).waitFor();
};

/** The part of the browser's Web Storage the test reads (the tests compile without the DOM types). */
type KeyValueStore = {
  length: number;
  key: (i: number) => string | null;
  getItem: (key: string) => string | null;
};

/** Every value the page's origin keeps in localStorage and sessionStorage, as `key=value`. */
const storedValues = (page: Page) =>
  page.evaluate(() => {
    const { localStorage, sessionStorage } = globalThis as unknown as Record<string, KeyValueStore>;
    return [localStorage!, sessionStorage!].flatMap((storage) =>
      Array.from({ length: storage.length }, (_, i) => storage.key(i) ?? '').map(
        (key) => `${key}=${storage.getItem(key)}`,
      ),
    );
  });

describeInBrowser('an incident report draft on a shared browser', () => {
  const e2e = appInBrowser();

  it('is offered back to its author, and after they sign out the next person finds nothing of it', async () => {
    const { page } = e2e.browser;
    await logIn(page, e2e.app.baseUrl, 'employee');
    await startDraft(page, e2e.app.baseUrl);

    // The author leaves the form (and reloads) without signing out: the draft is offered back.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL(/\/dashboard$/);
    await openReportForm(page, e2e.app.baseUrl);
    await page.getByText('Your saved draft was restored.', { exact: true }).waitFor();
    await expect(page.getByLabel('Location').inputValue()).resolves.toBe(location);
    await expect(page.getByLabel('Description').inputValue()).resolves.toBe(description);

    // Sign-out leaves nothing of the report in the browser's storage.
    await logOut(page);
    expect((await storedValues(page)).filter((entry) => entry.includes('asthma'))).toEqual([]);
    expect((await storedValues(page)).filter((entry) => entry.startsWith('hs.'))).toEqual([]);

    // A colleague signs in on the same browser profile: an empty form.
    await logIn(page, e2e.app.baseUrl, 'lwilson');
    await openReportForm(page, e2e.app.baseUrl);
    await page
      .getByText('Your draft is saved on this device as you type, until you log out.', { exact: true })
      .waitFor();
    await expect(page.getByLabel('Location').inputValue()).resolves.toBe('');
    await expect(page.getByLabel('Description').inputValue()).resolves.toBe('');
    await logOut(page);
    // Chromium logs every refused fetch as a console error: none here, signed out included.
    expect(e2e.browser.consoleErrors).toEqual([]);
  });

  it("is never shown to a colleague when the author's session ended without signing out", async () => {
    const { page, context } = e2e.browser;
    await logIn(page, e2e.app.baseUrl, 'employee');
    await startDraft(page, e2e.app.baseUrl);

    // The session ends on the server side (expiry, revocation): no sign-out ran in this browser.
    await context.clearCookies();
    await logIn(page, e2e.app.baseUrl, 'lwilson');
    await openReportForm(page, e2e.app.baseUrl);
    await page
      .getByText('Your draft is saved on this device as you type, until you log out.', { exact: true })
      .waitFor();
    await expect(page.getByLabel('Description').inputValue()).resolves.toBe('');
    // Signing in as someone else removed the earlier user's draft from the device as well.
    expect((await storedValues(page)).filter((entry) => entry.includes('asthma'))).toEqual([]);
    // Chromium logs every refused fetch as a console error: none here, signed out included.
    expect(e2e.browser.consoleErrors).toEqual([]);
  });
});
