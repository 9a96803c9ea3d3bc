/** Tries of one mail before it is marked failed and shown to admins. */
export const MAX_MAIL_ATTEMPTS = 8;

export type RetryPolicy = {
  /** Wait after the first failed try; doubled after each further one. */
  firstRetryMs: number;
  /** Longest wait between two tries. */
  maxRetryMs: number;
  maxAttempts: number;
};

/** 30 s, 1 min, 2 min ... up to 1 h: eight tries span a little over an hour of SMTP outage. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  firstRetryMs: 30_000,
  maxRetryMs: 3_600_000,
  maxAttempts: MAX_MAIL_ATTEMPTS,
};

/** The wait before the next try after `attempts` failed ones (1, 2, ...). */
export const retryDelayMs = (attempts: number, policy: RetryPolicy): number =>
  Math.min(policy.maxRetryMs, policy.firstRetryMs * 2 ** Math.min(Math.max(attempts - 1, 0), 30));
