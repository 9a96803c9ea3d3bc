import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileSystemBlobStore } from '@hs/infra/blobs';
import { evidencePhoto } from './photo-pipeline.ts';

let root: string;
let blobs: FileSystemBlobStore;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'evidence-photo-'));
  blobs = new FileSystemBlobStore(root);
});
afterAll(async () => rm(root, { recursive: true, force: true }));

const received = async (content: Buffer, fileName: string) => ({
  fields: {},
  file: { staged: await blobs.stage(Readable.from([content]), { maxBytes: 1e7 }), fileName },
});
const readStored = async (sha256: string) => {
  const opened = await blobs.open(sha256);
  const chunks: Buffer[] = [];
  for await (const chunk of opened!.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

describe('a photo of an inspection answer or of finished work', () => {
  it('is stored upright and without the EXIF it was taken with', async () => {
    const taken = await sharp({ create: { width: 30, height: 10, channels: 3, background: '#888' } })
      .jpeg()
      .withExif({
        IFD0: { Artist: 'Jamie Owner' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const photo = await evidencePhoto(blobs, await received(taken, 'horn.JPG'));
    expect(photo).toMatchObject({ mediaType: 'image/jpeg', fileType: 'jpg', originalName: 'horn.JPG' });
    const stored = await readStored(photo!.sha256);
    const metadata = await sharp(stored).metadata();
    expect([metadata.exif, metadata.orientation, metadata.width, metadata.height]).toEqual([
      undefined,
      undefined,
      10,
      30,
    ]);
    expect(stored.includes('Jamie Owner')).toBe(false);
  });

  it('is left to the caller when it is not a JPEG or PNG by content', async () => {
    expect(await evidencePhoto(blobs, await received(Buffer.from('%PDF-1.7\n'), 'guard.jpg'))).toBeNull();
  });
});
