import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { PrivacyCaseListQuery } from '@hs/contracts';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { StatusMessage } from '@/components/ui/status-message';
import { formatDate } from '@/lib/dates';
import { failureText } from '@/lib/http';
import { privacyCaseLabels } from '@/features/incidents';
import { privacyCasesQueryOptions } from '../api/get-privacy-cases';

const cell = 'border-b border-slate-200 px-2 py-2 text-left align-top';

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
    <ScrollRegion label="Privacy cases of this log">
      <table className="w-full min-w-[30rem] border-collapse text-sm">
        <caption className="sr-only">Privacy cases of this log with the employees’ names</caption>
        <thead>
          <tr>
            <th scope="col" className={cell}>
              Case no.
            </th>
            <th scope="col" className={cell}>
              Employee
            </th>
            <th scope="col" className={cell}>
              Kind
            </th>
            <th scope="col" className={cell}>
              Date
            </th>
          </tr>
        </thead>
        <tbody>
          {list.data.cases.map((c) => (
            <tr key={c.incidentId}>
              <th scope="row" className={cell}>
                <Link
                  className="text-brand-800 underline pointer-coarse:inline-flex pointer-coarse:min-h-11 pointer-coarse:items-center"
                  to={`/incidents/${encodeURIComponent(c.incidentId)}`}
                >
                  {c.caseNumber}
                </Link>
              </th>
              <td className={cell}>
                {c.employeeName}
                {c.recordName && <div className="text-slate-700">Employee record: {c.recordName}</div>}
              </td>
              <td className={cell}>{privacyCaseLabels[c.kind]}</td>
              <td className={cell}>{formatDate(c.dateOfInjury)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
};
