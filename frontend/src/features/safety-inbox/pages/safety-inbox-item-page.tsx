import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { DetailList, type DetailItem } from '@/components/ui/detail-list';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/query-state';
import { formatDateTime } from '@/lib/dates';
import { isSafetyTeam } from '@/lib/roles';
import { useSignedInUser } from '@/lib/session';
import type { SafetyInboxItem } from '@hs/contracts';
import { safetyInboxItemQueryOptions } from '../api/get-safety-inbox-item';
import { headlineOf, KindBadge, StatusBadge } from '../components/inbox-badges';
import { TriagePanel } from '../components/triage-panel';
import { categoryLabels } from '../safety-inbox-labels';

const detailsOf = (item: SafetyInboxItem): DetailItem[] => [
  { label: 'Status', value: <StatusBadge status={item.status} /> },
  { label: 'From', value: `${item.submittedByName} (${item.company})` },
  { label: 'Sent', value: formatDateTime(item.submittedAt) },
  ...(item.category ? [{ label: 'Category', value: categoryLabels[item.category] }] : []),
  ...(item.department ? [{ label: 'Department', value: item.department }] : []),
  ...(item.location ? [{ label: 'Location', value: item.location }] : []),
  ...(item.aboutReportNumber ? [{ label: 'About report', value: item.aboutReportNumber }] : []),
  { label: item.kind === 'message' ? 'Message' : 'Description', value: item.text, wide: true },
  ...(item.outcome
    ? [
        {
          label: item.status === 'resolved' ? 'Resolution' : 'Reason dismissed',
          value: `${item.outcome} (${item.closedByName ?? 'safety team'}, ${formatDateTime(item.closedAt)})`,
          wide: true,
        },
      ]
    : []),
];

/** /safety-inbox/:id: one message or compliance issue, with the safety team's triage. */
export const SafetyInboxItemPage = () => {
  const { id = '' } = useParams();
  const team = isSafetyTeam(useSignedInUser());
  const query = useQuery(safetyInboxItemQueryOptions(id));
  return (
    <QueryState query={query} loading="Loading..." failed="Failed to load this message or issue">
      {(item) => (
        <>
          <PageHeader
            title={headlineOf(item)}
            eyebrow={
              <Link to="/safety-inbox">{team ? 'Back to the Safety Inbox' : 'Back to my messages'}</Link>
            }
            description={<KindBadge kind={item.kind} />}
          />
          <div className="grid gap-6">
            <Card>
              <CardContent className="pt-6">
                <DetailList items={detailsOf(item)} className="break-words" />
              </CardContent>
            </Card>
            {team && (item.status === 'open' || item.status === 'under-review') && (
              <Card aria-labelledby="triage-title">
                <CardHeader>
                  <CardTitle id="triage-title">Triage</CardTitle>
                </CardHeader>
                <CardContent>
                  <TriagePanel item={item} />
                </CardContent>
              </Card>
            )}
          </div>
        </>
      )}
    </QueryState>
  );
};
