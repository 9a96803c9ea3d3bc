import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentStreamId, type DocumentEvent } from '@hs/domain';
import { PostgresEventStore, type StoredEvent } from '@hs/infra/event-store';
import { applyNextBatch, ensureProjection, rebuildProjection } from '../runtime/index.ts';
import { createPool } from '@hs/infra/db';
import { createTestDatabase } from '@hs/tests';
import { documentsProjection } from '@hs/read-models';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let pool: pg.Pool;
let store: PostgresEventStore;
let client: pg.Client;
const readLog = (c: pg.ClientBase, after: Parameters<PostgresEventStore['readAll']>[0], limit: number) =>
  store.readAllWith(c, after, limit);
const metadata = {
  userId: null,
  userName: null,
  role: null,
  command: 'Test',
  correlationId: 'c',
  causationId: null,
  requestId: null,
  clientIp: null,
};
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

const snapshot = async () => ({
  documents: (await pool.query('SELECT * FROM documents ORDER BY id')).rows,
  versions: (await pool.query('SELECT * FROM document_versions ORDER BY document_id, version')).rows,
  signatures: (await pool.query('SELECT * FROM document_signatures ORDER BY id')).rows,
});

const catchUp = async () => {
  for (;;) {
    await client.query('BEGIN');
    const result = await applyNextBatch(client, documentsProjection, documentsProjection.name, readLog, 3);
    await client.query('COMMIT');
    if (result.count === 0) return;
  }
};

const stored: StoredEvent[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  pool = createPool({
    url: db.url,
    max: 5,
    connectTimeoutMs: 5000,
    statementTimeoutMs: 30000,
    applicationName: 'test',
  });
  store = new PostgresEventStore(pool);
  client = new pg.Client({ connectionString: db.url });
  await client.connect();
  await ensureProjection(client, documentsProjection, readLog, () => {});
  for (const documentId of [randomUUID(), randomUUID()]) {
    let version = 0;
    for (const event of history(documentId)) {
      await store.append(documentStreamId(documentId), version++, [event], metadata);
    }
    stored.push(...(await store.readStream(documentStreamId(documentId))));
  }
});
afterAll(async () => {
  await client?.end();
  await pool?.end();
  await db?.drop();
});

describe('documents projection', () => {
  it('keeps the current version, every version and every signature with the hash it applies to', async () => {
    await catchUp();
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

  it('replaying the log, or events arriving again out of order (an event bus), changes nothing', async () => {
    const before = await snapshot();
    await pool.query(`UPDATE es_checkpoints SET tx = '0', gp = 0 WHERE subscription_id = 'documents'`);
    await catchUp();
    expect(await snapshot()).toEqual(before);
    await client.query('BEGIN');
    await documentsProjection.apply(client, [...stored].reverse());
    await client.query('COMMIT');
    expect(await snapshot()).toEqual(before);
  });

  it('rebuilds beside the live tables and finds them equal', async () => {
    const result = await rebuildProjection(client, documentsProjection, readLog, () => {});
    expect(result.matchedLive).toBe(true);
  });
});
