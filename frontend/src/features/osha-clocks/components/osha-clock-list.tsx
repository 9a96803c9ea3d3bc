import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { AlarmClock } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader } from '@/components/ui/card';
import { StatusMessage } from '@/components/ui/status-message';
import { QueryError } from '@/components/query-state';
import { isAdmin, useSignedInUser } from '@/lib/session';
import { oshaClocksQueryOptions } from '../api/get-osha-clocks';
import { itaYearOf } from '../clock-words';
import { ClockLine } from './clock-line';
import { ItaSubmissionForm } from './ita-submission-form';
import { OshaReportForm } from './osha-report-form';
import { useServerNow } from './use-server-now';

/**
 * Every open OSHA deadline for the safety team; an admin records a report to OSHA, or an ITA
 * submission, from here.
 */
export const OshaClockList = () => {
  const user = useSignedInUser();
  const { data, isPending, isError, refetch, isFetching } = useQuery(oshaClocksQueryOptions());
  const now = useServerNow(data?.now);
  const [reporting, setReporting] = useState<string | null>(null);
  return (
    <Card aria-labelledby="osha-deadlines-title" className="mb-6">
      <CardHeader>
        <div>
          <h2
            id="osha-deadlines-title"
            className="flex items-center gap-2 text-lg font-semibold text-slate-900"
          >
            <AlarmClock className="size-5 text-brand-700" aria-hidden="true" />
            OSHA Deadlines
          </h2>
          <CardDescription>
            Injuries and illnesses to record within 7 calendar days, reports owed to OSHA (8 hours for a
            fatality, 24 for an in-patient hospitalization, amputation or loss of an eye), and the year&apos;s
            300A and ITA dates. Days are counted in each establishment&apos;s time zone.
          </CardDescription>
        </div>
      </CardHeader>
      {isPending ? (
        <StatusMessage kind="loading">Loading OSHA deadlines...</StatusMessage>
      ) : isError ? (
        <QueryError query={{ refetch, isFetching }}>Failed to load OSHA deadlines</QueryError>
      ) : data.clocks.length === 0 ? (
        <StatusMessage kind="empty">No open OSHA deadlines</StatusMessage>
      ) : (
        <ul aria-label="OSHA deadlines" className="divide-y divide-slate-200">
          {data.clocks.map((clock) => {
            const key = `${clock.kind}-${clock.incidentId ?? clock.establishmentId}`;
            const canReport = clock.kind === 'osha-report' && clock.incidentId && isAdmin(user);
            const canSubmit = clock.kind === 'ita-submission' && clock.establishmentId && isAdmin(user);
            return (
              <li key={key} className="px-5 py-4 text-slate-900 sm:px-6">
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <ClockLine clock={clock} now={now} />
                  {canReport && reporting !== key && (
                    <Button size="sm" onClick={() => setReporting(key)}>
                      Record report to OSHA
                    </Button>
                  )}
                  {canSubmit && reporting !== key && (
                    <Button size="sm" onClick={() => setReporting(key)}>
                      Record ITA submission
                    </Button>
                  )}
                </div>
                {canReport && reporting === key && (
                  <OshaReportForm
                    incidentId={clock.incidentId!}
                    reportNumber={clock.reportNumber ?? ''}
                    defaultReporter={`${user.firstName} ${user.lastName}`}
                    onDone={() => setReporting(null)}
                  />
                )}
                {canSubmit && reporting === key && (
                  <ItaSubmissionForm
                    establishmentId={clock.establishmentId!}
                    establishmentName={clock.establishmentName ?? ''}
                    year={itaYearOf(clock)}
                    onDone={() => setReporting(null)}
                  />
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
};
