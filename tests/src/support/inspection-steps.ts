import type { Page } from 'playwright-core';

/** The moves of an inspector on the question-by-question page, each waiting for the saved answer. */
export const inspectionSteps = (page: Page) => {
  const next = () => page.getByRole('button', { name: /^(Next|Review)$/ }).click();
  const saved = (text: string) =>
    page
      .getByRole('status')
      .filter({ hasText: `Saved: ${text}` })
      .waitFor();
  const tap = async (name: string) => {
    await page.getByRole('button', { name, exact: true }).click();
    await saved(name);
  };
  const reading = async (label: string, value: string, shown: string) => {
    await page.getByLabel(label).fill(value);
    await page.getByRole('button', { name: 'Save answer' }).click();
    await saved(shown);
  };
  return { next, saved, tap, reading };
};

/**
 * Starts today's forklift check from My work (the demo schedules it for the demo employee) and
 * waits for its first question.
 */
export const startForkliftCheck = async (page: Page, baseUrl: string) => {
  await page.goto(`${baseUrl}/my-work`);
  const item = page.getByRole('listitem', { name: 'Inspection: Forklift pre-shift check' });
  await item.getByRole('button', { name: /Start inspection/ }).click();
  await page.getByRole('heading', { level: 1, name: 'Forklift pre-shift check' }).waitFor();
  await page.getByText('Question 1 of 12').waitFor();
};
