import { compareTokens, isConsistencyToken } from '@hs/contracts';

/**
 * Highest consistency token seen from any command response (docs/architecture.md, "The frontend").
 * Kept in memory only: after a reload the read models have long caught up, so nothing is lost.
 */
let highest: string | null = null;

export const rememberConsistencyToken = (token: string | null | undefined): void => {
  if (!token || !isConsistencyToken(token)) return;
  if (highest === null || compareTokens(token, highest) > 0) highest = token;
};

export const currentConsistencyToken = (): string | null => highest;
