import type { Event } from '../shared/command.ts';
import type { SignatureMeaning } from '../shared/signature-meaning.ts';

/**
 * A company executive's certification of one year's Form 300A (29 CFR 1904.32(b)(3)), bound to the
 * sha256 of the summary's canonical content as document signatures are bound to a file's hash.
 */
export type OshaSummaryCertified = Event<
  'OshaSummaryCertified',
  {
    establishmentId: string;
    year: number;
    executiveName: string;
    executiveTitle: string;
    certifiedOn: string;
    summarySha256: string;
    certifiedBy: string;
    certifiedByName: string;
    certifiedAt: string;
    /** 'Certified'; absent on certifications made before meanings were recorded. */
    meaning?: SignatureMeaning;
    /** The site's IANA zone of `certifiedAt`; absent before zones were recorded (UTC). */
    timeZone?: string;
  }
>;

export type SummaryCertificationEvent = OshaSummaryCertified;

/** One stream per establishment: every year's certifications, in order. */
export const summaryCertificationStreamId = (establishmentId: string): string =>
  `oshaSummaryCertification-${establishmentId}`;
