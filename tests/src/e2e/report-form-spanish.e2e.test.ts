import sharp from 'sharp';
import { afterAll, expect, it } from 'vitest';
import { openBrowser, phone, type Browser } from '../support/browser.ts';
import { expectNoEnglish } from '../support/no-english.ts';
import { expectFitsPhone } from '../support/page-checks.ts';
import { signInThroughApi } from '../support/running-app.ts';
import { appInBrowser, describeInBrowser } from '../support/browser-suite.ts';

const shots = process.env.SHOTS_DIR;

/** The form's own part of the page: the app's shell (navigation, header) is checked on its own. */
const FORM = 'body';

describeInBrowser('the incident report form in Spanish, on a phone', () => {
  const e2e = appInBrowser();
  let onPhone: Browser | undefined;
  afterAll(() => onPhone?.close());

  it('an employee who chose Spanish reports an incident with a photo, every step in Spanish, and the report is stored', async () => {
    onPhone = await openBrowser(phone);
    const { page } = onPhone;
    await page.addInitScript(() => localStorage.setItem('hs.device.language', 'es'));
    await signInThroughApi(onPhone, e2e.app, 'employee');
    await page.goto(`${e2e.app.baseUrl}/incidents/new`);
    await page.getByRole('heading', { level: 1, name: 'Reporte de incidente de seguridad' }).waitFor();
    await page.getByText('Reportado por (según su registro de empleado)').waitFor();
    await expectNoEnglish(page, 'the empty report form', FORM);

    // Sent empty: the form's own reasons, in Spanish, next to the fields and in the notice.
    await page.getByRole('button', { name: 'Enviar reporte' }).click();
    await page
      .getByText('Complete el lugar, la descripción y el nombre del empleado.', { exact: true })
      .waitFor();
    await expect(page.getByText('Obligatorio').count()).resolves.toBeGreaterThanOrEqual(2);
    await expectNoEnglish(page, 'the form with its reasons', FORM);

    // Step 1: what happened, when and where; the options of type and severity are Spanish too.
    await page.getByLabel('Tipo de incidente').selectOption({ label: 'Lesión' });
    await page.getByLabel('Nivel de gravedad').selectOption({ label: 'Alta' });
    await page.getByLabel('Lugar').fill('Línea de prensa 2');
    await page
      .getByLabel('Descripción')
      .fill('El operador se prensó un dedo al quitar un atasco; se le dieron primeros auxilios.');

    // Step 2: another employee opens the search among the records.
    await page.getByLabel('Otro empleado').check();
    await page.getByLabel('Buscar al empleado').waitFor();
    await page.getByText('Todavía no ha seleccionado a ningún empleado.').waitFor();
    await expectNoEnglish(page, 'the employee search', FORM);
    // Then a visitor, named in fields of their own.
    await page.getByLabel('Alguien que no trabaja aquí (contratista, visitante)').check();
    await page.getByLabel('Su nombre').fill('Ravi Patel');
    await page.getByLabel('Empresa u organización').fill('Andamios Delta');

    // Steps 3 and 4: the consequences and the analysis.
    await page.getByRole('switch', { name: 'Hubo una lesión' }).click();
    await page.getByRole('checkbox', { name: 'Error humano' }).click();
    await page.getByLabel('Acciones inmediatas tomadas').fill('Se detuvo la línea y se atendió al operador.');
    await expectNoEnglish(page, 'the filled sections', FORM);

    // Step 5: a photo, uploaded as soon as it is chosen.
    const photo = await sharp({ create: { width: 240, height: 160, channels: 3, background: '#2a7' } })
      .jpeg()
      .toBuffer();
    await page
      .locator('#incident-photos-files')
      .setInputFiles([{ name: 'prensa.jpg', mimeType: 'image/jpeg', buffer: photo }]);
    await page.getByRole('list', { name: 'Fotos y archivos elegidos' }).getByText('Subido').waitFor();
    await page.getByText('1 de 10').waitFor();
    await page.getByText(/^Borrador guardado a las /).waitFor();
    await expectNoEnglish(page, 'the form with a photo and a saved draft', FORM);
    await expectFitsPhone(onPhone, 'report-form-es-375.png');

    // The clear dialog asks in Spanish; keeping on editing keeps everything.
    await page.getByRole('button', { name: 'Borrar formulario' }).click();
    await page.getByRole('dialog', { name: '¿Borrar este reporte?' }).waitFor();
    // Its own words; the dialog frame's close button belongs to the shared components.
    await page.getByText('Todos los campos vuelven a su valor inicial', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Seguir editando' }).click();

    await page.getByRole('button', { name: 'Enviar reporte' }).click();
    await page.waitForURL(/\/incidents\/[0-9a-f-]{36}\/confirmation$/);
    const message = await page
      .getByText(/^El reporte IR-\d{4}-\d{6} fue enviado y asignado para revisión\.$/)
      .textContent();
    const reportNumber = message!.match(/IR-\d{4}-\d{6}/)![0];
    await page
      .getByRole('heading', { level: 1, name: 'Reporte de incidente enviado correctamente' })
      .waitFor();
    await page
      .getByText(
        /^Lesión en Línea de prensa 2 el .*, con la participación de Ravi Patel \(Andamios Delta\)\.$/,
      )
      .waitFor();
    await expectNoEnglish(page, 'the confirmation', FORM);
    await expectFitsPhone(onPhone, 'report-confirmation-es-375.png');

    // Stored: the server has it, as it was written, with its photo.
    const id = /\/incidents\/([0-9a-f-]{36})\/confirmation$/.exec(page.url())![1];
    const stored = await page.request.get(`${e2e.app.baseUrl}/api/incidents/${id}`);
    expect(stored.status()).toBe(200);
    const incident = (await stored.json()) as Record<string, unknown>;
    expect(incident).toMatchObject({
      reportNumber,
      type: 'injury',
      severity: 'High',
      location: 'Línea de prensa 2',
      injuryOccurred: true,
      contributingFactors: ['Human error'],
    });
    expect(incident.attachments).toHaveLength(1);

    // And it is in the employee's own list.
    await page.getByRole('link', { name: 'Mis reportes' }).click();
    await page.waitForURL(/\/incidents\?tab=mine$/);
    await page.getByRole('tab', { name: 'Mis reportes', selected: true }).waitFor();
    // On a phone each report is a card titled with its number.
    await page.getByText(`#${reportNumber}`).waitFor();
    await page.getByText('Línea de prensa 2').first().waitFor();
    await expectNoEnglish(page, 'my reports', FORM);
    await expectFitsPhone(onPhone, 'my-reports-es-375.png');

    // The report as the employee reads it: its fields and photo, in Spanish around what was entered.
    await page.getByText(`#${reportNumber}`).click();
    await page.waitForURL(new RegExp(`/incidents/${id}$`));
    await page
      .getByText('1 archivo; las fotos se muestran sin datos de ubicación ni de la cámara.')
      .waitFor();
    await page.getByRole('heading', { level: 1, name: `Incidente #${reportNumber}` }).waitFor();
    for (const card of ['incident', 'employee', 'impact', 'analysis', 'record'])
      await expectNoEnglish(page, `the report's ${card} card`, `[aria-labelledby="detail-${card}"]`);
    await expect(
      page.locator('[aria-labelledby="detail-analysis"]').getByText('Error humano').isVisible(),
    ).resolves.toBe(true);
    if (shots) await page.screenshot({ path: `${shots}/my-report-detail-es-375.png`, fullPage: true });
    expect(onPhone.consoleErrors).toEqual([]);
  });

  it('shows the same form in Spanish on a desktop screen', async () => {
    const { page } = e2e.browser;
    await page.addInitScript(() => localStorage.setItem('hs.device.language', 'es'));
    await signInThroughApi(e2e.browser, e2e.app, 'employee');
    await page.goto(`${e2e.app.baseUrl}/incidents/new`);
    await page.getByRole('heading', { level: 1, name: 'Reporte de incidente de seguridad' }).waitFor();
    await page.getByText('Reportado por (según su registro de empleado)').waitFor();
    await expectNoEnglish(page, 'the report form on a desktop', FORM);
    if (shots) await page.screenshot({ path: `${shots}/report-form-es-desktop.png`, fullPage: true });
    expect(e2e.browser.consoleErrors).toEqual([]);
  });
});
