import type { ByteSource } from '../documents/file-type.ts';

/** What an upload's first bytes say it is; HEIC is converted to JPEG before it is stored. */
export type SniffedType = 'jpeg' | 'png' | 'webp' | 'heic' | 'pdf';

const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PDF = Buffer.from('%PDF-');
/** ISO-BMFF brands of HEIF images coded with HEVC (iPhone photos); AVIF and others are not taken. */
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs']);
const HEIF_GENERIC_BRANDS = new Set(['mif1', 'msf1']);

/** The `ftyp` box's major and compatible brands, or null when the file does not start with one. */
const ftypBrands = (head: Buffer): string[] | null => {
  if (head.length < 16 || head.toString('latin1', 4, 8) !== 'ftyp') return null;
  const boxSize = Math.min(head.readUInt32BE(0), head.length);
  const brands = [head.toString('latin1', 8, 12)];
  for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(head.toString('latin1', at, at + 4));
  return brands;
};

const isHeic = (head: Buffer): boolean => {
  const brands = ftypBrands(head);
  if (!brands) return false;
  // "mif1" alone is any HEIF; an HEVC brand among the compatible ones makes it HEIC.
  return (
    brands.some((b) => HEIC_BRANDS.has(b)) || (HEIF_GENERIC_BRANDS.has(brands[0]!) && brands.includes('heic'))
  );
};

/** The type of an upload by its content alone (the name and the browser's claim are not trusted). */
export const sniffAttachmentType = async (source: ByteSource): Promise<SniffedType | null> => {
  const head = await source.read(0, 64);
  if (head.subarray(0, JPEG.length).equals(JPEG)) return 'jpeg';
  if (head.subarray(0, PNG.length).equals(PNG)) return 'png';
  if (head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (head.subarray(0, PDF.length).equals(PDF)) return 'pdf';
  if (isHeic(head)) return 'heic';
  return null;
};
