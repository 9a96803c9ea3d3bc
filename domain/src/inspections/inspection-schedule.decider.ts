import { DomainError } from '../shared/domain-error.ts';
import type { InspectionScheduleCommand } from './inspection.commands.ts';
import type { InspectionScheduleEvent, InspectionScheduled } from './inspection.events.ts';

export type InspectionSchedule = { status: 'none' } | ({ status: 'active' } & InspectionScheduled['data']);

export const initialState: InspectionSchedule = { status: 'none' };

export const evolve = (_state: InspectionSchedule, event: InspectionScheduleEvent): InspectionSchedule => ({
  status: 'active',
  ...event.data,
});

export const decide = (
  command: InspectionScheduleCommand,
  state: InspectionSchedule,
): InspectionScheduleEvent[] => {
  if (state.status !== 'none') throw new DomainError('InspectionScheduleAlreadyExists');
  return [{ type: 'InspectionScheduled', data: { ...command.data, scheduledAt: command.metadata.now } }];
};
