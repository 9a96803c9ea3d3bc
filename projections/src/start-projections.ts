import { ConfigError, type AppConfig } from '@hs/infra/config';
import { systemClock } from '@hs/infra/clock';
import type { LogPublisher } from '@hs/infra/event-bus';
import type { ReadLog, SubscribableEventStore } from '@hs/infra/event-store';
import type { LogSignals } from '@hs/infra/signals';
import { eventBusOf } from '@hs/scale-out';
import { allProjections } from './all-projections.ts';
import { startLogCheckpointLoop, type LogCheckpointLoop } from './audit/log-checkpoint-loop.ts';
import { startErasureRebuildLoop } from './privacy/erasure-rebuild-loop.ts';
import { NotificationReactor } from './notifications/reactor.ts';
import type { EventRule } from './notifications/rule.ts';
import { eventRules, readModelsOf, timerRules } from './notifications/rules/index.ts';
import { createRuleContext } from './notifications/rule-context.ts';
import { startTimerLoop, type TimerLoop } from './notifications/timers/timer-loop.ts';
import {
  mailLoopOptionsOf,
  startMailLoop,
  type MailLoop,
  type MailLoopOptions,
} from './notifications/mail/index.ts';
import {
  BusFedProjections,
  LogTail,
  ProjectionRunner,
  type Projection,
  type ProjectionStatus,
  type RunnerOptions,
} from './runtime/index.ts';

export type RunningProjections = {
  runners: ProjectionRunner[];
  /** Publishes the log to the event bus when there is one (KAFKA_BROKERS). */
  relay: LogPublisher | null;
  /** The per-stream projections fed by the event bus when PROJECTION_SOURCE=kafka. */
  busFed: BusFedProjections | null;
  /** Turns the log into notifications, after the read models its rules look up. */
  reactor: NotificationReactor;
  /** Looks for due timers at once: a test that moved the clock forward does not wait out a nap. */
  wakeTimers: () => void;
  statuses: () => ProjectionStatus[];
  /**
   * Settles once every read model of the runners has its tables, and the reactor knows where it
   * starts: reads can be served, and what is done from now on is announced.
   */
  ready: Promise<void>;
  stop: () => Promise<void>;
};

/**
 * Starts every projection against one database: a log runner each, except that with
 * PROJECTION_SOURCE=kafka the per-stream ones are fed by the event bus instead (read models that
 * combine streams need the log's order). With a bus (KAFKA_BROKERS) its relay runs too; among all
 * processes one relay publishes at a time.
 */
export const startProjections = (options: {
  url: string;
  /** The log to read: `readLog`, or else the store's. */
  store?: SubscribableEventStore;
  readLog?: ReadLog;
  signals: LogSignals;
  log: RunnerOptions['log'];
  /** Event bus and mail settings; without them everything runs on the log and no mail is queued. */
  config?: AppConfig;
  projections?: readonly Projection[];
  /** The notification rules; all of them by default. */
  eventRules?: readonly EventRule[];
  /** The mail loop's clock, and for tests its transport and waits. */
  mail?: Partial<Pick<MailLoopOptions, 'clock' | 'transport' | 'retry' | 'pollMs' | 'digestEveryMs'>>;
}): RunningProjections => {
  const store = options.store;
  const readLog: ReadLog | undefined =
    options.readLog ??
    (store ? (client, after, limit) => store.readAllWith(client, after, limit) : undefined);
  if (!readLog) throw new Error('startProjections needs a store or a readLog');
  const projections = options.projections ?? allProjections;
  const config = options.config;
  const fromBus = config?.PROJECTION_SOURCE === 'kafka';
  if (fromBus && !config?.KAFKA_BROKERS) {
    throw new ConfigError('Invalid environment:\n  KAFKA_BROKERS: needed for PROJECTION_SOURCE=kafka');
  }
  const bus = config ? eventBusOf(config, options.log) : null;

  // The runners of this process read the recent log once between them.
  const tail = new LogTail(readLog);
  const runners = projections
    .filter((p) => !(fromBus && p.perStream))
    .map(
      (projection) =>
        new ProjectionRunner(projection, {
          url: options.url,
          signals: options.signals,
          readLog: tail.read,
          log: options.log,
        }),
    );
  for (const runner of runners) runner.start();
  // Erasures of personal data rebuild the read models the log feeds (bus-fed ones: not yet).
  const erasures = startErasureRebuildLoop({
    url: options.url,
    readLog: tail.read,
    rebuildFrom: readLog,
    projections: projections.filter((p) => !(fromBus && p.perStream)),
    signals: options.signals,
    log: options.log,
  });

  const relay =
    bus?.publisher({ url: options.url, readLog, signals: options.signals, log: options.log }) ?? null;
  relay?.start();

  const perStream = projections.filter((p) => p.perStream);
  const busFed =
    bus && fromBus && perStream.length > 0
      ? new BusFedProjections({
          url: options.url,
          bus,
          projections: perStream,
          readLog,
          signals: options.signals,
          log: options.log,
        })
      : null;
  busFed?.start();

  // Where projections run, the reactor runs: one instance active across processes (advisory lock).
  const rules = options.eventRules ?? eventRules;
  const reactor = new NotificationReactor({
    url: options.url,
    readLog: tail.read,
    signals: options.signals,
    rules,
    readModels: readModelsOf(rules).filter((name) => projections.some((p) => p.name === name)),
    siteTimeZone: config?.TIME_ZONE ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
    log: options.log,
  });
  reactor.start();

  // Notifications are mailed where the projections run; it reads the employees read model.
  const tablesReady = Promise.all(runners.map((r) => r.tablesReady)).then(() => {});
  let mail: MailLoop | null = null;
  let timers: TimerLoop | null = null;
  // The global chain's checkpoints cover PostgreSQL's log (KurrentDB: docs/architecture.md).
  const checkpoints: LogCheckpointLoop | null =
    config?.EVENT_STORE === 'postgres'
      ? startLogCheckpointLoop({
          url: options.url,
          everyEvents: config.AUDIT_CHECKPOINT_EVERY_EVENTS,
          everyMs: config.AUDIT_CHECKPOINT_EVERY_MINUTES * 60_000,
          log: options.log,
        })
      : null;
  let stopped = false;
  if (config) {
    void tablesReady.then(() => {
      if (stopped) return;
      // Deadlines fire where the reactor runs; they read the same read models (rule context).
      const timeZone = config.TIME_ZONE;
      timers = startTimerLoop({
        url: options.url,
        clock: options.mail?.clock ?? systemClock(timeZone),
        rules: timerRules,
        contextFor: (client, now) => createRuleContext(client, { timeZone, now }),
        log: options.log,
      });
      mail = startMailLoop({
        url: options.url,
        log: options.log,
        ...mailLoopOptionsOf(config),
        ...options.mail,
      });
    });
  }

  return {
    runners,
    relay,
    busFed,
    reactor,
    wakeTimers: () => timers?.wake(),
    statuses: () => [...runners.map((r) => r.status), ...(busFed?.statuses ?? []), reactor.status],
    ready: Promise.all([tablesReady, reactor.started]).then(() => {}),
    stop: async () => {
      stopped = true;
      await Promise.all([
        ...runners.map((r) => r.stop()),
        relay?.stop(),
        busFed?.stop(),
        reactor.stop(),
        mail?.stop(),
        timers?.stop(),
        checkpoints?.stop(),
        erasures.stop(),
      ]);
    },
  };
};
