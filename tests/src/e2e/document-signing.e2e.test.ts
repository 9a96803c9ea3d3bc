import { expect, it } from 'vitest';
import { appWithBrowsers, describeInBrowser } from '../support/browser-suite.ts';
import { demoPassword } from '../support/running-app.ts';

/** A deadline a month from now, as the date input takes it and as the app shows it. */
const dueInAMonth = () => {
  const date = new Date();
  date.setMonth(date.getMonth() + 1);
  const iso = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  return {
    iso,
    shown: new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(date),
  };
};
const today = () =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(new Date());

const shots = process.env.SHOTS_DIR;

// The sample library of a first start has "Equipment Guidelines" without a signature requirement.
const DOCUMENT = 'Equipment Guidelines';

describeInBrowser('requiring and giving a signature in the browser', () => {
  const e2e = appWithBrowsers(['admin', 'employee'], { signedIn: ['admin', 'employee'] });

  it('an administrator requires everyone to sign a document by a deadline', async () => {
    const { page } = e2e.admin;
    const due = dueInAMonth();
    await page.goto(`${e2e.app.baseUrl}/documents`);
    const library = page.getByRole('list', { name: 'Documents' });
    await library.waitFor();
    await page.getByLabel('Search documents').fill(DOCUMENT);
    await library.getByRole('link', { name: DOCUMENT }).waitFor();

    await page.getByRole('button', { name: `Add Signature Req.: ${DOCUMENT}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Signature Requirement' });
    // Deadline and instructions appear only once the requirement is switched on.
    await expect(dialog.getByLabel('Deadline').count()).resolves.toBe(0);
    await dialog.getByRole('switch', { name: 'Requires signature' }).click();
    await dialog.getByLabel('Deadline').fill(due.iso);
    await dialog.getByLabel('Instructions').fill('Read the lockout section before signing.');
    await dialog.getByRole('button', { name: 'Save Requirement' }).click();
    await page.getByText('Document signature requirements updated', { exact: true }).waitFor();
    await page.getByRole('button', { name: `Edit Signature Req.: ${DOCUMENT}` }).waitFor();
    await expect(library.getByText(`Sign by ${due.shown}`).isVisible()).resolves.toBe(true);
    expect(e2e.admin.consoleErrors).toEqual([]);
  });

  it('an employee finds it under Required Signatures, draws a signature and sees it signed in the library', async () => {
    const { page } = e2e.employee;
    const due = dueInAMonth();
    await page.goto(`${e2e.app.baseUrl}/dashboard`);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Required Signatures' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Documents Requiring Your Signature' }).waitFor();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: DOCUMENT }) });
    await card.waitFor();
    await expect(card.getByText(`Due ${due.shown}`).isVisible()).resolves.toBe(true);
    await expect(card.getByText('Read the lockout section before signing.').isVisible()).resolves.toBe(true);

    await card.getByRole('button', { name: `Sign Document: ${DOCUMENT}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign Document' });
    const submit = dialog.getByRole('button', { name: 'Sign Document', exact: true });
    const missingSignature = dialog.getByRole('alert').filter({ hasText: 'Please provide your signature' });
    const missingTick = dialog
      .getByRole('alert')
      .filter({ hasText: 'Please acknowledge that you have reviewed the document' });
    // Nothing is wrong before the employee acts: the reasons come with the first press of Sign.
    await dialog.getByRole('checkbox').waitFor();
    await expect(dialog.getByRole('alert').count()).resolves.toBe(0);
    await submit.click();
    await missingSignature.waitFor();
    await missingTick.waitFor();

    const canvas = dialog.getByRole('img', { name: /Signature drawing area/ });
    // Measured once the dialog's opening animation (a scale transform) has finished.
    const size = async () => {
      const b = await canvas.boundingBox();
      return b ? [Math.round(b.width), Math.round(b.height)] : null;
    };
    await expect.poll(size).toEqual([450, 150]);
    const box = (await canvas.boundingBox())!;
    await page.mouse.move(box.x + 40, box.y + 100);
    await page.mouse.down();
    for (let i = 1; i <= 12; i++)
      await page.mouse.move(box.x + 40 + i * 28, box.y + 75 + (i % 2 ? -35 : 35), { steps: 3 });
    await page.mouse.up();
    await expect(missingSignature.count()).resolves.toBe(0);
    await expect(missingTick.isVisible()).resolves.toBe(true);

    await dialog.getByRole('checkbox').click();
    await expect(missingTick.count()).resolves.toBe(0);
    // Signing asks for the password again; a wrong one is refused next to it and signs nothing.
    const password = dialog.getByLabel('Your password');
    await expect(password.getAttribute('autocomplete')).resolves.toBe('current-password');
    await submit.click();
    await expect(password.getAttribute('aria-invalid')).resolves.toBe('true');
    await dialog.getByText('Enter your password to sign.', { exact: true }).waitFor();
    await password.fill('not-my-password');
    await submit.click();
    await dialog.getByText('Your password is not correct. Nothing was signed.', { exact: true }).waitFor();
    if (shots) await page.screenshot({ path: `${shots}/sign-password-refused.png`, fullPage: true });
    await password.fill(demoPassword());
    await submit.click();
    await page.getByText('Document signed successfully', { exact: true }).waitFor();
    await card.waitFor({ state: 'detached' });

    await page.getByRole('link', { name: 'Back to Documents' }).click();
    await page.getByLabel('Search documents').fill(DOCUMENT);
    const row = page
      .getByRole('list', { name: 'Documents' })
      .getByRole('listitem')
      .filter({ hasText: DOCUMENT });
    // The time with its zone ("Signed May 4, 2026, 9:14 AM CDT (America/Chicago)").
    await row.getByText(new RegExp(`^Signed ${today()}, \\d{1,2}:\\d{2} [AP]M \\S+`)).waitFor();
    await expect(row.getByText('Signed', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(row.getByRole('button', { name: /Sign Document/ }).count()).resolves.toBe(0);

    // The detail page answers who signed which version, when, meaning what.
    await row.getByRole('link', { name: DOCUMENT }).click();
    const signatures = page.getByRole('table', { name: `Signatures of ${DOCUMENT}` });
    await signatures.waitFor();
    const signature = signatures.getByRole('row').filter({ hasText: 'Jamie Chen' });
    await expect(signature.innerText()).resolves.toMatch(
      /Jamie Chen\s+.*\d{1,2}:\d{2} [AP]M \S+.*Read and understood\s+Version 1/s,
    );
    if (shots) await page.screenshot({ path: `${shots}/signature-record.png`, fullPage: true });
    // The refused password is the one failed request, logged by the browser itself.
    expect(e2e.employee.consoleErrors.filter((m) => !/status of 403/.test(m))).toEqual([]);
  });
});
