import type { TrainingCertificateEvent } from '@hs/domain';
import { projectionOf } from '../typed-projection.ts';

const STREAM = 'trainingCertificate-';

/** Outside certificates as recorded and reviewed: the review queue, each person's list and the file. */
export const trainingCertificatesProjection = projectionOf({
  name: 'training-certificates',
  version: 1,
  events: {
    TrainingCertificateSubmitted: true,
    TrainingCertificateAccepted: true,
    TrainingCertificateRejected: true,
  } satisfies Record<TrainingCertificateEvent['type'], true>,
  tables: [
    {
      name: 'training_certificates',
      ddl: `CREATE TABLE training_certificates (
        id                 uuid PRIMARY KEY,
        training_id        uuid NOT NULL,
        training_title     text NOT NULL,
        user_id            uuid NOT NULL,
        issuer             text NOT NULL,
        certificate_number text,
        issued_on          date NOT NULL,
        expires_on         date,
        file_name          text NOT NULL,
        media_type         text NOT NULL,
        sha256             text NOT NULL,
        status             text NOT NULL,
        submitted_by       text NOT NULL,
        submitted_at       timestamptz NOT NULL,
        reviewed_by_name   text,
        reviewed_at        timestamptz,
        rejection_reason   text
      );
      CREATE INDEX training_certificates_by_user ON training_certificates (user_id);
      CREATE INDEX training_certificates_by_status ON training_certificates (status, submitted_at);`,
    },
  ],
  async apply(client, events) {
    for (const event of events) {
      const id = event.streamId.slice(STREAM.length);
      switch (event.type) {
        case 'TrainingCertificateSubmitted': {
          const d = event.data;
          await client.query(
            `INSERT INTO training_certificates (id, training_id, training_title, user_id, issuer, certificate_number,
               issued_on, expires_on, file_name, media_type, sha256, status, submitted_by, submitted_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'submitted', $12, $13)
             ON CONFLICT (id) DO NOTHING`,
            [
              id,
              d.trainingId,
              d.trainingTitle,
              d.userId,
              d.issuer,
              d.certificateNumber,
              d.issuedOn,
              d.expiresOn,
              d.file.originalName,
              d.file.mediaType,
              d.file.sha256,
              d.submittedBy,
              d.submittedAt,
            ],
          );
          break;
        }
        case 'TrainingCertificateAccepted':
          await client.query(
            `UPDATE training_certificates SET status = 'accepted', reviewed_by_name = $2, reviewed_at = $3
              WHERE id = $1`,
            [id, event.data.acceptedByName, event.data.acceptedAt],
          );
          break;
        case 'TrainingCertificateRejected':
          await client.query(
            `UPDATE training_certificates
                SET status = 'rejected', reviewed_by_name = $2, reviewed_at = $3, rejection_reason = $4
              WHERE id = $1`,
            [id, event.data.rejectedByName, event.data.rejectedAt, event.data.reason],
          );
          break;
      }
    }
  },
});
