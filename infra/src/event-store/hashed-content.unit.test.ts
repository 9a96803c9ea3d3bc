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
});
