import type { DocumentAssigned, EmployeeFileRequired, TaskAssigned, TrainingAssigned } from '@hs/domain';
import type { StoredEvent } from '@hs/infra/event-store';
import type { EventRule, NotificationDraft } from '../rule.ts';
import { day, short, tell } from './telling.ts';

type Assignment = Omit<NotificationDraft, 'recipientId' | 'rule'> & { employeeId: string };

const due = (dueDate: string | null) => (dueDate ? `Due ${day(dueDate)}.` : 'No due date.');

const documentActions: Record<DocumentAssigned['data']['action'], string> = {
  sign: 'read and sign',
  review: 'review',
  acknowledge: 'read and acknowledge',
};

/** The telling of each kind of work given to one employee. */
const assignmentOf = (event: StoredEvent): Assignment | null => {
  switch (event.type) {
    case 'TaskAssigned': {
      const d = event.data as TaskAssigned['data'];
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
      const d = event.data as TrainingAssigned['data'];
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
      const d = event.data as DocumentAssigned['data'];
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
      const d = event.data as EmployeeFileRequired['data'];
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
    default:
      return null;
  }
};

/** A task, a training or document assignment, or a requested file: its employee is told. */
export const workAssigned: EventRule = {
  name: 'work-assigned',
  handles: (event) => assignmentOf(event) !== null,
  async react(event, ctx) {
    const { employeeId, ...telling } = assignmentOf(event)!;
    return { notify: tell([await ctx.person(employeeId)], { ...telling, rule: 'work-assigned' }) };
  },
};
