import { z } from 'zod';
import { certificateStatuses } from '@hs/domain/vocabulary';
import { boundedDate, text } from './bounds.ts';

export const CertificateStatus = z.enum(certificateStatuses);
export type CertificateStatus = z.infer<typeof CertificateStatus>;

const optionalText = (max: number) =>
  text(max)
    .optional()
    .transform((value) => (value === undefined || value === '' ? null : value));

/**
 * The text fields of POST /api/training-certificates (multipart, with one file). `userId` is the
 * holder: left out, the signed-in user; someone else only for the safety team.
 */
export const RecordCertificateFields = z.strictObject({
  trainingId: z.uuid(),
  userId: z.uuid().optional(),
  issuer: text(200).min(1, 'Required'),
  certificateNumber: optionalText(100),
  issuedOn: boundedDate(),
  expiresOn: z
    .union([z.literal(''), boundedDate()])
    .optional()
    .transform((value) => (value === undefined || value === '' ? null : value)),
});
export type RecordCertificateFields = z.infer<typeof RecordCertificateFields>;

/** POST /api/training-certificates/:id/reject */
export const RejectCertificateBody = z.strictObject({
  reason: text(1000).min(1, 'Say why the certificate is rejected'),
});
export type RejectCertificateBody = z.infer<typeof RejectCertificateBody>;

export const CertificateParams = z.strictObject({ id: z.uuid() });

/** GET /api/training-certificates: `status=submitted` is the safety team's review queue. */
export const CertificateListQuery = z.strictObject({ status: CertificateStatus.optional() });
export type CertificateListQuery = z.infer<typeof CertificateListQuery>;

export const TrainingCertificate = z.object({
  id: z.uuid(),
  trainingId: z.uuid(),
  trainingTitle: z.string(),
  userId: z.uuid(),
  userName: z.string(),
  department: z.string().nullable(),
  issuer: z.string(),
  certificateNumber: z.string().nullable(),
  issuedOn: z.string(),
  expiresOn: z.string().nullable(),
  fileName: z.string(),
  status: CertificateStatus,
  submittedBy: z.string(),
  submittedAt: z.string(),
  reviewedByName: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  rejectionReason: z.string().nullable(),
});
export type TrainingCertificate = z.infer<typeof TrainingCertificate>;

export const trainingCertificateRoutes = {
  certificates: '/api/training-certificates',
  accept: (id: string) => `/api/training-certificates/${encodeURIComponent(id)}/accept`,
  reject: (id: string) => `/api/training-certificates/${encodeURIComponent(id)}/reject`,
  file: (id: string) => `/api/training-certificates/${encodeURIComponent(id)}/file`,
} as const;
