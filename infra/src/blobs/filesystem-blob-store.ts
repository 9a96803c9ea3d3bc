import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { chmod, mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import { BlobTooLargeError, isSha256, type BlobStore, type StagedBlob } from './blob-store.port.ts';

/**
 * Blobs as files under `root`: `sha256/ab/<hash>` for stored ones, `staging/<random>` while an
 * upload arrives. A blob appears under its hash only complete and verified (rename is atomic
 * within one file system), so a reader never sees half a file.
 */
export class FileSystemBlobStore implements BlobStore {
  constructor(private readonly root: string) {}

  private pathOf(sha256: string): string {
    return path.join(this.root, 'sha256', sha256.slice(0, 2), sha256);
  }

  async stage(source: Readable, { maxBytes }: { maxBytes: number }): Promise<StagedBlob> {
    const stagingDir = path.join(this.root, 'staging');
    await mkdir(stagingDir, { recursive: true });
    const stagedPath = path.join(stagingDir, `${randomUUID()}.part`);
    const hash = createHash('sha256');
    let size = 0;
    const meter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        if (size > maxBytes) return done(new BlobTooLargeError(maxBytes));
        hash.update(chunk);
        done(null, chunk);
      },
    });
    // Opened before the first byte and closed before removal: a stream that opened its file lazily
    // could create it after a refusal had already removed it, leaving a staging file behind.
    const sink = (await open(stagedPath, 'wx', 0o600)).createWriteStream();
    try {
      await pipeline(source, meter, sink);
    } catch (error) {
      await finished(sink).catch(() => {});
      await rm(stagedPath, { force: true });
      // Leave the rest of the upload unread: the request is answered and closed.
      source.resume();
      throw error;
    }
    return this.staged(stagedPath, hash.digest('hex'), size);
  }

  private staged(stagedPath: string, sha256: string, size: number): StagedBlob {
    const finalPath = this.pathOf(sha256);
    return {
      sha256,
      size,
      read: async (offset, length) => {
        const handle = await open(stagedPath, 'r');
        try {
          const buffer = Buffer.alloc(Math.max(0, Math.min(length, size - offset)));
          const { bytesRead } = await handle.read(buffer, 0, buffer.length, offset);
          return buffer.subarray(0, bytesRead);
        } finally {
          await handle.close();
        }
      },
      commit: async () => {
        const existing = await stat(finalPath).catch(() => null);
        if (existing?.size === size) {
          // Same hash, same size: the very same content is stored already.
          await rm(stagedPath, { force: true });
          return;
        }
        await mkdir(path.dirname(finalPath), { recursive: true });
        await chmod(stagedPath, 0o444);
        await rename(stagedPath, finalPath);
      },
      discard: async () => {
        await rm(stagedPath, { force: true });
      },
    };
  }

  async open(sha256: string): Promise<{ stream: Readable; size: number } | null> {
    if (!isSha256(sha256)) return null;
    const file = this.pathOf(sha256);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    return { stream: createReadStream(file), size: info.size };
  }
}

/** The blob store of a deployable: under DATA_DIR, shared by the command and query APIs. */
export const blobStoreFor = (config: { DATA_DIR: string }): FileSystemBlobStore =>
  new FileSystemBlobStore(path.resolve(config.DATA_DIR, 'blobs'));
