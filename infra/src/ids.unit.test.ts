import { describe, expect, it } from 'vitest';
import { newId } from './ids.ts';

describe('new ids', () => {
  it('are UUIDs that sort in the order they were made, also within one millisecond', () => {
    const ids = Array.from({ length: 5_000 }, newId);
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
