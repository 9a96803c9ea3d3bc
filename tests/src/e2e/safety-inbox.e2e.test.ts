import { expect, it } from 'vitest';
import { openBrowser, phone } from '../support/browser.ts';
import { appWithBrowsers, describeInBrowser } from '../support/browser-suite.ts';
import { seriousAxeFindings, sidewaysOverflow, smallTargets } from '../support/page-checks.ts';
import { signInThroughApi } from '../support/running-app.ts';

const SUBJECT = 'Blocked exit by bay 4';
const ISSUE = 'Night shift forklift cards have expired.';
/** A screenshot when SHOTS_DIR is set; a dialog is shot as the screen shows it, not the whole page. */
const shot = async (page: { screenshot: (o: object) => Promise<unknown> }, name: string, fullPage = true) => {
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage });
};

describeInBrowser('the safety inbox in the browser', () => {
  const e2e = appWithBrowsers(['employee', 'officer'], { signedIn: ['employee', 'officer'] });

  it('an employee writes to the safety team; the officer reads it and resolves a compliance issue', async () => {
    const url = (path: string) => `${e2e.app.baseUrl}${path}`;
    const { page } = e2e.employee;

    // Dashboard: the dialog shows the demo hotline and e-mail, and names a missing subject.
    await page.goto(url('/dashboard'));
    await page.getByRole('button', { name: 'Contact Safety Team' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact Safety Team' });
    await dialog.getByRole('link', { name: /Safety hotline: 1-800-555-0147/ }).waitFor();
    await dialog.getByRole('button', { name: 'Send message' }).click();
    await dialog.getByText('Required').first().waitFor();
    await dialog.getByLabel('Subject').fill(SUBJECT);
    await dialog
      .getByRole('textbox', { name: 'Message' })
      .fill('Pallets block the fire exit since this morning.');
    expect(await seriousAxeFindings(page)).toEqual([]);
    await shot(page, 'contact-safety-team-1280');
    await dialog.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Message sent', { exact: true }).waitFor();

    // Compliance page: a compliance issue, the department filled in from the account.
    await page.goto(url('/compliance'));
    await page.getByRole('button', { name: 'Report Compliance Issue' }).click();
    const issue = page.getByRole('dialog', { name: 'Report Compliance Issue' });
    await expect(issue.getByLabel('Department').inputValue()).resolves.toBe('Production');
    await issue.getByLabel('Category').selectOption('training');
    await issue.getByLabel('Description').fill(ISSUE);
    await issue.getByRole('button', { name: 'Report issue' }).click();
    await page.getByText('Compliance issue reported', { exact: true }).waitFor();

    // The officer finds both in the inbox and resolves the issue.
    const officer = e2e.officer.page;
    await officer.goto(url('/dashboard'));
    await officer.getByRole('link', { name: 'Safety Inbox' }).first().click();
    await officer.getByRole('link', { name: SUBJECT }).waitFor();
    await officer.getByLabel('Kind').selectOption('compliance-issue');
    await officer.getByRole('link', { name: SUBJECT }).waitFor({ state: 'detached' });
    expect(await seriousAxeFindings(officer)).toEqual([]);
    await shot(officer, 'safety-inbox-1280');
    await officer.getByRole('link', { name: 'Training issue in Production' }).click();
    await officer.getByText(ISSUE).waitFor();
    await officer.getByRole('button', { name: 'Start review' }).click();
    await officer.getByLabel('Resolution note').fill('Cards renewed; training booked for Monday.');
    await officer.getByRole('button', { name: 'Resolve', exact: true }).click();
    await officer.getByText(/Cards renewed; training booked for Monday\./).waitFor();
    expect(await seriousAxeFindings(officer)).toEqual([]);
    await shot(officer, 'safety-inbox-item-1280');

    expect(e2e.employee.consoleErrors).toEqual([]);
    expect(e2e.officer.consoleErrors).toEqual([]);
  });

  it('on a phone the employee follows what they sent and opens Contact Safety Team', async () => {
    const url = (path: string) => `${e2e.app.baseUrl}${path}`;
    const onPhone = await openBrowser(phone);
    try {
      await signInThroughApi(onPhone, e2e.app, 'employee');
      await onPhone.page.goto(url('/safety-inbox'));
      await onPhone.page.getByRole('heading', { name: 'My Messages to the Safety Team' }).waitFor();
      await onPhone.page
        .getByRole('list', { name: 'Messages and issues' })
        .getByText('Resolved', { exact: true })
        .waitFor();
      expect(await sidewaysOverflow(onPhone.page)).toEqual({ excess: 0, wide: [] });
      expect(await smallTargets(onPhone.page)).toEqual([]);
      expect(await seriousAxeFindings(onPhone.page)).toEqual([]);
      await shot(onPhone.page, 'safety-inbox-375');
      await onPhone.page.goto(url('/dashboard'));
      await onPhone.page.getByRole('button', { name: 'Contact Safety Team' }).click();
      await onPhone.page.getByRole('dialog', { name: 'Contact Safety Team' }).getByLabel('Subject').waitFor();
      expect(await sidewaysOverflow(onPhone.page)).toEqual({ excess: 0, wide: [] });
      await shot(onPhone.page, 'contact-safety-team-375', false);
      expect(onPhone.consoleErrors).toEqual([]);
    } finally {
      await onPhone.close();
    }
  });
});
