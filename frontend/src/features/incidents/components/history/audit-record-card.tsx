import { useQuery } from '@tanstack/react-query';
import type { IncidentAudit } from '@hs/contracts';
import { ResponsiveTable, type TableColumn } from '@/components/ui/responsive-table';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { StatusMessage } from '@/components/ui/status-message';
import { QueryError } from '@/components/query-state';
import { incidentAuditQueryOptions } from '@/features/incidents/api/get-incident-audit';
import { formatMoment } from '@/lib/dates';

type AuditEvent = IncidentAudit['events'][number];

const columns: TableColumn<AuditEvent>[] = [
  { header: 'Version', cell: (event) => event.streamVersion, className: 'font-semibold text-slate-900' },
  { header: 'Event type', cell: (event) => event.type, className: 'font-mono text-xs', card: 'title' },
  {
    header: 'Recorded',
    className: 'whitespace-nowrap',
    cell: (event) => <time dateTime={event.recordedAt}>{formatMoment(event.recordedAt)}</time>,
  },
  { header: 'Hash (SHA-256)', cell: (event) => event.hash, className: 'font-mono text-xs break-all' },
];

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
        <ResponsiveTable
          caption="Stored events of this incident with their hashes"
          columns={columns}
          rows={audit.data.events}
          rowKey={(event) => event.eventId}
          alignTop
        />
      ) : audit.isError ? (
        <QueryError query={audit}>Failed to load the audit record</QueryError>
      ) : (
        <StatusMessage kind="loading">Loading the audit record...</StatusMessage>
      )}
    </Card>
  );
};
