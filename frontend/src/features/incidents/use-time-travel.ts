import { useSearchParams } from 'react-router';
import type { IncidentAsOf } from '@/lib/query-keys/incident-keys';

const positiveInteger = /^[1-9]\d*$/;

/**
 * The moment the detail page shows, kept in the URL (?asOfVersion=2 or ?asOf=<ISO time>) so a
 * past view can be reloaded or sent to a colleague. No parameter means now.
 */
export const useTimeTravel = () => {
  const [params, setParams] = useSearchParams();
  const version = params.get('asOfVersion');
  const time = params.get('asOf');
  let asOf: IncidentAsOf | null = null;
  if (version && positiveInteger.test(version)) asOf = { version: Number(version) };
  else if (time && !Number.isNaN(Date.parse(time))) asOf = { time: new Date(time).toISOString() };

  // Moving through versions replaces the entry: Back leaves the page instead of replaying every step.
  return {
    asOf,
    showVersion: (next: number) => setParams({ asOfVersion: String(next) }, { replace: true }),
    showTime: (iso: string) => setParams({ asOf: iso }, { replace: true }),
    backToNow: () => setParams({}, { replace: true }),
  };
};

export type TimeTravel = ReturnType<typeof useTimeTravel>;
