import type { IncidentHistoryEntry } from '@hs/contracts';
import { History, Undo2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { actorInSentence, eventTitle } from '@/features/incidents/history-format';
import { incidentFieldLabel } from '@/features/incidents/incident-fields';
import { formatMoment } from '@/lib/dates';

interface AsOfBannerProps {
  /** When the shown state was recorded, or the moment asked for when there was none yet. */
  moment: string;
  version: number | null;
  total: number;
  entry: IncidentHistoryEntry | undefined;
  changedSince: string[];
  /** Set when the incident did not exist yet at that moment. */
  notYetReported?: boolean;
  onBackToNow: () => void;
}

/** Says plainly that the page shows the past, what changed since, and how to return to now. */
export const AsOfBanner = ({
  moment,
  version,
  total,
  entry,
  changedSince,
  notYetReported = false,
  onBackToNow,
}: AsOfBannerProps) => (
  <section
    aria-labelledby="as-of-title"
    className="sticky top-0 z-20 mb-6 flex flex-wrap items-start justify-between gap-4 rounded-xl border-2 border-yellow-400 bg-yellow-50 px-5 py-4 shadow-md"
  >
    <div className="flex min-w-0 gap-3">
      <History className="mt-0.5 size-6 shrink-0 text-yellow-900" aria-hidden="true" />
      <div className="min-w-0">
        <h2 id="as-of-title" className="text-base font-semibold text-slate-900">
          Viewing as of {formatMoment(moment)}
        </h2>
        <p className="mt-1 text-sm text-slate-800">
          {notYetReported
            ? 'The incident had not been reported at that time.'
            : `Version ${version ?? '?'} of ${total}${entry ? `: ${eventTitle(entry)} by ${actorInSentence(entry)}` : ''}.`}
        </p>
        {!notYetReported && (
          <p className="mt-1 text-sm text-slate-800">
            {changedSince.length
              ? `Changed since then (marked below): ${changedSince.map(incidentFieldLabel).join(', ')}.`
              : 'Nothing has changed since then.'}
          </p>
        )}
      </div>
    </div>
    <Button onClick={onBackToNow}>
      <Undo2 aria-hidden="true" />
      Back to now
    </Button>
  </section>
);
