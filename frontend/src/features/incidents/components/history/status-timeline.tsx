import type { IncidentHistoryEntry } from '@hs/contracts';
import { History } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { actorText } from '@/features/incidents/history-format';
import { incidentStatusLabel, incidentStatusTone } from '@/features/incidents/incident-labels';
import { IncidentStatusBadge } from '../incident-status-badge';
import { formatMoment } from '@/lib/dates';

const dotTone: Record<string, string> = {
  green: 'bg-green-600',
  orange: 'bg-orange-500',
  blue: 'bg-blue-600',
  purple: 'bg-purple-600',
  yellow: 'bg-yellow-500',
  grey: 'bg-slate-500',
};

interface StatusTimelineProps {
  entries: IncidentHistoryEntry[];
  /** Shows the incident as it stood after the given version. */
  onShowVersion: (version: number) => void;
}

/**
 * Who set which status, when, and why: newest first. Each change offers the incident as it was
 * just before it, which answers "what did it look like before?".
 */
export const StatusTimeline = ({ entries, onShowVersion }: StatusTimelineProps) => {
  const steps = entries.filter((entry) => entry.toStatus !== null).reverse();
  return (
    <ol className="grid gap-0" aria-label="Status timeline, newest first">
      {steps.map((entry, index) => {
        const status = entry.toStatus ?? 'submitted';
        const last = index === steps.length - 1;
        return (
          <li key={entry.eventId} className="relative flex gap-3 pb-5 last:pb-0">
            {!last && (
              <span
                className="absolute top-4 bottom-0 left-[0.4375rem] w-px bg-slate-300"
                aria-hidden="true"
              />
            )}
            <span
              className={cn(
                'relative mt-1 size-3.5 shrink-0 rounded-full ring-4 ring-white',
                dotTone[incidentStatusTone(status)],
              )}
              aria-hidden="true"
            />
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-900">
                <IncidentStatusBadge status={status} />
                {entry.type === 'IncidentReported' ? (
                  <span>Reported</span>
                ) : (
                  entry.fromStatus && (
                    <span className="font-normal text-slate-700">
                      from {incidentStatusLabel(entry.fromStatus)}
                    </span>
                  )
                )}
              </p>
              <p className="mt-1 text-sm text-slate-800">by {actorText(entry)}</p>
              <p className="text-xs text-slate-600">
                <time dateTime={entry.recordedAt}>{formatMoment(entry.recordedAt)}</time> · version{' '}
                {entry.version}
              </p>
              {entry.note && (
                <blockquote className="mt-2 rounded-md border-l-4 border-slate-300 bg-slate-50 px-3 py-2 text-sm whitespace-pre-line text-slate-800">
                  <span className="sr-only">Note: </span>
                  {entry.note}
                </blockquote>
              )}
              {entry.version > 1 && (
                <Button
                  variant="link"
                  size="sm"
                  className="mt-1 h-auto text-xs"
                  onClick={() => onShowVersion(entry.version - 1)}
                >
                  <History aria-hidden="true" />
                  See it before this change
                  <span className="sr-only"> (version {entry.version - 1})</span>
                </Button>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
};
