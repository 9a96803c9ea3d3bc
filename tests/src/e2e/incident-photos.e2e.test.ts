import sharp from 'sharp';
import { expect, it } from 'vitest';
import { validReport } from '../support/incident-fixtures.ts';
import { signInThroughApi } from '../support/running-app.ts';
import { appInBrowser, describeInBrowser } from '../support/browser-suite.ts';

/** Where the screenshots go, for a person to look at; unset = none. */
const SCREENSHOTS = process.env.HS_SCREENSHOT_DIR;

const photo = async (colour: string) => ({
  mimeType: 'image/jpeg',
  buffer: await sharp({ create: { width: 240, height: 160, channels: 3, background: colour } })
    .jpeg()
    .toBuffer(),
});

describeInBrowser('photos on a report, on a phone', () => {
  const e2e = appInBrowser();

  it('uploads each chosen photo at once, says why one is refused, removes it, and shows the report’s photos in a gallery', async () => {
    const { page } = e2e.browser;
    await page.setViewportSize({ width: 375, height: 812 });
    await signInThroughApi(e2e.browser, e2e.app, 'employee');
    const uploaded: string[] = [];
    page.on('response', async (response) => {
      if (response.url().endsWith('/api/attachments') && response.status() === 201)
        uploaded.push(((await response.json()) as { id: string }).id);
    });
    await page.goto(`${e2e.app.baseUrl}/incidents/new`);
    await page.getByRole('heading', { name: 'Photos and files' }).waitFor();
    await expect(page.getByRole('button', { name: 'Take photo' }).isVisible()).resolves.toBe(true);
    await expect(page.locator('input[capture="environment"]').getAttribute('accept')).resolves.toBe(
      'image/*',
    );

    await page.locator('#incident-photos-files').setInputFiles([
      { name: 'spill.jpg', ...(await photo('#2a7')) },
      { name: 'guard.jpg', ...(await photo('#c52')) },
      { name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('<html>not a photo</html>') },
    ]);
    const chosen = page.getByRole('list', { name: 'Chosen photos and files' });
    await chosen
      .getByText('Only JPEG, PNG, WebP and HEIC photos and PDF files are accepted', { exact: false })
      .waitFor();
    await expect.poll(() => chosen.getByText('Uploaded', { exact: false }).count()).toBe(2);
    await page.getByText('3 of 10').waitFor();
    const remove = page.getByRole('button', { name: 'Remove notes.jpg' });
    const box = await remove.boundingBox();
    expect([box!.width, box!.height]).toEqual([44, 44]);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/report-photos-375.png`, fullPage: true });
    await remove.click();
    await page.getByText('2 of 10').waitFor();
    expect(await page.evaluate<boolean>('document.documentElement.scrollWidth <= innerWidth')).toBe(true);

    // The report itself goes through the API: the form's fields are not what this test is about.
    const sent = await page.request.post(`${e2e.app.baseUrl}/api/incidents`, {
      data: validReport({ attachmentIds: uploaded }),
      headers: { origin: e2e.app.baseUrl },
    });
    expect(sent.status()).toBe(201);
    const { id } = (await sent.json()) as { id: string };
    await page.goto(`${e2e.app.baseUrl}/incidents/${id}`);
    const gallery = page.getByRole('list', { name: 'Photos and files of the report' });
    await gallery.waitFor();
    await expect(gallery.getByRole('button').count()).resolves.toBe(2);

    await gallery.getByRole('button', { name: 'Open spill.jpg' }).focus();
    await page.keyboard.press('Enter');
    const viewer = page.getByRole('dialog');
    await viewer.getByRole('heading', { name: 'spill.jpg' }).waitFor();
    await page.keyboard.press('ArrowRight');
    await viewer.getByRole('heading', { name: 'guard.jpg' }).waitFor();
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/report-photo-viewer-375.png` });
    await page.keyboard.press('Escape');
    await expect
      .poll(() => page.evaluate<string | null>("document.activeElement?.getAttribute('aria-label') ?? null"))
      .toBe('Open spill.jpg');
    // The refused upload is the only error: the browser logs its 415.
    expect(e2e.browser.consoleErrors.filter((e) => !e.includes('415'))).toEqual([]);
  });
});
