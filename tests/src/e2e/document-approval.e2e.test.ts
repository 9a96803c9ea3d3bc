import { expect, it } from 'vitest';
import { pdfFile } from '../support/sample-files.ts';
import { appWithBrowsers, describeInBrowser } from '../support/browser-suite.ts';

const DOCUMENT = 'Scaffold inspection checklist';
const NOTE = 'Adds the toe board check';
/** Where the screenshots go, for a person to look at; unset = none. */
const SCREENSHOTS = process.env.HS_SCREENSHOT_DIR;

const pdf = (name: string, text: string) => ({ name, mimeType: 'application/pdf', buffer: pdfFile(text) });

describeInBrowser('approving uploads and new versions in the browser', () => {
  const e2e = appWithBrowsers(['admin', 'employee'], { signedIn: ['admin', 'employee'] });

  it("an employee's upload waits in the admin's queue and enters the library once approved", async () => {
    const { page } = e2e.employee;
    await page.goto(`${e2e.app.baseUrl}/documents/upload`);
    await page.getByLabel('Document Name').fill(DOCUMENT);
    await page.getByLabel('Category').selectOption('Procedures');
    await page.locator('input[type=file]').setInputFiles(pdf('scaffold.pdf', 'Scaffold checklist'));
    await page.getByRole('button', { name: 'Upload Document' }).click();
    await page.getByText('Document sent for approval', { exact: true }).waitFor();
    await page.getByLabel('Search documents').fill(DOCUMENT);
    await page.getByText('No documents found.').waitFor();

    await page.getByRole('link', { name: 'My Uploads' }).click();
    const waiting = page.getByRole('table', { name: 'Uploads waiting for approval' });
    await waiting.getByRole('link', { name: DOCUMENT, exact: true }).waitFor();
    await expect(waiting.getByRole('button', { name: /Approve/ }).count()).resolves.toBe(0);

    const queue = e2e.admin.page;
    await queue.goto(`${e2e.app.baseUrl}/documents`);
    await queue.getByRole('link', { name: 'Approval Queue' }).click();
    const row = queue.getByRole('row').filter({ hasText: DOCUMENT });
    await row.waitFor();
    if (SCREENSHOTS) await queue.screenshot({ path: `${SCREENSHOTS}/approval-queue.png`, fullPage: true });
    await row.getByRole('button', { name: `Approve version 1 of ${DOCUMENT}` }).click();
    await queue.getByText('Upload approved', { exact: true }).waitFor();
    await queue.getByText('Nothing is waiting for approval.').waitFor();

    await page.reload();
    const mine = page.getByRole('table', { name: 'Your uploads and their approval' });
    await mine.getByText('Approved').waitFor();
    await page.goto(`${e2e.app.baseUrl}/documents`);
    await page.getByLabel('Search documents').fill(DOCUMENT);
    await page.getByText('Showing 1 to 1 of 1 documents').waitFor();
    expect(e2e.employee.consoleErrors).toEqual([]);
    expect(e2e.admin.consoleErrors).toEqual([]);
  });

  it('its uploader sends a new version from the document page; version 1 stays in force until approved', async () => {
    const { page } = e2e.employee;
    await page.getByRole('list', { name: 'Documents' }).getByRole('link', { name: DOCUMENT }).click();
    await page.getByRole('heading', { level: 1, name: DOCUMENT }).waitFor();
    await page.getByRole('button', { name: 'Upload New Version' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload New Version' });
    await dialog.getByRole('button', { name: 'Upload Version' }).click();
    // No file: the error stands next to the field, which gets the focus.
    await dialog.getByText('A file is required').waitFor();
    const file = dialog.locator('input[type=file]');
    await expect(file.evaluate((el) => el.matches(':focus'))).resolves.toBe(true);
    await file.setInputFiles(pdf('scaffold-v2.pdf', 'Scaffold checklist v2'));
    await dialog.getByLabel('What changed').fill(NOTE);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/new-version-dialog.png`, fullPage: true });
    await dialog.getByRole('button', { name: 'Upload Version' }).click();
    await page.getByText('Version 2 sent for approval', { exact: true }).waitFor();
    const notice = page.getByRole('region', { name: 'Version 2 is pending approval' });
    await notice.waitFor();
    await expect(notice.getByText(NOTE).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Upload New Version' }).count()).resolves.toBe(0);

    const { page: review } = e2e.admin;
    await review.goto(page.url());
    const adminNotice = review.getByRole('region', { name: 'Version 2 is pending approval' });
    await adminNotice.waitFor();
    if (SCREENSHOTS) await review.screenshot({ path: `${SCREENSHOTS}/version-pending.png` });
    await adminNotice.getByRole('button', { name: `Approve version 2 of ${DOCUMENT}` }).click();
    await review.getByText('Upload approved', { exact: true }).waitFor();
    const versions = review.getByRole('table', { name: `Versions of ${DOCUMENT}` });
    await versions.getByRole('row').filter({ hasText: '(current)' }).filter({ hasText: NOTE }).waitFor();
    if (SCREENSHOTS)
      await review.screenshot({ path: `${SCREENSHOTS}/document-versions.png`, fullPage: true });

    await page.reload();
    await page.getByRole('heading', { level: 1, name: DOCUMENT }).waitFor();
    await expect(page.getByRole('region', { name: 'Version 2 is pending approval' }).count()).resolves.toBe(
      0,
    );
    expect(e2e.employee.consoleErrors).toEqual([]);
    expect(e2e.admin.consoleErrors).toEqual([]);
  });

  it('an administrator asks Maintenance and all supervisors to sign, and the page says so', async () => {
    const { page } = e2e.admin;
    await page.getByRole('button', { name: `Add Signature Req.: ${DOCUMENT}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Signature Requirement' });
    await dialog.getByRole('switch', { name: 'Requires signature' }).click();
    await dialog.getByText('Everyone must sign.', { exact: false }).waitFor();
    await dialog.getByRole('checkbox', { name: 'Maintenance' }).click();
    await dialog.getByRole('checkbox', { name: 'Supervisors' }).click();
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/requirement-audience.png` });
    await dialog.getByRole('button', { name: 'Save Requirement' }).click();
    await page.getByText('Required of Maintenance, Supervisors').waitFor();
    expect(e2e.admin.consoleErrors).toEqual([]);
  });

  it('a rejection needs a reason, and the uploader reads it under My Uploads', async () => {
    const name = 'Ladder shortcut';
    const upload = await e2e.employee.context.request.post(`${e2e.app.baseUrl}/api/documents`, {
      multipart: { name, category: 'Procedures', file: pdf('ladder.pdf', 'Ladder shortcut') },
    });
    expect(upload.status()).toBe(201);
    const { page } = e2e.admin;
    await page.goto(`${e2e.app.baseUrl}/documents/approvals`);
    await page.getByRole('button', { name: `Reject version 1 of ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject Upload' });
    await dialog.getByRole('button', { name: 'Reject Upload' }).click();
    await dialog.getByText('A reason is required').waitFor();
    const reason = dialog.getByRole('textbox', { name: 'Reason' });
    await expect(reason.evaluate((el) => el.matches(':focus'))).resolves.toBe(true);
    await reason.fill('Ladders are never climbed this way.');
    await dialog.getByRole('button', { name: 'Reject Upload' }).click();
    await page.getByText('Upload rejected', { exact: true }).waitFor();

    await e2e.employee.page.goto(`${e2e.app.baseUrl}/documents/approvals`);
    const mine = e2e.employee.page.getByRole('table', { name: 'Your uploads and their approval' });
    await mine.getByText('Reason: Ladders are never climbed this way.').waitFor();
    if (SCREENSHOTS)
      await e2e.employee.page.screenshot({ path: `${SCREENSHOTS}/my-uploads.png`, fullPage: true });
    expect(e2e.employee.consoleErrors).toEqual([]);
    expect(e2e.admin.consoleErrors).toEqual([]);
  });
});
