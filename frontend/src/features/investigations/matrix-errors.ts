import type { z } from 'zod';

/** Field reasons by dotted path ("bands.1.maxScore"), from the contract's issues or the server's. */
export const issuesByPath = (issues: readonly z.core.$ZodIssue[]): Record<string, string> => {
  const result: Record<string, string> = {};
  for (const issue of issues) result[issue.path.join('.')] ??= issue.message;
  return result;
};

/** The server names a field as "bands/1/maxScore" or "bands.1.maxScore": both read the same here. */
export const dottedKeys = (errors: Record<string, string>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(errors).map(([key, reason]) => [key.replaceAll('/', '.').replace(/^\./, ''), reason]),
  );
