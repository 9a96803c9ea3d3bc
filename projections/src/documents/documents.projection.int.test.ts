import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { documentStreamId, type DocumentEvent } from '@hs/domain';
import type { StoredEvent } from '@hs/infra/event-store';
import { testMetadata } from '@hs/tests';
import { itReplaysAndRebuilds, useProjectionDatabase } from '@hs/tests/projection-harness';
import { documentsProjection } from '@hs/read-models';

const metadata = testMetadata('Test');
const signer = '0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a';

const file = (version: number, sha: string) => ({
  version,
  sha256: sha.repeat(64),
  size: 100 * version,
  mediaType: 'application/pdf',
  fileType: 'pdf',
  originalName: `manual-v${version}.pdf`,
});
const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 8, minute)).toISOString();

/** The life of one document: uploaded, required, signed, revised, signed again. */
const history = (documentId: string): DocumentEvent[] => [
  {
    type: 'DocumentUploaded',
    data: {
      documentId,
      name: 'Safety Manual',
      category: 'Policy',
      file: file(1, 'a'),
      uploadedBy: null,
      uploadedByName: 'System',
      uploadedAt: at(0),
    },
  },
  {
    type: 'DocumentSignatureRequirementSet',
    data: {
      documentId,
      requiresSignature: true,
      deadline: '2026-12-01',
      instructions: 'Read it.',
      setBy: null,
      setByName: null,
      setAt: at(1),
    },
  },
  {
    type: 'DocumentSigned',
    data: {
      signatureId: randomUUID(),
      documentId,
      signerId: signer,
      signerName: 'Jamie Chen',
      meaning: 'reviewed and acknowledged',
      acknowledged: true,
      documentVersion: 1,
      documentSha256: 'a'.repeat(64),
      signatureImage: 'data:image/png;base64,AA==',
      signedAt: at(2),
    },
  },
  {
    type: 'DocumentVersionUploaded',
    data: { documentId, file: file(2, 'b'), uploadedBy: null, uploadedByName: 'System', uploadedAt: at(3) },
  },
  {
    type: 'DocumentSigned',
    data: {
      signatureId: randomUUID(),
      documentId,
      signerId: signer,
      signerName: 'Jamie Chen',
      meaning: 'reviewed and acknowledged',
      acknowledged: true,
      documentVersion: 2,
      documentSha256: 'b'.repeat(64),
      signatureImage: 'data:image/png;base64,AA==',
      signedAt: at(4),
    },
  },
];

const harness = useProjectionDatabase(documentsProjection, 3, async (store) => {
  const stored: StoredEvent[] = [];
  for (const documentId of [randomUUID(), randomUUID()]) {
    let version = 0;
    for (const event of history(documentId)) {
      await store.append(documentStreamId(documentId), version++, [event], metadata);
    }
    stored.push(...(await store.readStream(documentStreamId(documentId))));
  }
  return stored;
});
const snapshot = async () => ({
  documents: (await harness.pool.query('SELECT * FROM documents ORDER BY id')).rows,
  versions: (await harness.pool.query('SELECT * FROM document_versions ORDER BY document_id, version')).rows,
  signatures: (await harness.pool.query('SELECT * FROM document_signatures ORDER BY id')).rows,
});

describe('documents projection', () => {
  it('keeps the current version, every version and every signature with the hash it applies to', async () => {
    await harness.catchUp();
    const { documents, versions, signatures } = await snapshot();
    expect(documents).toHaveLength(2);
    expect(documents[0]).toMatchObject({
      current_version: 2,
      sha256: 'b'.repeat(64),
      requires_signature: true,
      file_name: 'manual-v2.pdf',
    });
    expect(versions.map((v) => v.version)).toEqual([1, 2, 1, 2]);
    expect(signatures.map((s) => [s.document_version, s.document_sha256[0]]).sort()).toEqual([
      [1, 'a'],
      [1, 'a'],
      [2, 'b'],
      [2, 'b'],
    ]);
  });

  itReplaysAndRebuilds(documentsProjection, harness, snapshot);
});
