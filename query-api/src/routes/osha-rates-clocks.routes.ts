import { OshaClocks, oshaClockRoutes, OshaRates } from '@hs/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { waitForConsistency } from '../consistency.ts';
import { clocksOf, ratesOf } from '../read-models/osha-rates-clocks.read-model.ts';
import type { QueryApiDeps } from '../deps.ts';

/** OSHA incidence rates and the recording and reporting deadlines, for the safety team. */
export const oshaRatesClocksQueryRoutes: FastifyPluginAsyncZod<QueryApiDeps> = async (app, deps) => {
  app.get(
    oshaClockRoutes.rates,
    {
      config: { access: 'officer' },
      preHandler: waitForConsistency(
        deps.tracker,
        ['incidents', 'osha-cases', 'establishments'],
        deps.consistencyWaitMs,
      ),
      schema: {
        tags: ['recordkeeping'],
        summary:
          'TRIR and DART (cases x 200,000 / hours worked) per establishment, company and overall, per year ' +
          'and for the last 12 months; null where hours are missing',
        response: { 200: OshaRates },
      },
    },
    async () => ratesOf(deps.pool, deps.now(), deps.site.timeZone),
  );

  app.get(
    oshaClockRoutes.clocks,
    {
      config: { access: 'officer' },
      preHandler: waitForConsistency(
        deps.tracker,
        ['incidents', 'osha-cases', 'osha-reports', 'ita-submissions', 'osha-forms', 'establishments'],
        deps.consistencyWaitMs,
      ),
      schema: {
        tags: ['recordkeeping'],
        summary:
          'Open OSHA deadlines: injuries and illnesses not recorded within 7 calendar days, fatalities (8 hours) and ' +
          'hospitalizations, amputations or losses of an eye (24 hours) not yet reported, the 300A posting ' +
          'period and the ITA deadline; due times as ISO instants with the zone they were counted in',
        response: { 200: OshaClocks },
      },
    },
    async () => clocksOf(deps.pool, deps.now(), deps.site.timeZone),
  );
};
