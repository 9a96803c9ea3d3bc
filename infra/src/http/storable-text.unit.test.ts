import { describe, expect, it } from 'vitest';
import { findJsonFault, MAX_JSON_DEPTH, mayNestBeyond } from './storable-text.ts';

const nested = (levels: number): unknown => {
  let value: unknown = 'leaf';
  for (let i = 0; i < levels; i++) value = i % 2 ? [value] : { a: value };
  return value;
};

describe('findJsonFault', () => {
  it('finds nothing wrong in an ordinary body', () => {
    expect(findJsonFault({ name: 'Manual', tags: ['a', { b: 1 }], n: null })).toBeNull();
  });

  it('names the path of the first text holding a NUL, a lone surrogate or a bad key', () => {
    expect(findJsonFault({ a: 'ok', list: ['x', 'y\u0000'] })).toEqual({
      field: 'list[1]',
      reason: 'unstorable',
    });
    expect(findJsonFault({ a: { b: '\ud800' } })).toEqual({ field: 'a.b', reason: 'unstorable' });
    expect(findJsonFault({ ['k\u0000']: 1 })).toEqual({ field: 'body', reason: 'unstorable' });
  });

  it('accepts nesting up to the limit and refuses one level more, naming the top-level field', () => {
    expect(findJsonFault({ field: nested(MAX_JSON_DEPTH - 1) })).toBeNull();
    expect(findJsonFault({ field: nested(MAX_JSON_DEPTH) })).toEqual({ field: 'field', reason: 'too-deep' });
  });

  it('walks a hundred thousand levels without overflowing the stack', () => {
    expect(findJsonFault(nested(100_000))).toEqual({ field: 'body', reason: 'too-deep' });
  });
});

describe('mayNestBeyond', () => {
  it('is false for a body with few brackets and true once there are more than the depth', () => {
    expect(mayNestBeyond('{"a":[1,2],"b":{}}', 3)).toBe(false);
    expect(mayNestBeyond('[[[[', 3)).toBe(true);
  });
});
