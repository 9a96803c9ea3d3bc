/**
 * Canonical JSON in the manner of RFC 8785: object keys sorted, no whitespace, numbers and strings
 * as JSON.stringify writes them. PostgreSQL's jsonb does not keep key order, so hashes are taken
 * over this form, which survives the round trip through the database.
 */
export const canonicalJson = (value: unknown): string => {
  if (value === null || typeof value !== 'object') {
    const text = JSON.stringify(value);
    if (text === undefined) throw new TypeError(`Not representable in JSON: ${String(value)}`);
    return text;
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
};
