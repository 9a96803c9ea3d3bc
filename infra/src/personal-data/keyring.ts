import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type pg from 'pg';
import { LRUCache } from 'lru-cache';
import type { SqlRunner } from '../event-store/event-store.port.ts';

/** A person's data key, or null once their personal data was erased. */
export type DataKey = Buffer | null;

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** AES-256-GCM of `plain` under `key`: iv, ciphertext and tag in one buffer. */
export const seal = (key: Buffer, plain: Buffer): Buffer => {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]);
};

/** Opens what `seal` made; throws when the key is wrong or the bytes were changed. */
export const open = (key: Buffer, sealed: Buffer): Buffer => {
  const iv = sealed.subarray(0, IV_BYTES);
  const tag = sealed.subarray(sealed.length - TAG_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([
    decipher.update(sealed.subarray(IV_BYTES, sealed.length - TAG_BYTES)),
    decipher.final(),
  ]);
};

export type KeyringOptions = {
  /** How many decrypted keys are kept in memory. */
  maxCached?: number;
  /**
   * How long a key is trusted from memory: another process's erasure is seen by this one within
   * it (the erasing process and the projections forget the key at once).
   */
  ttlMs?: number;
};

/**
 * The data keys of people (table personal_data_keys, migration 043), each wrapped with the master
 * key (AES-256-GCM). Decrypted keys are cached with a bound; an erasure deletes the wrapped key.
 */
export class Keyring {
  private readonly cache: LRUCache<string, { key: DataKey }>;

  constructor(
    private readonly pool: pg.Pool,
    private readonly masterKey: Buffer,
    options: KeyringOptions = {},
  ) {
    if (masterKey.length !== 32) throw new Error('the master data key must be 32 bytes');
    this.cache = new LRUCache({ max: options.maxCached ?? 10_000, ttl: options.ttlMs ?? 60_000 });
  }

  /** The keys of these people; with `create`, a key is made for whoever has none yet. */
  async keysOf(subjects: Iterable<string>, create: boolean): Promise<Map<string, DataKey>> {
    const found = new Map<string, DataKey>();
    const missing: string[] = [];
    for (const subject of new Set(subjects)) {
      const cached = this.cache.get(subject);
      if (cached) found.set(subject, cached.key);
      else missing.push(subject);
    }
    if (missing.length === 0) return found;
    if (create) {
      const fresh = missing.map(() => seal(this.masterKey, randomBytes(32)));
      await this.pool.query(
        `INSERT INTO personal_data_keys (subject_id, wrapped_key)
         SELECT * FROM unnest($1::text[], $2::bytea[]) ON CONFLICT (subject_id) DO NOTHING`,
        [missing, fresh],
      );
    }
    const { rows } = await this.pool.query<{ subject_id: string; wrapped_key: Buffer | null }>(
      'SELECT subject_id, wrapped_key FROM personal_data_keys WHERE subject_id = ANY($1::text[])',
      [missing],
    );
    for (const row of rows) {
      const key = row.wrapped_key ? open(this.masterKey, row.wrapped_key) : null;
      this.cache.set(row.subject_id, { key });
      found.set(row.subject_id, key);
    }
    // Never had a key: nothing of theirs was ever encrypted, so there is nothing to open.
    for (const subject of missing) if (!found.has(subject)) found.set(subject, null);
    return found;
  }

  /**
   * Destroys the person's key in the caller's transaction (with the event that records it), and
   * marks them erased even if they had none, so nothing is sealed for them again.
   */
  async erase(subject: string, db: SqlRunner): Promise<void> {
    this.cache.delete(subject);
    await db.query(
      `INSERT INTO personal_data_keys (subject_id, wrapped_key, erased_at) VALUES ($1, NULL, now())
       ON CONFLICT (subject_id) DO UPDATE
         SET wrapped_key = NULL, erased_at = COALESCE(personal_data_keys.erased_at, now())`,
      [subject],
    );
    this.cache.delete(subject);
  }

  /** Drops a key from memory (an erasure seen in the log). */
  forget(subject: string): void {
    this.cache.delete(subject);
  }
}
