import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ClipboardList, FileSignature } from 'lucide-react';
import type { MyWorkItem } from '@hs/contracts';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatDate, formatDateTime } from '@/lib/dates';
import { documentActionWords, fileStatusLabels, kindLabels, taskStatusLabels } from '../my-work-labels';
import { FileUploadForm } from './file-upload-form';
import { TaskActions } from './task-actions';
import { TrainingActions } from './training-actions';
import { StartOccurrenceButton } from '@/features/inspections';

const Meta = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="flex gap-1">
    <dt className="text-slate-600">{label}:</dt>
    <dd className="font-medium text-slate-800">{children}</dd>
  </div>
);

const statusBadge = (item: MyWorkItem) => {
  if (item.kind === 'task') return taskStatusLabels[item.status];
  if (item.kind === 'file' && item.status !== 'overdue') return fileStatusLabels[item.status];
  return null;
};

/** What the item asks for, and the controls that do it (none once it is done). */
const Details = ({ item }: { item: MyWorkItem }) => {
  const open = item.doneAt === null;
  switch (item.kind) {
    case 'task':
      return (
        <>
          <p className="text-sm whitespace-pre-line text-slate-700">{item.description}</p>
          {item.note && <p className="text-sm text-slate-700">Note: {item.note}</p>}
          {open && (
            <div className="flex flex-wrap gap-2">
              <TaskActions task={item} />
            </div>
          )}
        </>
      );
    case 'training':
      return (
        <>
          {item.notes && <p className="text-sm text-slate-700">{item.notes}</p>}
          <dl className="flex flex-wrap gap-x-6 gap-y-1 text-xs">
            <Meta label="Session">
              {item.sessionDate
                ? `${formatDate(item.sessionDate)}${item.sessionTime ? `, ${item.sessionTime}` : ''}`
                : 'Self-paced'}
            </Meta>
            {item.location && <Meta label="Location">{item.location}</Meta>}
          </dl>
          {open && (
            <div>
              <TrainingActions training={item} />
            </div>
          )}
        </>
      );
    case 'document':
      return (
        <>
          <p className="text-sm text-slate-700">
            {documentActionWords[item.action]} (version {item.currentVersion}).
          </p>
          {item.instructions && (
            <p className="text-sm whitespace-pre-line text-slate-700">{item.instructions}</p>
          )}
          {open && (
            <div>
              <Link to={`/documents/${item.id}`} className={buttonVariants({ size: 'sm' })}>
                <FileSignature aria-hidden="true" />
                Open to read and sign
                <span className="sr-only"> {item.title}</span>
              </Link>
            </div>
          )}
        </>
      );
    case 'file':
      return (
        <>
          {item.description && <p className="text-sm text-slate-700">{item.description}</p>}
          {item.status === 'rejected' || (item.status === 'overdue' && item.rejectionReason) ? (
            <p className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
              Your last file was rejected: {item.rejectionReason}. Please upload a new one.
            </p>
          ) : null}
          {item.submittedName && item.status === 'submitted' && (
            <p className="text-sm text-slate-700">
              You sent {item.submittedName}; an administrator will review it.
            </p>
          )}
          {open && item.status !== 'submitted' && <FileUploadForm request={item} />}
        </>
      );
    case 'action':
      return (
        <>
          <p className="text-sm text-slate-700">
            {item.state === 'in-progress' ? 'Work started.' : 'Not started yet.'} Mark it done with a note and
            photos on its page.
          </p>
          <div>
            <Link to={`/actions/${item.id}`} className={buttonVariants({ size: 'sm' })}>
              <ClipboardList aria-hidden="true" />
              Open the action
              <span className="sr-only"> {item.title}</span>
            </Link>
          </div>
        </>
      );
    case 'inspection':
      return (
        <>
          <p className="text-sm text-slate-700">
            {item.establishmentName}
            {item.area && `, ${item.area}`}: the {item.frequency} check for the period from{' '}
            {formatDate(item.periodStart)}.
          </p>
          <div>
            <StartOccurrenceButton
              scheduleId={item.scheduleId}
              periodStart={item.periodStart}
              periodEnd={item.periodEnd}
              started={item.inspectionId !== null}
              title={item.title}
            />
          </div>
        </>
      );
  }
};

/** One piece of work: its kind, title, due date (overdue in red), what it asks for and its controls. */
export const MyWorkItemCard = ({ item }: { item: MyWorkItem }) => {
  const kind = kindLabels[item.kind];
  const status = statusBadge(item);
  return (
    <li
      className={cn(
        'grid gap-3 rounded-lg border bg-white p-4',
        item.overdue ? 'border-red-300' : 'border-slate-200',
      )}
      aria-label={`${kind.label}: ${item.title}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 font-semibold break-words text-slate-900">{item.title}</h3>
        <div className="flex flex-wrap gap-1.5">
          <Badge tone={kind.tone}>{kind.label}</Badge>
          {item.overdue && <Badge tone="red">Overdue</Badge>}
          {status && <Badge tone={status.tone}>{status.label}</Badge>}
        </div>
      </div>
      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-xs">
        <Meta label="Due">{item.dueDate ? formatDate(item.dueDate) : 'No due date'}</Meta>
        {item.doneAt && <Meta label="Done">{formatDateTime(item.doneAt)}</Meta>}
      </dl>
      <Details item={item} />
    </li>
  );
};
