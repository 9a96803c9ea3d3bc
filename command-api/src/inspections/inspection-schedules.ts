import { formatPosition, type EventStore } from '@hs/infra/event-store';
import { HttpProblem } from '@hs/infra/http';
import {
  calendarDate,
  type CancelInspectionScheduleBody,
  type ChangeInspectionScheduleBody,
  type NewInspectionScheduleBody,
} from '@hs/contracts';
import {
  inspectionScheduleDecider,
  inspectionScheduleStreamId,
  type InspectionAssignee,
  type InspectionSchedule,
  type InspectionScheduleEvent,
} from '@hs/domain';
import { handleCommand } from '../commands/handle-command.ts';
import { displayNameOf, loadEmployee } from '../employees/employee-repository.ts';
import { loadEstablishment } from '../establishments/establishment-repository.ts';
import type { CommandContext } from '../http/command-context.ts';
import { createKeyed } from './keyed-create.ts';
import { loadTemplate } from './inspection-templates.ts';

export const badReference = (field: string, reason: string) =>
  new HttpProblem(400, 'Invalid request', reason, [{ field, reason }]);

export const loadSchedule = async (store: EventStore, scheduleId: string): Promise<InspectionSchedule> =>
  (await store.readStream(inspectionScheduleStreamId(scheduleId))).reduce(
    (s, e) => inspectionScheduleDecider.evolve(s, { type: e.type, data: e.data } as InspectionScheduleEvent),
    inspectionScheduleDecider.initialState,
  );

const assigneeOf = async (
  store: EventStore,
  body: Pick<NewInspectionScheduleBody, 'assigneeId' | 'assigneeRole'>,
): Promise<InspectionAssignee> => {
  if (body.assigneeRole) {
    return { employeeId: null, employeeName: null, department: null, role: body.assigneeRole };
  }
  const { state } = await loadEmployee(store, body.assigneeId!);
  if (state.status !== 'active') throw badReference('assigneeId', 'Choose an active employee.');
  return {
    employeeId: state.employeeId,
    employeeName: displayNameOf(state),
    department: state.profile.department,
    role: null,
  };
};

/** A template, an establishment and who does it, every period from `startsOn`. */
export const scheduleInspection = async (
  store: EventStore,
  body: NewInspectionScheduleBody,
  context: CommandContext,
  idempotencyKey: string | undefined,
) => {
  if ((await loadTemplate(store, body.templateId)).status === 'none')
    throw badReference('templateId', 'No such inspection template.');
  const establishment = (await loadEstablishment(store, body.establishmentId)).state;
  if (establishment.status === 'none') throw badReference('establishmentId', 'No such establishment.');
  const assignee = await assigneeOf(store, body);
  const startsOn =
    body.startsOn ?? calendarDate(new Date(context.command.now), establishment.profile.timeZone);
  return createKeyed(
    store,
    'inspectionSchedule',
    inspectionScheduleStreamId,
    body,
    context,
    idempotencyKey,
    async (scheduleId, keyed) => {
      const { result } = await handleCommand(
        store,
        inspectionScheduleStreamId(scheduleId),
        inspectionScheduleDecider,
        {
          type: 'ScheduleInspection',
          data: {
            scheduleId,
            templateId: body.templateId,
            establishmentId: body.establishmentId,
            area: body.area || null,
            frequency: body.frequency,
            assignee,
            startsOn,
          },
          metadata: context.command,
        },
        { ...context.event('ScheduleInspection'), ...keyed },
        { newStream: true, expected: 0 },
      );
      return result!.position;
    },
  );
};

/** Another frequency, assignee or area from now on; the start day and periods done stay. */
export const changeInspectionSchedule = async (
  store: EventStore,
  scheduleId: string,
  body: ChangeInspectionScheduleBody,
  context: CommandContext,
) => {
  if ((await loadSchedule(store, scheduleId)).status === 'none')
    throw new HttpProblem(404, 'Schedule not found', 'No such inspection schedule.');
  const assignee = await assigneeOf(store, body);
  const { result } = await handleCommand(
    store,
    inspectionScheduleStreamId(scheduleId),
    inspectionScheduleDecider,
    {
      type: 'ChangeInspectionSchedule',
      data: { area: body.area || null, frequency: body.frequency, assignee },
      metadata: context.command,
    },
    context.event('ChangeInspectionSchedule'),
  );
  return { consistencyToken: result ? formatPosition(result.position) : null };
};

/** No period is due any more; the reason is kept in the event. */
export const cancelInspectionSchedule = async (
  store: EventStore,
  scheduleId: string,
  body: CancelInspectionScheduleBody,
  context: CommandContext,
) => {
  const { result } = await handleCommand(
    store,
    inspectionScheduleStreamId(scheduleId),
    inspectionScheduleDecider,
    { type: 'CancelInspectionSchedule', data: { reason: body.reason }, metadata: context.command },
    context.event('CancelInspectionSchedule'),
  );
  return { consistencyToken: result ? formatPosition(result.position) : null };
};
