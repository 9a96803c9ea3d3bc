import type { Training, TrainingType } from '@hs/contracts';

export const trainingTypeLabels: Record<TrainingType, string> = {
  online: 'Online',
  inperson: 'In-Person',
};

export type TrainingTab = 'all' | TrainingType;

/** The tabs of the Training Center, in order. */
export const trainingTabs: { value: TrainingTab; label: string }[] = [
  { value: 'all', label: 'All Courses' },
  { value: 'online', label: 'Online' },
  { value: 'inperson', label: 'In-Person' },
];

export const isTrainingTab = (value: string | null): value is TrainingTab =>
  trainingTabs.some((tab) => tab.value === value);

export const trainingsOfTab = (trainings: readonly Training[], tab: TrainingTab): Training[] =>
  tab === 'all' ? [...trainings] : trainings.filter((training) => training.type === tab);

/** "12 (4 seats left)", "12 (full)", "12 (full, 3 waiting)", or "No limit" when the course takes anyone. */
export const attendeesText = ({
  maxAttendees,
  seatsLeft,
  waitlistCount = 0,
}: Pick<Training, 'maxAttendees' | 'seatsLeft'> & { waitlistCount?: number }) => {
  if (maxAttendees === null) return 'No limit';
  if (seatsLeft === null) return String(maxAttendees);
  if (seatsLeft <= 0)
    return waitlistCount > 0 ? `${maxAttendees} (full, ${waitlistCount} waiting)` : `${maxAttendees} (full)`;
  return `${maxAttendees} (${seatsLeft} ${seatsLeft === 1 ? 'seat' : 'seats'} left)`;
};

export const isFull = ({ seatsLeft }: Pick<Training, 'seatsLeft'>): boolean =>
  seatsLeft !== null && seatsLeft <= 0;

/** A dated session whose day is over on this device's calendar; the server has the last word. */
export const isPast = ({ date }: Pick<Training, 'date'>, today: string): boolean =>
  date !== null && date < today;
