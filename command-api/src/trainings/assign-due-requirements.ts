import { DEFAULT_EXPIRING_WITHIN_DAYS, type MatrixCell } from '@hs/contracts';
import {
  assignmentDecider,
  requirementReaches,
  trainingAssignmentStreamId,
  type AssignTraining,
} from '@hs/domain';
import type { Clock } from '@hs/infra/clock';
import { ConcurrencyError, formatPosition, type EventStore } from '@hs/infra/event-store';
import {
  matrixCells,
  requirementsInForce,
  type RequirementInForce,
} from '@hs/read-models/training-matrix/queries';
import type pg from 'pg';
import { handleCommand } from '../commands/handle-command.ts';
import { idFromIdempotencyKey } from '../commands/idempotency.ts';
import { systemContext } from '../seed/system-context.ts';
import { requirementModelsCaughtUp } from './requirement-models-caught-up.ts';

export type RequirementPass =
  | { caughtUp: false }
  /** `consistencyToken`: of the last assignment made, for reads that must show it; null when none was. */
  | { caughtUp: true; assigned: number; failed: number; consistencyToken: string | null };

type Person = Awaited<ReturnType<typeof matrixCells>>['people'][number];
type DueCell = Exclude<MatrixCell, { state: 'not-required' | 'held' }>;

/** The day the qualification is due: a missing course's end of grace, else the last day it holds. */
const dueDayOf = (cell: DueCell): string => (cell.state === 'missing' ? cell.dueOn : cell.validThrough!);

const reasonOf = (requirement: RequirementInForce | undefined): string => {
  switch (requirement?.scope) {
    case 'role':
      return `your role (${requirement.value})`;
    case 'department':
      return `your department (${requirement.value.trim()})`;
    case 'position':
      return `your job title (${requirement.value.trim()})`;
    default:
      return 'you by name';
  }
};

/** The requirement behind a cell, for its notes (the domain's rule; the day registered plays no part). */
const requirementOf = (
  requirements: readonly RequirementInForce[],
  trainingId: string,
  person: Person,
  today: string,
) =>
  requirements.find(
    (r) => r.training_id === trainingId && requirementReaches(r, { ...person, registeredOn: today }),
  );

const notesOf = (cell: DueCell, requirement: RequirementInForce | undefined): string => {
  if (cell.state === 'missing') return `Required of ${reasonOf(requirement)}; assigned automatically.`;
  const runs = cell.state === 'expired' ? 'ran out on' : 'runs out on';
  return `Your certification ${runs} ${cell.validThrough}; assigned automatically to renew it.`;
};

const streamExists = async (store: EventStore, assignmentId: string) =>
  (await store.readStream(trainingAssignmentStreamId(assignmentId), { toVersion: 1 })).length > 0;

const openAssignments = async (pool: pg.Pool): Promise<Set<string>> => {
  const { rows } = await pool.query<{ key: string }>(
    `SELECT employee_id || ':' || training_id AS key FROM training_assignments WHERE status <> 'completed'`,
  );
  return new Set(rows.map((r) => r.key));
};

/**
 * One pass of "a due requirement becomes an assignment": every active person's missing, expired or
 * expiring required course that they have no open assignment of is assigned to them, due when the
 * qualification is (today if that has passed). The id is made from the course, the person and that
 * day, so a second pass, a restart or a second process finds the stream there and assigns nothing.
 */
export const assignDueRequirements = async (deps: {
  store: EventStore;
  pool: pg.Pool;
  clock: Clock;
  /** Told of an assignment that failed for another reason than being there already; the pass goes on. */
  onFailure?: (error: unknown) => void;
}): Promise<RequirementPass> => {
  if (!(await requirementModelsCaughtUp(deps.pool, deps.store))) return { caughtUp: false };
  const context = systemContext('training requirements', deps.clock);
  const today = context.command.today;
  const matrix = await matrixCells(deps.pool, { withinDays: DEFAULT_EXPIRING_WITHIN_DAYS }, 'all', {
    today,
    timeZone: deps.clock.timeZone,
  });
  const requirements = await requirementsInForce(deps.pool);
  const open = await openAssignments(deps.pool);
  let assigned = 0;
  let failed = 0;
  let consistencyToken: string | null = null;
  for (const person of matrix.people) {
    for (const [index, course] of matrix.courses.entries()) {
      const cell = person.cells[index];
      if (!cell || cell.state === 'not-required' || cell.state === 'held') continue;
      if (open.has(`${person.id}:${course.id}`)) continue;
      const dueDay = dueDayOf(cell);
      const assignmentId = idFromIdempotencyKey(
        'requirementAssignment',
        `${course.id}:${person.id}:${dueDay}`,
      );
      const requirement = requirementOf(requirements, course.id, person, today);
      const command: AssignTraining = {
        type: 'AssignTraining',
        data: {
          assignmentId,
          employeeId: person.id,
          trainingId: course.id,
          trainingTitle: course.title,
          dueDate: dueDay < today ? today : dueDay,
          notes: notesOf(cell, requirement),
          ...(cell.state === 'missing' ? {} : { completedAfter: cell.completedOn }),
        },
        metadata: context.command,
      };
      try {
        const { result } = await handleCommand(
          deps.store,
          trainingAssignmentStreamId(assignmentId),
          assignmentDecider,
          command,
          context.event(command.type),
          { newStream: true },
        );
        assigned += 1;
        consistencyToken = result ? formatPosition(result.position) : consistencyToken;
      } catch (error) {
        // The stream is there: this qualification was assigned already (another pass or process).
        // Two appends racing to start one stream may also lose in other words than a
        // ConcurrencyError, so the stream itself is asked before counting a failure.
        if (error instanceof ConcurrencyError || (await streamExists(deps.store, assignmentId))) continue;
        failed += 1;
        deps.onFailure?.(error);
      }
    }
  }
  return { caughtUp: true, assigned, failed, consistencyToken };
};
