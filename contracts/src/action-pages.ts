import {
  fromBase64Url,
  isRealInstant,
  cursorParam,
  MICROSECOND_INSTANT,
  toBase64Url,
  UUID,
} from './incident-pages.ts';

/**
 * Paging of GET /api/actions, as GET /api/incidents pages (the same X-Next-Cursor and
 * X-Total-Count headers): where a page ends in the list's order, soonest due first, then the
 * earliest raised, the id breaking ties.
 */
export type ActionCursor = { dueDate: string; raisedAt: string; id: string };

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const encodeActionCursor = ({ dueDate, raisedAt, id }: ActionCursor): string =>
  toBase64Url(`${dueDate}|${raisedAt}|${id}`);

/** The position inside a cursor, or null when it is not one the server gave out. */
export const decodeActionCursor = (cursor: string): ActionCursor | null => {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) return null;
  let plain: string;
  try {
    plain = fromBase64Url(cursor);
  } catch {
    return null;
  }
  const [dueDate, raisedAt, id, ...rest] = plain.split('|');
  if (rest.length > 0 || !dueDate || !raisedAt || !id) return null;
  if (!DATE.test(dueDate) || !isRealInstant(`${dueDate}T00:00:00.000000Z`)) return null;
  if (!MICROSECOND_INSTANT.test(raisedAt) || !isRealInstant(raisedAt) || !UUID.test(id)) return null;
  return { dueDate, raisedAt, id };
};

export const ActionCursorParam = cursorParam(decodeActionCursor);
