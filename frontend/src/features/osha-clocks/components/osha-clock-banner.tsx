import { useId } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { AlarmClock } from 'lucide-react';
import { cn } from '@/lib/cn';
import { isSafetyTeam } from '@/lib/roles';
import { useSignedInUser } from '@/lib/session';
import { oshaClocksQueryOptions } from '../api/get-osha-clocks';
import { bannerClocks } from '../clock-words';
import { ClockLine } from './clock-line';
import { useServerNow } from './use-server-now';

/** At most this many in the banner; the notifications page lists them all. */
const SHOWN = 4;

/**
 * The dashboard's OSHA alert banner for the safety team: reports owed to OSHA with their
 * countdown, overdue recordings, and the 300A and ITA dates of the year. Nothing when none is open.
 */
export const OshaClockBanner = () => {
  const safetyTeam = isSafetyTeam(useSignedInUser());
  const { data } = useQuery({ ...oshaClocksQueryOptions(), enabled: safetyTeam });
  const now = useServerNow(data?.now);
  const titleId = useId();
  const clocks = bannerClocks(data?.clocks ?? []);
  if (!safetyTeam || clocks.length === 0) return null;
  const severe = clocks.some((c) => c.kind === 'osha-report' || c.state === 'overdue');
  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        'mb-6 flex items-start gap-3 rounded-xl border p-4 shadow-sm',
        severe ? 'border-red-200 bg-red-50 text-red-900' : 'border-blue-200 bg-blue-50 text-blue-900',
      )}
    >
      <AlarmClock
        className={cn('mt-0.5 size-5 shrink-0', severe ? 'text-red-700' : 'text-blue-700')}
        aria-hidden="true"
      />
      <div className="min-w-0 flex-1 text-sm">
        <h2 id={titleId} className="font-semibold">
          OSHA deadlines
        </h2>
        <ul className="mt-2 grid gap-2">
          {clocks.slice(0, SHOWN).map((clock) => (
            <li key={`${clock.kind}-${clock.incidentId ?? clock.establishmentId}`}>
              <ClockLine clock={clock} now={now} />
            </li>
          ))}
        </ul>
        <Link
          to="/admin/notifications"
          className="mt-2 inline-block rounded-sm font-semibold underline underline-offset-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
        >
          {clocks.length > SHOWN ? `See all ${clocks.length} deadlines` : 'See the deadlines'}
        </Link>
      </div>
    </section>
  );
};
