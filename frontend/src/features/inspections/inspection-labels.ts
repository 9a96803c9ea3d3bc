import type {
  InspectionCategory,
  InspectionFrequency,
  InspectionQuestion,
  QuestionKind,
} from '@hs/contracts';

export const categoryLabels: Record<InspectionCategory, string> = {
  workplace: 'Workplace',
  equipment: 'Equipment',
  fire: 'Fire',
  ppe: 'PPE',
  vehicle: 'Vehicle',
  other: 'Other',
};

export const frequencyLabels: Record<InspectionFrequency, string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
  quarterly: 'Quarterly',
};

export const kindLabels: Record<QuestionKind, string> = {
  'yes-no': 'Yes / No / N/A',
  number: 'Number with a range',
  choice: 'Choice list',
  text: 'Text',
};

/** An answer as people read it. */
export const answerText = (value: string | null, question?: InspectionQuestion): string => {
  if (value === null) return 'N/A';
  if (value === 'yes') return 'Yes';
  if (value === 'no') return 'No';
  return question?.kind === 'number' && question.unit ? `${value} ${question.unit}` : value;
};

/** The acceptable range of a number question, in words. */
export const rangeText = (question: InspectionQuestion): string | null => {
  const unit = question.unit ? ` ${question.unit}` : '';
  const min = question.min ?? null;
  const max = question.max ?? null;
  if (min !== null && max !== null) return `Acceptable: ${min} to ${max}${unit}`;
  if (min !== null) return `Acceptable: at least ${min}${unit}`;
  if (max !== null) return `Acceptable: at most ${max}${unit}`;
  return null;
};

export const scoreText = (score: number | null): string => (score === null ? 'No score' : `${score}%`);
