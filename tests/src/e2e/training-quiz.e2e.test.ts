import { expect, it } from 'vitest';
import { openBrowser, phone, type Browser } from '../support/browser.ts';
import { appWithBrowsers, describeInBrowser } from '../support/browser-suite.ts';
import { expectNoEnglish } from '../support/no-english.ts';
import { expectFitsPhone, seriousAxeFindings, smallTargets } from '../support/page-checks.ts';
import { signInThroughApi } from '../support/running-app.ts';

// Domain data as a Spanish-speaking site would enter it; the second option is right each time.
const questions = [
  '¿Qué indica el pictograma de la llama?',
  '¿Dónde se encuentran las hojas de datos de seguridad?',
  '¿Qué debe tener cada recipiente secundario?',
  '¿Quién puede retirar una etiqueta de advertencia?',
  '¿Qué hace si una etiqueta está dañada?',
].map((text, n) => ({
  text,
  options: [`Respuesta ${n + 1}-A`, `Respuesta ${n + 1}-B`, `Respuesta ${n + 1}-C`],
  correctOption: 1,
}));

// The quiz's own part of the page. The navigation around it is the layout's, translated on its own.
const QUIZ = 'body';

/** The interface in Spanish from the first load, as a user who chose it before. */
const inSpanish = async (browser: Browser) =>
  browser.context.addInitScript("window.localStorage.setItem('hs.device.language', 'es')");

describeInBrowser('a course quiz in the browser', () => {
  const e2e = appWithBrowsers(['admin', 'employee'], { signedIn: ['admin', 'employee'] });

  it('an employee in Spanish takes the quiz, is told what is missing, passes, and the course is completed', async () => {
    const api = (path: string) => `${e2e.app.baseUrl}${path}`;
    const admin = e2e.admin.context.request;
    const users = (await (await admin.get(api('/api/users'))).json()) as { id: string; username: string }[];
    const employeeId = users.find((u) => u.username === 'employee')!.id;
    const course = async (title: string) => {
      const id = (
        await (
          await admin.post(api('/api/trainings'), { data: { title, type: 'online', duration: '1 hora' } })
        ).json()
      ).id as string;
      expect(
        (
          await admin.put(api(`/api/trainings/${id}/quiz`), {
            data: { questions, passMark: 80, attemptsAllowed: 2 },
          })
        ).status(),
      ).toBe(200);
      expect(
        (
          await admin.post(api('/api/trainings/enroll'), { data: { trainingId: id, userId: employeeId } })
        ).status(),
      ).toBe(201);
      return id;
    };
    const trainingId = await course('Comunicación de peligros');
    const phoneCourse = await course('Etiquetado de químicos');

    // The safety team's page: the quiz with its answers, and no attempts yet.
    const { page: adminPage } = e2e.admin;
    await adminPage.goto(api(`/training/${trainingId}/quiz/setup`));
    await adminPage.getByRole('heading', { level: 1, name: 'Course quiz' }).waitFor();
    await adminPage.getByText('Nobody has taken this quiz yet.').waitFor();
    await expect(adminPage.getByLabel('Pass mark (%)').inputValue()).resolves.toBe('80');
    expect(await seriousAxeFindings(adminPage)).toEqual([]);
    if (process.env.SHOTS_DIR)
      await adminPage.screenshot({
        path: `${process.env.SHOTS_DIR}/training-quiz-setup-1280.png`,
        fullPage: true,
      });

    const { page } = e2e.employee;
    await inSpanish(e2e.employee);
    await page.goto(api(`/training/${trainingId}/quiz`));
    await page.getByRole('heading', { level: 1, name: 'Cuestionario del curso' }).waitFor();
    const group = (n: number) => page.getByRole('group', { name: new RegExp(`Pregunta ${n} de 5`) });
    await group(1).waitFor();
    // The correct options never reach the browser before the answers are sent.
    expect(await page.content()).not.toContain('correctOption');
    await expectNoEnglish(page, 'the quiz', QUIZ);
    expect(await seriousAxeFindings(page)).toEqual([]);

    // Sent with nothing answered: each question says so, and nothing is graded.
    await page.getByRole('button', { name: 'Enviar respuestas' }).click();
    await page.getByText('Preguntas sin responder: 5.').waitFor();
    expect(await page.getByText('Elija una respuesta.').count()).toBe(5);
    await expectNoEnglish(page, 'the quiz with its missing answers', QUIZ);

    // A radio group by keyboard: the arrow moves from the first option to the second, the right one.
    await group(1).getByRole('radio', { name: 'Respuesta 1-A' }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await expect(group(1).getByRole('radio', { name: 'Respuesta 1-B' }).isChecked()).resolves.toBe(true);
    for (const n of [2, 3, 4])
      await group(n)
        .getByRole('radio', { name: `Respuesta ${n}-B` })
        .check();
    await group(5).getByRole('radio', { name: 'Respuesta 5-C' }).check();
    if (process.env.SHOTS_DIR)
      await page.screenshot({ path: `${process.env.SHOTS_DIR}/training-quiz-es-1280.png`, fullPage: true });
    await page.getByRole('button', { name: 'Enviar respuestas' }).click();

    // 4 of 5 is 80 %: the pass mark, a pass.
    await page.getByRole('heading', { name: '¡Aprobó!' }).waitFor();
    await page.getByText('Puntaje: 80 %').waitFor();
    await page.getByText('4 de 5 respuestas correctas').waitFor();
    await page.getByText('El curso quedó registrado como completado.').waitFor();
    await expectNoEnglish(page, 'the quiz result', QUIZ);
    if (process.env.SHOTS_DIR)
      await page.screenshot({
        path: `${process.env.SHOTS_DIR}/training-quiz-passed-es-1280.png`,
        fullPage: true,
      });

    const mine = (await (await admin.get(api(`/api/users/${employeeId}/trainings`))).json()) as {
      trainingId: string;
      status: string;
    }[];
    expect(mine.find((x) => x.trainingId === trainingId)?.status).toBe('completed');

    // The safety team sees the attempt as asked and answered.
    await adminPage.reload();
    await adminPage.getByText('Attempt 1').click();
    await adminPage.getByText('Correct answer:').waitFor();
    expect(await seriousAxeFindings(adminPage)).toEqual([]);

    // On a phone, in Spanish: the other course's quiz fits and its targets are full size.
    const onPhone = await openBrowser(phone);
    try {
      await inSpanish(onPhone);
      await signInThroughApi(onPhone, e2e.app, 'employee');
      await onPhone.page.goto(api(`/training/${phoneCourse}/quiz`));
      await onPhone.page.getByRole('group', { name: /Pregunta 1 de 5/ }).waitFor();
      await expectNoEnglish(onPhone.page, 'the quiz on a phone', QUIZ);
      expect(await smallTargets(onPhone.page)).toEqual([]);
      await expectFitsPhone(onPhone, 'training-quiz-es-375.png');
    } finally {
      await onPhone.close();
    }
    // The safety team's page on a phone: the editor and the attempt fit too.
    const adminPhone = await openBrowser(phone);
    try {
      await signInThroughApi(adminPhone, e2e.app, 'admin');
      await adminPhone.page.goto(api(`/training/${trainingId}/quiz/setup`));
      await adminPhone.page.getByText('Attempt 1').click();
      await adminPhone.page.getByText('Correct answer:').waitFor();
      await expectFitsPhone(adminPhone, 'training-quiz-setup-375.png');
    } finally {
      await adminPhone.close();
    }
    expect(e2e.employee.consoleErrors).toEqual([]);
    expect(e2e.admin.consoleErrors).toEqual([]);
  });
});
