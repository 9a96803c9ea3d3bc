/**
 * A shallow copy of `source`'s own fields, leaving out `omit`. A plain loop rather than
 * `{ ...source }` or a rest pattern: the spread was measurably slower on the path of every report
 * (docs/performance.md, "Append path").
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
