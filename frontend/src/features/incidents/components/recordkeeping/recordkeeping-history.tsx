import type { RecordkeepingDecision, RecordkeepingHistoryEntry } from '@hs/contracts';
import { formatDateTime } from '@/lib/dates';
import { eventTypeText } from '@/lib/event-words';
import { recordkeepingFieldLabels } from '@/features/incidents/recordkeeping-labels';

const changedText = (entry: RecordkeepingHistoryEntry): string =>
  entry.version === 1
    ? 'First decision'
    : `Changed: ${entry.changed
        .map((field) => recordkeepingFieldLabels[field as keyof RecordkeepingDecision] ?? field)
        .join(', ')}`;

/** Every decision, newest first, with who made it, when and why. */
export const RecordkeepingHistory = ({ entries }: { entries: RecordkeepingHistoryEntry[] }) => {
  if (entries.length === 0) return <p className="text-sm text-slate-700">No decision recorded yet.</p>;
  return (
    <ol className="grid gap-3" aria-label="Recordkeeping history">
      {[...entries].reverse().map((entry) => (
        <li key={entry.version} className="rounded-md border border-slate-200 p-3 text-sm">
          <p className="font-medium text-slate-900">
            {eventTypeText(entry.version === 1 ? 'RecordkeepingDecided' : 'RecordkeepingChanged')}
          </p>
          <p className="text-slate-700">
            {entry.decidedBy.name ?? 'Unknown user'},{' '}
            <time dateTime={entry.recordedAt}>{formatDateTime(entry.recordedAt)}</time>
          </p>
          <p className="text-slate-700">{changedText(entry)}</p>
          {entry.reason && <p className="text-slate-900">Reason: {entry.reason}</p>}
        </li>
      ))}
    </ol>
  );
};
