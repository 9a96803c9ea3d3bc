import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { aboutNonEmployee, validReport } from '../support/incident-fixtures.ts';
import { signInThroughApi } from '../support/running-app.ts';
import { appInBrowser, describeInBrowser } from '../support/browser-suite.ts';

/** Markup that runs script if anything renders it as HTML; `window.__xss` records that it did. */
const SCRIPT = '<script>window.__xss = "script"</script>';
const IMG = '<img src=x onerror="window.__xss = \'img\'">';

describeInBrowser('text that looks like markup', () => {
  const e2e = appInBrowser();

  it('renders as text on every page and in the export file, and the CSP forbids inline scripts', async () => {
    const { page, context } = e2e.browser;
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await signInThroughApi(e2e.browser, e2e.app, 'admin');
    const created = await context.request.post(`${e2e.app.baseUrl}/api/incidents`, {
      data: validReport({
        description: `Spill near ${SCRIPT} and ${IMG}`,
        ...aboutNonEmployee(`Eve ${IMG}`),
        location: `Bay ${SCRIPT}`,
      }),
    });
    expect(created.status()).toBe(201);
    const { id, reportNumber, consistencyToken } = await created.json();
    const uploaded = await context.request.post(`${e2e.app.baseUrl}/api/documents`, {
      multipart: {
        name: `Manual ${IMG}`,
        category: 'Policy',
        file: { name: 'manual.txt', mimeType: 'text/plain', buffer: Buffer.from('Plain text manual.\n') },
      },
    });
    expect(uploaded.status()).toBe(201);

    const response = await page.goto(`${e2e.app.baseUrl}/dashboard`, { waitUntil: 'networkidle' });
    const csp = response!.headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);

    const pages = [
      `/incidents/${id}`,
      '/incidents',
      '/dashboard',
      '/admin',
      '/admin/notifications',
      '/administration',
      '/documents',
    ];
    for (const path of pages) {
      await page.goto(`${e2e.app.baseUrl}${path}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(300);
      expect(
        await page.evaluate(() => (globalThis as unknown as { __xss?: string }).__xss ?? null),
        path,
      ).toBeNull();
      expect(await page.locator('img[src="x"]').count(), path).toBe(0);
    }
    // The markup is shown, literally, where the incident's fields are shown.
    await page.goto(`${e2e.app.baseUrl}/incidents/${id}`, { waitUntil: 'networkidle' });
    await page.getByText(`Spill near ${SCRIPT} and ${IMG}`, { exact: true }).first().waitFor();
    await page.goto(`${e2e.app.baseUrl}/documents`, { waitUntil: 'networkidle' });
    await page.getByText(`Manual ${IMG}`, { exact: true }).first().waitFor();

    // The export file carries the text as written.
    await page.goto(`${e2e.app.baseUrl}/administration`, { waitUntil: 'networkidle' });
    await page
      .getByRole('list', { name: 'Matching incidents' })
      .getByRole('button', { name: `View Details of report #${reportNumber}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Incident #${reportNumber}` });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Export' }).click(),
    ]);
    const text = await readFile((await download.path())!, 'utf8');
    expect(text).toContain(`Spill near ${SCRIPT} and ${IMG}`);
    expect(text).toContain(`Eve ${IMG}`);

    expect(dialogs).toEqual([]);
    expect(await page.evaluate(() => (globalThis as unknown as { __xss?: string }).__xss ?? null)).toBeNull();
    expect(consistencyToken).toEqual(expect.any(String));
  });
});
