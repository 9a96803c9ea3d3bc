import { randomBytes } from 'node:crypto';

export type FormPart =
  | { name: string; value: string }
  | { name: string; fileName: string; content: Buffer; contentType?: string; encodedName?: boolean };

/**
 * A multipart/form-data body built by hand, so tests can send what browsers never would: two
 * files, file names with control characters (RFC 5987 `filename*`), or no file at all.
 */
export const multipart = (parts: FormPart[]) => {
  const boundary = `----hs-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let disposition = `form-data; name="${part.name}"`;
    if ('fileName' in part) {
      disposition += part.encodedName
        ? `; filename*=UTF-8''${encodeURIComponent(part.fileName)}`
        : `; filename="${part.fileName.replace(/"/g, '%22')}"`;
    }
    const type =
      'fileName' in part ? `\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push('fileName' in part ? part.content : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
};
