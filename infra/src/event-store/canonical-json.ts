/**
 * Canonical JSON in the manner of RFC 8785: object keys sorted, no whitespace, numbers and strings
 * as JSON.stringify writes them. PostgreSQL's jsonb does not keep key order, so hashes are taken
 * over this form, which survives the round trip through the database. Written with plain loops:
 * it runs for every event appended (issue 8).
 */
export const canonicalJson = (value: unknown): string => {
  if (value === null || typeof value !== 'object') {
    const text = JSON.stringify(value);
    if (text === undefined) throw new TypeError(`Not representable in JSON: ${String(value)}`);
    return text;
  }
  if (Array.isArray(value)) {
    let text = '[';
    for (let i = 0; i < value.length; i++) text += (i > 0 ? ',' : '') + canonicalJson(value[i]);
    return `${text}]`;
  }
  const record = value as Record<string, unknown>;
  // The default sort compares UTF-16 code units, as RFC 8785 asks.
  const keys = Object.keys(record).sort();
  let text = '{';
  for (const key of keys) {
    const item = record[key];
    if (item === undefined) continue;
    if (text.length > 1) text += ',';
    text += `${JSON.stringify(key)}:${canonicalJson(item)}`;
  }
  return `${text}}`;
};
