import type { TrainingAssigned } from '@hs/domain';
import type { EventType, Stored } from '../typed-projection.ts';

export type Completion = { employeeId: string; trainingId: string; completedOn: string };
/**
 * An assignment of the batch with the completions around it: `before`, the latest completion of
 * its training by its employee earlier in the batch; `after`, the first one later in the batch.
 */
export type PlacedAssignment = {
  data: TrainingAssigned['data'];
  version: number;
  before: string | null;
  after: string | null;
};

/** Whether a completion on that day satisfies the assignment: any does, unless it is a renewal. */
const satisfies = (assignment: TrainingAssigned['data'], completedOn: string) =>
  !assignment.completedAfter || completedOn > assignment.completedAfter;

/**
 * A batch's training assignments and completions, placed so that three statements leave the rows
 * as applying them one by one would: open assignments written before the batch take the first
 * completion; each new one takes the completion before it in the batch, else the one stored before
 * the batch, else the first after it (a renewal only one after the day it renews); the completions
 * table keeps the last one per person.
 */
export const placeAssignments = (events: readonly Stored<EventType>[]) => {
  const assignments: PlacedAssignment[] = [];
  const latest = new Map<string, string>();
  const first = new Map<string, Completion>();
  const last = new Map<string, Completion>();
  const waiting = new Map<string, PlacedAssignment[]>();
  for (const e of events) {
    if (e.type === 'TrainingAssigned') {
      const data = e.data;
      const key = `${data.employeeId}:${data.trainingId}`;
      const earlier = latest.get(key) ?? null;
      const placed: PlacedAssignment = {
        data,
        version: e.streamVersion,
        before: earlier !== null && satisfies(data, earlier) ? earlier : null,
        after: null,
      };
      assignments.push(placed);
      if (placed.before === null) waiting.set(key, [...(waiting.get(key) ?? []), placed]);
    } else if (e.type === 'TrainingCompleted' || e.type === 'TrainingCertificateAccepted') {
      // An accepted outside certificate completes the course on its issue day, as in the matrix.
      const completion =
        e.type === 'TrainingCompleted'
          ? {
              employeeId: e.data.userId,
              trainingId: e.streamId.slice('training-'.length),
              completedOn: e.data.completedOn,
            }
          : { employeeId: e.data.userId, trainingId: e.data.trainingId, completedOn: e.data.issuedOn };
      const key = `${completion.employeeId}:${completion.trainingId}`;
      latest.set(key, completion.completedOn);
      if (!first.has(key)) first.set(key, completion);
      last.set(key, completion);
      const still: PlacedAssignment[] = [];
      for (const placed of waiting.get(key) ?? []) {
        if (satisfies(placed.data, completion.completedOn)) placed.after = completion.completedOn;
        else still.push(placed);
      }
      if (still.length > 0) waiting.set(key, still);
      else waiting.delete(key);
    }
  }
  return { assignments, firstCompletions: [...first.values()], lastCompletions: [...last.values()] };
};

export const columnsOf = (completions: readonly Completion[]) => [
  completions.map((c) => c.employeeId),
  completions.map((c) => c.trainingId),
  completions.map((c) => c.completedOn),
];
