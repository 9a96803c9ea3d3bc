import { MAX_SIGNATURE_PNG_BYTES } from '@hs/contracts';

const PREFIX = 'data:image/png;base64,';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const IEND = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);
const MAX_SIDE = 4000;

/**
 * Why a signature image is not a drawn signature we can keep, or null when it is: a PNG data URL
 * whose bytes really are one PNG (signature, header chunk, end chunk) of bounded size.
 */
export const signatureImageProblem = (dataUrl: string): string | null => {
  if (!dataUrl.startsWith(PREFIX)) return 'The signature must be a PNG data URL.';
  const bytes = Buffer.from(dataUrl.slice(PREFIX.length), 'base64');
  if (bytes.length > MAX_SIGNATURE_PNG_BYTES) return 'The signature image is too large.';
  const isPng =
    bytes.length >= 8 + 25 + 12 &&
    bytes.subarray(0, 8).equals(PNG_SIGNATURE) &&
    bytes.readUInt32BE(8) === 13 &&
    bytes.toString('latin1', 12, 16) === 'IHDR' &&
    bytes.subarray(bytes.length - 12).equals(IEND);
  if (!isPng) return 'The signature is not a valid PNG image.';
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  if (width < 1 || height < 1 || width > MAX_SIDE || height > MAX_SIDE)
    return 'The signature image has an impossible size.';
  return null;
};
