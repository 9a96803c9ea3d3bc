import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isDiskFull, isResourceExhausted, isTransientDatabaseError } from './pool.ts';

const pgError = (code: string) => Object.assign(new Error('from the server'), { code });

describe('what a database error means for the answer', () => {
  it('takes every resource error of SQLSTATE class 53 as "out of a resource", and only 53100 as a full disk', () => {
    for (const code of ['53000', '53100', '53200', '53300', '53400']) {
      expect(isResourceExhausted(pgError(code))).toBe(true);
      expect(isTransientDatabaseError(pgError(code))).toBe(true);
    }
    expect(isDiskFull(pgError('53100'))).toBe(true);
    expect(isDiskFull(pgError('53200'))).toBe(false);
  });

  it('does not take a bug or a refused write for a passing fault', () => {
    for (const code of ['23505', '42P01', '22001', '5300']) {
      expect(isResourceExhausted(pgError(code))).toBe(false);
      expect(isTransientDatabaseError(pgError(code))).toBe(false);
    }
    expect(isTransientDatabaseError(new Error('undefined is not a function'))).toBe(false);
  });

  it('still takes a lost or refused connection for unavailability', () => {
    expect(isDatabaseUnavailable(pgError('57P01'))).toBe(true);
    expect(isTransientDatabaseError(pgError('ECONNREFUSED'))).toBe(true);
  });
});
