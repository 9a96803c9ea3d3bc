import type { Event } from '../shared/command.ts';

/** What was told to OSHA under 1904.39, and by whom; a later event corrects an earlier one. */
export type OshaReportDetails = {
  /** The reference number OSHA gave for the call, the online report or the area office visit. */
  referenceNumber: string;
  /** When the report was made to OSHA. */
  reportedAt: string;
  /** Who made it. */
  reportedBy: string;
};

export type OshaReportRecorded = Event<
  'OshaReportRecorded',
  OshaReportDetails & {
    incidentId: string;
    recordedBy: string | null;
    recordedByName: string | null;
    recordedAt: string;
  }
>;

export type OshaReportEvent = OshaReportRecorded;

/** Its own stream per incident: the report to OSHA is the employer's act, not the incident's. */
export const oshaReportStreamId = (incidentId: string): string => `oshaReport-${incidentId}`;
