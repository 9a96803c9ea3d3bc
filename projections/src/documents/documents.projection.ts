import type {
  DocumentRetired,
  DocumentSignatureRequirementSet,
  DocumentSigned,
  DocumentUploaded,
  DocumentVersionUploaded,
} from '@hs/domain';
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
    const ofDocuments = events.filter((e) => e.streamId.startsWith('document-'));
    const ofType = <T>(type: string) =>
      ofDocuments
        .filter((e) => e.type === type)
        .map((e) => ({ data: e.data as T, version: e.streamVersion }));
    // A document's first event, then its stored versions and signatures: rows of their own.
    const uploads = ofType<DocumentUploaded['data']>('DocumentUploaded');
    await insertDocuments(client, uploads);
    const versions = [...uploads, ...ofType<DocumentVersionUploaded['data']>('DocumentVersionUploaded')];
    await insertVersions(
      client,
      versions.map((u) => u.data),
    );
    await insertSignatures(
      client,
      ofType<DocumentSigned['data']>('DocumentSigned').map((s) => s.data),
    );
    // One by one, an update applies only above the row's version and the stream's versions rise in
    // log order: each kind's newest event per document, checked against the version the row had
    // before the batch (moved only at the end), leaves each column as all of them would.
    const newest = <T extends { documentId: string }>(type: string) => [
      ...new Map(ofType<T>(type).map((e) => [e.data.documentId, e])).values(),
    ];
    const changedFiles = newest<DocumentVersionUploaded['data']>('DocumentVersionUploaded');
    if (changedFiles.length > 0)
      await client.query(
        `UPDATE documents d SET current_version = u.file_version, file_name = u.file_name, file_type = u.file_type,
                media_type = u.media_type, size = u.size, sha256 = u.sha256, last_updated = u.uploaded_at
           FROM unnest($1::uuid[], $2::bigint[], $3::int[], $4::text[], $5::text[], $6::text[], $7::bigint[],
                       $8::text[], $9::timestamptz[])
                  AS u(id, version, file_version, file_name, file_type, media_type, size, sha256, uploaded_at)
          WHERE d.id = u.id AND d.version < u.version`,
        [
          changedFiles.map((e) => e.data.documentId),
          changedFiles.map((e) => e.version),
          changedFiles.map((e) => e.data.file.version),
          changedFiles.map((e) => e.data.file.originalName),
          changedFiles.map((e) => e.data.file.fileType),
          changedFiles.map((e) => e.data.file.mediaType),
          changedFiles.map((e) => e.data.file.size),
          changedFiles.map((e) => e.data.file.sha256),
          changedFiles.map((e) => e.data.uploadedAt),
        ],
      );
    const requirements = newest<DocumentSignatureRequirementSet['data']>('DocumentSignatureRequirementSet');
    if (requirements.length > 0)
      await client.query(
        `UPDATE documents d SET requires_signature = r.requires_signature, signature_deadline = r.deadline,
                signature_instructions = r.instructions
           FROM unnest($1::uuid[], $2::bigint[], $3::boolean[], $4::date[], $5::text[])
                  AS r(id, version, requires_signature, deadline, instructions)
          WHERE d.id = r.id AND d.version < r.version`,
        [
          requirements.map((e) => e.data.documentId),
          requirements.map((e) => e.version),
          requirements.map((e) => e.data.requiresSignature),
          requirements.map((e) => e.data.deadline),
          requirements.map((e) => e.data.instructions),
        ],
      );
    const retirements = newest<DocumentRetired['data']>('DocumentRetired');
    if (retirements.length > 0)
      await client.query(
        `UPDATE documents d SET retired_at = r.retired_at, retired_reason = r.reason, retired_by_name = r.by_name
           FROM unnest($1::uuid[], $2::bigint[], $3::timestamptz[], $4::text[], $5::text[])
                  AS r(id, version, retired_at, reason, by_name)
          WHERE d.id = r.id AND d.version < r.version`,
        [
          retirements.map((e) => e.data.documentId),
          retirements.map((e) => e.version),
          retirements.map((e) => e.data.retiredAt),
          retirements.map((e) => e.data.reason),
          retirements.map((e) => e.data.retiredByName),
        ],
      );
    const later = ofDocuments.filter((e) => e.type !== 'DocumentUploaded');
    if (later.length > 0)
      await client.query(
        `UPDATE documents d SET version = b.version
           FROM (SELECT id, max(version) AS version FROM unnest($1::uuid[], $2::bigint[]) AS b(id, version) GROUP BY id) b
          WHERE d.id = b.id AND d.version < b.version`,
        [later.map((e) => (e.data as { documentId: string }).documentId), later.map((e) => e.streamVersion)],
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

const insertDocuments = async (
  client: Client,
  uploads: readonly { data: DocumentUploaded['data']; version: number }[],
) => {
  if (uploads.length === 0) return;
  const column = <T>(pick: (d: DocumentUploaded['data']) => T) => uploads.map((u) => pick(u.data));
  await client.query(
    `INSERT INTO documents (id, name, category, current_version, file_name, file_type, media_type, size, sha256,
                            uploaded_by, uploaded_by_name, uploaded_at, last_updated, version)
     SELECT id, name, category, current_version, file_name, file_type, media_type, size, sha256, uploaded_by,
            uploaded_by_name, uploaded_at, uploaded_at, version
       FROM unnest($1::uuid[], $2::text[], $3::text[], $4::int[], $5::text[], $6::text[], $7::text[], $8::bigint[],
                   $9::text[], $10::uuid[], $11::text[], $12::timestamptz[], $13::bigint[])
              AS u(id, name, category, current_version, file_name, file_type, media_type, size, sha256, uploaded_by,
                   uploaded_by_name, uploaded_at, version)
     ON CONFLICT (id) DO NOTHING`,
    [
      column((d) => d.documentId),
      column((d) => d.name),
      column((d) => d.category),
      column((d) => d.file.version),
      column((d) => d.file.originalName),
      column((d) => d.file.fileType),
      column((d) => d.file.mediaType),
      column((d) => d.file.size),
      column((d) => d.file.sha256),
      column((d) => d.uploadedBy),
      column((d) => d.uploadedByName),
      column((d) => d.uploadedAt),
      uploads.map((u) => u.version),
    ],
  );
};

const insertVersions = async (client: Client, uploads: readonly Uploaded[]) => {
  if (uploads.length === 0) return;
  const column = <T>(pick: (d: Uploaded) => T) => uploads.map(pick);
  await client.query(
    `INSERT INTO document_versions (document_id, version, file_name, file_type, media_type, size, sha256, uploaded_by,
                                    uploaded_by_name, uploaded_at)
     SELECT * FROM unnest($1::uuid[], $2::int[], $3::text[], $4::text[], $5::text[], $6::bigint[], $7::text[],
                          $8::uuid[], $9::text[], $10::timestamptz[])
     ON CONFLICT DO NOTHING`,
    [
      column((d) => d.documentId),
      column((d) => d.file.version),
      column((d) => d.file.originalName),
      column((d) => d.file.fileType),
      column((d) => d.file.mediaType),
      column((d) => d.file.size),
      column((d) => d.file.sha256),
      column((d) => d.uploadedBy),
      column((d) => d.uploadedByName),
      column((d) => d.uploadedAt),
    ],
  );
};
