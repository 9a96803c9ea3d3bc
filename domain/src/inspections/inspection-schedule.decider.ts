import { DomainError } from '../shared/domain-error.ts';
import type { InspectionScheduleCommand } from './inspection.commands.ts';
import type { InspectionScheduleEvent, InspectionScheduled } from './inspection.events.ts';

/** Each frequency the schedule has had and the instant it took effect, the first at scheduling. */
export type FrequencyHistory = { frequency: InspectionScheduled['data']['frequency']; at: string }[];

export type InspectionSchedule =
  | { status: 'none' }
  | ({ status: 'active' | 'cancelled'; frequencyHistory: FrequencyHistory } & InspectionScheduled['data']);

export const initialState: InspectionSchedule = { status: 'none' };

export const evolve = (state: InspectionSchedule, event: InspectionScheduleEvent): InspectionSchedule => {
  switch (event.type) {
    case 'InspectionScheduled':
      return {
        status: 'active',
        ...event.data,
        frequencyHistory: [{ frequency: event.data.frequency, at: event.data.scheduledAt }],
      };
    case 'InspectionScheduleChanged':
      if (state.status === 'none') return state;
      return {
        ...state,
        area: event.data.area,
        frequency: event.data.frequency,
        assignee: event.data.assignee,
        // Past periods keep the frequency they were due under.
        frequencyHistory:
          event.data.frequency === state.frequency
            ? state.frequencyHistory
            : [...state.frequencyHistory, { frequency: event.data.frequency, at: event.data.changedAt }],
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
