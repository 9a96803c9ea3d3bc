import type { AccessLogKind } from '@hs/contracts';
import type pg from 'pg';

export type AccessLogEntryIn = {
  at: Date;
  userId: string;
  userName: string;
  role: string;
  kind: AccessLogKind;
  subjectId: string;
  clientIp: string | null;
};

type Log = { error: (fields: object, message: string) => void };

const FLUSH_AFTER_MS = 200;
const FLUSH_AT = 100;

/**
 * Writes access-log rows off the read's path: entries are queued and inserted together a moment
 * later (one statement), and `stop` writes what is left, so a normal shutdown loses none.
 */
export class AccessLogRecorder {
  private pending: AccessLogEntryIn[] = [];
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly pool: Pick<pg.Pool, 'query'>,
    private readonly log: Log,
  ) {}

  record(entry: AccessLogEntryIn): void {
    this.pending.push(entry);
    if (this.pending.length >= FLUSH_AT) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), FLUSH_AFTER_MS);
  }

  /** Writes every entry queued so far; settles once they are in the table (or their loss is logged). */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.pending;
    this.pending = [];
    // One write at a time, in order: the log reads in the order things were seen.
    this.writing = this.writing.then(() => (batch.length > 0 ? this.write(batch) : undefined));
    return this.writing;
  }

  stop(): Promise<void> {
    return this.flush();
  }

  private async write(batch: AccessLogEntryIn[]): Promise<void> {
    try {
      await this.pool.query(
        `INSERT INTO access_log (at, user_id, user_name, role, kind, subject_id, client_ip)
         SELECT * FROM unnest($1::timestamptz[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[])`,
        [
          batch.map((e) => e.at),
          batch.map((e) => e.userId),
          batch.map((e) => e.userName),
          batch.map((e) => e.role),
          batch.map((e) => e.kind),
          batch.map((e) => e.subjectId),
          batch.map((e) => e.clientIp),
        ],
      );
    } catch (error) {
      this.log.error({ err: error, entries: batch }, 'access log entries could not be written');
    }
  }
}
