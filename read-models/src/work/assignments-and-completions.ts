import type { TrainingAssigned } from '@hs/domain';
import type { EventType, Stored } from '../typed-projection.ts';

export type Completion = { employeeId: string; trainingId: string; completedOn: string };
/**
 * An assignment of the batch with the completions around it: `before`, the latest completion of
 * its training by its employee earlier in the batch; `after`, the first one later in the batch.
 * A renewal counts only completions after the one it renews.
 */
export type PlacedAssignment = {
  data: TrainingAssigned['data'];
  version: number;
  before: string | null;
  after: string | null;
  renews: string | null;
};

/** Whether a completion on `day` completes the assignment: any does, but a renewal's needs a later one. */
const completes = (day: string | undefined, renews: string | null): day is string =>
  day !== undefined && (renews === null || day > renews);

/**
 * A batch's training assignments and completions, placed so that three statements leave the rows
 * as applying them one by one would: open assignments written before the batch take the first
 * completion; each new one takes the completion before it in the batch, else the one stored before
 * the batch, else the first after it; the completions table keeps the last one per person.
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
      const renews = data.renewsCompletedOn ?? null;
      const earlier = latest.get(key);
      const placed: PlacedAssignment = {
        data,
        version: e.streamVersion,
        before: completes(earlier, renews) ? earlier : null,
        after: null,
        renews,
      };
      assignments.push(placed);
      if (placed.before === null) waiting.set(key, [...(waiting.get(key) ?? []), placed]);
    } else if (e.type === 'TrainingCompleted') {
      const data = e.data;
      const completion = {
        employeeId: data.userId,
        trainingId: e.streamId.slice('training-'.length),
        completedOn: data.completedOn,
      };
      const key = `${completion.employeeId}:${completion.trainingId}`;
      latest.set(key, completion.completedOn);
      if (!first.has(key)) first.set(key, completion);
      last.set(key, completion);
      const open = waiting.get(key) ?? [];
      for (const placed of open)
        if (completes(completion.completedOn, placed.renews)) placed.after = completion.completedOn;
      waiting.set(
        key,
        open.filter((placed) => placed.after === null),
      );
    }
  }
  return { assignments, firstCompletions: [...first.values()], lastCompletions: [...last.values()] };
};

export const columnsOf = (completions: readonly Completion[]) => [
  completions.map((c) => c.employeeId),
  completions.map((c) => c.trainingId),
  completions.map((c) => c.completedOn),
];

/** The columns of the completions placed around each assignment: before, after, and the one it renews. */
export const placedColumns = (assignments: readonly PlacedAssignment[]) => [
  assignments.map((a) => a.before),
  assignments.map((a) => a.after),
  assignments.map((a) => a.renews),
];

/** SQL: the completion stored before the batch (`c`) that completes assignment `a` (see `completes`). */
export const STORED_COMPLETION = `CASE WHEN a.renews IS NULL OR c.completed_on > a.renews THEN c.completed_on END`;
