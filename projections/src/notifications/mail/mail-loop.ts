import pg from 'pg';
import nodemailer from 'nodemailer';
import { appUrlOf, type AppConfig } from '@hs/infra/config';
import { systemClock, type Clock } from '@hs/infra/clock';
import { createPool } from '@hs/infra/db';
import { retryUntilStopped, sleep } from '@hs/infra/runtime';
import { NOTIFICATIONS_CHANNEL } from '@hs/infra/signals';
import type { RunnerOptions } from '../../runtime/index.ts';
import { queueDueDigests } from './queue-digests.ts';
import { MAIL_OUTBOX_CHANNEL, QUEUE_BATCH, queueImmediateMails } from './queue-mails.ts';
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from './retry-policy.ts';
import { SEND_BATCH, sendDueMails, type MailTransport } from './send-mails.ts';

/** Longest sleep between rounds: a missed wake-up or a retry coming due waits no longer. */
const DEFAULT_POLL_MS = 5_000;
/** Digests go by the hour: looking once a minute is enough. */
const DEFAULT_DIGEST_EVERY_MS = 60_000;
/** Batches per round at most, so a long queue does not hold a round (and a stop) for long. */
const MAX_BATCHES_PER_ROUND = 20;
/** A mail server that does not answer in this time counts as a failed try. */
const SMTP_TIMEOUT_MS = 30_000;

export type MailLoopOptions = {
  url: string;
  log: RunnerOptions['log'];
  /** The base of links and the host of Message-IDs. */
  appUrl: string;
  siteTimeZone: string;
  from: string;
  /** Null without SMTP_URL: mails are queued and stay pending in the outbox. */
  transport: MailTransport | null;
  clock?: Clock;
  retry?: RetryPolicy;
  pollMs?: number;
  digestEveryMs?: number;
};

export type MailLoop = { stop: () => Promise<void> };

/** The nodemailer transport of SMTP_URL, with bounded waits. */
export const smtpTransport = (smtpUrl: string): MailTransport =>
  nodemailer.createTransport(smtpUrl, {
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });

/** The mail loop's settings from the environment: SMTP_URL, MAIL_FROM, APP_URL, TIME_ZONE. */
export const mailLoopOptionsOf = (
  config: AppConfig,
): Pick<MailLoopOptions, 'appUrl' | 'siteTimeZone' | 'from' | 'transport'> => ({
  appUrl: appUrlOf(config),
  siteTimeZone: config.TIME_ZONE,
  from: config.MAIL_FROM ?? '',
  transport: config.SMTP_URL ? smtpTransport(config.SMTP_URL) : null,
});

/**
 * Queues the mails of new notifications and due digests, and sends the outbox when an SMTP server
 * is set. It wakes on the database's notices of new notifications and mails, and polls as a
 * fallback. Several processes may run it: every step takes its rows with SKIP LOCKED.
 */
export const startMailLoop = (options: MailLoopOptions): MailLoop => {
  const clock = options.clock ?? systemClock(options.siteTimeZone);
  const retry = options.retry ?? DEFAULT_RETRY_POLICY;
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  const digestEveryMs = options.digestEveryMs ?? DEFAULT_DIGEST_EVERY_MS;
  const pool = createPool({
    url: options.url,
    max: 2,
    connectTimeoutMs: 5_000,
    statementTimeoutMs: 30_000,
    applicationName: 'mail',
    onError: (error) => options.log.warn({ err: error }, 'idle mail connection lost'),
  });
  const stopping = new AbortController();
  let listener: pg.Client | null = null;
  let wake: AbortController = new AbortController();
  let digestsCheckedAt = 0;

  const listen = async () => {
    if (listener) return;
    const client = new pg.Client({ connectionString: options.url, application_name: 'mail-listener' });
    client.on('error', () => {});
    await client.connect();
    client.on('notification', () => wake.abort());
    await client.query(`LISTEN ${NOTIFICATIONS_CHANNEL}`);
    await client.query(`LISTEN ${MAIL_OUTBOX_CHANNEL}`);
    listener = client;
  };
  const dropListener = async () => {
    const client = listener;
    listener = null;
    await client?.end().catch(() => {});
  };

  const round = async () => {
    const appUrl = options.appUrl;
    for (let i = 0; i < MAX_BATCHES_PER_ROUND; i += 1) {
      if ((await queueImmediateMails(pool, { now: clock.now(), appUrl })) < QUEUE_BATCH) break;
    }
    if (Date.now() - digestsCheckedAt >= digestEveryMs) {
      await queueDueDigests(pool, { now: clock.now(), appUrl, siteTimeZone: options.siteTimeZone });
      digestsCheckedAt = Date.now();
    }
    if (!options.transport) return;
    for (let i = 0; i < MAX_BATCHES_PER_ROUND; i += 1) {
      const taken = await sendDueMails(pool, options.transport, {
        now: () => clock.now(),
        from: options.from,
        retry,
      });
      if (taken < SEND_BATCH) break;
    }
  };

  const running = retryUntilStopped({
    signal: stopping.signal,
    step: async () => {
      await listen();
      // A notice arriving during the round wakes the next sleep at once.
      wake = new AbortController();
      await round();
      await sleep(pollMs, AbortSignal.any([wake.signal, stopping.signal]));
    },
    onFailure: async (error, failures) => {
      if (failures === 1) options.log.warn({ err: error }, 'the mail loop failed; trying again');
      await dropListener();
    },
    backoffMs: (failures) => Math.min(pollMs * failures, 30_000),
  });

  let stopped: Promise<void> | null = null;
  return {
    stop: () =>
      (stopped ??= (async () => {
        stopping.abort();
        await running;
        await dropListener();
        await pool.end();
      })()),
  };
};
