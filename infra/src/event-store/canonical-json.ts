/**
 * Canonical JSON in the manner of RFC 8785: object keys sorted, no whitespace, numbers and strings
 * as JSON.stringify writes them. PostgreSQL's jsonb does not keep key order, so hashes are taken
 * over this form, which survives the round trip through the database. Written with plain loops, a
 * fast path for primitives and quoted keys kept for reuse: it runs for every event appended
 * (docs/performance.md, "Append path").
 */
export const canonicalJson = (value: unknown): string => {
  switch (typeof value) {
    case 'string':
    case 'number':
      return JSON.stringify(value);
    case 'boolean':
      return value ? 'true' : 'false';
    case 'object':
      if (value === null) return 'null';
      return Array.isArray(value) ? arrayText(value) : objectText(value as Record<string, unknown>);
    default: {
      const text = JSON.stringify(value);
      if (text === undefined) throw new TypeError(`Not representable in JSON: ${String(value)}`);
      return text;
    }
  }
};

const arrayText = (value: readonly unknown[]): string => {
  let text = '[';
  for (let i = 0; i < value.length; i++) text += (i > 0 ? ',' : '') + canonicalJson(value[i]);
  return `${text}]`;
};

const objectText = (record: Record<string, unknown>): string => {
  const keys = sortedKeysOf(record);
  let text = '{';
  for (const key of keys) {
    const item = record[key];
    if (item === undefined) continue;
    if (text.length > 1) text += ',';
    text += `${quotedKey(key)}:${canonicalJson(item)}`;
  }
  return `${text}}`;
};

type KeyOrder = { keys: readonly string[]; sorted: readonly string[] };

/** The sorted keys of recent records, by key count and first key; checked in full before use. */
const keyOrders = new Map<string, KeyOrder>();

const sameKeys = (a: readonly string[], b: readonly string[]) => {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
};

/**
 * The record's keys in sorted order. Records of one event type come with the same keys in the same
 * order, so a large record's sorted keys are kept and reused once its keys are found equal, one by
 * one, to those they were sorted from: sorting was a large share of a report's text
 * (docs/performance.md, "Append path"). Small records are sorted each time.
 */
const sortedKeysOf = (record: Record<string, unknown>): readonly string[] => {
  const keys = Object.keys(record);
  // The default sort compares UTF-16 code units, as RFC 8785 asks.
  if (keys.length < 8) return keys.sort();
  const id = `${keys.length}:${keys[0]}`;
  const known = keyOrders.get(id);
  if (known && sameKeys(known.keys, keys)) return known.sorted;
  const sorted = [...keys].sort();
  if (known || keyOrders.size < 1_000) keyOrders.set(id, { keys, sorted });
  return sorted;
};

/** Events of one type share their keys; their quoted forms are kept (up to a bound). */
const quotedKeys = new Map<string, string>();
const quotedKey = (key: string): string => {
  let quoted = quotedKeys.get(key);
  if (quoted === undefined) {
    quoted = JSON.stringify(key);
    if (quotedKeys.size < 10_000) quotedKeys.set(key, quoted);
  }
  return quoted;
};
