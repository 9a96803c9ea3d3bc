import { expect, it } from 'vitest';
import { appWithBrowsers, describeInBrowser } from '../support/browser-suite.ts';
import { seriousAxeFindings } from '../support/page-checks.ts';

const TITLE = 'Fire drill on Thursday';

describeInBrowser('dashboard notices in the browser', () => {
  const e2e = appWithBrowsers(['admin', 'employee'], { signedIn: ['admin', 'employee'] });

  it('an admin posts a notice; the employee sees it on the dashboard and dismisses it for good', async () => {
    const url = (path: string) => `${e2e.app.baseUrl}${path}`;
    const { page: adminPage } = e2e.admin;
    await adminPage.goto(url('/admin/notices'));
    const form = adminPage.getByRole('form', { name: 'Post a notice' });
    await form.getByLabel('Type').selectOption({ label: 'Critical' });
    await form.getByLabel('Shown to').selectOption({ label: 'Both companies (IPSI and TODCO)' });
    await form.getByLabel('Title').fill(TITLE);
    await form.getByLabel('Message').fill('Leave by the nearest exit when the alarm sounds at 10:00.');
    // A link off the web and out of the app is refused next to its field, and nothing is posted.
    await form.getByLabel('Link (optional)').fill('javascript:alert(1)');
    await form.getByRole('button', { name: 'Post notice' }).click();
    await form.getByText(/starting with http:\/\/ or https:\/\//).waitFor();
    await form.getByLabel('Link (optional)').fill('/training');
    await form.getByLabel('Link text').fill('Evacuation training');
    await form.getByRole('button', { name: 'Post notice' }).click();
    const listed = adminPage.getByRole('listitem').filter({ hasText: TITLE });
    await listed.getByText('Showing now').waitFor();
    expect(await seriousAxeFindings(adminPage)).toEqual([]);

    const { page } = e2e.employee;
    await page.goto(url('/dashboard'));
    const banner = page.getByRole('region', { name: TITLE });
    await banner.waitFor();
    await expect(
      banner.getByRole('link', { name: 'Evacuation training' }).getAttribute('href'),
    ).resolves.toBe('/training');
    await page.getByRole('button', { name: `Dismiss: ${TITLE}` }).click();
    await expect.poll(() => banner.count()).toBe(0);
    // Remembered by the server: a fresh load (another device alike) leaves it away.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Safety Dashboard' }).waitFor();
    await page.getByRole('heading', { name: 'Safety Metrics Overview' }).waitFor();
    await expect(page.getByRole('region', { name: TITLE }).count()).resolves.toBe(0);

    expect(e2e.admin.consoleErrors.filter((m) => !m.includes('status of 400'))).toEqual([]);
    expect(e2e.employee.consoleErrors).toEqual([]);
  });
});

describeInBrowser('the site safety contacts in the browser', () => {
  const e2e = appWithBrowsers(['admin', 'employee'], { signedIn: ['admin', 'employee'] });

  it("an admin sets the hotline and e-mail; the employee's report form and footer show them", async () => {
    const url = (path: string) => `${e2e.app.baseUrl}${path}`;
    const { page: adminPage } = e2e.admin;
    await adminPage.goto(url('/admin/notices'));
    const form = adminPage.getByRole('form', { name: 'Safety contacts' });
    await expect(form.getByLabel('Safety hotline').inputValue()).resolves.toBe('1-800-555-0147');
    // Words are no number: refused next to the field, and nothing changes.
    await form.getByLabel('Safety hotline').fill('call the office');
    await form.getByRole('button', { name: 'Save contacts' }).click();
    await form.getByText(/Enter a phone number/).waitFor();
    await form.getByLabel('Safety hotline').fill('+1 (713) 555-0100');
    await form.getByLabel('Safety e-mail').fill('safety@ipsi.example');
    await form.getByRole('button', { name: 'Save contacts' }).click();
    await adminPage.getByText('Safety contacts saved').first().waitFor();
    expect(await seriousAxeFindings(adminPage)).toEqual([]);

    const { page } = e2e.employee;
    await page.goto(url('/incidents/new'));
    const hotline = page.getByRole('link', { name: /\+1 \(713\) 555-0100/ }).first();
    await hotline.waitFor();
    await expect(hotline.getAttribute('href')).resolves.toBe('tel:+17135550100');
    await expect(page.getByRole('link', { name: /1-800-555-0147/ }).count()).resolves.toBe(0);
    expect(e2e.employee.consoleErrors).toEqual([]);
  });
});
