import { expect, it } from 'vitest';
import { appWithBrowsers, describeInBrowser } from '../support/browser-suite.ts';

/** Where the screenshots of the navigation go, for a person to look at; unset = none. */
const SCREENSHOTS = process.env.HS_SCREENSHOT_DIR;

describeInBrowser('the main navigation at every width', () => {
  const e2e = appWithBrowsers(['admin'], { signedIn: ['admin'] });

  for (const width of [1280, 1024]) {
    it(`shows every entry of an administrator inside the window at ${width} px`, async () => {
      const { page } = e2e.admin;
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${e2e.app.baseUrl}/dashboard`);
      const nav = page.getByRole('navigation', { name: 'Main' });
      const links = nav.getByRole('link');
      await links.first().waitFor();
      // Ten entries and more: the bar was cut off at ten, and more are being added.
      expect(await links.count()).toBeGreaterThanOrEqual(10);
      for (const link of await links.all()) {
        const box = await link.boundingBox();
        expect(box, await link.innerText()).not.toBeNull();
        expect(box!.x + box!.width, await link.innerText()).toBeLessThanOrEqual(width);
      }
      await expect(nav.getByRole('button', { name: 'Menu' }).isVisible()).resolves.toBe(false);
      await expect(links.first().innerText()).resolves.toBe('Report an incident');
      if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/nav-${width}.png` });
    });
  }

  it('on a phone, puts the entries behind a Menu button that the keyboard opens and Escape closes', async () => {
    const { page } = e2e.admin;
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`${e2e.app.baseUrl}/dashboard`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const menu = nav.getByRole('button', { name: 'Menu' });
    await menu.waitFor();
    await expect(nav.getByRole('link', { name: 'Establishments' }).isVisible()).resolves.toBe(false);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/nav-375-closed.png` });

    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(menu.getAttribute('aria-expanded')).resolves.toBe('true');
    const establishments = nav.getByRole('link', { name: 'Establishments' });
    await expect(establishments.isVisible()).resolves.toBe(true);
    // Reporting is the first entry: the thing someone who has just seen an incident looks for.
    await expect(nav.getByRole('link').first().innerText()).resolves.toBe('Report an incident');
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/nav-375-open.png` });

    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(menu.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(menu.evaluate((el) => el.matches(':focus'))).resolves.toBe(true);

    await menu.click();
    await establishments.click();
    await page.waitForURL(/\/establishments$/);
    // The URL changes before the lazily loaded page renders; its heading says the new page is in.
    await page.getByRole('heading', { name: 'Establishments', level: 1 }).waitFor();
    await expect(menu.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(menu.innerText()).resolves.toContain('Establishments');
    expect(e2e.admin.consoleErrors).toEqual([]);
  });
});
