import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { QueryState } from '@/components/query-state';
import { HttpError } from '@/lib/http';
import { investigationQueryOptions } from '../api/get-investigation';
import { DueText } from './due-text';
import { InvestigationStateBadge } from './investigation-state-badge';

/** On the incident's page: the investigation's state and a link, or the way to start one. */
export const InvestigationCard = ({ incidentId }: { incidentId: string }) => {
  const query = useQuery(investigationQueryOptions(incidentId));
  const path = `/incidents/${encodeURIComponent(incidentId)}/investigation`;
  // Outside the team and the safety team the investigation is not this reader's to see.
  if (query.error instanceof HttpError && query.error.status === 403) return null;
  return (
    <Card aria-labelledby="incident-investigation">
      <CardHeader>
        <CardTitle id="incident-investigation" className="text-base">
          Investigation
        </CardTitle>
      </CardHeader>
      <CardContent>
        <QueryState
          query={query}
          loading="Loading the investigation..."
          failed="Failed to load the investigation"
        >
          {({ investigation, mayStart }) =>
            investigation ? (
              <div className="grid gap-2 text-sm text-slate-900">
                <p className="flex flex-wrap items-center gap-2">
                  <InvestigationStateBadge state={investigation.state} overdue={investigation.overdue} />
                  Led by {investigation.lead.name}
                </p>
                <p>
                  Due <DueText investigation={investigation} />
                </p>
                <div>
                  <Link to={path} className={buttonVariants({ variant: 'secondary', className: 'h-11' })}>
                    Open the investigation
                  </Link>
                </div>
              </div>
            ) : mayStart ? (
              <div className="grid gap-2">
                <p className="text-sm text-slate-700">No investigation has been started.</p>
                <div>
                  <Link to={path} className={buttonVariants({ className: 'h-11' })}>
                    Start investigation
                  </Link>
                </div>
              </div>
            ) : (
              <p className="text-sm text-slate-700">No investigation has been started.</p>
            )
          }
        </QueryState>
      </CardContent>
    </Card>
  );
};
