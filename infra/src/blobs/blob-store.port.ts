import type { Readable } from 'node:stream';

/**
 * Content-addressed file storage (docs/architecture.md, "Files"). Events name a blob by its sha256;
 * the store never takes a file name from a client.
 */
export interface BlobStore {
  /**
   * Streams `source` into a staging area while hashing and counting it. Fails with
   * BlobTooLargeError as soon as more than `maxBytes` arrive, leaving nothing behind.
   */
  stage(source: Readable, options: { maxBytes: number }): Promise<StagedBlob>;
  /** The stored bytes of a committed blob, or null when there is none with that hash. */
  open(sha256: string): Promise<{ stream: Readable; size: number } | null>;
}

/** A fully received upload, not yet visible: read it to check its content, then commit or discard. */
export interface StagedBlob {
  readonly sha256: string;
  readonly size: number;
  /** Up to `length` bytes from `offset` (fewer at the end of the file). */
  read(offset: number, length: number): Promise<Buffer>;
  /** Moves the bytes into the store under their hash (a no-op when identical bytes are there). */
  commit(): Promise<void>;
  /** Removes the staged bytes; safe to call more than once and after commit. */
  discard(): Promise<void>;
}

export class BlobTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The file is larger than ${maxBytes} bytes.`);
    this.name = 'BlobTooLargeError';
  }
}

export const isSha256 = (value: string): boolean => /^[0-9a-f]{64}$/.test(value);
