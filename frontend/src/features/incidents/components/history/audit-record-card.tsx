import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { StatusMessage } from '@/components/ui/status-message';
import { incidentAuditQueryOptions } from '@/features/incidents/api/get-incident-audit';
import { formatMoment } from '@/lib/dates';

const columns = ['Version', 'Event type', 'Recorded', 'Hash (SHA-256)'];

/**
 * The audit view for administrators: each stored event with its type code and full hash, as the
 * downloaded record has them. Other people see the history in words only (the server refuses
 * them the audit record too).
 */
export const AuditRecordCard = ({ id }: { id: string }) => {
  const audit = useQuery(incidentAuditQueryOptions(id));
  return (
    <Card aria-labelledby="audit-record-title" className="mt-6">
      <CardHeader>
        <div>
          <CardTitle id="audit-record-title">Audit Record</CardTitle>
          <CardDescription>
            {audit.data
              ? `Events as stored, each hash chained to the one before (${audit.data.algorithm}). ${
                  audit.data.chainValid ? 'The chain is intact.' : 'Warning: the chain does not verify.'
                }`
              : 'Events as stored, each hash chained to the one before.'}
          </CardDescription>
        </div>
      </CardHeader>
      {audit.data ? (
        <div className="relative overflow-x-auto">
          <table className="w-full min-w-[760px] text-left text-sm">
            <caption className="sr-only">Stored events of this incident with their hashes</caption>
            <thead className="border-b border-slate-200 bg-slate-50 text-xs tracking-wide text-slate-700 uppercase">
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col" className="px-3 py-3 font-semibold first:pl-5 last:pr-5">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {audit.data.events.map((event) => (
                <tr key={event.eventId} className="align-top">
                  <td className="py-3 pr-3 pl-5 font-semibold text-slate-900">{event.streamVersion}</td>
                  <td className="px-3 py-3 font-mono text-xs text-slate-800">{event.type}</td>
                  <td className="px-3 py-3 whitespace-nowrap text-slate-800">
                    <time dateTime={event.recordedAt}>{formatMoment(event.recordedAt)}</time>
                  </td>
                  <td className="py-3 pr-5 pl-3 font-mono text-xs break-all text-slate-800">{event.hash}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : audit.isError ? (
        <StatusMessage
          kind="error"
          action={
            <Button
              variant="secondary"
              size="sm"
              onClick={() => void audit.refetch()}
              disabled={audit.isFetching}
            >
              Try again
            </Button>
          }
        >
          Failed to load the audit record
        </StatusMessage>
      ) : (
        <StatusMessage kind="loading">Loading the audit record...</StatusMessage>
      )}
    </Card>
  );
};
