import { describe, expect, it } from 'vitest';
import { ActionCursorParam, decodeActionCursor, encodeActionCursor } from './action-pages.ts';

const position = {
  dueDate: '2026-12-07',
  raisedAt: '2026-11-30T15:04:05.123456Z',
  id: '0b0e6a52-7d1c-4b8e-9a55-3f1f2c9d8e01',
};

describe('the page position of the corrective-action list', () => {
  it('comes back as it was given out', () => {
    expect(decodeActionCursor(encodeActionCursor(position))).toEqual(position);
    expect(ActionCursorParam.parse(encodeActionCursor(position))).toEqual(position);
  });

  it('is refused when the server never gave it out: a made-up string, a day that does not exist', () => {
    expect(ActionCursorParam.safeParse('not-a-cursor').success).toBe(false);
    expect(decodeActionCursor(encodeActionCursor({ ...position, dueDate: '2026-02-30' }))).toBeNull();
    expect(decodeActionCursor(encodeActionCursor({ ...position, id: 'x' }))).toBeNull();
  });
});
