import type { ActionTimelineEntry } from '@hs/contracts';
import { actorLabel } from '@/lib/actor-words';
import { formatDate, formatDateTime } from '@/lib/dates';
import { eventTypeText } from '@/lib/event-words';

// The read model words due dates as stored calendar days; show them as every other date.
const withDates = (detail: string): string =>
  detail.replace(/\b\d{4}-\d{2}-\d{2}\b/g, (day) => formatDate(day));

/** Every step of the action, oldest first, with who took it and when. */
export const ActionTimeline = ({ entries }: { entries: ActionTimelineEntry[] }) => (
  <ol className="relative ml-2 border-l border-slate-300">
    {entries.map((entry) => (
      <li key={entry.version} className="mb-4 ml-4">
        <span
          className="absolute -left-1.5 mt-1.5 size-3 rounded-full border border-white bg-brand-700"
          aria-hidden="true"
        />
        <p className="font-medium text-slate-900">{eventTypeText(entry.type)}</p>
        <p className="text-sm text-slate-600">
          {actorLabel(entry.actor.name)} · <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
        </p>
        {entry.detail && (
          <p className="mt-1 text-sm whitespace-pre-line text-slate-800">{withDates(entry.detail)}</p>
        )}
      </li>
    ))}
  </ol>
);
