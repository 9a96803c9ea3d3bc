/**
 * What an electronic signature means (21 CFR 11.50(a)(3)), stored with the signature so the record
 * says it, not just the screen that collected it: a reader's signature of a document, and a company
 * executive's certification of a Form 300A.
 */
export const signatureMeanings = ['Read and understood', 'Certified'] as const;
export type SignatureMeaning = (typeof signatureMeanings)[number];

export const DOCUMENT_SIGNATURE_MEANING = 'Read and understood' satisfies SignatureMeaning;
export const CERTIFICATION_MEANING = 'Certified' satisfies SignatureMeaning;

/**
 * The zone of a signature recorded before signatures kept theirs: its instant is UTC, so it is
 * shown in UTC rather than in a zone the site may not have had then.
 */
export const UNRECORDED_SIGNATURE_TIME_ZONE = 'UTC';
