import { expect, it } from 'vitest';
import { appWithBrowsers, describeInBrowser } from '../support/browser-suite.ts';

// A document of the sample library of a first start.
const DOCUMENT = 'Compliance Form';
const REASON = 'Replaced by the 2027 compliance checklist.';
/** Where the screenshots of the retired page go, for a person to look at; unset = none. */
const SCREENSHOTS = process.env.HS_SCREENSHOT_DIR;

describeInBrowser('retiring a document in the browser', () => {
  const e2e = appWithBrowsers(['admin'], { signedIn: ['admin'] });

  it('an administrator confirms with a reason; the page says it is retired and the library no longer lists it', async () => {
    const { page } = e2e.admin;
    await page.goto(`${e2e.app.baseUrl}/documents`);
    const library = page.getByRole('list', { name: 'Documents' });
    await page.getByLabel('Search documents').fill(DOCUMENT);
    // Clicked once the search has narrowed the list, not on the row of the unfiltered first page.
    await page.getByText('Showing 1 to 1 of 1 documents').waitFor();
    await library.getByRole('link', { name: DOCUMENT }).click();
    await page.getByRole('heading', { level: 1, name: DOCUMENT }).waitFor();

    await page.getByRole('button', { name: `Retire: ${DOCUMENT}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Retire Document' });
    await dialog.getByRole('button', { name: 'Retire Document' }).click();
    // No reason: the error stands next to the field, which gets the focus.
    await dialog.getByText('A reason is required').waitFor();
    const reason = dialog.getByRole('textbox', { name: 'Reason' });
    await expect(reason.evaluate((el) => el.matches(':focus'))).resolves.toBe(true);
    await reason.fill(REASON);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/retire-dialog.png` });
    await dialog.getByRole('button', { name: 'Retire Document' }).click();
    // The toast outlives the dialog, which the page takes away once the document is retired.
    await page.getByText('Document retired', { exact: true }).waitFor();

    const notice = page.getByRole('region', { name: 'Retired document' });
    await notice.waitFor();
    await expect(notice.getByText(REASON).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: `Retire: ${DOCUMENT}` }).count()).resolves.toBe(0);
    await expect(page.getByRole('heading', { name: 'Signatures' }).isVisible()).resolves.toBe(true);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/retired-document.png`, fullPage: true });

    await page.goto(`${e2e.app.baseUrl}/documents`);
    await page.getByLabel('Search documents').fill(DOCUMENT);
    await page.getByText('No documents found.').waitFor();
    expect(e2e.admin.consoleErrors).toEqual([]);
  });
});
