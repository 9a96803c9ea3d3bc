import type { IncidentHistoryEntry } from '@hs/contracts';
import { Eye } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { actorName, actorRole, eventTitle } from '@/features/incidents/history-format';
import { incidentFieldLabel } from '@/features/incidents/incident-fields';
import { formatMoment } from '@/lib/dates';

interface HistoryTableProps {
  entries: IncidentHistoryEntry[];
  /** The version on screen (the latest when viewing now). */
  shownVersion: number;
  onShowVersion: (version: number) => void;
}

const columns = ['Version', 'Event', 'Author', 'Recorded', 'Changed Fields', 'Note', 'View'];

/** Every event of the incident, oldest first, with its author and time: the audit trail on screen. */
export const HistoryTable = ({ entries, shownVersion, onShowVersion }: HistoryTableProps) => (
  <div className="relative overflow-x-auto">
    <table className="w-full min-w-[760px] text-left text-sm">
      <caption className="sr-only">Every recorded event of this incident, oldest first</caption>
      <thead className="border-b border-slate-200 bg-slate-50 text-xs tracking-wide text-slate-700 uppercase">
        <tr>
          {columns.map((column) => (
            <th
              key={column}
              scope="col"
              className="px-3 py-3 font-semibold first:pl-5 last:pr-5 last:text-right"
            >
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200">
        {entries.map((entry) => {
          const shown = entry.version === shownVersion;
          const role = actorRole(entry);
          return (
            <tr
              key={entry.eventId}
              aria-current={shown ? 'true' : undefined}
              className={cn('align-top', shown ? 'bg-brand-50' : 'hover:bg-slate-50')}
            >
              <td className="py-3 pr-3 pl-5 font-semibold text-slate-900">{entry.version}</td>
              <td className="px-3 py-3 text-slate-900">{eventTitle(entry)}</td>
              <td className="px-3 py-3 text-slate-900">
                {actorName(entry)}
                {role && <span className="block text-xs text-slate-600">{role}</span>}
              </td>
              <td className="px-3 py-3 whitespace-nowrap text-slate-800">
                <time dateTime={entry.recordedAt}>{formatMoment(entry.recordedAt)}</time>
              </td>
              <td className="px-3 py-3 text-slate-800">
                {entry.changedFields.length ? entry.changedFields.map(incidentFieldLabel).join(', ') : '—'}
              </td>
              <td className="max-w-64 px-3 py-3 break-words whitespace-pre-line text-slate-800">
                {entry.note ?? '—'}
              </td>
              <td className="py-2 pr-5 pl-3 text-right">
                {shown ? (
                  <span className="inline-flex h-8 items-center text-xs font-semibold text-brand-900">
                    Shown
                  </span>
                ) : (
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-brand-800"
                    onClick={() => onShowVersion(entry.version)}
                  >
                    <Eye aria-hidden="true" />
                    View<span className="sr-only"> version {entry.version}</span>
                  </Button>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  </div>
);
