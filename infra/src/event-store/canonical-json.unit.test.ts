import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { canonicalJson } from './canonical-json.ts';

/** The definition, written as plainly as possible: the oracle the fast version must match. */
const reference = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(reference).join(',')}]`;
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record)
    .sort()
    .filter((key) => record[key] !== undefined);
  return `{${keys.map((key) => `${JSON.stringify(key)}:${reference(record[key])}`).join(',')}}`;
};

describe('canonical JSON', () => {
  it('is the same text whatever the key order, so hashes survive a jsonb round trip', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[3,{"y":2,"z":1}]},"b":1}',
    );
    expect(canonicalJson({ a: 1, b: 2 })).toBe(canonicalJson({ b: 2, a: 1 }));
  });
  it('writes every JSON value as the plain definition does, and it reads back as the same value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(JSON.parse(canonicalJson(value))).toEqual(JSON.parse(JSON.stringify(value)));
        expect(canonicalJson(value)).toBe(reference(value));
      }),
      { numRuns: 500 },
    );
  });
  it('sorts large records right when they share a key count and first key but not the other keys', () => {
    const keys = 'qwertyuiopas'.split('');
    const record = (order: readonly string[]) => Object.fromEntries(order.map((k) => [k, k.toUpperCase()]));
    const first = record(keys);
    // Same count, same first key, one key different: must not reuse the first record's order.
    const other = record([...keys.slice(0, -1), 'b']);
    // Same keys in another order after the same first key.
    const shuffled = record([keys[0]!, ...keys.slice(1).reverse()]);
    for (const value of [first, other, shuffled, other, first])
      expect(canonicalJson(value)).toBe(reference(value));
    expect(canonicalJson(shuffled)).toBe(canonicalJson(first));
  });
  it('refuses what JSON cannot represent', () => {
    expect(() => canonicalJson(undefined)).toThrow(TypeError);
    expect(() => canonicalJson(10n)).toThrow(TypeError);
  });
  it('leaves out undefined properties as JSON does', () => {
    expect(canonicalJson({ a: undefined, b: 'x' })).toBe('{"b":"x"}');
  });
});
