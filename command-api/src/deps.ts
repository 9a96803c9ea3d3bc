import type { EventStore } from '@hs/infra/event-store';
import type { Keyring } from '@hs/infra/personal-data';
import type { LoginThrottle, SessionStore, verifyPassword } from '@hs/infra/auth';
import type { BlobStore } from '@hs/infra/blobs';
import type { Clock } from '@hs/infra/clock';
import type pg from 'pg';
import type { UploadLimits } from './documents/upload-quota.ts';

/** What every command route is given; its own file so route files never import the composition. */
export type CommandApiDeps = {
  store: EventStore;
  /** People's data keys: erasing a person's personal data destroys theirs. */
  keyring: Keyring;
  pool: pg.Pool;
  sessions: SessionStore;
  throttle: LoginThrottle;
  /** Uploaded document files (shared with the query API, which serves downloads). */
  blobs: BlobStore;
  /** The instant and the site's time zone every command is stamped with. */
  clock: Clock;
  /** The password check of sign-in; tests pass one that counts its calls. */
  verifyPassword?: typeof verifyPassword;
  /** Daily quota and rate of uploads per user (uploadLimitsOf(config)). */
  uploadLimits: UploadLimits;
  /** Seconds between passes that assign due required training (REQUIREMENT_ASSIGN_INTERVAL_S); 0 or unset: none. */
  requirementAssignIntervalS?: number;
};
