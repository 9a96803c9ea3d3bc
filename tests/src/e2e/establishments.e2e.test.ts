import { expect, it } from 'vitest';
import { signInThroughApi } from '../support/running-app.ts';
import { appInBrowser, describeInBrowser } from '../support/browser-suite.ts';

const lastYear = String(new Date().getFullYear() - 1);

describeInBrowser('establishments in the browser', () => {
  const e2e = appInBrowser();

  it('an administrator adds an establishment, sees a refused field, and sets a year of hours', async () => {
    const { page } = e2e.browser;
    await signInThroughApi(e2e.browser, e2e.app, 'admin');
    await page.goto(`${e2e.app.baseUrl}/establishments`);
    await page.getByRole('heading', { level: 1, name: 'Establishments' }).waitFor();
    await page.getByRole('heading', { name: 'Plant 1' }).waitFor();

    const form = page.getByRole('form', { name: 'Add an establishment' });
    await form.getByLabel('Name').fill('Lake Charles Yard');
    await form.getByLabel('Company').selectOption('TODCO');
    await form.getByLabel('Street address').fill('900 Port Rd');
    await form.getByLabel('City').fill('Lake Charles');
    await form.getByLabel('State').fill('ZZ');
    await form.getByLabel('ZIP code').fill('70601');
    await form.getByLabel('NAICS code').fill('488320');
    await form.getByLabel('Industry description').fill('Marine cargo handling');
    await form.getByRole('button', { name: 'Add establishment' }).click();
    // The contract refuses the state before anything is sent, and the message stands next to the field.
    await form.getByText('Enter a US state or territory code, e.g. TX').waitFor();
    await expect(form.getByLabel('State').getAttribute('aria-invalid')).resolves.toBe('true');

    await form.getByLabel('State').fill('LA');
    await form.getByRole('button', { name: 'Add establishment' }).click();
    await page.getByRole('heading', { name: 'Lake Charles Yard' }).waitFor();

    const figures = page.getByRole('form', { name: 'Yearly figures of Lake Charles Yard' });
    await figures.getByLabel('Year').fill(lastYear);
    await figures.getByLabel('Annual average employees').fill('120');
    await figures.getByLabel('Peak employees').fill('260');
    await figures.getByLabel('Total hours worked').fill('240,000');
    await figures.getByRole('button', { name: 'Save figures' }).click();
    const table = page.getByRole('table', { name: 'Yearly figures of Lake Charles Yard' });
    // Sized by the peak (1904.41): 260 at peak is 250+ though the average is 120.
    await table.getByRole('row', { name: `${lastYear} 120 260 240,000 250+` }).waitFor();
    if (process.env.SHOTS_DIR)
      await page.screenshot({ path: `${process.env.SHOTS_DIR}/establishments.png`, fullPage: true });
    // The refused state never reached the server: no 400 for Chromium to log.
    expect(e2e.browser.consoleErrors).toEqual([]);
  });

  it('an employee reports with their home establishment preselected, and the report keeps it', async () => {
    const { page, context } = e2e.browser;
    await context.clearCookies();
    await signInThroughApi(e2e.browser, e2e.app, 'employee');
    await page.goto(`${e2e.app.baseUrl}/incidents/new`);
    await page.getByRole('heading', { level: 1, name: 'Safety Incident Report' }).waitFor();
    const establishment = page.getByLabel('Establishment');
    // The demo employee's home establishment on their record is "Plant 2", TODCO's demo establishment.
    await expect
      .poll(async () => establishment.locator('option:checked').textContent())
      .toBe('Plant 2 (TODCO, Baton Rouge)');
    await page.getByLabel('Location').fill('Pipe rack, north side');
    await page.getByLabel('Description').fill('Slipped on a wet grating; no injury.');
    await page.getByRole('button', { name: 'Submit Report' }).click();
    const toast = page.getByText(/^Report IR-\d{4}-\d{6} has been submitted/);
    await toast.waitFor();
    const reportNumber = (await toast.textContent())!.match(/IR-\d{4}-\d{6}/)![0];

    await context.clearCookies();
    await signInThroughApi(e2e.browser, e2e.app, 'admin');
    const waiting = await context.request.get(`${e2e.app.baseUrl}/api/admin/incidents-without-establishment`);
    const numbers = ((await waiting.json()) as { incidents: { reportNumber: string }[] }).incidents.map(
      (i) => i.reportNumber,
    );
    expect(numbers).not.toContain(reportNumber);
    // Filed under the preselected establishment itself, not merely under some establishment.
    const { establishments: sites } = (await (
      await context.request.get(`${e2e.app.baseUrl}/api/establishments`)
    ).json()) as { establishments: { id: string; name: string }[] };
    const [listed] = (await (
      await context.request.get(`${e2e.app.baseUrl}/api/incidents?search=${reportNumber}`)
    ).json()) as { id: string }[];
    const detail = (await (
      await context.request.get(`${e2e.app.baseUrl}/api/incidents/${listed!.id}`)
    ).json()) as {
      establishmentId: string | null;
    };
    expect(detail.establishmentId).toBe(sites.find((s) => s.name === 'Plant 2')?.id);
    expect(e2e.browser.consoleErrors).toEqual([]);
  });
});
