/** JSON with its object keys sorted: a value read back from jsonb (keys reordered) equals the original. */
const stable = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(stable)
    : value !== null && typeof value === 'object'
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((key) => [key, stable((value as Record<string, unknown>)[key])]),
        )
      : value;

/** Equal as data: the same primitives, arrays in the same order, objects with the same entries. */
export const sameValue = (a: unknown, b: unknown): boolean =>
  a === b || JSON.stringify(stable(a)) === JSON.stringify(stable(b));
