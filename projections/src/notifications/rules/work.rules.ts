import type { DocumentAssigned } from '@hs/domain';
import type { Stored } from '@hs/read-models';
import type { NotificationDraft } from '../rule.ts';
import { ruleOf } from '../rule-of.ts';
import { day, short, tell } from './telling.ts';

type Assignment = Omit<NotificationDraft, 'recipientId' | 'rule'> & { employeeId: string };

const due = (dueDate: string | null) => (dueDate ? `Due ${day(dueDate)}.` : 'No due date.');

const documentActions: Record<DocumentAssigned['data']['action'], string> = {
  sign: 'read and sign',
  review: 'review',
  acknowledge: 'read and acknowledge',
};

const ASSIGNED = {
  TaskAssigned: true,
  TrainingAssigned: true,
  DocumentAssigned: true,
  EmployeeFileRequired: true,
} as const;

/** The telling of each kind of work given to one employee. */
const assignmentOf = (event: Stored<keyof typeof ASSIGNED>): Assignment => {
  switch (event.type) {
    case 'TaskAssigned': {
      const d = event.data;
      return {
        employeeId: d.employeeId,
        kind: 'assignment',
        subject: { type: 'task', id: d.taskId },
        link: '/my-work',
        title: `New task: ${short(d.title)}`,
        body: due(d.dueDate),
      };
    }
    case 'TrainingAssigned': {
      const d = event.data;
      return {
        employeeId: d.employeeId,
        kind: 'assignment',
        subject: { type: 'training-assignment', id: d.assignmentId },
        link: '/my-work',
        title: `Training assigned: ${short(d.trainingTitle)}`,
        body: `Complete it by ${day(d.dueDate)}.`,
      };
    }
    case 'DocumentAssigned': {
      const d = event.data;
      return {
        employeeId: d.employeeId,
        kind: d.action === 'sign' ? 'document-signature' : 'assignment',
        subject: { type: 'document', id: d.documentId },
        link: `/documents/${d.documentId}`,
        title: `Please ${documentActions[d.action]} "${short(d.documentName)}"`,
        body: due(d.dueDate),
      };
    }
    case 'EmployeeFileRequired': {
      const d = event.data;
      return {
        employeeId: d.employeeId,
        kind: 'assignment',
        subject: { type: 'employee-file', id: d.requirementId },
        link: '/my-work',
        // The name of a requested medical record may say what it is about: it stays on the page.
        title:
          d.fileType === 'medical-record'
            ? 'A file is requested of you'
            : `File requested: ${short(d.fileName)}`,
        body: due(d.dueDate),
      };
    }
  }
};

/** A task, a training or document assignment, or a requested file: its employee is told. */
export const workAssigned = ruleOf({
  name: 'work-assigned',
  events: ASSIGNED,
  async react(event, ctx) {
    const { employeeId, ...telling } = assignmentOf(event);
    return { notify: tell([await ctx.person(employeeId)], { ...telling, rule: 'work-assigned' }) };
  },
});
