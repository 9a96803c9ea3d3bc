import type { Locator } from 'playwright-core';

/** What the officer answers in the guided recording decision; every unnamed question is "No". */
export type GuidedAnswers = {
  daysAway?: boolean;
  /** Treatment ticks by their label's start; none ticks "No treatment at all". */
  treatments?: string[];
  hearing?: {
    left: { baseline: [number, number, number]; current: [number, number, number] };
    right: { baseline: [number, number, number]; current: [number, number, number] };
  };
};

const answer = (panel: Locator, question: RegExp, yes: boolean) =>
  panel
    .getByRole('group', { name: question })
    .getByRole('radio', { name: yes ? 'Yes' : 'No' })
    .check();

const next = (panel: Locator) => panel.getByRole('button', { name: 'Next' }).click();

/** Walks the steps of 1904.5-1904.11 and stops on the outcome step; `shot` is called on each step. */
export const answerGuidedDecision = async (
  panel: Locator,
  answers: GuidedAnswers,
  shot: (step: string) => Promise<void> = async () => {},
) => {
  await answer(panel, /event or exposure in the work environment/, true);
  await panel.getByRole('radio', { name: 'None of these applies' }).check();
  await shot('1-work-related');
  await next(panel);
  await answer(panel, /Is this a new case/, true);
  await shot('2-new-case');
  await next(panel);
  await answer(panel, /result in death/, false);
  await answer(panel, /days away from work/, answers.daysAway ?? false);
  await answer(panel, /restricted work or transfer/, false);
  const treatments = answers.treatments ?? [];
  if (treatments.length === 0) await panel.getByRole('checkbox', { name: /^No treatment at all/ }).check();
  for (const treatment of treatments)
    await panel.getByRole('checkbox', { name: new RegExp(`^${treatment.replace(/[()]/g, '\\$&')}`) }).check();
  await answer(panel, /lose consciousness/, false);
  await answer(panel, /significant injury or illness diagnosed/, false);
  await shot('3-general-criteria');
  await next(panel);
  await answer(panel, /needlestick/, false);
  await answer(panel, /medically removed/, false);
  await answer(panel, /hearing test/, answers.hearing !== undefined);
  if (answers.hearing)
    for (const ear of ['left', 'right'] as const)
      for (const test of ['baseline', 'current'] as const)
        for (const [i, hz] of ['2000', '3000', '4000'].entries())
          await panel
            .getByLabel(`${ear === 'left' ? 'Left' : 'Right'} ear, ${test}, ${hz} Hz`)
            .fill(String(answers.hearing[ear][test][i]));
  await answer(panel, /tuberculosis/, false);
  await shot('4-specific-cases');
  await next(panel);
};
