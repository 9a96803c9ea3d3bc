import type { TFunction } from 'i18next';
import type { MyWorkItem } from '@hs/contracts';
import type { BadgeTone } from '@/components/ui/badge';

type Label = { label: string; tone: BadgeTone };

/** Each label in the reader's language: `t` is My Work's (namespace `my-work`). */
export const kindLabel = (t: TFunction, kind: MyWorkItem['kind']): Label =>
  ({
    task: { label: t('my-work:kind.task'), tone: 'purple' },
    training: { label: t('my-work:kind.training'), tone: 'blue' },
    document: { label: t('my-work:kind.document'), tone: 'brand' },
    file: { label: t('my-work:kind.file'), tone: 'orange' },
    action: { label: t('my-work:kind.action'), tone: 'red' },
    inspection: { label: t('my-work:kind.inspection'), tone: 'green' },
  })[kind] as Label;

type FileItem = Extract<MyWorkItem, { kind: 'file' }>;
export const fileStatusLabel = (t: TFunction, status: FileItem['status']): Label =>
  ({
    pending: { label: t('my-work:fileStatus.pending'), tone: 'yellow' },
    overdue: { label: t('my-work:fileStatus.overdue'), tone: 'red' },
    submitted: { label: t('my-work:fileStatus.submitted'), tone: 'blue' },
    accepted: { label: t('my-work:fileStatus.accepted'), tone: 'green' },
    rejected: { label: t('my-work:fileStatus.rejected'), tone: 'red' },
  })[status] as Label;

type TaskItem = Extract<MyWorkItem, { kind: 'task' }>;
export const taskStatusLabel = (t: TFunction, status: TaskItem['status']): Label =>
  ({
    assigned: { label: t('my-work:taskStatus.assigned'), tone: 'grey' },
    in_progress: { label: t('my-work:taskStatus.in_progress'), tone: 'purple' },
    completed: { label: t('my-work:taskStatus.completed'), tone: 'green' },
  })[status] as Label;

type DocumentItem = Extract<MyWorkItem, { kind: 'document' }>;
export const documentActionWords = (t: TFunction, action: DocumentItem['action']): string =>
  ({
    sign: t('my-work:documentAction.sign'),
    review: t('my-work:documentAction.review'),
    acknowledge: t('my-work:documentAction.acknowledge'),
  })[action];

type InspectionItem = Extract<MyWorkItem, { kind: 'inspection' }>;
export const frequencyWord = (t: TFunction, frequency: InspectionItem['frequency']): string =>
  ({
    daily: t('my-work:frequency.daily'),
    weekly: t('my-work:frequency.weekly'),
    monthly: t('my-work:frequency.monthly'),
    quarterly: t('my-work:frequency.quarterly'),
  })[frequency];
