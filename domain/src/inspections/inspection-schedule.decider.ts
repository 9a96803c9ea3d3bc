import { DomainError } from '../shared/domain-error.ts';
import type { InspectionScheduleCommand } from './inspection.commands.ts';
import type { InspectionScheduleEvent, InspectionScheduled } from './inspection.events.ts';

export type InspectionSchedule =
  { status: 'none' } | ({ status: 'active' | 'cancelled' } & InspectionScheduled['data']);

export const initialState: InspectionSchedule = { status: 'none' };

export const evolve = (state: InspectionSchedule, event: InspectionScheduleEvent): InspectionSchedule => {
  switch (event.type) {
    case 'InspectionScheduled':
      return { status: 'active', ...event.data };
    case 'InspectionScheduleChanged':
      if (state.status === 'none') return state;
      return {
        ...state,
        area: event.data.area,
        frequency: event.data.frequency,
        assignee: event.data.assignee,
      };
    case 'InspectionScheduleCancelled':
      return state.status === 'none' ? state : { ...state, status: 'cancelled' };
  }
};

export const decide = (
  command: InspectionScheduleCommand,
  state: InspectionSchedule,
): InspectionScheduleEvent[] => {
  if (command.type === 'ScheduleInspection') {
    if (state.status !== 'none') throw new DomainError('InspectionScheduleAlreadyExists');
    return [{ type: 'InspectionScheduled', data: { ...command.data, scheduledAt: command.metadata.now } }];
  }
  if (state.status === 'none') throw new DomainError('InspectionScheduleNotFound');
  if (state.status === 'cancelled') throw new DomainError('InspectionScheduleCancelled');
  if (command.type === 'CancelInspectionSchedule')
    return [
      {
        type: 'InspectionScheduleCancelled',
        data: {
          scheduleId: state.scheduleId,
          reason: command.data.reason,
          cancelledAt: command.metadata.now,
        },
      },
    ];
  return [
    {
      type: 'InspectionScheduleChanged',
      data: { scheduleId: state.scheduleId, ...command.data, changedAt: command.metadata.now },
    },
  ];
};
