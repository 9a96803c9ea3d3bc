import type { Counter } from '@hs/infra/event-store';

/**
 * The year's report numbers, from its counter row (migration 024). Taken in the reports' append
 * transaction (EventStore.appendNumbered): the row stays locked until that commits and rolls back
 * with it, so numbers follow the order of submission with no gap, whatever the process.
 */
export const reportNumberCounter = (year: number): Counter => ({
  key: `incident-report-${year}`,
  take: async (db, count) => {
    const { rows } = await db.query(
      `INSERT INTO incident_report_counters (year, last_number) VALUES ($1, $2)
       ON CONFLICT (year) DO UPDATE SET last_number = incident_report_counters.last_number + $2
       RETURNING last_number - $2 + 1 AS first`,
      [year, count],
    );
    return Number(rows[0]!.first);
  },
});
