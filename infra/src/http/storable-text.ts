/** The reason given for such text, in the contracts' words (contracts/src/bounds.ts). */
export const UNSTORABLE_REASON =
  'Contains a character that cannot be saved (an invisible NUL or a broken symbol)';

/** Text PostgreSQL can store: no NUL character (text columns and jsonb refuse it), no lone surrogate. */
export const isStorableText = (text: string): boolean => !text.includes('\u0000') && text.isWellFormed();

/** Deeper than any body the APIs accept; a limit so no walk (ours, zod's, pino's) meets a deep one. */
export const MAX_JSON_DEPTH = 32;

export type JsonFault = { field: string; reason: 'too-deep' | 'unstorable' };

type Pending = { value: unknown; path: string; depth: number };

const joinKey = (path: string, key: string) => (path ? `${path}.${key}` : key);

/**
 * The first value of a parsed JSON body that must be refused: nested beyond MAX_JSON_DEPTH, or
 * text that cannot be stored. Walked with a stack of its own, so depth cannot overflow the call
 * stack; the field names the path to the value (the top-level field for one too deep).
 */
export const findJsonFault = (root: unknown): JsonFault | null => {
  const pending: Pending[] = [{ value: root, path: '', depth: 0 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value, path, depth } = next;
    if (typeof value === 'string') {
      if (!isStorableText(value)) return { field: path || 'body', reason: 'unstorable' };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_JSON_DEPTH) return { field: path.split(/[.[]/)[0] || 'body', reason: 'too-deep' };
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) {
        pending.push({ value: value[i], path: `${path}[${i}]`, depth: depth + 1 });
      }
      continue;
    }
    const entries = Object.entries(value);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, item] = entries[i]!;
      if (!isStorableText(key)) return { field: path || 'body', reason: 'unstorable' };
      pending.push({ value: item, path: joinKey(path, key), depth: depth + 1 });
    }
  }
  return null;
};

/** At most how deep a JSON text can nest: every level opens with `[` or `{` (inside strings too). */
export const mayNestBeyond = (text: string, depth: number): boolean => {
  let openings = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code === 0x5b || code === 0x7b) && ++openings > depth) return true;
  }
  return false;
};
