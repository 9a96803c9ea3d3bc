import { describe, expect, it } from 'vitest';
import { postgresLogLevel } from './embedded-postgres.ts';

describe("the embedded server's log lines in the app's log", () => {
  it('keeps their weight: a PANIC or FATAL is an error, an ERROR a warning, LOG lines information', () => {
    expect(
      postgresLogLevel(
        '2026-12-02 04:00:00.000 UTC [42] PANIC:  could not write to file "pg_wal/xlogtemp.42": No space left on device',
      ),
    ).toBe('error');
    expect(
      postgresLogLevel('2026-12-02 04:00:00.000 UTC [42] FATAL:  the database system is in recovery mode'),
    ).toBe('error');
    expect(postgresLogLevel('2026-12-02 04:00:00.000 UTC [42] ERROR:  could not extend file')).toBe('warn');
    expect(
      postgresLogLevel(
        '2026-12-02 04:00:00.000 UTC [42] LOG:  database system is ready to accept connections',
      ),
    ).toBe('info');
    expect(postgresLogLevel('\tcontinued detail')).toBe('debug');
  });
});
