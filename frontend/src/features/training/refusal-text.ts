import { failureText, HttpError } from '@/lib/http';

/**
 * The server's sentence for a refused registration or completion ("You are already registered
 * for this training."), without the field list the problem also carries; else the fallback.
 */
export const refusalText = (error: unknown, fallback: string): string =>
  error instanceof HttpError && error.problem?.detail ? error.problem.detail : failureText(error, fallback);
