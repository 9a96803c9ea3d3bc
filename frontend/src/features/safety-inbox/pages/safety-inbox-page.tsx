import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { SafetyInboxQuery } from '@hs/contracts';
import { Card, CardContent } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/query-state';
import { formatDateTime } from '@/lib/dates';
import { isSafetyTeam } from '@/lib/roles';
import { useSignedInUser } from '@/lib/session';
import { safetyInboxQueryOptions } from '../api/get-safety-inbox';
import { InboxFilters } from '../components/inbox-filters';
import { headlineOf, KindBadge, StatusBadge } from '../components/inbox-badges';

/** /safety-inbox: the safety team triages here; everyone else follows what they sent. */
export const SafetyInboxPage = () => {
  const team = isSafetyTeam(useSignedInUser());
  const [filters, setFilters] = useState<SafetyInboxQuery>({});
  const inbox = useQuery({ ...safetyInboxQueryOptions(filters), placeholderData: keepPreviousData });
  return (
    <>
      <PageHeader
        title={team ? 'Safety Inbox' : 'My Messages to the Safety Team'}
        description={
          team
            ? 'Messages and compliance issues sent to the safety team of your company. Open one to triage it.'
            : 'What you sent with "Contact Safety Team" and "Report Compliance Issue", and where it stands.'
        }
      />
      <Card>
        <CardContent className="flex flex-col gap-4 pt-6">
          <InboxFilters filters={filters} onChange={setFilters} />
          <QueryState
            query={inbox}
            loading="Loading the inbox..."
            failed="Failed to load the inbox"
            empty={
              team ? 'Nothing matches: the inbox is empty for these filters.' : 'You have sent nothing yet.'
            }
            isEmpty={(data) => data.items.length === 0}
          >
            {(data) => (
              <ul className="grid gap-3" aria-label="Messages and issues">
                {data.items.map((item) => (
                  <li key={item.id} className="rounded-lg border border-slate-200 p-4">
                    <div className="flex flex-wrap items-center gap-2">
                      <KindBadge kind={item.kind} />
                      <StatusBadge status={item.status} />
                    </div>
                    <Link
                      to={`/safety-inbox/${item.id}`}
                      className="mt-2 inline-flex min-h-11 items-center font-semibold break-words text-brand-700 underline"
                    >
                      {headlineOf(item)}
                    </Link>
                    <p className="text-sm text-slate-600">
                      {team ? `From ${item.submittedByName}, ` : 'Sent '}
                      {formatDateTime(item.submittedAt)}
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </QueryState>
        </CardContent>
      </Card>
    </>
  );
};
