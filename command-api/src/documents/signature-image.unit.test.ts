import { describe, expect, it } from 'vitest';
import { pdfFile, signaturePng } from '../../../tests/src/support/sample-files.ts';
import { signatureImageProblem } from './signature-image.ts';

const dataUrl = (bytes: Buffer) => `data:image/png;base64,${bytes.toString('base64')}`;

describe('the drawn signature image', () => {
  it('accepts a PNG data URL', () => {
    expect(signatureImageProblem(signaturePng)).toBeNull();
  });

  it('refuses another image type', () => {
    expect(signatureImageProblem('data:image/svg+xml;base64,PHN2Zy8+')).toBe(
      'The signature must be a PNG data URL.',
    );
  });

  it('refuses bytes that only claim to be a PNG', () => {
    expect(signatureImageProblem(dataUrl(pdfFile()))).toBe('The signature is not a valid PNG image.');
  });

  it('refuses a PNG cut short (no end chunk)', () => {
    const png = Buffer.from(signaturePng.split(',')[1]!, 'base64');
    expect(signatureImageProblem(dataUrl(png.subarray(0, png.length - 12)))).toBe(
      'The signature is not a valid PNG image.',
    );
  });

  it('refuses an image larger than 200 KB', () => {
    const png = Buffer.from(signaturePng.split(',')[1]!, 'base64');
    const padded = Buffer.concat([png.subarray(0, 33), Buffer.alloc(210 * 1024), png.subarray(33)]);
    expect(signatureImageProblem(dataUrl(padded))).toBe('The signature image is too large.');
  });
});
