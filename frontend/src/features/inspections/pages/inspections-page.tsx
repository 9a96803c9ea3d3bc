import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { InspectionSummary } from '@hs/contracts';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { StatusMessage } from '@/components/ui/status-message';
import { formatDate } from '@/lib/dates';
import { isSafetyTeam } from '@/lib/roles';
import { useCurrentUser } from '@/lib/session';
import { inspectionOverviewQueryOptions } from '../api/get-inspection-overview';
import { AdHocStart } from '../components/ad-hoc-start';
import { InspectionHistoryTable } from '../components/inspection-history-table';
import { StartOccurrenceButton } from '../components/start-occurrence-button';
import { categoryLabels, frequencyLabels, scoreText } from '../inspection-labels';

const SummaryRow = ({ item }: { item: InspectionSummary }) => (
  <li className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-slate-200 p-3">
    <div className="min-w-0">
      <Link
        to={`/inspections/${item.id}`}
        className="font-semibold text-brand-800 underline-offset-4 hover:underline"
      >
        {item.templateTitle}
      </Link>
      <p className="text-sm text-slate-700">
        {item.establishmentName}
        {item.area && `, ${item.area}`} · {item.inspectorName} ·{' '}
        {item.completedOn
          ? `completed ${formatDate(item.completedOn)}`
          : `started ${formatDate(item.startedAt.slice(0, 10))}`}
      </p>
    </div>
    <div className="flex flex-wrap gap-1.5">
      {item.status === 'completed' && <Badge tone="blue">Score {scoreText(item.score)}</Badge>}
      {item.findings > 0 && (
        <Badge tone="red">
          {item.findings} finding{item.findings === 1 ? '' : 's'}
        </Badge>
      )}
      {item.onTime === false && <Badge tone="yellow">Late</Badge>}
    </div>
  </li>
);

/** Inspections of one state, or what to say when there are none. */
const SummaryList = ({ items, empty }: { items: InspectionSummary[]; empty: string }) =>
  items.length === 0 ? (
    <StatusMessage kind="empty">{empty}</StatusMessage>
  ) : (
    <ul className="grid gap-2">
      {items.map((item) => (
        <SummaryRow key={item.id} item={item} />
      ))}
    </ul>
  );

/** Due, in progress and done inspections, a way to start one, and the history per template and site. */
export const InspectionsPage = () => {
  const user = useCurrentUser();
  const query = useQuery(inspectionOverviewQueryOptions());
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Inspections"
        description="Checklists done on the floor: what is due, what is under way and how past inspections scored."
        actions={
          isSafetyTeam(user) ? (
            <Link to="/inspections/templates" className={buttonVariants({ variant: 'secondary' })}>
              Templates
            </Link>
          ) : undefined
        }
      />
      {query.isPending ? (
        <StatusMessage kind="loading">Loading inspections…</StatusMessage>
      ) : query.isError ? (
        <StatusMessage kind="error">The inspections could not be loaded.</StatusMessage>
      ) : (
        <>
          <Card>
            <CardHeader>
              <CardTitle>Due</CardTitle>
            </CardHeader>
            <CardContent>
              {query.data.due.length === 0 ? (
                <StatusMessage kind="empty">No inspections due.</StatusMessage>
              ) : (
                <ul className="grid gap-3">
                  {query.data.due.map((due) => (
                    <li
                      key={`${due.scheduleId}-${due.periodStart}-${due.periodEnd}`}
                      aria-label={`Due: ${due.templateTitle}`}
                      className={`grid gap-2 rounded-md border p-3 sm:flex sm:items-center sm:justify-between ${due.overdue ? 'border-red-300' : 'border-slate-200'}`}
                    >
                      <div>
                        <p className="font-semibold text-slate-900">{due.templateTitle}</p>
                        <p className="text-sm text-slate-700">
                          {due.establishmentName}
                          {due.area && `, ${due.area}`} · {frequencyLabels[due.frequency]} · due by{' '}
                          {formatDate(due.periodEnd)}
                        </p>
                        <div className="mt-1 flex gap-1.5">
                          <Badge tone="grey">{categoryLabels[due.category]}</Badge>
                          {due.overdue && <Badge tone="red">Overdue</Badge>}
                        </div>
                      </div>
                      <StartOccurrenceButton
                        scheduleId={due.scheduleId}
                        periodStart={due.periodStart}
                        periodEnd={due.periodEnd}
                        started={due.inspectionId !== null}
                        title={due.templateTitle}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Start an inspection</CardTitle>
            </CardHeader>
            <CardContent>
              <AdHocStart />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>In progress</CardTitle>
            </CardHeader>
            <CardContent>
              <SummaryList items={query.data.inProgress} empty="No inspection in progress." />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Done</CardTitle>
            </CardHeader>
            <CardContent>
              <SummaryList items={query.data.done} empty="No inspection completed yet." />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>History per template and site</CardTitle>
            </CardHeader>
            <CardContent>
              {query.data.history.length === 0 ? (
                <StatusMessage kind="empty">No history yet.</StatusMessage>
              ) : (
                <InspectionHistoryTable rows={query.data.history} />
              )}
            </CardContent>
          </Card>
        </>
      )}
    </div>
  );
};
