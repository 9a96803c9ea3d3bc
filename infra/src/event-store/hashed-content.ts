import { hash } from 'node:crypto';

/** The fields of an event that its hash covers, besides its data and metadata. */
export type HashedFields = {
  streamId: string;
  eventId: string;
  type: string;
  schemaVersion: number;
  recordedAt: string;
};

/**
 * The text each event's hash covers: the canonical JSON (canonical-json.ts) of `{ streamId,
 * eventId, type, schemaVersion, data, metadata, recordedAt }`, built from the canonical texts of
 * its data and metadata. An append makes the metadata's text once for all its events and each
 * event's data text once, for the hash and for the database alike. The keys are in sorted order, as
 * the canonical form asks; a unit test holds this equal to canonicalJson of the whole object.
 */
export const hashedText = (e: HashedFields, dataJson: string, metadataJson: string): string =>
  `${HEAD}${dataJson}${tailOf(e, metadataJson)}`;

const HEAD = '{"data":';

/** Everything after the data, "data" being the first key in sorted order. */
const tailOf = (e: HashedFields, metadataJson: string): string =>
  `,"eventId":${JSON.stringify(e.eventId)},"metadata":${metadataJson},` +
  `"recordedAt":${JSON.stringify(e.recordedAt)},"schemaVersion":${JSON.stringify(e.schemaVersion)},` +
  `"streamId":${JSON.stringify(e.streamId)},"type":${JSON.stringify(e.type)}}`;

export const chainHash = (prevHash: Buffer, content: string): Buffer => chained(prevHash, content);

/**
 * chainHash(prevHash, hashedText(...)), with the text written in pieces: joining the data's text
 * into one string first copied it once more per event, and those copies and their garbage were a
 * third of the time an append spent before it reached the database (docs/performance.md).
 */
export const eventHash = (
  prevHash: Buffer,
  e: HashedFields,
  dataJson: string,
  metadataJson: string,
): Buffer => chained(prevHash, HEAD, dataJson, tailOf(e, metadataJson));

/** The reused buffer grows up to this size; a text that needs more is hashed from a buffer of its own. */
const KEPT_BYTES = 256 * 1024;
let scratch = Buffer.allocUnsafeSlow(16 * 1024);

/**
 * sha256 of `prevHash` followed by the UTF-8 of a, b and c. One-shot `crypto.hash` over a buffer
 * they are written into, rather than `createHash().update()`: every Hash object is a native object
 * that the garbage collector must finalise, and under load those finalisers took a large share of
 * the API's garbage collection (docs/performance.md, "Append path"). Synchronous, so the one
 * buffer of this thread is never shared by two hashes at once.
 */
const chained = (prevHash: Buffer, a: string, b = '', c = ''): Buffer => {
  // A UTF-16 code unit is at most 3 bytes of UTF-8: the bound below never truncates a write.
  const most = prevHash.length + 3 * (a.length + b.length + c.length);
  if (most > KEPT_BYTES) return hashIn(Buffer.allocUnsafeSlow(most), prevHash, a, b, c);
  if (most > scratch.length)
    scratch = Buffer.allocUnsafeSlow(Math.min(KEPT_BYTES, Math.max(most, 2 * scratch.length)));
  return hashIn(scratch, prevHash, a, b, c);
};

const hashIn = (buffer: Buffer, prevHash: Buffer, a: string, b: string, c: string): Buffer => {
  let size = prevHash.copy(buffer, 0);
  size += buffer.write(a, size, 'utf8');
  size += buffer.write(b, size, 'utf8');
  size += buffer.write(c, size, 'utf8');
  return hash('sha256', buffer.subarray(0, size), 'buffer');
};
