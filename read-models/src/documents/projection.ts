import type pg from 'pg';
import type { DocumentEvent, DocumentUploaded, DocumentVersionUploaded } from '@hs/domain';
import type { StoredEvent } from '@hs/infra/event-store';
import { projectionOf } from '../typed-projection.ts';
import { applyApproval } from './approval.rows.ts';
import { insertDocuments, insertSignatures, setRequirements } from './rows.ts';

/**
 * The document library: one row per document (its current version and signature requirement),
 * every stored version, and every signature with the exact version and hash it applies to.
 * Who still has to sign is derived when read (it depends on the reader and on assignments).
 * A retired document keeps its rows (marked retired_at) and leaves the library when read.
 * Until a first version is approved, the row's file columns show the latest submitted version and
 * approval_status says it is pending or rejected; afterwards they show the version in force and
 * pending_version names a later one waiting for approval.
 */
export const documentsProjection = projectionOf({
  name: 'documents',
  // 2: retired documents (DocumentRetired) keep their row, marked, so their signatures stay readable.
  // 3: approval of uploads (statuses on documents and versions) and signature audiences.
  // 4: each signature's time zone.
  version: 4,
  events: {
    DocumentUploaded: true,
    DocumentVersionUploaded: true,
    DocumentVersionApproved: true,
    DocumentVersionRejected: true,
    DocumentSignatureRequirementSet: true,
    DocumentSigned: true,
    DocumentRetired: true,
  } satisfies Record<DocumentEvent['type'], true>,
  follows: (e) => e.streamId.startsWith('document-'),
  perStream: true,
  tables: [
    {
      name: 'documents',
      ddl: `CREATE TABLE documents (
        id uuid PRIMARY KEY, name text NOT NULL, category text NOT NULL, current_version int NOT NULL,
        file_name text NOT NULL, file_type text NOT NULL, media_type text NOT NULL, size bigint NOT NULL,
        sha256 text NOT NULL, uploaded_by uuid, uploaded_by_name text, uploaded_at timestamptz NOT NULL,
        last_updated timestamptz NOT NULL, requires_signature boolean NOT NULL DEFAULT false,
        signature_deadline date, signature_instructions text, version bigint NOT NULL,
        retired_at timestamptz, retired_reason text, retired_by_name text,
        approval_status text NOT NULL DEFAULT 'published', pending_version int,
        signature_departments text[] NOT NULL DEFAULT '{}', signature_roles text[] NOT NULL DEFAULT '{}'
      );
      CREATE INDEX documents_by_update ON documents (last_updated DESC, id);
      CREATE INDEX documents_requiring_signature ON documents (id)
        WHERE requires_signature AND retired_at IS NULL AND approval_status = 'published';`,
    },
    {
      name: 'document_versions',
      ddl: `CREATE TABLE document_versions (
        document_id uuid NOT NULL, version int NOT NULL, file_name text NOT NULL, file_type text NOT NULL,
        media_type text NOT NULL, size bigint NOT NULL, sha256 text NOT NULL, uploaded_by uuid,
        uploaded_by_name text, uploaded_at timestamptz NOT NULL, status text NOT NULL DEFAULT 'published',
        change_note text, decided_by_name text, decided_at timestamptz, rejection_reason text,
        PRIMARY KEY (document_id, version)
      );
      CREATE INDEX document_versions_pending ON document_versions (uploaded_at) WHERE status = 'pending';
      CREATE INDEX document_versions_by_uploader ON document_versions (uploaded_by, uploaded_at DESC);`,
    },
    {
      name: 'document_signatures',
      ddl: `CREATE TABLE document_signatures (
        id uuid PRIMARY KEY, document_id uuid NOT NULL, user_id uuid NOT NULL, signer_name text NOT NULL,
        meaning text NOT NULL, acknowledged boolean NOT NULL, document_version int NOT NULL,
        document_sha256 text NOT NULL, signature_data text NOT NULL, signed_at timestamptz NOT NULL,
        time_zone text NOT NULL,
        UNIQUE (document_id, user_id, document_version)
      );
      CREATE INDEX document_signatures_by_user ON document_signatures (user_id, document_id);`,
    },
  ],
  async apply(client, mine) {
    // An upload is its stream's first event: all of them first, then what follows, each kind in
    // one statement where the order within a stream cannot matter.
    await insertDocuments(
      client,
      mine.filter((e) => e.type === 'DocumentUploaded'),
    );
    const others = mine.filter((e) => e.type !== 'DocumentUploaded' && e.type !== 'DocumentSigned');
    const othersPer = new Map<string, number>();
    for (const e of others) othersPer.set(e.streamId, (othersPer.get(e.streamId) ?? 0) + 1);
    const requirementsAlone = others
      .filter((e) => e.type === 'DocumentSignatureRequirementSet')
      .filter((e) => othersPer.get(e.streamId) === 1);
    await setRequirements(client, requirementsAlone);
    const alone = new Set<StoredEvent>(requirementsAlone);
    for (const event of others.filter((e) => !alone.has(e))) {
      const v = event.streamVersion;
      switch (event.type) {
        case 'DocumentVersionUploaded': {
          const d = event.data;
          const f = d.file;
          // A waiting version of a published document leaves the version in force on the row.
          await client.query(
            `UPDATE documents SET pending_version = $3, version = $2
              WHERE id = $1 AND version < $2 AND $4 AND approval_status = 'published'`,
            [d.documentId, v, f.version, d.needsApproval === true],
          );
          await client.query(
            `UPDATE documents SET current_version = $3, file_name = $4, file_type = $5, media_type = $6, size = $7,
                    sha256 = $8, last_updated = $9, version = $2,
                    approval_status = CASE WHEN $10 THEN 'pending' ELSE 'published' END
              WHERE id = $1 AND version < $2`,
            [
              d.documentId,
              v,
              f.version,
              f.originalName,
              f.fileType,
              f.mediaType,
              f.size,
              f.sha256,
              d.uploadedAt,
              d.needsApproval === true,
            ],
          );
          await insertVersion(client, d.documentId, d);
          break;
        }
        case 'DocumentVersionApproved':
        case 'DocumentVersionRejected':
          await applyApproval(client, event, v);
          break;
        case 'DocumentSignatureRequirementSet': {
          const d = event.data;
          await client.query(
            `UPDATE documents SET requires_signature = $3, signature_deadline = $4, signature_instructions = $5,
                    signature_departments = $6, signature_roles = $7, version = $2
              WHERE id = $1 AND version < $2`,
            [
              d.documentId,
              v,
              d.requiresSignature,
              d.deadline,
              d.instructions,
              d.departments ?? [],
              d.roles ?? [],
            ],
          );
          break;
        }
        case 'DocumentRetired': {
          const d = event.data;
          await client.query(
            `UPDATE documents SET retired_at = $3, retired_reason = $4, retired_by_name = $5, version = $2
              WHERE id = $1 AND version < $2`,
            [d.documentId, v, d.retiredAt, d.reason, d.retiredByName],
          );
          break;
        }
        default:
          break;
      }
    }
    await insertSignatures(
      client,
      mine.filter((e) => e.type === 'DocumentSigned'),
    );
  },
});

type Uploaded = DocumentUploaded['data'] | DocumentVersionUploaded['data'];
type Client = pg.ClientBase;

const insertVersion = (client: Client, documentId: string, d: Uploaded) =>
  client.query(
    `INSERT INTO document_versions (document_id, version, file_name, file_type, media_type, size, sha256, uploaded_by,
                                    uploaded_by_name, uploaded_at, status, change_note)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) ON CONFLICT DO NOTHING`,
    [
      documentId,
      d.file.version,
      d.file.originalName,
      d.file.fileType,
      d.file.mediaType,
      d.file.size,
      d.file.sha256,
      d.uploadedBy,
      d.uploadedByName,
      d.uploadedAt,
      d.needsApproval ? 'pending' : 'published',
      'changeNote' in d ? (d.changeNote ?? null) : null,
    ],
  );
