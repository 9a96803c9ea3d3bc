import type { TrainingRequirementEvent } from '@hs/domain';
import { projectionOf } from '../typed-projection.ts';

const REQUIREMENT = 'trainingRequirement-';
const CERTIFICATE = 'trainingCertificate-';

/**
 * What the training matrix is read from beside the employees and the catalogue: the requirements
 * in force (`training_requirements`) and every completion with who recorded it
 * (`training_completions`), so a recertification keeps the earlier one. An accepted outside
 * certificate is a completion on its issue day, recorded by whoever accepted it, with the
 * certificate as its evidence and its expiry kept. Rows are written once and removals are marks,
 * so a replay changes nothing.
 */
export const trainingMatrixProjection = projectionOf({
  name: 'training-matrix',
  version: 2,
  events: {
    TrainingRequirementSet: true,
    TrainingRequirementRemoved: true,
    TrainingCompleted: true,
    TrainingCertificateAccepted: true,
  } satisfies Record<
    TrainingRequirementEvent['type'] | 'TrainingCompleted' | 'TrainingCertificateAccepted',
    true
  >,
  follows: (e) =>
    e.type === 'TrainingCompleted' ||
    e.type === 'TrainingCertificateAccepted' ||
    e.streamId.startsWith(REQUIREMENT),
  tables: [
    {
      name: 'training_requirements',
      ddl: `CREATE TABLE training_requirements (
        id          uuid PRIMARY KEY,
        training_id uuid NOT NULL,
        scope       text NOT NULL,
        value       text NOT NULL,
        grace_days  int NOT NULL,
        set_by      text,
        set_at      timestamptz NOT NULL,
        removed_at  timestamptz
      );
      CREATE INDEX training_requirements_in_force ON training_requirements (training_id) WHERE removed_at IS NULL;`,
    },
    {
      name: 'training_completions',
      ddl: `CREATE TABLE training_completions (
        training_id  uuid NOT NULL,
        user_id      uuid NOT NULL,
        completed_on date NOT NULL,
        recorded_by  text,
        recorded_at  timestamptz NOT NULL,
        -- 'certificate:<id>' for an accepted outside certificate, null for a completion recorded here.
        evidence     text,
        expires_on   date,
        PRIMARY KEY (training_id, user_id, completed_on)
      );
      CREATE INDEX training_completions_by_user ON training_completions (user_id);`,
    },
  ],
  async apply(client, events) {
    for (const event of events) {
      switch (event.type) {
        case 'TrainingRequirementSet': {
          const d = event.data;
          await client.query(
            `INSERT INTO training_requirements (id, training_id, scope, value, grace_days, set_by, set_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (id) DO NOTHING`,
            [d.requirementId, d.trainingId, d.scope, d.value, d.graceDays, d.setBy, d.setAt],
          );
          break;
        }
        case 'TrainingRequirementRemoved':
          await client.query(
            'UPDATE training_requirements SET removed_at = $2 WHERE id = $1 AND removed_at IS NULL',
            [event.streamId.slice(REQUIREMENT.length), event.data.removedAt],
          );
          break;
        case 'TrainingCompleted':
          await client.query(
            `INSERT INTO training_completions (training_id, user_id, completed_on, recorded_by, recorded_at)
             VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
            [
              event.streamId.slice('training-'.length),
              event.data.userId,
              event.data.completedOn,
              event.data.recordedBy,
              event.data.recordedAt,
            ],
          );
          break;
        case 'TrainingCertificateAccepted': {
          const d = event.data;
          await client.query(
            `INSERT INTO training_completions
               (training_id, user_id, completed_on, recorded_by, recorded_at, evidence, expires_on)
             VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
            [
              d.trainingId,
              d.userId,
              d.issuedOn,
              d.acceptedBy,
              d.acceptedAt,
              `certificate:${event.streamId.slice(CERTIFICATE.length)}`,
              d.expiresOn,
            ],
          );
          break;
        }
      }
    }
  },
});
