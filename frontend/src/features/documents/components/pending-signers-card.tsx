import { useQuery } from '@tanstack/react-query';
import { Badge } from '@/components/ui/badge';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { StatusMessage } from '@/components/ui/status-message';
import { formatDate } from '@/lib/dates';
import { pendingSignersQueryOptions } from '../api/get-pending-signers';

const reasonWords = { requirement: 'Required of everyone', assignment: 'Assigned' } as const;

/** Administrators: the people who must sign the current version and have not, soonest due first. */
export const PendingSignersCard = ({ documentId, name }: { documentId: string; name: string }) => {
  const query = useQuery(pendingSignersQueryOptions(documentId));
  return (
    <Card aria-labelledby="pending-signers-title">
      <CardHeader>
        <div>
          <CardTitle id="pending-signers-title">Still to Sign</CardTitle>
          <CardDescription>People who must sign the current version and have not yet.</CardDescription>
        </div>
      </CardHeader>
      {query.isPending ? (
        <StatusMessage kind="loading">Loading who still has to sign...</StatusMessage>
      ) : query.isError ? (
        <StatusMessage kind="error">Failed to load who still has to sign</StatusMessage>
      ) : query.data.pending.length === 0 ? (
        <p className="px-5 py-8 text-center text-sm text-slate-700 sm:px-6">
          Nobody is waiting to sign version {query.data.currentVersion}.
        </p>
      ) : (
        <ul aria-label={`Still to sign ${name}`} className="divide-y divide-slate-200">
          {query.data.pending.map((p) => (
            <li
              key={p.userId}
              className="flex flex-wrap items-center justify-between gap-2 px-5 py-3 sm:px-6"
            >
              <span className="min-w-0">
                <span className="block font-semibold text-slate-900">{p.name}</span>
                <span className="block text-xs text-slate-600">
                  {p.department} · {p.reasons.map((r) => reasonWords[r]).join(', ')}
                </span>
              </span>
              <span className="flex items-center gap-2 text-sm text-slate-800">
                {p.dueDate ? `Due ${formatDate(p.dueDate)}` : 'No deadline'}
                {p.overdue && <Badge tone="red">Overdue</Badge>}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
};
