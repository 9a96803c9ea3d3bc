import type { SqlReader } from '@hs/infra/event-store';

/**
 * Takes the year's next report number from its counter row (migration 024). Run in the report's
 * append transaction (EventStore.appendWithTaken): the row stays locked until that commits and
 * rolls back with it, so numbers follow the order of submission with no gap, whatever the process.
 */
export const takeReportNumber = async (db: SqlReader, year: number): Promise<number> => {
  const { rows } = await db.query(
    `INSERT INTO incident_report_counters (year, last_number) VALUES ($1, 1)
     ON CONFLICT (year) DO UPDATE SET last_number = incident_report_counters.last_number + 1
     RETURNING last_number::text AS n`,
    [year],
  );
  return Number(rows[0]!.n);
};
