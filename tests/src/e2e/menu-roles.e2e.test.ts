import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signInThroughApi } from '../support/running-app.ts';
import { appInBrowser, describeInBrowser } from '../support/browser-suite.ts';

/** Where the screenshots of the menus go, for a person to look at; unset = none. */
const SCREENSHOTS = process.env.HS_SCREENSHOT_DIR;

const DENIED = ['Access Denied', 'Access Restricted'];
/** A page the walk starts each entry from; no menu entry leads to it. */
const START = { path: '/notifications', heading: 'Notifications' };

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** Opens START and waits until its page is drawn, so the next page's heading is the next page's. */
const atStart = async (page: Page, baseUrl: string) => {
  await page.goto(`${baseUrl}${START.path}`);
  await page.getByRole('heading', { level: 1, name: START.heading, exact: true }).waitFor();
};

/** The page an entry led to: its path and heading, once the heading is no longer START's. */
const arrived = async (page: Page) => {
  // A function, not a string: the app's Content Security Policy refuses eval.
  await page.waitForFunction(
    (start) => {
      const { document } = globalThis as unknown as {
        document: { querySelector: (s: string) => { textContent: string | null } | null };
      };
      const h1 = document.querySelector('h1');
      return h1 !== null && h1.textContent !== start;
    },
    START.heading,
    { timeout: 15_000 },
  );
  return { path: new URL(page.url()).pathname, heading: (await heading(page).innerText()).trim() };
};

const openUserMenu = async (page: Page) => {
  await page.getByRole('banner').getByRole('button').last().click();
  await page.getByRole('menu').waitFor();
};

describeInBrowser('every menu entry opens a page its reader may use', () => {
  const e2e = appInBrowser();

  for (const role of ['admin', 'officer', 'supervisor', 'employee'] as const) {
    it(`as ${role}: no entry of the menu or the user menu leads to Access Denied or a 403`, async () => {
      const { page } = e2e.browser;
      const base = e2e.app.baseUrl;
      await signInThroughApi(e2e.browser, e2e.app, role);
      const refused: string[] = [];
      const onResponse = (r: { status: () => number; url: () => string }) => {
        if (r.status() === 403) refused.push(r.url());
      };
      page.on('response', onResponse);
      await page.setViewportSize({ width: 1280, height: 900 });
      await atStart(page, base);

      const nav = page.getByRole('navigation', { name: 'Main' });
      const entries = await nav
        .getByRole('link')
        .evaluateAll((links) => links.map((a) => [a.textContent!.trim(), a.getAttribute('href')!]));
      await openUserMenu(page);
      const menuLinks = await page
        .getByRole('menu')
        .locator('a[role="menuitem"]')
        .evaluateAll((links) => links.map((a) => [a.textContent!.trim(), a.getAttribute('href')!]));
      await page.keyboard.press('Escape');
      expect(entries.length).toBeGreaterThanOrEqual(8);

      const landed: string[] = [];
      for (const [name, href] of entries) {
        await atStart(page, base);
        await nav.getByRole('link', { name, exact: true }).click();
        const to = await arrived(page);
        landed.push(`menu ${name}: ${to.path} "${to.heading}"`);
        expect(to.path, `${name} was sent elsewhere`).toBe(href);
      }
      for (const [name, href] of menuLinks) {
        await atStart(page, base);
        await openUserMenu(page);
        await page.getByRole('menuitem', { name, exact: true }).click();
        const to = await arrived(page);
        landed.push(`user menu ${name}: ${to.path} "${to.heading}"`);
        expect(to.path, `${name} was sent elsewhere`).toBe(href);
      }
      page.off('response', onResponse);
      expect(landed.filter((line) => DENIED.some((words) => line.includes(words)))).toEqual([]);
      expect(refused).toEqual([]);

      // Each role is offered what it may use, and nothing else.
      const names = entries.map(([name]) => name);
      const menuNames = menuLinks.map(([name]) => name);
      const admin = role === 'admin';
      const safetyTeam = admin || role === 'officer';
      expect(names.includes('Employee Management')).toBe(admin);
      expect(names.includes('Administration')).toBe(safetyTeam);
      expect(menuNames.includes('Admin Access')).toBe(admin);
      expect(menuNames.includes('Admin Dashboard')).toBe(admin);
      expect(menuNames.includes('Admin Notifications')).toBe(admin);
      expect(menuNames.includes('Review Queue')).toBe(role === 'officer' || role === 'supervisor');
    });
  }

  it('a supervisor’s review queue is named for it and opens on their department', async () => {
    const { page } = e2e.browser;
    await signInThroughApi(e2e.browser, e2e.app, 'supervisor');
    await atStart(page, e2e.app.baseUrl);
    await openUserMenu(page);
    await page.getByRole('menuitem', { name: 'Review Queue', exact: true }).click();
    const to = await arrived(page);
    // The demo supervisor is of Production (command-api/src/seed/sample-data.ts).
    expect(to).toEqual({ path: '/admin/notifications', heading: 'Review Queue: Production' });
    await page.getByText('Every report on record: Production', { exact: false }).waitFor();
  });

  for (const role of ['employee', 'supervisor'] as const) {
    it(`as ${role}: the menus fit a phone and a desktop (screenshots)`, async () => {
      const { page } = e2e.browser;
      await signInThroughApi(e2e.browser, e2e.app, role);
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(`${e2e.app.baseUrl}/dashboard`);
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('button', { name: 'Menu' }).click();
      await nav.getByRole('link', { name: 'Compliance' }).waitFor();
      const width = await page.evaluate<number>('document.documentElement.scrollWidth');
      expect(width).toBeLessThanOrEqual(375);
      if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/menu-${role}-375.png` });
      await nav.getByRole('button', { name: 'Menu' }).click();
      await openUserMenu(page);
      if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/user-menu-${role}-375.png` });
      await page.keyboard.press('Escape');

      await page.setViewportSize({ width: 1280, height: 900 });
      await openUserMenu(page);
      if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/menus-${role}-1280.png` });
      await page.keyboard.press('Escape');
      expect(e2e.browser.consoleErrors).toEqual([]);
    });
  }
});
