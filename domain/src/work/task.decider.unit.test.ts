import { describe, expect, it } from 'vitest';
import type { CommandMetadata } from '../shared/command.ts';
import { decide, evolve, initialState, type TaskCommand } from './task.decider.ts';
import type { TaskEvent } from './work.events.ts';

const at = '2026-11-22T09:00:00.000Z';
const as = (userId: string, role: string): CommandMetadata => ({
  now: at,
  today: at.slice(0, 10),
  userId,
  userName: userId,
  role,
});
const assigned: TaskEvent = {
  type: 'TaskAssigned',
  data: {
    taskId: 't-1',
    employeeId: 'e-1',
    title: 'Inspect',
    description: 'Fans',
    taskType: 'inspection',
    priority: 'high',
    dueDate: null,
    assignedBy: 'a-1',
    assignedByName: 'a-1',
    assignedAt: at,
  },
};
const when = (events: TaskEvent[], command: TaskCommand) =>
  decide(command, events.reduce(evolve, initialState));
const move = (
  status: 'in_progress' | 'completed',
  metadata: CommandMetadata,
  note: string | null = null,
): TaskCommand => ({
  type: 'ChangeTaskStatus',
  data: { status, note },
  metadata,
});

describe('given an assigned task', () => {
  it('when its employee starts it, then the move is recorded with who did it', () => {
    expect(when([assigned], move('in_progress', as('e-1', 'employee')))).toEqual([
      {
        type: 'TaskStatusChanged',
        data: { from: 'assigned', to: 'in_progress', changedBy: 'e-1', changedAt: at, note: null },
      },
    ]);
  });
  it('when its employee completes it with a note, then the note is recorded with the completion', () => {
    expect(
      when([assigned], move('completed', as('e-1', 'employee'), 'All fans checked, two belts replaced')),
    ).toEqual([
      {
        type: 'TaskStatusChanged',
        data: {
          from: 'assigned',
          to: 'completed',
          changedBy: 'e-1',
          changedAt: at,
          note: 'All fans checked, two belts replaced',
        },
      },
    ]);
  });
  it('when another employee tries to complete it, then it is refused', () => {
    expect(() => when([assigned], move('completed', as('e-2', 'employee')))).toThrowError(
      expect.objectContaining({ code: 'NotYourTask' }),
    );
  });
  it('when an administrator completes it, then it is completed', () => {
    expect(when([assigned], move('completed', as('a-9', 'admin')))[0]).toMatchObject({
      data: { to: 'completed' },
    });
  });
});
