import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { canonicalJson } from './canonical-json.ts';
import { formatPosition, parsePosition } from './event-store.port.ts';
import type { LogCheckpoint } from './global-chain.ts';

/**
 * The file an auditor keeps away from the database: every checkpoint of the global chain, signed
 * with an HMAC key, so a later `audit:verify --against` proves the log was not rewritten since.
 */
const hex = z.string().regex(/^[0-9a-f]{64}$/);
const ExportedCheckpoint = z.object({
  seq: z.number().int().min(1),
  position: z.string().regex(/^\d+:\d+$/),
  events: z.number().int().min(1),
  chainHash: hex,
  prevHash: hex,
  hash: hex,
});
const CheckpointFile = z.object({
  format: z.literal('hs-log-checkpoints/1'),
  exportedAt: z.string(),
  checkpoints: z.array(ExportedCheckpoint),
  hmac: hex,
});

/** AUDIT_EXPORT_KEY, or a random key kept in the data folder (mode 600), made on first use. */
export const checkpointExportKey = async (options: { key?: string; dataDir: string }): Promise<Buffer> => {
  if (options.key) return Buffer.from(options.key, 'utf8');
  const file = path.join(options.dataDir, 'audit-export-key');
  if (existsSync(file)) return Buffer.from((await readFile(file, 'utf8')).trim(), 'utf8');
  const key = randomBytes(32).toString('base64url');
  await writeFile(file, key, { mode: 0o600 });
  return Buffer.from(key, 'utf8');
};

const signatureOf = (key: Buffer, body: unknown) =>
  createHmac('sha256', key).update(canonicalJson(body)).digest('hex');

export const checkpointFileOf = (checkpoints: readonly LogCheckpoint[], key: Buffer, now: Date): string => {
  const body = {
    format: 'hs-log-checkpoints/1' as const,
    exportedAt: now.toISOString(),
    checkpoints: checkpoints.map((c) => ({
      seq: c.seq,
      position: formatPosition(c.position),
      events: c.events,
      chainHash: c.chainHash.toString('hex'),
      prevHash: c.prevHash.toString('hex'),
      hash: c.hash.toString('hex'),
    })),
  };
  return `${JSON.stringify({ ...body, hmac: signatureOf(key, body) }, null, 2)}\n`;
};

export class CheckpointFileError extends Error {}

/** The checkpoints of a file this system signed; throws when it is not one or was changed. */
export const readCheckpointFile = (text: string, key: Buffer): LogCheckpoint[] => {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new CheckpointFileError('the checkpoint file is not JSON');
  }
  const parsed = CheckpointFile.safeParse(json);
  if (!parsed.success) throw new CheckpointFileError('the file is not an exported checkpoint file');
  const { hmac, ...body } = parsed.data;
  const expected = Buffer.from(signatureOf(key, body), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(hmac, 'hex'))) {
    throw new CheckpointFileError('the checkpoint file was changed or signed with another key');
  }
  return body.checkpoints.map((c) => ({
    seq: c.seq,
    position: parsePosition(c.position),
    events: c.events,
    chainHash: Buffer.from(c.chainHash, 'hex'),
    prevHash: Buffer.from(c.prevHash, 'hex'),
    hash: Buffer.from(c.hash, 'hex'),
  }));
};
