import { z } from 'zod';

/**
 * Paging of GET /api/incidents. The body stays the array of rows every client reads; where the
 * next page starts and how many match travel in these headers, as GitHub's lists do.
 */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';
export const TOTAL_COUNT_HEADER = 'x-total-count';
/** "exact", or "estimate" when more match than the server counts one by one. */
export const TOTAL_COUNT_KIND_HEADER = 'x-total-count-kind';

/** Where a page ends in the list's order (newest first, id breaking ties): the last row's creation and id. */
export type IncidentCursor = { createdAt: string; id: string };

/** PostgreSQL's timestamptz to the microsecond, in UTC, so no two rows' positions blur together. */
export const MICROSECOND_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const toBase64Url = (s: string) => btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
export const fromBase64Url = (s: string) => atob(s.replace(/-/g, '+').replace(/_/g, '/'));

/** Date.parse rolls 30 February over to March and takes year 0, which PostgreSQL refuses. */
export const isRealInstant = (instant: string): boolean => {
  const time = Date.parse(instant);
  return (
    !Number.isNaN(time) &&
    instant >= '0001' &&
    new Date(time).toISOString().slice(0, 19) === instant.slice(0, 19)
  );
};

/** The opaque cursor a page hands out. */
export const encodeIncidentCursor = ({ createdAt, id }: IncidentCursor): string =>
  toBase64Url(`${createdAt}|${id}`);

/** The position inside a cursor, or null when it is not one the server gave out. */
export const decodeIncidentCursor = (cursor: string): IncidentCursor | null => {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) return null;
  let plain: string;
  try {
    plain = fromBase64Url(cursor);
  } catch {
    return null;
  }
  const [createdAt, id, ...rest] = plain.split('|');
  if (rest.length > 0 || !createdAt || !id) return null;
  if (!MICROSECOND_INSTANT.test(createdAt) || !isRealInstant(createdAt) || !UUID.test(id)) return null;
  return { createdAt, id };
};

/** A cursor in a query string: at most this long (a real one is under a hundred characters). */
export const MAX_CURSOR_LENGTH = 200;

/** A cursor query parameter that `decode` reads, refused with one message when it cannot. */
export const cursorParam = <T>(decode: (value: string) => T | null) =>
  z
    .string()
    .max(MAX_CURSOR_LENGTH)
    .transform((value, ctx) => {
      const cursor = decode(value);
      if (!cursor) {
        ctx.addIssue({
          code: 'custom',
          message: 'Not a page position this list gave out; start from the first page',
        });
        return z.NEVER;
      }
      return cursor;
    });

export const IncidentCursorParam = cursorParam(decodeIncidentCursor);
