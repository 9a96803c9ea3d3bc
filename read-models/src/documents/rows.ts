import type pg from 'pg';
import { UNRECORDED_SIGNATURE_TIME_ZONE } from '@hs/domain';
import type { Stored } from '../typed-projection.ts';

type Uploaded = Stored<'DocumentUploaded'>['data'];

/** The file's columns of an upload, in the order both tables list them (version to uploaded_at). */
const fileColumns = (data: readonly Uploaded[]) => [
  data.map((d) => d.file.version),
  data.map((d) => d.file.originalName),
  data.map((d) => d.file.fileType),
  data.map((d) => d.file.mediaType),
  data.map((d) => d.file.size),
  data.map((d) => d.file.sha256),
  data.map((d) => d.uploadedBy),
  data.map((d) => d.uploadedByName),
  data.map((d) => d.uploadedAt),
];

/** New documents and their first versions, two statements for the whole batch. */
export const insertDocuments = async (
  client: pg.ClientBase,
  uploaded: readonly Stored<'DocumentUploaded'>[],
) => {
  if (uploaded.length === 0) return;
  const data = uploaded.map((e) => e.data);
  const status = data.map((d) => (d.needsApproval ? 'pending' : 'published'));
  await client.query(
    `INSERT INTO documents (id, name, category, current_version, file_name, file_type, media_type, size, sha256,
                            uploaded_by, uploaded_by_name, uploaded_at, last_updated, version, approval_status)
     SELECT id, name, category, current_version, file_name, file_type, media_type, size, sha256, uploaded_by,
            uploaded_by_name, uploaded_at, uploaded_at, version, approval_status
       FROM unnest($1::uuid[], $2::text[], $3::text[], $4::int[], $5::text[], $6::text[], $7::text[], $8::bigint[],
                   $9::text[], $10::uuid[], $11::text[], $12::timestamptz[], $13::bigint[], $14::text[])
              AS d(id, name, category, current_version, file_name, file_type, media_type, size, sha256, uploaded_by,
                   uploaded_by_name, uploaded_at, version, approval_status)
     ON CONFLICT (id) DO NOTHING`,
    [
      data.map((d) => d.documentId),
      data.map((d) => d.name),
      data.map((d) => d.category),
      ...fileColumns(data),
      uploaded.map((e) => e.streamVersion),
      status,
    ],
  );
  await client.query(
    `INSERT INTO document_versions (document_id, version, file_name, file_type, media_type, size, sha256, uploaded_by,
                                    uploaded_by_name, uploaded_at, status)
     SELECT * FROM unnest($1::uuid[], $2::int[], $3::text[], $4::text[], $5::text[], $6::bigint[], $7::text[],
                          $8::uuid[], $9::text[], $10::timestamptz[], $11::text[])
     ON CONFLICT DO NOTHING`,
    [data.map((d) => d.documentId), ...fileColumns(data), status],
  );
};

/** Signature requirements of documents that have no other change in the batch, one statement. */
export const setRequirements = async (
  client: pg.ClientBase,
  set: readonly Stored<'DocumentSignatureRequirementSet'>[],
) => {
  if (set.length === 0) return;
  const data = set.map((e) => e.data);
  // Arrays of arrays cannot go through unnest: each audience travels as one JSON array.
  await client.query(
    `UPDATE documents d SET requires_signature = r.requires_signature, signature_deadline = r.deadline,
            signature_instructions = r.instructions,
            signature_departments = ARRAY(SELECT json_array_elements_text(r.departments)),
            signature_roles = ARRAY(SELECT json_array_elements_text(r.roles)), version = r.version
       FROM unnest($1::uuid[], $2::bigint[], $3::boolean[], $4::date[], $5::text[], $6::json[], $7::json[])
              AS r(id, version, requires_signature, deadline, instructions, departments, roles)
      WHERE d.id = r.id AND d.version < r.version`,
    [
      data.map((d) => d.documentId),
      set.map((e) => e.streamVersion),
      data.map((d) => d.requiresSignature),
      data.map((d) => d.deadline),
      data.map((d) => d.instructions),
      data.map((d) => JSON.stringify(d.departments ?? [])),
      data.map((d) => JSON.stringify(d.roles ?? [])),
    ],
  );
};

/**
 * Every signature of the batch in one statement; each document's version then moves once to its
 * newest signature (a signature changes nothing else on the row, and a stream's versions rise in
 * log order, so the other updates' version checks meet what they would have one by one).
 */
export const insertSignatures = async (
  client: pg.ClientBase,
  signed: readonly Stored<'DocumentSigned'>[],
) => {
  if (signed.length === 0) return;
  const data = signed.map((e) => e.data);
  await client.query(
    `INSERT INTO document_signatures (id, document_id, user_id, signer_name, meaning, acknowledged,
                                      document_version, document_sha256, signature_data, signed_at, time_zone)
     SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::text[], $5::text[], $6::boolean[], $7::int[],
                          $8::text[], $9::text[], $10::timestamptz[], $11::text[])
     ON CONFLICT DO NOTHING`,
    [
      data.map((d) => d.signatureId),
      data.map((d) => d.documentId),
      data.map((d) => d.signerId),
      data.map((d) => d.signerName),
      data.map((d) => d.meaning),
      data.map((d) => d.acknowledged),
      data.map((d) => d.documentVersion),
      data.map((d) => d.documentSha256),
      data.map((d) => d.signatureImage),
      data.map((d) => d.signedAt),
      data.map((d) => d.timeZone ?? UNRECORDED_SIGNATURE_TIME_ZONE),
    ],
  );
  await client.query(
    `UPDATE documents d SET version = s.version
       FROM (SELECT id, max(version) AS version FROM unnest($1::uuid[], $2::bigint[]) AS s(id, version) GROUP BY id) s
      WHERE d.id = s.id AND d.version < s.version`,
    [data.map((d) => d.documentId), signed.map((e) => e.streamVersion)],
  );
};
