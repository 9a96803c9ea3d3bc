import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ClipboardList, FileSignature } from 'lucide-react';
import type { MyWorkItem } from '@hs/contracts';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatDate, formatDateTime } from '@/lib/dates';
import {
  documentActionWords,
  fileStatusLabel,
  frequencyWord,
  kindLabel,
  taskStatusLabel,
} from '../my-work-labels';
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

const statusBadge = (t: TFunction, item: MyWorkItem) => {
  if (item.kind === 'task') return taskStatusLabel(t, item.status);
  if (item.kind === 'file' && item.status !== 'overdue') return fileStatusLabel(t, item.status);
  return null;
};

/** What the item asks for, and the controls that do it (none once it is done). */
const Details = ({ item }: { item: MyWorkItem }) => {
  const { t } = useTranslation('my-work');
  const open = item.doneAt === null;
  switch (item.kind) {
    case 'task':
      return (
        <>
          <p className="text-sm whitespace-pre-line text-slate-700" translate="no">
            {item.description}
          </p>
          {item.note && (
            <p className="text-sm text-slate-700">
              {t('item.note')} <span translate="no">{item.note}</span>
            </p>
          )}
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
          {item.notes && (
            <p className="text-sm text-slate-700" translate="no">
              {item.notes}
            </p>
          )}
          <dl className="flex flex-wrap gap-x-6 gap-y-1 text-xs">
            <Meta label={t('item.session')}>
              {item.sessionDate
                ? `${formatDate(item.sessionDate)}${item.sessionTime ? `, ${item.sessionTime}` : ''}`
                : t('item.selfPaced')}
            </Meta>
            {item.location && (
              <Meta label={t('item.location')}>
                <span translate="no">{item.location}</span>
              </Meta>
            )}
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
            {t('item.documentVersion', {
              action: documentActionWords(t, item.action),
              version: item.currentVersion,
            })}
          </p>
          {item.instructions && (
            <p className="text-sm whitespace-pre-line text-slate-700" translate="no">
              {item.instructions}
            </p>
          )}
          {open && (
            <div>
              <Link to={`/documents/${item.id}`} className={buttonVariants({ size: 'sm' })}>
                <FileSignature aria-hidden="true" />
                {t('item.openToSign')}
                <span className="sr-only" translate="no">
                  {' '}
                  {item.title}
                </span>
              </Link>
            </div>
          )}
        </>
      );
    case 'file':
      return (
        <>
          {item.description && (
            <p className="text-sm text-slate-700" translate="no">
              {item.description}
            </p>
          )}
          {item.status === 'rejected' || (item.status === 'overdue' && item.rejectionReason) ? (
            <p className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
              {t('item.fileRejected', { reason: item.rejectionReason })}
            </p>
          ) : null}
          {item.submittedName && item.status === 'submitted' && (
            <p className="text-sm text-slate-700">{t('item.fileSent', { name: item.submittedName })}</p>
          )}
          {open && item.status !== 'submitted' && <FileUploadForm request={item} />}
        </>
      );
    case 'action':
      return (
        <>
          <p className="text-sm text-slate-700">
            {item.state === 'in-progress' ? t('item.actionStarted') : t('item.actionNotStarted')}{' '}
            {t('item.actionHow')}
          </p>
          <div>
            <Link to={`/actions/${item.id}`} className={buttonVariants({ size: 'sm' })}>
              <ClipboardList aria-hidden="true" />
              {t('item.openAction')}
              <span className="sr-only" translate="no">
                {' '}
                {item.title}
              </span>
            </Link>
          </div>
        </>
      );
    case 'inspection':
      return (
        <>
          <p className="text-sm text-slate-700">
            <span translate="no">
              {item.establishmentName}
              {item.area && `, ${item.area}`}
            </span>
            {t('item.inspection', {
              frequency: frequencyWord(t, item.frequency),
              start: formatDate(item.periodStart),
            })}
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
  const { t } = useTranslation('my-work');
  const kind = kindLabel(t, item.kind);
  const status = statusBadge(t, item);
  const id = useId();
  return (
    <li
      className={cn(
        'grid gap-3 rounded-lg border bg-white p-4',
        item.overdue ? 'border-red-300' : 'border-slate-200',
      )}
      aria-labelledby={`${id}-kind ${id}-title`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        {/* The card's name is "Task: <title>"; the title, as entered, is not checked for language. */}
        <span id={`${id}-kind`} hidden>
          {t('item.kindPrefix', { kind: kind.label })}
        </span>
        <h3 id={`${id}-title`} className="min-w-0 font-semibold break-words text-slate-900" translate="no">
          {item.title}
        </h3>
        <div className="flex flex-wrap gap-1.5">
          <Badge tone={kind.tone}>{kind.label}</Badge>
          {item.overdue && <Badge tone="red">{t('item.overdue')}</Badge>}
          {status && <Badge tone={status.tone}>{status.label}</Badge>}
        </div>
      </div>
      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-xs">
        <Meta label={t('item.due')}>{item.dueDate ? formatDate(item.dueDate) : t('item.noDueDate')}</Meta>
        {item.doneAt && <Meta label={t('item.done')}>{formatDateTime(item.doneAt)}</Meta>}
      </dl>
      <Details item={item} />
    </li>
  );
};
