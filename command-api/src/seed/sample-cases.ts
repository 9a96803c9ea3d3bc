import { storedDecision, type IncidentReport, type RecordkeepingDecision } from '@hs/domain';

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
 * A decision on a work-related new case; each sample names what differs. The Form 301 details
 * nobody gave read as the domain's defaults (storedDecision).
 */
export const caseDecision = (decision: Partial<RecordkeepingDecision>): RecordkeepingDecision =>
  storedDecision({
    workRelated: true,
    workRelatednessException: null,
    newCase: true,
    recordable: true,
    outcome: 'other-recordable',
    daysAway: 0,
    daysRestricted: 0,
    caseType: 'injury',
    privacyCase: null,
    jobTitle: null,
    dateOfDeath: null,
    bodyPart: null,
    activityBefore: null,
    whatHappened: null,
    objectOrSubstance: null,
    treatedInEmergencyRoom: false,
    hospitalizedOvernight: false,
    ...decision,
  });

/** `today` minus `days` calendar days. */
export const daysBefore = (today: string, days: number): string =>
  new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
