import { hash } from 'node:crypto';
import { canonicalJson } from '@hs/infra/event-store';
import { HttpProblem } from '@hs/infra/http';

const keyPattern = /^[A-Za-z0-9._:-]{8,128}$/;

/** The Idempotency-Key header, validated; undefined when the client sent none. */
export const idempotencyKeyOf = (header: string | string[] | undefined): string | undefined => {
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !keyPattern.test(header)) {
    throw new HttpProblem(
      400,
      'Invalid request',
      'Idempotency-Key must be 8 to 128 letters, digits or . _ : -',
      [{ field: 'Idempotency-Key', reason: 'Invalid format' }],
    );
  }
  return header;
};

/**
 * The aggregate id a keyed request creates is derived from the key (a UUIDv8 of its sha256), so
 * a retried request targets the same new stream and the event store's "stream must not exist"
 * check makes the retry a replay instead of a second record, even when both arrive at once.
 */
export const idFromIdempotencyKey = (scope: string, key: string): string => {
  const hex = hash('sha256', `${scope}\n${key}`, 'hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

export const requestHash = (body: unknown): string => hash('sha256', canonicalJson(body), 'hex');

export const keyReusedProblem = () =>
  new HttpProblem(
    422,
    'Idempotency key reused',
    'This Idempotency-Key was already used for a different request. Use a new key for a new submission.',
    [{ field: 'Idempotency-Key', reason: 'Already used for a different request' }],
  );
