import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { openBrowser, type Browser } from '../support/browser.ts';
import { demoPassword, signInThroughApi, startRunningApp, type RunningApp } from '../support/running-app.ts';
import { describeInBrowser } from '../support/browser-suite.ts';

// The sample library of a first start: two PDFs everyone must sign, and a text file.
const MANUAL = 'Safety Manual';
const EMERGENCY = 'Emergency Procedures';
const GUIDELINES = 'Equipment Guidelines';
const ACKNOWLEDGE = 'Please acknowledge that you have reviewed the document';

/** The part of a canvas element this file reads (the tests compile without the DOM's types). */
type Canvas = {
  width: number;
  height: number;
  getContext: (kind: '2d') => { getImageData: (...box: number[]) => { data: ArrayLike<number> } };
};

/** How many pixels of a canvas pdf.js has drawn ink on (dark and opaque). */
const inkedPixels = (canvas: Locator) =>
  canvas.evaluate((element) => {
    const c = element as unknown as Canvas;
    const { data } = c.getContext('2d').getImageData(0, 0, c.width, c.height);
    let inked = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i + 3]! > 0 && data[i]! < 200) inked++;
    return inked;
  });

const fitsThePhone = (page: Page) =>
  page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth');

const openDocument = async (page: Page, baseUrl: string, name: string) => {
  await page.goto(`${baseUrl}/documents`);
  await page.getByLabel('Search documents').fill(name);
  await page.getByRole('list', { name: 'Documents' }).getByRole('link', { name }).click();
  await page.getByRole('heading', { level: 1, name }).waitFor();
};

describeInBrowser('reading a document before signing it, on a phone', () => {
  let app: RunningApp;
  let employee: Browser;

  beforeAll(async () => {
    app = await startRunningApp();
    employee = await openBrowser();
    await employee.page.setViewportSize({ width: 375, height: 812 });
    await signInThroughApi(employee, app, 'employee');
  });
  afterAll(async () => {
    await employee?.close();
    await app?.stop();
  });

  it('View Document shows the PDF itself, its first page drawn and its text readable', async () => {
    const { page } = employee;
    await page.goto(`${app.baseUrl}/required-signatures`);
    await page.getByRole('link', { name: `View Document: ${MANUAL}` }).click();
    const viewer = page.getByRole('region', { name: 'Read the document' });
    await viewer.getByText('Page 1 of 1', { exact: true }).waitFor();
    const canvas = viewer.getByRole('img', { name: `${MANUAL}, Page 1 of 1` });
    await expect.poll(() => inkedPixels(canvas)).toBeGreaterThan(500);
    // Fit to the phone's width, and the words are there for selection and screen readers.
    const box = (await canvas.boundingBox())!;
    expect(box.width).toBeGreaterThan(250);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    await viewer.getByText('Report every incident and near miss within 24 hours.').waitFor();
    await expect(viewer.getByRole('button', { name: 'Next page' }).isDisabled()).resolves.toBe(true);

    await viewer.getByRole('button', { name: 'Zoom in' }).click();
    await viewer.getByText('125%').waitFor();
    await expect.poll(async () => (await canvas.boundingBox())?.width ?? 0).toBeGreaterThan(box.width * 1.2);
    // Zoomed in, the page scrolls inside its frame; the screen does not scroll sideways.
    await expect(fitsThePhone(page)).resolves.toBe(true);
    expect(employee.consoleErrors).toEqual([]);
  });

  it('a text document reads as text, wrapped to the phone', async () => {
    const { page } = employee;
    await openDocument(page, app.baseUrl, GUIDELINES);
    const text = page.getByRole('region', { name: `Text of ${GUIDELINES}` });
    await text.getByText('Lock out and tag out machines before maintenance.').waitFor();
    await expect(
      text.evaluate((element) => element.tagName === 'DIV' && !!element.querySelector('pre')),
    ).resolves.toBe(true);
    await expect(fitsThePhone(page)).resolves.toBe(true);
    expect(employee.consoleErrors).toEqual([]);
  });

  it('the sign dialog shows no error until Sign is pressed, and offers the document to read first', async () => {
    const { page } = employee;
    await page.goto(`${app.baseUrl}/required-signatures`);
    await page.getByRole('button', { name: `Sign Document: ${EMERGENCY}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign Document' });
    await dialog.getByLabel('Or type your full name to sign with the keyboard').waitFor();
    await expect(dialog.getByRole('alert').count()).resolves.toBe(0);
    await expect(dialog.getByText(ACKNOWLEDGE).count()).resolves.toBe(0);

    // Read inside the dialog; the signing form waits.
    await dialog.getByRole('button', { name: 'Read the document' }).click();
    await dialog.getByText('Page 1 of 1', { exact: true }).waitFor();
    await expect
      .poll(() => inkedPixels(dialog.getByRole('img', { name: `${EMERGENCY}, Page 1 of 1` })))
      .toBeGreaterThan(500);
    await dialog.getByRole('button', { name: 'Back to signing' }).click();
    await expect(dialog.getByRole('button', { name: 'Read the document' }).count()).resolves.toBe(0);

    await dialog.getByLabel('Or type your full name to sign with the keyboard').fill('Jamie Chen');
    const sign = dialog.getByRole('button', { name: 'Sign Document', exact: true });
    await sign.click();
    await dialog.getByRole('alert').filter({ hasText: ACKNOWLEDGE }).waitFor();
    await expect(dialog.getByRole('checkbox').getAttribute('aria-invalid')).resolves.toBe('true');

    await dialog.getByRole('checkbox').click();
    await expect(dialog.getByText(ACKNOWLEDGE).count()).resolves.toBe(0);
    await dialog.getByLabel('Your password').fill(demoPassword());
    await sign.click();
    await page.getByText('Document signed successfully', { exact: true }).waitFor();
    await page.getByRole('button', { name: `Sign Document: ${EMERGENCY}` }).waitFor({ state: 'detached' });
    expect(employee.consoleErrors).toEqual([]);
  });

  it('a document already read is not offered again when signing', async () => {
    const { page } = employee;
    await page.goto(`${app.baseUrl}/required-signatures`);
    await page.getByRole('button', { name: `Sign Document: ${MANUAL}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign Document' });
    await dialog.getByLabel('Or type your full name to sign with the keyboard').waitFor();
    // Read in the first test, in this tab: signing offers nothing more to read.
    await expect(dialog.getByRole('button', { name: 'Read the document' }).count()).resolves.toBe(0);
    expect(employee.consoleErrors).toEqual([]);
  });
});
