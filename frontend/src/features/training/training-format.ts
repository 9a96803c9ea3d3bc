import type { TFunction } from 'i18next';
import type { Training, TrainingType } from '@hs/contracts';

export const trainingTypeLabels: Record<TrainingType, string> = {
  online: 'Online',
  inperson: 'In-Person',
};

/** A course's type in the reader's language (`t` of any namespace). */
export const trainingTypeLabel = (t: TFunction, type: TrainingType): string =>
  ({ online: t('training:type.online'), inperson: t('training:type.inperson') })[type];

export type TrainingTab = 'all' | TrainingType;

/** The tabs of the Training Center, in order, in the reader's language. */
export const trainingTabs = (t: TFunction): { value: TrainingTab; label: string }[] => [
  { value: 'all', label: t('training:tab.all') },
  { value: 'online', label: t('training:tab.online') },
  { value: 'inperson', label: t('training:tab.inperson') },
];

const tabValues: readonly string[] = ['all', 'online', 'inperson'] satisfies TrainingTab[];

export const isTrainingTab = (value: string | null): value is TrainingTab =>
  value !== null && tabValues.includes(value);

export const trainingsOfTab = (trainings: readonly Training[], tab: TrainingTab): Training[] =>
  tab === 'all' ? [...trainings] : trainings.filter((training) => training.type === tab);

/** "12 (4 seats left)", "12 (full)", "12 (full, 3 waiting)", or "No limit" when the course takes anyone. */
export const attendeesText = (
  t: TFunction,
  {
    maxAttendees,
    seatsLeft,
    waitlistCount = 0,
  }: Pick<Training, 'maxAttendees' | 'seatsLeft'> & { waitlistCount?: number },
) => {
  if (maxAttendees === null) return t('training:attendees.noLimit');
  if (seatsLeft === null) return String(maxAttendees);
  if (seatsLeft <= 0)
    return waitlistCount > 0
      ? t('training:attendees.fullWaiting', { max: maxAttendees, waiting: waitlistCount })
      : t('training:attendees.full', { max: maxAttendees });
  return t('training:attendees.left', { max: maxAttendees, count: seatsLeft });
};

export const isFull = ({ seatsLeft }: Pick<Training, 'seatsLeft'>): boolean =>
  seatsLeft !== null && seatsLeft <= 0;

/** A dated session whose day is over on this device's calendar; the server has the last word. */
export const isPast = ({ date }: Pick<Training, 'date'>, today: string): boolean =>
  date !== null && date < today;
