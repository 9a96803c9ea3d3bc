import { Worker } from 'node:worker_threads';
import { comparePositions, type LogPosition } from '@hs/infra/event-store';
import type { LogSignals } from '@hs/infra/signals';
import type { ProjectionStatus, RunnerOptions } from './runtime/index.ts';
import type { AppConfig } from '@hs/infra/config';
import { allProjections } from './all-projections.ts';
import { reactorStatusName } from './notifications/reactor.ts';

/** What the projection thread is given when it starts. */
export type ProjectionThreadData = {
  /** The module the thread runs, and tsx's API that lets it load TypeScript. */
  entry: string;
  tsx: string;
  /** The database as the parent reached it (embedded PostgreSQL's address is only known then). */
  url: string;
  config: AppConfig;
};

export type ToProjectionThread =
  | { kind: 'appended'; position: LogPosition }
  | { kind: 'awaited'; projections: readonly string[]; target: LogPosition }
  | { kind: 'stop' };

export type FromProjectionThread =
  | { kind: 'checkpoint'; name: string; position: LogPosition }
  | { kind: 'parked'; name: string; count: number }
  | { kind: 'statuses'; statuses: ProjectionStatus[] }
  | { kind: 'ready' }
  | { kind: 'log'; level: 'info' | 'warn' | 'error'; fields: object; message: string };

export type ProjectionHost = {
  statuses: () => ProjectionStatus[];
  /** Settles once every read model has its tables: reads can be served. */
  ready: Promise<void>;
  stop: () => Promise<void>;
};

/** Wait before starting a thread again that ended without being asked to. */
const RESTART_AFTER_MS = 1000;
/** Longest wait for the thread to close its connections before it is terminated. */
const STOP_TIMEOUT_MS = 10_000;

// A worker thread does not inherit tsx's module hooks: it registers them itself, then loads the entry.
const BOOTSTRAP = `
const { workerData } = require('node:worker_threads');
import(workerData.tsx).then((tsx) => {
  tsx.register();
  return import(workerData.entry);
});
`;

/**
 * The projections of this process on a thread of their own (docs/performance.md, "Projections").
 * Under the command load the runners' work (reading and parsing the log, building rows, their round
 * trips) shared the API's event loop: every request waited behind it, and a batch waited behind the
 * requests. On its own thread a batch is applied while the API serves. The thread has its own
 * connections; appends of this process and reads waiting for a position are passed to it,
 * checkpoints and statuses come back, so read-your-writes works exactly as with the runners in the
 * API's thread.
 */
export const startProjectionsInThread = (options: {
  url: string;
  config: AppConfig;
  signals: LogSignals;
  log: RunnerOptions['log'];
}): ProjectionHost => {
  const { signals, log } = options;
  const data: ProjectionThreadData = {
    entry: new URL('./projection-thread.ts', import.meta.url).href,
    tsx: import.meta.resolve('tsx/esm/api'),
    url: options.url,
    config: options.config,
  };
  let statuses: ProjectionStatus[] = [...allProjections.map((p) => p.name), reactorStatusName()].map(
    (name) => ({ name, state: 'starting', checkpoint: '0:0', lastParked: null }),
  );
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  let worker: Worker | null = null;
  let stopping = false;
  let restartTimer: NodeJS.Timeout | null = null;

  const send = (message: ToProjectionThread) => worker?.postMessage(message);
  // Appends come by the thousand a second under load: the furthest one, once per turn of the loop.
  let appended: LogPosition | null = null;
  const onAppended = (position: LogPosition) => {
    if (appended === null) {
      setImmediate(() => {
        if (appended) send({ kind: 'appended', position: appended });
        appended = null;
      });
    }
    if (appended === null || comparePositions(position, appended) > 0) appended = position;
  };
  const onAwaited = (projections: readonly string[], target: LogPosition) =>
    send({ kind: 'awaited', projections, target });

  const receive = (message: FromProjectionThread) => {
    if (message.kind === 'checkpoint') signals.emit('checkpoint', message.name, message.position);
    else if (message.kind === 'parked') signals.emit('parked', message.name, message.count);
    else if (message.kind === 'statuses') statuses = message.statuses;
    else if (message.kind === 'ready') markReady();
    else if (message.kind === 'log') log[message.level](message.fields, message.message);
  };

  const start = () => {
    const thread = new Worker(BOOTSTRAP, { eval: true, workerData: data, name: 'projections' });
    worker = thread;
    thread.on('message', receive);
    thread.on('error', (error) => log.error({ err: error }, 'the projection thread failed'));
    thread.on('exit', (code) => {
      if (worker === thread) worker = null;
      if (stopping) return;
      log.error({ code }, `the projection thread ended; starting it again in ${RESTART_AFTER_MS} ms`);
      restartTimer = setTimeout(start, RESTART_AFTER_MS);
    });
  };

  signals.on('appended', onAppended);
  signals.on('awaited', onAwaited);
  start();

  return {
    statuses: () => statuses,
    ready,
    stop: async () => {
      stopping = true;
      if (restartTimer) clearTimeout(restartTimer);
      signals.off('appended', onAppended);
      signals.off('awaited', onAwaited);
      const thread = worker;
      if (!thread) return;
      const exited = new Promise((resolve) => thread.once('exit', resolve));
      send({ kind: 'stop' });
      const timer = setTimeout(() => void thread.terminate(), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    },
  };
};
