import { useId, useState, type FormEvent } from 'react';
import type { IncidentHistoryEntry } from '@hs/contracts';
import { CalendarClock, Undo2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input, Label } from '@/components/ui/form-controls';
import {
  actorInSentence,
  eventTitle,
  fromLocalInputValue,
  toLocalInputValue,
} from '@/features/incidents/history-format';
import type { TimeTravel } from '@/features/incidents/use-time-travel';
import { formatMoment } from '@/lib/dates';

interface TimeTravelPanelProps {
  entries: IncidentHistoryEntry[];
  /** The version on screen; the latest one when viewing now. */
  shownVersion: number;
  viewingPast: boolean;
  timeTravel: TimeTravel;
  /** Shows a version; the latest one means now. */
  onShowVersion: (version: number) => void;
}

const describe = (entry: IncidentHistoryEntry | undefined, total: number): string =>
  entry
    ? `Version ${entry.version} of ${total}: ${eventTitle(entry)}, by ${actorInSentence(entry)}, ${formatMoment(entry.recordedAt)}`
    : `Version of ${total}`;

/**
 * Time travel: a slider over the incident's versions (each is one recorded event) and a
 * date-time picker. The record shown above changes to the incident exactly as it stood then.
 */
export const TimeTravelPanel = ({
  entries,
  shownVersion,
  viewingPast,
  timeTravel,
  onShowVersion,
}: TimeTravelPanelProps) => {
  const id = useId();
  const total = entries.length;
  const asOfTime = timeTravel.asOf && 'time' in timeTravel.asOf ? timeTravel.asOf.time : null;
  const [moment, setMoment] = useState(() => (asOfTime ? toLocalInputValue(asOfTime) : ''));
  const shown = entries.find((entry) => entry.version === shownVersion);
  const first = entries[0];

  const goToMoment = (event: FormEvent) => {
    event.preventDefault();
    const iso = fromLocalInputValue(moment);
    if (iso) timeTravel.showTime(iso);
  };

  return (
    <div className="grid gap-5">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-version`}>Version</Label>
        <input
          id={`${id}-version`}
          type="range"
          min={1}
          max={Math.max(total, 1)}
          step={1}
          value={Math.min(shownVersion, Math.max(total, 1))}
          disabled={total <= 1}
          aria-valuetext={describe(shown, total)}
          aria-describedby={`${id}-version-now`}
          onChange={(e) => onShowVersion(Number(e.target.value))}
          className="h-6 w-full cursor-pointer rounded accent-brand-700 pointer-coarse:h-11 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-4 disabled:cursor-not-allowed"
        />
        <div className="flex justify-between text-xs text-slate-600" aria-hidden="true">
          <span>Reported</span>
          <span>Now</span>
        </div>
        <p id={`${id}-version-now`} className="text-sm text-slate-800" aria-live="polite">
          {total <= 1
            ? 'Only the report itself has been recorded so far: there is no earlier state.'
            : describe(shown, total)}
        </p>
      </div>

      <form onSubmit={goToMoment} className="grid gap-2 border-t border-slate-200 pt-4">
        <Label htmlFor={`${id}-moment`}>Or go to a date and time</Label>
        <div className="flex flex-wrap gap-2">
          <Input
            id={`${id}-moment`}
            type="datetime-local"
            step={1}
            className="min-w-0 flex-1"
            value={moment}
            {...(first ? { min: toLocalInputValue(first.recordedAt).slice(0, 16) } : {})}
            aria-describedby={`${id}-moment-hint`}
            onChange={(e) => setMoment(e.target.value)}
          />
          <Button type="submit" variant="secondary" disabled={!moment}>
            <CalendarClock aria-hidden="true" />
            Show
          </Button>
        </div>
        <p id={`${id}-moment-hint`} className="text-xs text-slate-600">
          Shows the last recorded version at that moment, in your time zone.
        </p>
      </form>

      {viewingPast && (
        <Button variant="secondary" onClick={timeTravel.backToNow}>
          <Undo2 aria-hidden="true" />
          Back to now
        </Button>
      )}
    </div>
  );
};
