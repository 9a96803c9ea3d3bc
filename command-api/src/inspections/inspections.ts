import {
  frequenciesSince,
  calendarDate,
  isSafetyTeam,
  schedulePeriodsUpTo,
  type SchedulePeriod,
} from '@hs/contracts';
import {
  departmentKey,
  DomainError,
  inspectionDecider,
  inspectionStreamId,
  type Inspection,
  type InspectionCommand,
  type InspectionEvent,
  type InspectionSchedule,
  type SubmittedFile,
} from '@hs/domain';
import { ConcurrencyError, formatPosition, type EventStore } from '@hs/infra/event-store';
import { handleCommand } from '../commands/handle-command.ts';
import { idFromIdempotencyKey } from '../commands/idempotency.ts';
import { displayNameOf, loadEmployee } from '../employees/employee-repository.ts';
import { loadEstablishment } from '../establishments/establishment-repository.ts';
import type { CommandContext } from '../http/command-context.ts';
import { badReference, loadSchedule } from './inspection-schedules.ts';
import { loadTemplate } from './inspection-templates.ts';
import type { Created } from './keyed-create.ts';

const notAllowed = () =>
  new DomainError(
    'NotAllowed',
    "You may only do your own inspections, or as a supervisor your department's.",
  );

const departmentOf = async (store: EventStore, userId: string): Promise<string | null> => {
  const { state } = await loadEmployee(store, userId);
  return state.status === 'none' ? null : state.profile.department;
};

/** A supervisor acts for the people of their own department. */
const supervises = async (store: EventStore, context: CommandContext, department: string | null) =>
  context.command.role === 'supervisor' &&
  departmentKey(department) !== null &&
  departmentKey(await departmentOf(store, context.command.userId ?? '')) === departmentKey(department);

/** Who may start a schedule's occurrence: its assignee (person or role), their supervisor, the safety team. */
export const mayDo = async (store: EventStore, schedule: InspectionSchedule, context: CommandContext) => {
  if (schedule.status === 'none') return true;
  const { userId, role } = context.command;
  const { assignee } = schedule;
  if (
    isSafetyTeam(role) ||
    assignee.employeeId === userId ||
    (assignee.role !== null && assignee.role === role)
  )
    return true;
  return supervises(store, context, assignee.department);
};

/** The inspector, a supervisor of the inspector's department, a safety officer or an admin. */
const requireMayConduct = async (store: EventStore, state: Inspection, context: CommandContext) => {
  if (state.status === 'none') return;
  if (isSafetyTeam(context.command.role) || state.inspectorId === context.command.userId) return;
  if (await supervises(store, context, state.inspectorDepartment)) return;
  throw notAllowed();
};

export const loadInspection = async (store: EventStore, inspectionId: string): Promise<Inspection> =>
  (await store.readStream(inspectionStreamId(inspectionId))).reduce(
    (s, e) => inspectionDecider.evolve(s, { type: e.type, data: e.data } as InspectionEvent),
    inspectionDecider.initialState,
  );

/**
 * One id per occurrence. A period of the schedule's first frequency is named by its start alone
 * (as before frequencies could change); one of a later frequency also by that frequency, since a
 * week and a month can start on the same day.
 */
export const occurrenceId = (scheduleId: string, firstFrequency: string, period: SchedulePeriod) =>
  idFromIdempotencyKey(
    'inspectionOccurrence',
    period.frequency === firstFrequency
      ? `${scheduleId}:${period.start}`
      : `${scheduleId}:${period.frequency}:${period.start}`,
  );

/** Where and what the inspection is, with the template's current version copied in. */
export const startingData = async (
  store: EventStore,
  context: CommandContext,
  templateId: string,
  establishmentId: string,
) => {
  const template = await loadTemplate(store, templateId);
  if (template.status === 'none') throw badReference('templateId', 'No such inspection template.');
  const establishment = (await loadEstablishment(store, establishmentId)).state;
  if (establishment.status === 'none') throw badReference('establishmentId', 'No such establishment.');
  const inspector = (await loadEmployee(store, context.command.userId ?? '')).state;
  return {
    templateId,
    templateVersion: template.version,
    template: template.content,
    establishmentId,
    establishmentName: establishment.profile.name,
    timeZone: establishment.profile.timeZone,
    inspectorId: context.command.userId ?? '',
    inspectorName: displayNameOf(inspector) || (context.command.userName ?? ''),
    inspectorDepartment: inspector.status === 'none' ? '' : inspector.profile.department,
  };
};

export const appendStart = async (
  store: EventStore,
  inspectionId: string,
  data: Omit<Extract<InspectionCommand, { type: 'StartInspection' }>['data'], 'inspectionId'>,
  context: CommandContext,
  extra: object = {},
) => {
  const { result } = await handleCommand(
    store,
    inspectionStreamId(inspectionId),
    inspectionDecider,
    { type: 'StartInspection', data: { ...data, inspectionId }, metadata: context.command },
    { ...context.event('StartInspection'), ...extra },
    { newStream: true, expected: 0 },
  );
  return result!.position;
};

/**
 * A due occurrence has one inspection, whose id comes from the schedule and period: starting it
 * again (a second tap, a colleague) resumes the one already started.
 */
export const startOccurrence = async (
  store: EventStore,
  scheduleId: string,
  periodStart: string,
  periodEnd: string | undefined,
  context: CommandContext,
  area?: string | null,
): Promise<Created> => {
  const schedule = await loadSchedule(store, scheduleId);
  if (schedule.status === 'none') throw badReference('scheduleId', 'No such inspection schedule.');
  if (!(await mayDo(store, schedule, context))) throw notAllowed();
  const data = await startingData(store, context, schedule.templateId, schedule.establishmentId);
  const localToday = calendarDate(new Date(context.command.now), data.timeZone);
  const frequencies = frequenciesSince(schedule.startsOn, schedule.frequencyHistory, data.timeZone);
  // The newest period starting that day (a week and a month may), unless its end is named.
  const period = schedulePeriodsUpTo(frequencies, localToday, Infinity).findLast(
    (p) => p.start === periodStart && (periodEnd === undefined || p.end === periodEnd),
  );
  if (!period) throw badReference('periodStart', 'Not a period of this schedule that is due by today.');
  const id = occurrenceId(scheduleId, schedule.frequencyHistory[0]!.frequency, period);
  const resume = async () => {
    const [first] = await store.readStream(inspectionStreamId(id), { toVersion: 1 });
    return first ? { id, consistencyToken: formatPosition(first.position), replayed: true } : null;
  };
  const existing = await resume();
  if (existing) return existing;
  try {
    const position = await appendStart(
      store,
      id,
      {
        ...data,
        area: area || schedule.area,
        occurrence: { scheduleId, periodStart, periodEnd: period.end },
      },
      context,
    );
    return { id, consistencyToken: formatPosition(position), replayed: false };
  } catch (error) {
    const raced = error instanceof ConcurrencyError ? await resume() : null;
    if (raced) return raced;
    throw error;
  }
};

/** Loads the inspection, checks the caller may work on it, then decides and appends. */
export const conductInspection = async (
  store: EventStore,
  inspectionId: string,
  command: (state: Inspection) => InspectionCommand,
  context: CommandContext,
) => {
  const state = await loadInspection(store, inspectionId);
  await requireMayConduct(store, state, context);
  const decided = command(state);
  const { result } = await handleCommand(
    store,
    inspectionStreamId(inspectionId),
    inspectionDecider,
    decided,
    context.event(decided.type),
  );
  return { consistencyToken: result ? formatPosition(result.position) : null };
};

/** The same checks as attaching, before the photo's bytes are read. */
export const requirePhotoAllowed = async (
  store: EventStore,
  inspectionId: string,
  questionId: string,
  context: CommandContext,
) => {
  const state = await loadInspection(store, inspectionId);
  await requireMayConduct(store, state, context);
  inspectionDecider.decide(
    { type: 'AttachInspectionPhoto', data: { questionId, photo: probePhoto }, metadata: context.command },
    state,
  );
};
const probePhoto: SubmittedFile = { sha256: '', size: 0, mediaType: '', fileType: '', originalName: '' };

/** The signer's name as their employee record has it, else as their session does. */
export const signerNameOf = async (store: EventStore, context: CommandContext): Promise<string> =>
  displayNameOf((await loadEmployee(store, context.command.userId ?? '')).state) ||
  (context.command.userName ?? '');

/** The establishment's calendar date now: completion on time is judged where the work is done. */
export const localTodayOf = (state: Inspection, context: CommandContext): string =>
  state.status === 'none'
    ? context.command.today
    : calendarDate(new Date(context.command.now), state.timeZone);
