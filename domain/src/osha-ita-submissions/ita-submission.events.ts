import type { Event } from '../shared/command.ts';

/** An establishment's year of records submitted to OSHA's Injury Tracking Application (1904.41). */
export type ItaSubmissionRecorded = Event<
  'ItaSubmissionRecorded',
  {
    establishmentId: string;
    year: number;
    /** The confirmation number the ITA gives on submission; a later event corrects an earlier one. */
    confirmationNumber: string;
    recordedBy: string | null;
    recordedByName: string | null;
    recordedAt: string;
  }
>;

export type ItaSubmissionEvent = ItaSubmissionRecorded;

/** One stream per establishment, holding every year it submitted. */
export const itaSubmissionStreamId = (establishmentId: string): string => `itaSubmission-${establishmentId}`;
