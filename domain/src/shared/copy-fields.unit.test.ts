import { describe, expect, it } from 'vitest';
import { copyFields } from './copy-fields.ts';

describe('copyFields', () => {
  it('copies every field but the omitted ones, leaving the source as it was', () => {
    const source = { a: 1, b: 'two', c: [3], d: null };
    const copy = copyFields(source, 'b');
    expect(copy).toEqual({ a: 1, c: [3], d: null });
    expect(copy).not.toBe(source);
    expect(source).toEqual({ a: 1, b: 'two', c: [3], d: null });
  });

  it('copies only own fields, as a spread does', () => {
    const source = Object.assign(Object.create({ inherited: true }) as object, { own: 1 });
    expect(copyFields(source)).toEqual({ own: 1 });
  });
});
