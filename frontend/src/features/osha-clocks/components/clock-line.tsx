import { Link } from 'react-router';
import type { OshaClock } from '@hs/contracts';
import { cn } from '@/lib/cn';
import { CHANGED_SINCE_CERTIFICATION, clockTitle, countdownWords, deadlineWords } from '../clock-words';

const urgent = (clock: OshaClock) => clock.state === 'overdue' || clock.kind === 'osha-report';

/** One clock: what is due, for which incident or establishment, the countdown and the due time. */
export const ClockLine = ({ clock, now }: { clock: OshaClock; now: number }) => (
  <div className="min-w-0">
    <p className="font-semibold">{clockTitle(clock)}</p>
    <p className="mt-0.5 text-sm">
      {clock.incidentId && clock.reportNumber ? (
        <Link
          to={`/incidents/${clock.incidentId}`}
          className="rounded-sm font-medium underline underline-offset-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
        >
          {clock.reportNumber}
        </Link>
      ) : null}
      {clock.incidentId && clock.establishmentName ? ', ' : null}
      {clock.establishmentName}
      {clock.incidentId || clock.establishmentName ? ' · ' : null}
      <span className={cn('font-semibold tabular-nums', urgent(clock) && 'text-red-800')}>
        {countdownWords(clock, now)}
      </span>
      {' · '}
      <time dateTime={clock.dueAt}>{deadlineWords(clock)}</time>
    </p>
    {clock.changedSinceCertification ? <p className="mt-0.5 text-sm">{CHANGED_SINCE_CERTIFICATION}</p> : null}
  </div>
);
