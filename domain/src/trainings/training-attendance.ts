import { DomainError } from '../shared/domain-error.ts';
import type { CommandMetadata } from '../shared/command.ts';
import { isSafetyTeam } from '../employees/employee.vocabulary.ts';
import type { TrainingEvent } from './training.events.ts';

export type AttendanceMark = { userId: string; present: boolean };

/** What the sheet needs of the session: its kind, its day, who registered, completed or was absent. */
export type SheetState = {
  type: 'online' | 'inperson';
  date: string | null;
  enrolled: ReadonlySet<string>;
  completed: ReadonlyMap<string, string>;
  absent: ReadonlySet<string>;
};

/** Dotted like the validation errors' fields (`attendance.2.userId`), so a client maps both alike. */
const field = (index: number, name: keyof AttendanceMark) => `attendance.${index}.${name}`;

/**
 * The instructor's sheet: present people complete the course on the session's day, absent ones are
 * recorded as absent. An absence can be corrected to present; a completion stands once recorded
 * (the matrix and the person's record already count it), so present cannot become absent.
 */
export const markAttendance = (
  state: SheetState,
  attendance: readonly AttendanceMark[],
  started: boolean,
  metadata: CommandMetadata,
): TrainingEvent[] => {
  // No instructor role exists: the safety team keeps the sheet.
  if (!isSafetyTeam(metadata.role)) {
    throw new DomainError('NotAllowed', 'Only the safety team can mark attendance.');
  }
  if (state.type !== 'inperson' || state.date === null) {
    throw new DomainError(
      'NoAttendanceSheet',
      'Only in-person sessions with a date have an attendance sheet; online and self-paced courses are completed by the person who takes them.',
      ['trainingId'],
    );
  }
  if (!started) {
    throw new DomainError(
      'SessionNotStarted',
      'The session has not started yet: attendance can be marked once it starts.',
      ['trainingId'],
    );
  }
  const seen = new Set<string>();
  const unknown = attendance.flatMap(({ userId }, index) => {
    const repeated = seen.has(userId);
    seen.add(userId);
    return repeated || !state.enrolled.has(userId) ? [field(index, 'userId')] : [];
  });
  if (unknown.length > 0) {
    throw new DomainError(
      'AttendeeNotRegistered',
      'Only people registered for this session can be marked, each once.',
      unknown,
    );
  }
  const undone = attendance.flatMap(({ userId, present }, index) =>
    !present && state.completed.has(userId) ? [field(index, 'present')] : [],
  );
  if (undone.length > 0) {
    throw new DomainError(
      'AttendanceAlreadyCompleted',
      'This person’s completion is already recorded and stands: they cannot be marked absent.',
      undone,
    );
  }
  const date = state.date;
  const by = { recordedBy: metadata.userId, recordedAt: metadata.now };
  return attendance.flatMap(({ userId, present }): TrainingEvent[] => {
    if (present) {
      return state.completed.has(userId)
        ? []
        : [{ type: 'TrainingCompleted', data: { userId, completedOn: date, ...by } }];
    }
    return state.absent.has(userId)
      ? []
      : [{ type: 'TrainingAbsenceRecorded', data: { userId, sessionDate: date, ...by } }];
  });
};
