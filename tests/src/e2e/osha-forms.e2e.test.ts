import { expect, it } from 'vitest';
import { aboutNonEmployee, validReport } from '../support/incident-fixtures.ts';
import { demoPassword, signInThroughApi } from '../support/running-app.ts';
import { answerGuidedDecision } from '../support/guided-decision.ts';
import { appInBrowser, describeInBrowser } from '../support/browser-suite.ts';

const shots = process.env.SHOTS_DIR;

describeInBrowser('OSHA Forms 300 and 300A', () => {
  const e2e = appInBrowser();

  it('a safety officer classifies an injury, reads the 300 and the 300A, prints it; an admin certifies it', async () => {
    const { page, context } = e2e.browser;
    const api = (path: string) => `${e2e.app.baseUrl}${path}`;
    // Last year's log: its summary can be certified now that the year is over.
    const year = new Date().getFullYear() - 1;
    await signInThroughApi(e2e.browser, e2e.app, 'employee');
    const sites = (await (await context.request.get(api('/api/establishments'))).json()) as {
      establishments: { id: string; name: string; timeZone: string }[];
    };
    const site = sites.establishments[0]!;
    const created = await context.request.post(api('/api/incidents'), {
      data: validReport({
        type: 'injury',
        date: `${year}-12-10`,
        ...aboutNonEmployee('Robin Castillo'),
        establishmentId: site.id,
      }),
    });
    const { id, reportNumber } = (await created.json()) as { id: string; reportNumber: string };

    await signInThroughApi(e2e.browser, e2e.app, 'officer');
    await page.goto(api(`/incidents/${id}`));
    const panel = page.getByRole('region', { name: 'Recordkeeping (OSHA)' });
    await answerGuidedDecision(panel, { daysAway: true });
    await panel.getByLabel('Case type').selectOption('injury');
    await panel.getByLabel('Days away from work').fill('4');
    await panel.getByRole('button', { name: 'Next' }).click();
    await panel.getByLabel('Body part affected').fill('Left hand');
    await panel.getByRole('button', { name: 'Record decision' }).click();
    await panel
      .getByRole('list', { name: 'Recordkeeping history' })
      .getByText('Recordkeeping decided')
      .waitFor();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'OSHA logs' }).click();
    await page.getByRole('heading', { level: 1, name: 'OSHA logs' }).waitFor();
    await page.getByLabel('Establishment').selectOption(site.id);
    await page.getByLabel('Year', { exact: true }).selectOption(String(year));
    const log = page.getByRole('table', { name: `Form 300 log of ${site.name}, ${year}` });
    const row = log.getByRole('row', { name: new RegExp(reportNumber) });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain('Robin Castillo');
    await expect(row.getByRole('img', { name: 'Days away from work' }).count()).resolves.toBe(1);
    await expect(row.getByRole('link', { name: reportNumber }).getAttribute('href')).resolves.toBe(
      `/osha/301/${id}`,
    );
    if (shots) await page.screenshot({ path: `${shots}/osha-300-log.png`, fullPage: true });
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByLabel('Changed since').isVisible()).resolves.toBe(false);
    if (shots) await page.screenshot({ path: `${shots}/osha-300-print.png`, fullPage: true });
    expect(
      (await page.pdf({ preferCSSPageSize: true })).toString('latin1').match(/\/Type\s*\/Page\b/g),
    ).toHaveLength(1);
    await page.emulateMedia({ media: 'screen' });

    await page.getByRole('link', { name: 'Form 300A summary' }).click();
    await page.getByRole('heading', { level: 1, name: 'OSHA summary' }).waitFor();
    const form = page.getByRole('region', { name: /Form 300A/ });
    await form.getByText(site.name).first().waitFor();
    // The demo certified last year's summary; this case came after it, which needs no new certification.
    await expect(
      form.getByText('Changed since certification, no update required (1904.33(b)(2))').count(),
    ).resolves.toBe(1);
    // Safety officers read the summary; only administrators certify it.
    await expect(page.getByRole('button', { name: 'Certify' }).count()).resolves.toBe(0);
    if (shots) await page.screenshot({ path: `${shots}/osha-300a.png`, fullPage: true });

    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation', { name: 'Main' }).isVisible()).resolves.toBe(false);
    await expect(page.getByLabel('Establishment').isVisible()).resolves.toBe(false);
    await expect(form.isVisible()).resolves.toBe(true);
    if (shots) await page.screenshot({ path: `${shots}/osha-300a-print.png`, fullPage: true });
    // Printed, the summary is one landscape US-letter page, as OSHA's form (792 x 612 points).
    const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
    expect(pdf.match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
    expect(pdf).toMatch(/\/MediaBox\s*\[\s*0 0 792 612\s*\]/);
    await page.emulateMedia({ media: 'screen' });

    const summaryUrl = page.url();
    await signInThroughApi(e2e.browser, e2e.app, 'admin');
    await page.goto(summaryUrl);
    await page.getByRole('button', { name: 'Certify' }).click();
    const dialog = page.getByRole('dialog', { name: `Certify the ${year} summary` });
    await dialog.getByRole('button', { name: 'Certify summary' }).click();
    await expect(dialog.getByLabel('Company executive').getAttribute('aria-invalid')).resolves.toBe('true');
    await dialog.getByLabel('Company executive').fill('Grace Chief');
    await dialog.getByLabel('Title').fill('President');
    await dialog.getByLabel('Your password').fill('not-my-password');
    await dialog.getByRole('button', { name: 'Certify summary' }).click();
    await dialog.getByText('Your password is not correct. Nothing was signed.', { exact: true }).waitFor();
    await dialog.getByLabel('Your password').fill(demoPassword());
    await dialog.getByRole('button', { name: 'Certify summary' }).click();
    await page
      .getByRole('region', { name: /Form 300A/ })
      .getByText('Certified', { exact: true })
      .waitFor();
    await expect(page.getByRole('region', { name: /Form 300A/ }).textContent()).resolves.toContain(
      'Grace Chief',
    );
    await expect(page.getByRole('region', { name: /Form 300A/ }).textContent()).resolves.toMatch(
      /Certified: signed electronically by Alex Morgan, \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M \S+/,
    );
    // Certified as the records stand, there is nothing to certify again until they change.
    await expect(page.getByRole('button', { name: 'Certify' }).count()).resolves.toBe(0);
    if (shots) await page.screenshot({ path: `${shots}/osha-300a-certified.png`, fullPage: true });

    // Moved to the other establishment, the case leaves this log: "changed since" says who moved it.
    const other = sites.establishments.find((e) => e.id !== site.id)!;
    const moved = await context.request.put(api(`/api/incidents/${id}/establishment`), {
      data: { establishmentId: other.id },
    });
    expect(moved.status()).toBe(200);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: site.timeZone }).format(new Date());
    const dayBefore = new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    await page.getByRole('link', { name: 'Form 300 log' }).click();
    await page.getByLabel('Changed since').fill(dayBefore);
    const changes = page.getByRole('list', { name: 'Changes' });
    const move = changes.getByRole('listitem').filter({ hasText: 'Moved away from this establishment' });
    await move.waitFor();
    await expect(move.textContent()).resolves.toContain(
      `${reportNumber}: Moved away from this establishment (to ${other.name})`,
    );
    await expect(move.textContent()).resolves.toContain('Alex Morgan');
    if (shots) await page.screenshot({ path: `${shots}/osha-300-changed-since-move.png`, fullPage: true });

    // The refused password is the one failed request, logged by the browser itself.
    expect(e2e.browser.consoleErrors.filter((m) => !/status of 403/.test(m))).toEqual([]);
  });
});
