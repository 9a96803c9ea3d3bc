import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { PrivacyCaseEntry, PrivacyCaseListQuery } from '@hs/contracts';
import { ResponsiveTable, type TableColumn } from '@/components/ui/responsive-table';
import { StatusMessage } from '@/components/ui/status-message';
import { formatDate } from '@/lib/dates';
import { failureText } from '@/lib/http';
import { privacyCaseLabels } from '@/features/incidents';
import { privacyCasesQueryOptions } from '../api/get-privacy-cases';

const columns: TableColumn<PrivacyCaseEntry>[] = [
  {
    header: 'Case no.',
    rowHeader: true,
    card: 'title',
    cell: (c) => (
      <Link
        className="text-brand-800 underline pointer-coarse:inline-flex pointer-coarse:min-h-11 pointer-coarse:items-center"
        to={`/incidents/${encodeURIComponent(c.incidentId)}`}
      >
        {c.caseNumber}
      </Link>
    ),
  },
  {
    header: 'Employee',
    cell: (c) => (
      <>
        {c.employeeName}
        {c.recordName && <div className="text-slate-700">Employee record: {c.recordName}</div>}
      </>
    ),
  },
  { header: 'Kind', cell: (c) => privacyCaseLabels[c.kind] },
  { header: 'Date', phoneLabel: 'Date of injury', cell: (c) => formatDate(c.dateOfInjury) },
];

/** 1904.29(b)(6): the case numbers and names the log leaves out, for the safety team's eyes only. */
export const PrivacyCaseList = ({ query }: { query: PrivacyCaseListQuery }) => {
  const list = useQuery(privacyCasesQueryOptions(query));
  if (list.isPending) return <StatusMessage kind="loading">Loading the privacy cases…</StatusMessage>;
  if (list.isError)
    return (
      <StatusMessage kind="error">
        {failureText(list.error, 'The privacy cases could not be loaded.')}
      </StatusMessage>
    );
  if (list.data.cases.length === 0)
    return <StatusMessage kind="empty">No privacy cases on this log.</StatusMessage>;
  return (
    <ResponsiveTable
      caption="Privacy cases of this log with the employees’ names"
      columns={columns}
      rows={list.data.cases}
      rowKey={(c) => c.incidentId}
      alignTop
    />
  );
};
