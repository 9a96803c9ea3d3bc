import { Link } from 'react-router';
import { CalendarCheck, Clock, MapPin } from 'lucide-react';
import { wallClock, type MyScheduleDue, type MyScheduleItem, type MyScheduleSession } from '@hs/contracts';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { formatClockTime, formatDateTime } from '@/lib/dates';
import { trainingTypeLabels } from '../training-format';

const sourceLabels: Record<MyScheduleDue['source'], { label: string; tone: BadgeTone }> = {
  task: { label: 'Task', tone: 'purple' },
  training: { label: 'Training', tone: 'blue' },
  document: { label: 'Document', tone: 'brand' },
  file: { label: 'File request', tone: 'orange' },
  action: { label: 'Corrective action', tone: 'red' },
  inspection: { label: 'Inspection', tone: 'green' },
  certification: { label: 'Certification', tone: 'blue' },
};

/** Where the item is done: its own page when it has one, My Work for the rest. */
const placeOf = (due: MyScheduleDue): { to: string; label: string } => {
  switch (due.source) {
    case 'document':
      return { to: `/documents/${due.sourceId}`, label: 'Open the document' };
    case 'action':
      return { to: `/actions/${due.sourceId}`, label: 'Open the action' };
    case 'certification':
      return { to: '/training', label: 'Find a session' };
    default:
      return { to: '/my-work', label: 'Open in My Work' };
  }
};

/** "9:00 AM – 10:30 AM" on the site's clock; an end on another day carries its date. */
const sessionHours = (session: MyScheduleSession, timeZone: string): string | null => {
  if (!session.time) return null;
  const start = formatClockTime(session.time);
  if (!session.endsAt) return start;
  const end = wallClock(new Date(session.endsAt), timeZone);
  return end.date === session.date
    ? `${start} – ${formatClockTime(end.time)}`
    : `${start} until ${formatDateTime(session.endsAt)}`;
};

const SessionEntry = ({ session, timeZone }: { session: MyScheduleSession; timeZone: string }) => {
  const hours = sessionHours(session, timeZone);
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={session.status === 'registered' ? 'green' : 'yellow'}>
          {session.status === 'registered'
            ? 'Registered'
            : `Waitlisted${session.waitlistPosition ? `, place ${session.waitlistPosition}` : ''}`}
        </Badge>
        <span className="text-xs text-slate-600">{trainingTypeLabels[session.type]} session</span>
      </div>
      <p className="font-semibold text-slate-900">{session.title}</p>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
        <li className="flex items-center gap-1.5">
          <Clock className="size-4 text-slate-500" aria-hidden="true" />
          {hours ? `${hours} (${session.duration})` : `All day (${session.duration})`}
        </li>
        {session.location && (
          <li className="flex min-w-0 items-center gap-1.5">
            <MapPin className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
            <span className="break-words">{session.location}</span>
          </li>
        )}
      </ul>
    </>
  );
};

const DueEntry = ({ due }: { due: MyScheduleDue }) => {
  const source = sourceLabels[due.source];
  const place = placeOf(due);
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={source.tone}>{source.label}</Badge>
        {due.overdue && <Badge tone="red">{due.what === 'expires' ? 'Expired' : 'Overdue'}</Badge>}
      </div>
      <p className="font-semibold text-slate-900">
        {due.what === 'expires' ? 'Certification valid through this day: ' : 'Due: '}
        {due.title}
      </p>
      <Link
        to={place.to}
        className="w-fit rounded-sm text-sm font-semibold text-brand-800 underline underline-offset-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
      >
        {place.label}
        <span className="sr-only">: {due.title}</span>
      </Link>
    </>
  );
};

const dayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
/** "Thursday, Dec 10, 2026" for a calendar day, the same in every zone. */
const dayHeading = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));

/** One day of the schedule: its heading and what falls on it. */
export const ScheduleDay = ({
  date,
  items,
  today,
  timeZone,
}: {
  date: string;
  items: readonly MyScheduleItem[];
  today: string;
  timeZone: string;
}) => {
  const headingId = `day-${date}`;
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="flex flex-wrap items-center gap-2 text-base font-semibold text-slate-900">
        <CalendarCheck className="size-5 text-brand-700" aria-hidden="true" />
        {dayHeading(date)}
        {date === today && <Badge tone="brand">Today</Badge>}
        {date < today && <Badge tone="red">Past</Badge>}
      </h2>
      <ul className="grid gap-3">
        {items.map((item) => (
          <li
            key={item.key}
            className="grid gap-1.5 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
          >
            {item.kind === 'session' ? (
              <SessionEntry session={item} timeZone={timeZone} />
            ) : (
              <DueEntry due={item} />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
};
