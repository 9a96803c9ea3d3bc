import type { MyWorkItem } from '@hs/contracts';
import type { BadgeTone } from '@/components/ui/badge';

type Labelled<T extends string> = Record<T, { label: string; tone: BadgeTone }>;

export const kindLabels: Labelled<MyWorkItem['kind']> = {
  task: { label: 'Task', tone: 'purple' },
  training: { label: 'Training', tone: 'blue' },
  document: { label: 'Document', tone: 'brand' },
  file: { label: 'File request', tone: 'orange' },
  action: { label: 'Corrective action', tone: 'red' },
  inspection: { label: 'Inspection', tone: 'green' },
};

type FileItem = Extract<MyWorkItem, { kind: 'file' }>;
export const fileStatusLabels: Labelled<FileItem['status']> = {
  pending: { label: 'To upload', tone: 'yellow' },
  overdue: { label: 'Overdue', tone: 'red' },
  submitted: { label: 'Waiting for review', tone: 'blue' },
  accepted: { label: 'Accepted', tone: 'green' },
  rejected: { label: 'Rejected', tone: 'red' },
};

type TaskItem = Extract<MyWorkItem, { kind: 'task' }>;
export const taskStatusLabels: Labelled<TaskItem['status']> = {
  assigned: { label: 'Not started', tone: 'grey' },
  in_progress: { label: 'In progress', tone: 'purple' },
  completed: { label: 'Completed', tone: 'green' },
};

type DocumentItem = Extract<MyWorkItem, { kind: 'document' }>;
export const documentActionWords: Record<DocumentItem['action'], string> = {
  sign: 'Read and sign',
  review: 'Read and confirm you reviewed it',
  acknowledge: 'Read and acknowledge',
};
