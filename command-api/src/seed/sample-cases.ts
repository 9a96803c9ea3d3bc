import type { IncidentReport, RecordkeepingDecision } from '@hs/domain';

/** The demo sites, by the names `sample-establishments.ts` gives them. */
export type SampleSite = 'Plant 1' | 'Plant 2';

export type SampleIncident = {
  site: SampleSite;
  /** A fixed date, or days before the first start: recent enough to count in this year's rates. */
  date: string | { daysAgo: number };
  report: Omit<IncidentReport, 'date' | 'establishmentId'>;
  /** The demo safety officer's recordkeeping decision, if any. */
  decision?: Partial<RecordkeepingDecision>;
};

/** `today` minus `days` calendar days. */
export const daysBefore = (today: string, days: number): string =>
  new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
