import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { documentRoutes, type VersionSubmission } from '@hs/contracts';
import { ResponsiveTable, type TableColumn } from '@/components/ui/responsive-table';
import { formatDateTime } from '@/lib/dates';
import { actorWords } from '@/lib/actor-words';
import { VersionStatus } from './version-status';

const columns: TableColumn<VersionSubmission>[] = [
  {
    header: 'Document',
    card: 'title',
    cell: (s) => (
      <>
        <Link
          to={`/documents/${s.documentId}`}
          className="font-semibold text-brand-800 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
        >
          {s.documentName}
        </Link>
        <span className="block text-xs font-normal text-slate-600">
          Version {s.version} ·{' '}
          <a
            href={documentRoutes.download(s.documentId, s.version)}
            download
            className="inline-block py-3 text-brand-800 underline md:py-0"
            aria-label={`Download version ${s.version} of ${s.documentName} (${s.fileName})`}
          >
            {s.fileName}
          </a>
        </span>
      </>
    ),
  },
  {
    header: 'Uploaded',
    cell: (s) => (
      <>
        {formatDateTime(s.uploadedAt)}
        <span className="block text-xs text-slate-600">by {actorWords(s.uploadedByName)}</span>
      </>
    ),
  },
  { header: 'What changed', cell: (s) => s.changeNote ?? (s.version === 1 ? 'New document' : '—') },
  { header: 'Status', card: 'badge', cell: (s) => <VersionStatus version={s} /> },
];

/** Uploads that went to approval: document, version, who sent it, what changed, and where it stands. */
export const SubmissionTable = ({
  caption,
  submissions,
  actions,
}: {
  caption: string;
  submissions: VersionSubmission[];
  /** The last column (Approve and Reject for those who manage documents). */
  actions?: { header: string; render: (submission: VersionSubmission) => ReactNode };
}) => (
  <ResponsiveTable
    caption={caption}
    columns={
      actions ? [...columns, { header: actions.header, card: 'action', cell: actions.render }] : columns
    }
    rows={submissions}
    rowKey={(s) => `${s.documentId}-${s.version}`}
    alignTop
  />
);
