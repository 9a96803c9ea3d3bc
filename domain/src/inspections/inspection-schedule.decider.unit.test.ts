import { describe, expect, it } from 'vitest';
import type { CommandMetadata } from '../shared/command.ts';
import { decide, evolve, initialState } from './inspection-schedule.decider.ts';
import type { InspectionScheduleCommand } from './inspection.commands.ts';
import type { InspectionScheduled } from './inspection.events.ts';
import { givenEvents } from '../shared/given-events.ts';

const officer: CommandMetadata = {
  now: '2026-11-26T14:00:00.000Z',
  today: '2026-11-26',
  userId: 'off-1',
  userName: 'Priya Shah',
  role: 'safety_officer',
};
const given = givenEvents(
  { decide, evolve, initialState },
  (command: Omit<InspectionScheduleCommand, 'metadata'>) =>
    ({ ...command, metadata: officer }) as InspectionScheduleCommand,
);

const scheduled: InspectionScheduled = {
  type: 'InspectionScheduled',
  data: {
    scheduleId: 'sch-1',
    templateId: 'tpl-1',
    establishmentId: 'est-1',
    area: 'Dock',
    frequency: 'daily',
    assignee: { employeeId: 'emp-1', employeeName: 'Jamie Chen', department: 'Logistics', role: null },
    startsOn: '2026-11-01',
    scheduledAt: '2026-11-01T08:00:00.000Z',
  },
};
const everySupervisor = { employeeId: null, employeeName: null, department: null, role: 'supervisor' };
const change = {
  type: 'ChangeInspectionSchedule' as const,
  data: { area: null, frequency: 'weekly' as const, assignee: everySupervisor },
};
const cancel = { type: 'CancelInspectionSchedule' as const, data: { reason: 'Forklift sold' } };

describe('inspection schedule decider', () => {
  it('changes frequency, assignee and area from now on', () => {
    expect(given(scheduled).when(change)).toEqual([
      {
        type: 'InspectionScheduleChanged',
        data: {
          scheduleId: 'sch-1',
          area: null,
          frequency: 'weekly',
          assignee: everySupervisor,
          changedAt: officer.now,
        },
      },
    ]);
  });

  it('cancels with the reason, and then refuses any change or second cancel', () => {
    const [cancelled] = given(scheduled).when(cancel);
    expect(cancelled).toEqual({
      type: 'InspectionScheduleCancelled',
      data: { scheduleId: 'sch-1', reason: 'Forklift sold', cancelledAt: officer.now },
    });
    expect(() => given(scheduled, cancelled!).when(change)).toThrow(
      expect.objectContaining({ code: 'InspectionScheduleCancelled' }),
    );
    expect(() => given(scheduled, cancelled!).when(cancel)).toThrow(
      expect.objectContaining({ code: 'InspectionScheduleCancelled' }),
    );
  });

  it('refuses to change or cancel a schedule that does not exist', () => {
    expect(() => given().when(change)).toThrow(
      expect.objectContaining({ code: 'InspectionScheduleNotFound' }),
    );
    expect(() => given().when(cancel)).toThrow(
      expect.objectContaining({ code: 'InspectionScheduleNotFound' }),
    );
  });
});
