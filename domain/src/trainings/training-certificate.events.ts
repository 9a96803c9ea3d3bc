import type { Event } from '../shared/command.ts';

/** A scan or file of the certificate, checked like a document upload and stored by its hash. */
export type CertificateFile = {
  sha256: string;
  size: number;
  mediaType: string;
  fileType: string;
  originalName: string;
};

/** What the certificate says: who issued it to whom, for which course, and the days it names. */
export type CertificateDetails = {
  certificateId: string;
  trainingId: string;
  trainingTitle: string;
  userId: string;
  issuer: string;
  certificateNumber: string | null;
  issuedOn: string;
  /** The last day the certificate itself says it holds; null when it names none. */
  expiresOn: string | null;
};

export type TrainingCertificateSubmitted = Event<
  'TrainingCertificateSubmitted',
  CertificateDetails & { file: CertificateFile; submittedBy: string; submittedAt: string }
>;
/** Carries what the matrix needs so the completion it stands for reads from this event alone. */
export type TrainingCertificateAccepted = Event<
  'TrainingCertificateAccepted',
  {
    trainingId: string;
    userId: string;
    issuedOn: string;
    expiresOn: string | null;
    acceptedBy: string;
    acceptedByName: string | null;
    acceptedAt: string;
  }
>;
export type TrainingCertificateRejected = Event<
  'TrainingCertificateRejected',
  { reason: string; rejectedBy: string; rejectedByName: string | null; rejectedAt: string }
>;
export type TrainingCertificateEvent =
  TrainingCertificateSubmitted | TrainingCertificateAccepted | TrainingCertificateRejected;

export const certificateStatuses = ['submitted', 'accepted', 'rejected'] as const;
export type CertificateStatus = (typeof certificateStatuses)[number];

export const trainingCertificateStreamId = (certificateId: string): string =>
  `trainingCertificate-${certificateId}`;
