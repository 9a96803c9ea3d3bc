/**
 * Canonical JSON in the manner of RFC 8785: object keys sorted, no whitespace, numbers and strings
 * as JSON.stringify writes them. PostgreSQL's jsonb does not keep key order, so hashes are taken
 * over this form, which survives the round trip through the database. Written with plain loops, a
 * fast path for primitives and quoted keys kept for reuse: it runs for every event appended
 * (issue 8: 6.7 µs -> 4.7 µs for an incident report).
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
  // The default sort compares UTF-16 code units, as RFC 8785 asks.
  const keys = Object.keys(record).sort();
  let text = '{';
  for (const key of keys) {
    const item = record[key];
    if (item === undefined) continue;
    if (text.length > 1) text += ',';
    text += `${quotedKey(key)}:${canonicalJson(item)}`;
  }
  return `${text}}`;
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
