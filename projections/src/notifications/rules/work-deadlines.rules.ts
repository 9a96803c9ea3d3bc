import type { StoredEvent } from '@hs/infra/event-store';
import type { EventRule, RuleContext, RuleOutcome } from '../rule.ts';
import { ruleOf } from '../rule-of.ts';
import {
  cancelDeadline,
  lastDeadlineOf,
  openDeadlinesAbout,
  rescheduleDeadline,
  type Deadline,
  type DeadlineSubject,
} from './deadline-timers.ts';

/** The id of a stream's aggregate: what follows the category (`task-<id>` gives `<id>`). */
const idOf = (event: StoredEvent) => event.streamId.slice(event.streamId.indexOf('-') + 1);

/** Schedules the subject's deadline again as it was last set, with `change` applied. */
const rescheduleLast = async (
  ctx: RuleContext,
  subjectType: DeadlineSubject,
  subjectId: string,
  change: Partial<Deadline> = {},
): Promise<RuleOutcome> => {
  const last = await lastDeadlineOf(ctx.client, subjectType, subjectId);
  return last ? rescheduleDeadline({ ...last, ...change }, ctx.now) : {};
};

/** A task with a due date: reminded to its assignee, cancelled when completed, again if reopened. */
export const taskDeadlineRule = ruleOf({
  name: 'task-deadline',
  events: { TaskAssigned: true, TaskStatusChanged: true },
  async react(event, ctx) {
    if (event.type === 'TaskAssigned') {
      const data = event.data;
      if (data.dueDate === null) return {};
      return rescheduleDeadline(
        {
          subjectType: 'task',
          subjectId: data.taskId,
          assigneeId: data.employeeId,
          dueDate: data.dueDate,
          timeZone: await ctx.timeZoneOf(null),
          title: data.title,
          link: '/my-work',
        },
        ctx.now,
      );
    }
    const { from, to } = event.data;
    if (to === 'completed') return cancelDeadline('task', idOf(event));
    return from === 'completed' ? rescheduleLast(ctx, 'task', idOf(event)) : {};
  },
});

/** A training assigned by a date: done when the employee completes that training. */
export const trainingAssignmentDeadlineRule = ruleOf({
  name: 'training-assignment-deadline',
  events: { TrainingAssigned: true, TrainingCompleted: true },
  async react(event, ctx) {
    if (event.type === 'TrainingCompleted') {
      const { userId } = event.data;
      return openDeadlinesAbout(ctx.client, 'trainingAssignment', idOf(event), userId);
    }
    const data = event.data;
    return rescheduleDeadline(
      {
        subjectType: 'trainingAssignment',
        subjectId: data.assignmentId,
        assigneeId: data.employeeId,
        dueDate: data.dueDate,
        timeZone: await ctx.timeZoneOf(null),
        title: `Training: ${data.trainingTitle}`,
        link: '/training',
        about: data.trainingId,
      },
      ctx.now,
    );
  },
});

/** A document to sign, review or acknowledge by a date: done when its assignee signs it. */
export const documentAssignmentDeadlineRule = ruleOf({
  name: 'document-assignment-deadline',
  events: { DocumentAssigned: true, DocumentSigned: true, DocumentRetired: true },
  async react(event, ctx) {
    if (event.type === 'DocumentSigned') {
      const { signerId } = event.data;
      return openDeadlinesAbout(ctx.client, 'documentAssignment', idOf(event), signerId);
    }
    if (event.type === 'DocumentRetired')
      return openDeadlinesAbout(ctx.client, 'documentAssignment', idOf(event), null);
    const data = event.data;
    return rescheduleDeadline(
      {
        subjectType: 'documentAssignment',
        subjectId: data.assignmentId,
        assigneeId: data.employeeId,
        dueDate: data.dueDate,
        timeZone: await ctx.timeZoneOf(null),
        title: `Document to ${data.action}: ${data.documentName}`,
        link: `/documents/${data.documentId}`,
        about: data.documentId,
      },
      ctx.now,
    );
  },
});

/** A file requested by a date: done when sent; a rejected file is owed again by the same date. */
export const fileRequestDeadlineRule = ruleOf({
  name: 'file-request-deadline',
  events: { EmployeeFileRequired: true, EmployeeFileSubmitted: true, EmployeeFileRejected: true },
  async react(event, ctx) {
    if (event.type === 'EmployeeFileSubmitted') return cancelDeadline('employeeFile', idOf(event));
    if (event.type === 'EmployeeFileRejected') return rescheduleLast(ctx, 'employeeFile', idOf(event));
    const data = event.data;
    if (data.dueDate === null) return {};
    return rescheduleDeadline(
      {
        subjectType: 'employeeFile',
        subjectId: data.requirementId,
        assigneeId: data.employeeId,
        dueDate: data.dueDate,
        timeZone: await ctx.timeZoneOf(null),
        title: `File requested: ${data.fileName}`,
        link: '/my-work',
      },
      ctx.now,
    );
  },
});

/**
 * A corrective action, in its establishment's calendar: done when completed; reopened, reassigned
 * or given a new date, it is scheduled again for its owner and date as they now stand.
 */
export const correctiveActionDeadlineRule = ruleOf({
  name: 'corrective-action-deadline',
  events: {
    CorrectiveActionRaised: true,
    CorrectiveActionCompleted: true,
    CorrectiveActionReopened: true,
    CorrectiveActionReassigned: true,
    CorrectiveActionDueDateChanged: true,
  },
  async react(event, ctx) {
    const id = idOf(event);
    switch (event.type) {
      case 'CorrectiveActionRaised': {
        const data = event.data;
        return rescheduleDeadline(
          {
            subjectType: 'correctiveAction',
            subjectId: data.actionId,
            assigneeId: data.ownerId,
            dueDate: data.dueDate,
            timeZone: await ctx.timeZoneOf(data.establishmentId),
            title: `Corrective action: ${data.title}`,
            link: `/actions/${data.actionId}`,
          },
          ctx.now,
        );
      }
      case 'CorrectiveActionCompleted':
        return cancelDeadline('correctiveAction', id);
      case 'CorrectiveActionReassigned':
        return rescheduleLast(ctx, 'correctiveAction', id, {
          assigneeId: event.data.ownerId,
        });
      case 'CorrectiveActionDueDateChanged':
        return rescheduleLast(ctx, 'correctiveAction', id, {
          dueDate: event.data.to,
        });
      default:
        return rescheduleLast(ctx, 'correctiveAction', id);
    }
  },
});

/**
 * An inspection started for a scheduled period is due by the period's last day, in the
 * establishment's zone the inspection carries; done when completed. Ad hoc ones have no due date.
 */
export const inspectionDeadlineRule = ruleOf({
  name: 'inspection-deadline',
  events: { InspectionStarted: true, InspectionCompleted: true },
  async react(event, ctx) {
    if (event.type === 'InspectionCompleted') return cancelDeadline('inspection', idOf(event));
    const data = event.data;
    if (data.occurrence === null) return {};
    return rescheduleDeadline(
      {
        subjectType: 'inspection',
        subjectId: data.inspectionId,
        assigneeId: data.inspectorId,
        dueDate: data.occurrence.periodEnd,
        timeZone: data.timeZone,
        title: `Inspection: ${data.template.title}${data.area ? ` (${data.area})` : ''}`,
        link: `/inspections/${data.inspectionId}`,
      },
      ctx.now,
    );
  },
});

export const workDeadlineRules: EventRule[] = [
  taskDeadlineRule,
  trainingAssignmentDeadlineRule,
  documentAssignmentDeadlineRule,
  fileRequestDeadlineRule,
  correctiveActionDeadlineRule,
  inspectionDeadlineRule,
];
