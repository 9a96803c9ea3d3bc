import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ActionIdParams, actionRoutes, type ActionDetail } from '@hs/contracts';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { DetailList } from '@/components/ui/detail-list';
import { PageHeader } from '@/components/ui/page-header';
import { StatusMessage } from '@/components/ui/status-message';
import { QueryError } from '@/components/query-state';
import { formatDate } from '@/lib/dates';
import { HttpError, isNotFound } from '@/lib/http';
import { controlLevelLabels, priorityLabels, sourceText } from '../action-labels';
import { actionQueryOptions } from '../api/get-action';
import { ActionStateBadge } from '../components/action-state-badge';
import { ActionSteps } from '../components/action-steps';
import { ActionTimeline } from '../components/action-timeline';
import { BackLink } from '@/components/ui/back-link';

const Details = ({ action }: { action: ActionDetail }) => (
  <DetailList
    items={[
      { label: 'State', value: <ActionStateBadge state={action.state} overdue={action.overdue} /> },
      { label: 'Owner', value: action.ownerName },
      { label: 'Due', value: formatDate(action.dueDate) },
      { label: 'Priority', value: priorityLabels[action.priority] },
      { label: 'Control', value: controlLevelLabels[action.controlLevel] },
      { label: 'Site', value: action.establishmentName ?? 'Not tied to an establishment' },
      {
        label: 'Source',
        value:
          action.source.kind === 'incident' ? (
            <Link className="text-brand-800 underline" to={`/incidents/${action.source.incidentId}`}>
              {sourceText(action.source, action.reportNumber)}
            </Link>
          ) : action.source.kind === 'cause' ? (
            <Link
              className="text-brand-800 underline"
              to={`/incidents/${action.source.incidentId}/investigation`}
            >
              {sourceText(action.source, action.reportNumber)}
            </Link>
          ) : action.source.kind === 'finding' ? (
            <Link className="text-brand-800 underline" to={`/inspections/${action.source.inspectionId}`}>
              {sourceText(action.source)}
            </Link>
          ) : (
            sourceText(action.source)
          ),
      },
      { label: 'Raised by', value: action.raisedByName ?? 'the system' },
    ]}
  />
);

/** /actions/:id: the action, what may be done next by this user, its photos and its timeline. */
export const ActionDetailPage = () => {
  const { id = '' } = useParams();
  const validId = ActionIdParams.safeParse({ id }).success;
  const query = useQuery({ ...actionQueryOptions(id), enabled: validId });
  const action = query.data;
  if (!action) {
    const forbidden = query.error instanceof HttpError && query.error.status === 403;
    return (
      <>
        <PageHeader
          eyebrow={<BackLink to="/actions">Corrective Actions</BackLink>}
          title="Corrective Action"
        />
        <Card>
          {!validId || (query.isError && isNotFound(query.error)) ? (
            <StatusMessage kind="empty">This action does not exist.</StatusMessage>
          ) : forbidden ? (
            <StatusMessage kind="empty">
              This action belongs to someone outside your department.
            </StatusMessage>
          ) : query.isError ? (
            <QueryError query={query}>Failed to load the action</QueryError>
          ) : (
            <StatusMessage kind="loading">Loading action...</StatusMessage>
          )}
        </Card>
      </>
    );
  }
  return (
    <>
      <PageHeader
        eyebrow={<BackLink to="/actions">Corrective Actions</BackLink>}
        title={action.title}
        description={action.description || undefined}
      />
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="grid min-w-0 gap-6 lg:col-span-2">
          <Card>
            <CardHeader>
              <CardTitle>Details</CardTitle>
            </CardHeader>
            <CardContent>
              <Details action={action} />
            </CardContent>
          </Card>
          {action.photos.length > 0 && (
            <Card>
              <CardHeader>
                <CardTitle>Photos</CardTitle>
              </CardHeader>
              <CardContent>
                <ul className="flex flex-wrap gap-3">
                  {action.photos.map((photo) => (
                    <li key={photo.sha256}>
                      <a href={actionRoutes.photo(action.id, photo.sha256)} target="_blank" rel="noreferrer">
                        <img
                          src={actionRoutes.photo(action.id, photo.sha256)}
                          alt={`Photo ${photo.originalName}`}
                          className="size-28 rounded-md border border-slate-200 object-cover"
                        />
                      </a>
                    </li>
                  ))}
                </ul>
              </CardContent>
            </Card>
          )}
          <Card>
            <CardHeader>
              <CardTitle>Timeline</CardTitle>
            </CardHeader>
            <CardContent>
              <ActionTimeline entries={action.timeline} />
            </CardContent>
          </Card>
        </div>
        <Card>
          <CardHeader>
            <CardTitle>Next steps</CardTitle>
          </CardHeader>
          <CardContent>
            {action.state === 'verified' && (
              <p className="mb-4 text-sm text-slate-700">This action is closed: verified effective.</p>
            )}
            <ActionSteps action={action} />
            {action.state !== 'verified' && Object.values(action.allowed).every((allowed) => !allowed) && (
              <p className="text-sm text-slate-600">Nothing for you to do here.</p>
            )}
          </CardContent>
        </Card>
      </div>
    </>
  );
};
