import { Link } from 'react-router';
import type { AccessLogEntry, AccessLogKind } from '@hs/contracts';
import { ResponsiveTable, type TableColumn } from '@/components/ui/responsive-table';
import { formatMoment } from '@/lib/dates';

export const ACCESS_KIND_LABELS: Record<AccessLogKind, string> = {
  'incident-details': 'Incident with medical details',
  'recordkeeping-decision': 'Recordkeeping decision',
  'form-301': 'OSHA Form 301',
  'incident-audit-export': 'Incident audit record',
  'person-export': "A person's data export",
};

/** Where the record opened can be seen again, when it has a page. */
const subjectLink = (entry: AccessLogEntry) =>
  entry.kind === 'person-export' ? null : `/incidents/${encodeURIComponent(entry.subjectId)}`;

const WhatCell = ({ entry }: { entry: AccessLogEntry }) => {
  const to = subjectLink(entry);
  return (
    <div className="min-w-0">
      <span className="block font-semibold text-slate-900">{ACCESS_KIND_LABELS[entry.kind]}</span>
      {to ? (
        <Link
          to={to}
          className="inline-flex min-h-11 items-center font-mono text-xs break-all text-brand-700 underline underline-offset-2"
        >
          {entry.subjectId}
        </Link>
      ) : (
        <span className="font-mono text-xs break-all text-slate-700">{entry.subjectId}</span>
      )}
    </div>
  );
};

const WhoCell = ({ entry }: { entry: AccessLogEntry }) => (
  <>
    <Link
      to={`?person=${encodeURIComponent(entry.userId)}`}
      className="inline-flex min-h-11 items-center text-brand-700 underline underline-offset-2"
      aria-label={`Show only what ${entry.userName} opened`}
    >
      {entry.userName}
    </Link>
    <span className="block text-slate-700">{entry.role}</span>
  </>
);

const columns: TableColumn<AccessLogEntry>[] = [
  {
    header: 'What',
    cell: (entry) => <WhatCell entry={entry} />,
    className: 'min-w-56 max-w-80',
    card: 'title',
  },
  { header: 'Who', cell: (entry) => <WhoCell entry={entry} />, className: 'min-w-40' },
  { header: 'When', cell: (entry) => formatMoment(entry.at), className: 'min-w-40' },
  { header: 'Client address', cell: (entry) => entry.clientIp ?? 'Unknown', className: 'break-all' },
];

export const AccessLogTable = ({ items, caption }: { items: AccessLogEntry[]; caption: string }) => (
  <ResponsiveTable
    caption={caption}
    columns={columns}
    rows={items}
    rowKey={(entry) => String(entry.id)}
    alignTop
  />
);
