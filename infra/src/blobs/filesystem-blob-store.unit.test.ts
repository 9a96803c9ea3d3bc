import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BlobTooLargeError } from './blob-store.port.ts';
import { FileSystemBlobStore } from './filesystem-blob-store.ts';

let root: string;
let store: FileSystemBlobStore;
beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'hs-blobs-'));
  store = new FileSystemBlobStore(root);
});
afterEach(async () => rm(root, { recursive: true, force: true }));

/** Every file under the store, staging included. */
const filesUnder = async (dir: string): Promise<string[]> =>
  (await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []))
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));

const chunks = (...parts: string[]) => Readable.from(parts.map((p) => Buffer.from(p)));

describe('the file-system blob store', () => {
  it('stores a blob under its sha256 only once it is committed, and reads it back', async () => {
    const staged = await store.stage(chunks('hello ', 'world'), { maxBytes: 100 });
    const sha256 = createHash('sha256').update('hello world').digest('hex');
    expect([staged.sha256, staged.size]).toEqual([sha256, 11]);
    expect((await staged.read(6, 100)).toString()).toBe('world');
    expect(await store.open(sha256)).toBeNull();
    await staged.commit();
    const opened = await store.open(sha256);
    expect(opened?.size).toBe(11);
    expect(await text(opened!.stream)).toBe('hello world');
    expect(await filesUnder(path.join(root, 'staging'))).toEqual([]);
  });

  it('accepts exactly the limit and refuses one byte more, leaving no file behind', async () => {
    const atLimit = await store.stage(chunks('12345', '67890'), { maxBytes: 10 });
    expect(atLimit.size).toBe(10);
    await atLimit.discard();
    await expect(store.stage(chunks('12345', '67890', '1'), { maxBytes: 10 })).rejects.toBeInstanceOf(
      BlobTooLargeError,
    );
    expect(await filesUnder(root)).toEqual([]);
  });

  it('keeps one copy of identical content', async () => {
    for (let i = 0; i < 2; i++) await (await store.stage(chunks('same'), { maxBytes: 10 })).commit();
    expect(await filesUnder(path.join(root, 'sha256'))).toHaveLength(1);
  });

  it('opens nothing for a name that is not a sha256 (no path tricks)', async () => {
    expect(await store.open('../../etc/passwd')).toBeNull();
  });
});
