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

/** A decision on a work-related new case; each sample names what differs. */
export const caseDecision = (decision: Partial<RecordkeepingDecision>): RecordkeepingDecision => ({
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
  employeeStreet: null,
  employeeCity: null,
  employeeState: null,
  employeeZip: null,
  employeeDateOfBirth: null,
  employeeDateHired: null,
  employeeSex: null,
  physicianName: null,
  treatmentFacility: null,
  facilityStreet: null,
  facilityCity: null,
  facilityState: null,
  facilityZip: null,
  timeBeganWork: null,
  amputationOrLossOfEye: false,
  ...decision,
});

/** `today` minus `days` calendar days. */
export const daysBefore = (today: string, days: number): string =>
  new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
