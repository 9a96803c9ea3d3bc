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
