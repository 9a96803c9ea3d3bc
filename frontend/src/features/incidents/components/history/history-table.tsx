import type { IncidentHistoryEntry } from '@hs/contracts';
import { Eye } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ResponsiveTable, type TableColumn } from '@/components/ui/responsive-table';
import { actorName, actorRole, eventTitle } from '@/features/incidents/history-format';
import { incidentFieldLabel } from '@/features/incidents/incident-fields';
import { formatMoment } from '@/lib/dates';

interface HistoryTableProps {
  entries: IncidentHistoryEntry[];
  /** The version on screen (the latest when viewing now). */
  shownVersion: number;
  onShowVersion: (version: number) => void;
}

const columnsFor = (
  shownVersion: number,
  onShowVersion: (version: number) => void,
): TableColumn<IncidentHistoryEntry>[] => [
  {
    header: 'Version',
    cell: (entry) => entry.version,
    className: 'font-semibold text-slate-900',
    card: 'line',
  },
  { header: 'Event', cell: eventTitle, className: 'text-slate-900', card: 'title' },
  {
    header: 'Author',
    className: 'text-slate-900',
    cell: (entry) => {
      const role = actorRole(entry);
      return (
        <>
          {actorName(entry)}
          {role && <span className="block text-xs text-slate-600">{role}</span>}
        </>
      );
    },
  },
  {
    header: 'Recorded',
    className: 'whitespace-nowrap',
    cell: (entry) => <time dateTime={entry.recordedAt}>{formatMoment(entry.recordedAt)}</time>,
  },
  {
    header: 'Changed Fields',
    cell: (entry) =>
      entry.changedFields.length ? entry.changedFields.map(incidentFieldLabel).join(', ') : '—',
  },
  {
    header: 'Note',
    className: 'max-w-64 break-words whitespace-pre-line',
    cell: (entry) => entry.note ?? '—',
  },
  {
    header: 'View',
    card: 'action',
    cell: (entry) =>
      entry.version === shownVersion ? (
        <span className="inline-flex h-8 items-center justify-center text-xs font-semibold text-brand-900">
          Shown
        </span>
      ) : (
        <Button
          variant="ghost"
          size="sm"
          className="text-brand-800 max-md:border max-md:border-slate-300"
          onClick={() => onShowVersion(entry.version)}
        >
          <Eye aria-hidden="true" />
          View<span className="sr-only"> version {entry.version}</span>
        </Button>
      ),
  },
];

/** Every event of the incident, oldest first, with its author and time: the audit trail on screen. */
export const HistoryTable = ({ entries, shownVersion, onShowVersion }: HistoryTableProps) => (
  <ResponsiveTable
    caption="Every recorded event of this incident, oldest first"
    columns={columnsFor(shownVersion, onShowVersion)}
    rows={entries}
    rowKey={(entry) => entry.eventId}
    isCurrent={(entry) => entry.version === shownVersion}
    alignTop
  />
);
