import { expect, it } from 'vitest';
import { daysAfter } from '@hs/domain';
import { openBrowser, phone } from '../support/browser.ts';
import { appWithBrowsers, describeInBrowser } from '../support/browser-suite.ts';
import { expectFitsPhone, seriousAxeFindings } from '../support/page-checks.ts';
import { pngFile } from '../support/sample-files.ts';
import { signInThroughApi } from '../support/running-app.ts';

const COURSE = 'Confined Space Entry';
const shotsDir = process.env.SHOTS_DIR;

describeInBrowser('outside certificates in the browser', () => {
  const e2e = appWithBrowsers(['admin', 'employee'], { signedIn: ['admin', 'employee'] });

  it('an employee records a certificate with a photo, an admin accepts it and the matrix shows it held', async () => {
    const api = (path: string) => `${e2e.app.baseUrl}${path}`;
    const request = e2e.admin.context.request;
    const { today } = (await (await request.get(api('/api/settings'))).json()) as { today: string };
    const trainingId = (
      (await (
        await request.post(api('/api/trainings'), {
          data: { title: COURSE, type: 'inperson', duration: '1 day' },
        })
      ).json()) as { id: string }
    ).id;
    await request.put(api(`/api/trainings/${trainingId}/validity`), { data: { validityMonths: 36 } });
    const users = (await (await request.get(api('/api/users'))).json()) as { id: string; username: string }[];
    const employeeId = users.find((u) => u.username === 'employee')!.id;
    const required = await request.post(api('/api/training-requirements'), {
      data: { trainingId, scope: 'person', value: employeeId, graceDays: 0 },
    });
    expect(required.status()).toBe(201);

    // The employee reaches the form from My Work.
    const { page } = e2e.employee;
    await page.goto(api('/my-work'));
    await page.getByRole('link', { name: 'Add a certificate' }).click();
    await page.getByRole('heading', { level: 1, name: 'Certificates' }).waitFor();
    const form = page.getByRole('form', { name: 'Add a certificate' });
    await form.getByRole('button', { name: 'Record certificate' }).click();
    await form.getByText('Required').first().waitFor();
    await expect(form.getByLabel('Issued by').getAttribute('aria-invalid')).resolves.toBe('true');

    await form.getByLabel('Course').selectOption({ label: COURSE });
    await form.getByLabel('Issued by').fill('Gulf Safety Council');
    await form.getByLabel('Certificate number').fill('GSC-2291');
    // A future issue date is the server's refusal, shown next to its field.
    await form.getByLabel('Issued on').fill(daysAfter(today, 1));
    await form.getByLabel('Scan of the certificate').setInputFiles({
      name: 'confined-space.png',
      mimeType: 'image/png',
      buffer: pngFile(),
    });
    await form.getByRole('button', { name: 'Record certificate' }).click();
    await form.getByText('The issue date cannot be in the future.').waitFor();
    const issuedOn = daysAfter(today, -30);
    await form.getByLabel('Issued on').fill(issuedOn);
    await form.getByRole('button', { name: 'Record certificate' }).click();
    const mine = page.getByRole('listitem', { name: `Jamie Chen, ${COURSE}` });
    await mine.getByText('Awaiting review').waitFor();
    expect(await seriousAxeFindings(page)).toEqual([]);
    if (shotsDir)
      await page.screenshot({ path: `${shotsDir}/certificates-employee-1280.png`, fullPage: true });

    // The admin sees the cell missing, opens the certificates from the matrix and accepts it.
    const admin = e2e.admin.page;
    await admin.goto(api('/training/matrix'));
    const row = admin
      .getByRole('table')
      .getByRole('row')
      .filter({ has: admin.getByRole('rowheader', { name: /^Jamie Chen/ }) });
    await row.getByText('Missing', { exact: true }).waitFor();
    await admin.getByRole('link', { name: 'Certificates' }).click();
    const queued = admin.getByRole('listitem', { name: `Jamie Chen, ${COURSE}` });
    await queued.getByText('Awaiting review').waitFor();
    if (shotsDir)
      await admin.screenshot({ path: `${shotsDir}/certificates-review-1280.png`, fullPage: true });
    await queued.getByRole('button', { name: `Accept Jamie Chen, ${COURSE}` }).click();
    await admin.getByText('Certificate accepted').first().waitFor();
    await queued.waitFor({ state: 'detached' });

    await admin.goto(api('/training/matrix'));
    await row.getByText('Held', { exact: true }).waitFor();
    if (shotsDir)
      await admin.screenshot({ path: `${shotsDir}/certificates-matrix-1280.png`, fullPage: true });

    // On a phone the page fits, with targets a finger can hit.
    const onPhone = await openBrowser(phone);
    try {
      await signInThroughApi(onPhone, e2e.app, 'employee');
      await onPhone.page.goto(api('/training/certificates'));
      await onPhone.page
        .getByRole('listitem', { name: `Jamie Chen, ${COURSE}` })
        .getByText('Accepted')
        .waitFor();
      await expectFitsPhone(onPhone, 'certificates-375.png');
    } finally {
      await onPhone.close();
    }
    // The one 400 is the future issue date the server refused on purpose.
    expect(e2e.employee.consoleErrors.filter((m) => !/status of 400/.test(m))).toHaveLength(0);
    expect(e2e.employee.consoleErrors).toHaveLength(1);
    expect(e2e.admin.consoleErrors).toEqual([]);
  });
});
