import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json.ts';
import { chainHash, eventHash, hashedText } from './hashed-content.ts';

const json = fc.jsonValue();

describe('the hashed text of an event', () => {
  it('is the canonical JSON of the whole event, whatever its data and metadata hold', () => {
    fc.assert(
      fc.property(
        fc.record({
          streamId: fc.string(),
          eventId: fc.string(),
          type: fc.string(),
          schemaVersion: fc.integer({ min: 1 }),
          recordedAt: fc.string(),
        }),
        json,
        fc.dictionary(fc.string(), json),
        (fields, data, metadata) => {
          const whole = canonicalJson({ ...fields, data, metadata });
          const [dataJson, metadataJson] = [canonicalJson(data), canonicalJson(metadata)];
          expect(hashedText(fields, dataJson, metadataJson)).toBe(whole);
          const prev = Buffer.alloc(32, 7);
          expect(eventHash(prev, fields, dataJson, metadataJson).equals(chainHash(prev, whole))).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('changes when any covered field changes', () => {
    const fields = {
      streamId: 'incident-1',
      eventId: 'e1',
      type: 'IncidentReported',
      schemaVersion: 1,
      recordedAt: '2026-11-23T10:00:00.000Z',
    };
    const base = hashedText(fields, '{"a":1}', '{"userId":"u1"}');
    expect(hashedText({ ...fields, streamId: 'incident-2' }, '{"a":1}', '{"userId":"u1"}')).not.toBe(base);
    expect(hashedText({ ...fields, schemaVersion: 2 }, '{"a":1}', '{"userId":"u1"}')).not.toBe(base);
    expect(hashedText(fields, '{"a":2}', '{"userId":"u1"}')).not.toBe(base);
    expect(hashedText(fields, '{"a":1}', '{"userId":"u2"}')).not.toBe(base);
  });

  it('is sha256 of the previous hash followed by the UTF-8 of the text, for texts of any size', () => {
    const reference = (prev: Buffer, text: string) =>
      createHash('sha256').update(prev).update(text, 'utf8').digest();
    const texts = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 200 }),
      // Past the reused buffer's first size (16 KiB) and past what it keeps (256 KiB).
      fc.constantFrom('é€😀'.repeat(3_000), 'x'.repeat(20_000), 'ü'.repeat(300_000)),
    );
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), texts, texts, (prevBytes, a, b) => {
        const prev = Buffer.from(prevBytes);
        expect(chainHash(prev, a).equals(reference(prev, a))).toBe(true);
        // A long text, then a short one: the short one's hash covers none of the long one's bytes.
        expect(chainHash(prev, b).equals(reference(prev, b))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
