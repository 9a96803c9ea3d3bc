import { describe, expect, it } from 'vitest';
import { sniffAttachmentType } from './attachment-type.ts';
import { nameFor } from './photo-pipeline.ts';

const source = (bytes: Buffer) => ({
  size: bytes.length,
  read: async (offset: number, length: number) => bytes.subarray(offset, offset + length),
});
const ftyp = (major: string, ...compatible: string[]) => {
  const box = Buffer.alloc(16 + 4 * compatible.length);
  box.writeUInt32BE(box.length, 0);
  box.write(`ftyp${major}`, 4, 'latin1');
  compatible.forEach((brand, i) => box.write(brand, 16 + 4 * i, 'latin1'));
  return Buffer.concat([box, Buffer.alloc(32)]);
};

describe('the type of an upload, by its first bytes', () => {
  it.each([
    ['jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])],
    ['png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])],
    ['webp', Buffer.from('RIFF\x10\0\0\0WEBPVP8 ', 'latin1')],
    ['pdf', Buffer.from('%PDF-1.7\n')],
    ['heic', ftyp('heic', 'mif1', 'heic')],
    ['heic', ftyp('mif1', 'mif1', 'heic')],
  ])('knows %s', async (type, bytes) => {
    expect(await sniffAttachmentType(source(bytes))).toBe(type);
  });

  it.each([
    ['HTML', Buffer.from('<!doctype html><p>hi</p>')],
    ['an AVIF (a HEIF without HEVC)', ftyp('avif', 'mif1', 'avif')],
    ['a ZIP', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0])],
    ['an empty file', Buffer.alloc(0)],
  ])('refuses %s', async (_name, bytes) => {
    expect(await sniffAttachmentType(source(bytes))).toBeNull();
  });
});

describe('the stored name', () => {
  it('keeps a matching extension and takes the stored type’s otherwise', () => {
    expect(nameFor('IMG_0042.JPG', 'image/jpeg')).toBe('IMG_0042.JPG');
    expect(nameFor('IMG_0042.HEIC', 'image/jpeg')).toBe('IMG_0042.jpg');
    expect(nameFor('scan.jpg', 'image/png')).toBe('scan.png');
    expect(nameFor('statement', 'application/pdf')).toBe('statement.pdf');
  });
});
