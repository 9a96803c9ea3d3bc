import type { UseQueryResult } from '@tanstack/react-query';
import type { IncidentDetail, IncidentHistory } from '@hs/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { StatusMessage } from '@/components/ui/status-message';
import type { TimeTravel } from '@/features/incidents/use-time-travel';
import { IncidentStatusBadge } from '../incident-status-badge';
import { StatusChangeForm } from '../status-change-form';
import { StatusTimeline } from './status-timeline';
import { TimeTravelPanel } from './time-travel-panel';
import { formatMoment } from '@/lib/dates';

interface IncidentSidebarProps {
  incident: IncidentDetail;
  /** The reader reviews this incident (the server says so: a supervisor, only their department's). */
  mayChangeStatus: boolean;
  history: UseQueryResult<IncidentHistory>;
  shownVersion: number;
  viewingPast: boolean;
  timeTravel: TimeTravel;
  onShowVersion: (version: number) => void;
}

const HistoryState = ({ history }: { history: UseQueryResult<IncidentHistory> }) =>
  history.isError ? (
    <StatusMessage kind="error" className="py-6">
      Failed to load history
    </StatusMessage>
  ) : (
    <StatusMessage kind="loading" className="py-6">
      Loading history...
    </StatusMessage>
  );

/** The current status (and, for its reviewers, changing it), time travel and the status timeline. */
export const IncidentSidebar = ({
  incident,
  mayChangeStatus,
  history,
  shownVersion,
  viewingPast,
  timeTravel,
  onShowVersion,
}: IncidentSidebarProps) => (
  <aside className="grid min-w-0 gap-6" aria-label="Status and history">
    <Card aria-labelledby="status-card-title">
      <CardHeader>
        <div>
          <CardTitle id="status-card-title" className="text-base">
            Current Status
          </CardTitle>
          <CardDescription>
            {incident.statusChangedAt
              ? `Last changed ${formatMoment(incident.statusChangedAt)}${incident.statusChangedBy ? ` by ${incident.statusChangedBy}` : ''}.`
              : 'Not changed since the report was submitted.'}
          </CardDescription>
        </div>
        <IncidentStatusBadge status={incident.status} />
      </CardHeader>
      {mayChangeStatus && (
        <CardContent className="grid gap-3">
          {viewingPast ? (
            <p className="rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-800">
              You are viewing a past version. Go back to now to change the status.
            </p>
          ) : (
            // A new version (this admin's change or someone else's) starts the form afresh.
            <StatusChangeForm key={incident.version} incident={incident} />
          )}
        </CardContent>
      )}
    </Card>

    <Card aria-labelledby="time-travel-title">
      <CardHeader>
        <div>
          <CardTitle id="time-travel-title" className="text-base">
            Time Travel
          </CardTitle>
          <CardDescription>See this incident exactly as it stood after any recorded event.</CardDescription>
        </div>
      </CardHeader>
      <CardContent>
        {history.data ? (
          <TimeTravelPanel
            entries={history.data.entries}
            shownVersion={shownVersion}
            viewingPast={viewingPast}
            timeTravel={timeTravel}
            onShowVersion={onShowVersion}
          />
        ) : (
          <HistoryState history={history} />
        )}
      </CardContent>
    </Card>

    <Card aria-labelledby="status-timeline-title">
      <CardHeader>
        <div>
          <CardTitle id="status-timeline-title" className="text-base">
            Status Timeline
          </CardTitle>
          <CardDescription>Who changed the status, when, and why. Newest first.</CardDescription>
        </div>
      </CardHeader>
      <CardContent>
        {history.data ? (
          <StatusTimeline entries={history.data.entries} onShowVersion={onShowVersion} />
        ) : (
          <HistoryState history={history} />
        )}
      </CardContent>
    </Card>
  </aside>
);
