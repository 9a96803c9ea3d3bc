import type { DocumentEvent, DocumentSigned, DocumentUploaded, DocumentVersionUploaded } from '@hs/domain';
import type { Projection } from '@hs/infra';

/**
 * The document library: one row per document (its current version and signature requirement),
 * every stored version, and every signature with the exact version and hash it applies to.
 * Who still has to sign is derived when read (it depends on the reader and on assignments).
 * A retired document keeps its rows (marked retired_at) and leaves the library when read.
 */
export const documentsProjection: Projection = {
  name: 'documents',
  // 2: retired documents (DocumentRetired) keep their row, marked, so their signatures stay readable.
  version: 2,
  handles: (e) => e.type.startsWith('Document'),
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
        retired_at timestamptz, retired_reason text, retired_by_name text
      );
      CREATE INDEX documents_by_update ON documents (last_updated DESC, id);
      CREATE INDEX documents_requiring_signature ON documents (id) WHERE requires_signature AND retired_at IS NULL;`,
    },
    {
      name: 'document_versions',
      ddl: `CREATE TABLE document_versions (
        document_id uuid NOT NULL, version int NOT NULL, file_name text NOT NULL, file_type text NOT NULL,
        media_type text NOT NULL, size bigint NOT NULL, sha256 text NOT NULL, uploaded_by uuid,
        uploaded_by_name text, uploaded_at timestamptz NOT NULL, PRIMARY KEY (document_id, version)
      );`,
    },
    {
      name: 'document_signatures',
      ddl: `CREATE TABLE document_signatures (
        id uuid PRIMARY KEY, document_id uuid NOT NULL, user_id uuid NOT NULL, signer_name text NOT NULL,
        meaning text NOT NULL, acknowledged boolean NOT NULL, document_version int NOT NULL,
        document_sha256 text NOT NULL, signature_data text NOT NULL, signed_at timestamptz NOT NULL,
        UNIQUE (document_id, user_id, document_version)
      );
      CREATE INDEX document_signatures_by_user ON document_signatures (user_id, document_id);`,
    },
  ],
  async apply(client, events) {
    // Signatures touch only their own table: they are written together, after the batch.
    const signatures: DocumentSigned['data'][] = [];
    const bumps: { id: string; version: number }[] = [];
    for (const stored of events) {
      if (!stored.streamId.startsWith('document-')) continue;
      const event = { type: stored.type, data: stored.data } as DocumentEvent;
      const v = stored.streamVersion;
      switch (event.type) {
        case 'DocumentUploaded': {
          const d = event.data;
          const f = d.file;
          await client.query(
            `INSERT INTO documents (id, name, category, current_version, file_name, file_type, media_type, size, sha256,
                                    uploaded_by, uploaded_by_name, uploaded_at, last_updated, version)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12, $13) ON CONFLICT (id) DO NOTHING`,
            [
              d.documentId,
              d.name,
              d.category,
              f.version,
              f.originalName,
              f.fileType,
              f.mediaType,
              f.size,
              f.sha256,
              d.uploadedBy,
              d.uploadedByName,
              d.uploadedAt,
              v,
            ],
          );
          await insertVersion(client, d.documentId, d);
          break;
        }
        case 'DocumentVersionUploaded': {
          const d = event.data;
          const f = d.file;
          await client.query(
            `UPDATE documents SET current_version = $3, file_name = $4, file_type = $5, media_type = $6, size = $7,
                    sha256 = $8, last_updated = $9, version = $2
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
            ],
          );
          await insertVersion(client, d.documentId, d);
          break;
        }
        case 'DocumentSignatureRequirementSet': {
          const d = event.data;
          await client.query(
            `UPDATE documents SET requires_signature = $3, signature_deadline = $4, signature_instructions = $5,
                    version = $2
              WHERE id = $1 AND version < $2`,
            [d.documentId, v, d.requiresSignature, d.deadline, d.instructions],
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
        case 'DocumentSigned':
          signatures.push(event.data);
          bumps.push({ id: event.data.documentId, version: v });
          break;
      }
    }
    await insertSignatures(client, signatures);
    // Every other document event applies only above the row's version, and the stream's
    // versions rise in log order: moving the row to its newest signature last changes nothing else.
    if (bumps.length > 0)
      await client.query(
        `UPDATE documents d SET version = b.version
           FROM (SELECT id, max(version) AS version FROM unnest($1::uuid[], $2::bigint[]) AS b(id, version) GROUP BY id) b
          WHERE d.id = b.id AND d.version < b.version`,
        [bumps.map((b) => b.id), bumps.map((b) => b.version)],
      );
  },
};

type Uploaded = (DocumentUploaded | DocumentVersionUploaded)['data'];
type Client = Parameters<Projection['apply']>[0];

/** The signatures of a batch in one statement: each row is its own, a replayed one is skipped. */
const insertSignatures = async (client: Client, signatures: readonly DocumentSigned['data'][]) => {
  if (signatures.length === 0) return;
  const column = <T>(pick: (d: DocumentSigned['data']) => T) => signatures.map(pick);
  await client.query(
    `INSERT INTO document_signatures (id, document_id, user_id, signer_name, meaning, acknowledged,
                                      document_version, document_sha256, signature_data, signed_at)
     SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::text[], $5::text[], $6::boolean[], $7::int[],
                          $8::text[], $9::text[], $10::timestamptz[])
     ON CONFLICT DO NOTHING`,
    [
      column((d) => d.signatureId),
      column((d) => d.documentId),
      column((d) => d.signerId),
      column((d) => d.signerName),
      column((d) => d.meaning),
      column((d) => d.acknowledged),
      column((d) => d.documentVersion),
      column((d) => d.documentSha256),
      column((d) => d.signatureImage),
      column((d) => d.signedAt),
    ],
  );
};

const insertVersion = (client: Client, documentId: string, d: Uploaded) =>
  client.query(
    `INSERT INTO document_versions (document_id, version, file_name, file_type, media_type, size, sha256, uploaded_by,
                                    uploaded_by_name, uploaded_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT DO NOTHING`,
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
    ],
  );
