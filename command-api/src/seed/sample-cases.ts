import type { IncidentReport, IncidentReportForm, RecordkeepingDecision, ReportPeople } from '@hs/domain';

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

/**
 * A sample's form and its people. The samples name people who have no account, as reports did
 * before the people came from the records, so they carry the typed fields and no reporter.
 */
export const formAndPeople = ({
  employeeName,
  employeeId,
  employeeDepartment,
  employeePosition,
  employeeSupervisor,
  ...report
}: IncidentReport): { report: IncidentReportForm; people: ReportPeople } => ({
  report,
  people: {
    employeeName,
    employeeId,
    employeeDepartment,
    employeePosition,
    employeeSupervisor,
    reporterDepartment: null,
  },
});

/** `today` minus `days` calendar days. */
export const daysBefore = (today: string, days: number): string =>
  new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
