import type { SiteSettings } from '@hs/contracts';
import type { EventStore } from '@hs/infra/event-store';
import type { CheckpointTracker } from '@hs/infra/consistency';
import type { LogSignals } from '@hs/infra/signals';
import type { BlobStore } from '@hs/infra/blobs';
import type pg from 'pg';
import type { AccessLogRecorder } from './access-log/access-log-recorder.ts';

/** What every query route is given; its own file so route files never import the composition. */
export type QueryApiDeps = {
  pool: pg.Pool;
  /** Read side only: the audit export reads streams exactly as stored. */
  store: Pick<EventStore, 'readStream' | 'verify'>;
  tracker: CheckpointTracker;
  /** New notifications of a person, and ended sessions, for the notification streams. */
  signals: Pick<LogSignals, 'on' | 'off'>;
  consistencyWaitMs: number;
  /** Today's date (YYYY-MM-DD) for figures that depend on it; injectable for tests. */
  today: () => string;
  /** The instant deadlines, overdue rules and inspection periods are measured against; injectable for tests. */
  now: () => Date;
  /** Safety contacts and time zone of the site (GET /api/settings). */
  site: Omit<SiteSettings, 'today'>;
  /** Whether SMTP_URL is set: without it notification mails stay in the outbox. */
  smtpConfigured: boolean;
  /** Document files, read for downloads (the command API writes them). */
  blobs: Pick<BlobStore, 'open'>;
  /** Who saw what: health data and audit records opened (access-log.routes.ts). */
  accessLog: Pick<AccessLogRecorder, 'record' | 'flush' | 'stop'>;
};
