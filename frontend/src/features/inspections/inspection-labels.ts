import type {
  InspectionCategory,
  InspectionFrequency,
  InspectionQuestion,
  QuestionKind,
} from '@hs/contracts';
import { formatDate } from '@/lib/dates';

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

/** The answers of a yes/no or choice question that fail it, as its template says: shown before one is chosen. */
export const failingOptions = (question: InspectionQuestion): string[] => {
  if (question.kind === 'yes-no') return [question.failsOn ?? 'no'];
  if (question.kind === 'choice') return question.failingChoices ?? [];
  return [];
};

/** What a failing answer does, in words beside its icon and colour. */
export const failsText = (question: InspectionQuestion | undefined): string =>
  question?.raisesFinding === false ? 'Fails: lowers the score, no finding' : 'Fails: raises a finding';

export const photoCountText = (count: number): string =>
  count === 0 ? 'No photos' : `${count} photo${count === 1 ? '' : 's'}`;

/** Said when an inspection started ad hoc is the due one of its template at that establishment. */
export const fulfilsText = (periodEnd: string): string =>
  `This inspection fulfils the one due on ${formatDate(periodEnd)}.`;
