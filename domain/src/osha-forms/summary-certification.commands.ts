import type { Command } from '../shared/command.ts';

export type CertifyOshaSummary = Command<
  'CertifyOshaSummary',
  {
    establishmentId: string;
    year: number;
    executiveName: string;
    executiveTitle: string;
    certifiedOn: string;
    /** The hash of the summary the executive was shown. */
    summarySha256: string;
    /** The hash of the summary as the records stand now, computed by the handler. */
    currentSha256: string;
    /** The site's IANA time zone, recorded with the certification's time. */
    timeZone: string;
  }
>;

export type SummaryCertificationCommand = CertifyOshaSummary;
