import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { IncidentDetail, RecordkeepingDecision } from '@hs/contracts';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { DetailList } from '@/components/ui/detail-list';
import { StatusMessage } from '@/components/ui/status-message';
import { recordkeepingQueryOptions } from '@/features/incidents/api/get-recordkeeping';
import { caseTypeLabels, outcomeLabels } from '@/features/incidents/recordkeeping-labels';
import { RecordkeepingForm } from './recordkeeping-form';
import { RecordkeepingHistory } from './recordkeeping-history';

const yes = (value: boolean) => (value ? 'Yes' : 'No');

const CurrentDecision = ({ d }: { d: RecordkeepingDecision }) => (
  <DetailList
    items={[
      { label: 'Recordable', value: yes(d.recordable) },
      { label: 'Work-related', value: yes(d.workRelated) },
      { label: 'Outcome', value: d.outcome ? outcomeLabels[d.outcome] : 'N/A' },
      { label: 'Case type', value: d.caseType ? caseTypeLabels[d.caseType] : 'N/A' },
      { label: 'Days away', value: String(d.daysAway) },
      { label: 'Days restricted', value: String(d.daysRestricted) },
    ]}
  />
);

/** OSHA recordkeeping for the safety team: the decision, the form to change it, and its history. */
export const RecordkeepingPanel = ({ incident }: { incident: IncidentDetail }) => {
  const query = useQuery(recordkeepingQueryOptions(incident.id));
  const data = query.data;
  return (
    <Card aria-labelledby="recordkeeping-title">
      <CardHeader>
        <CardTitle id="recordkeeping-title" className="text-base">
          Recordkeeping (OSHA)
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6">
        {query.isError ? (
          <StatusMessage kind="error">Failed to load the recordkeeping decision</StatusMessage>
        ) : !data ? (
          <StatusMessage kind="loading">Loading recordkeeping...</StatusMessage>
        ) : (
          <>
            {data.current && <CurrentDecision d={data.current} />}
            {data.current?.recordable && (
              <Link
                to={`/osha/301/${encodeURIComponent(incident.id)}`}
                className="justify-self-start text-sm font-medium text-blue-800 underline underline-offset-2"
              >
                Open Form 301 (incident report)
              </Link>
            )}
            <RecordkeepingForm key={data.history.length} incident={incident} current={data.current} />
            <section aria-labelledby="recordkeeping-history-title" className="grid gap-3">
              <h3 id="recordkeeping-history-title" className="text-sm font-semibold text-slate-900">
                Decision history
              </h3>
              <RecordkeepingHistory entries={data.history} />
            </section>
          </>
        )}
      </CardContent>
    </Card>
  );
};
