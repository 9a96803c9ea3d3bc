/**
 * The projection thread (started by `startProjectionsInThread`): every projection's runner, with
 * connections of its own, fed the parent's appends and reads-in-waiting through messages.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { LogSignals } from '@hs/infra/signals';
import type { ProjectionStatus, RunnerOptions } from './runtime/index.ts';
import { createPool } from '@hs/infra/db';
import { openEventStore } from '@hs/infra/runtime';
import { personalData } from '@hs/domain';
import { eventStores } from '@hs/scale-out';
import type {
  FromProjectionThread,
  ProjectionThreadData,
  ToProjectionThread,
} from './projections-in-thread.ts';
import { startProjections } from './start-projections.ts';

/** How often the statuses (for /readyz) go to the parent when they changed. */
const STATUS_EVERY_MS = 250;

const port = parentPort!;
const { url, config } = workerData as ProjectionThreadData;
const send = (message: FromProjectionThread) => port.postMessage(message);

// Errors travel as their text: a message holds only what can be copied between threads.
const plain = (fields: object): object =>
  Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [
      key,
      value instanceof Error ? { type: value.name, message: value.message, stack: value.stack } : value,
    ]),
  );
const logAt =
  (level: 'info' | 'warn' | 'error') =>
  (fields: object, message: string): void =>
    send({ kind: 'log', level, fields: plain(fields), message });
const log: RunnerOptions['log'] = { info: logAt('info'), warn: logAt('warn'), error: logAt('error') };

// The stores are built on a pool; the runners read the log on connections of their own.
const pool = createPool({
  url,
  max: 2,
  connectTimeoutMs: config.DB_CONNECT_TIMEOUT_MS,
  statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
  applicationName: 'projections',
  onError: (error) => log.warn({ err: error }, 'idle database connection lost'),
});
// Wake-ups arrive from the parent, which listens to the database for the other processes.
const signals = new LogSignals(null, null);
// Appends are announced by the parent, which appends: this thread only reads the log.
const opened = openEventStore(config, eventStores, { pool, announceAppend: () => {}, personalData });
const projections = startProjections({ url, store: opened.store, signals, log, config });

void projections.ready.then(() => send({ kind: 'ready' }));
signals.on('checkpoint', (name, position) => send({ kind: 'checkpoint', name, position }));
signals.on('parked', (name, count) => send({ kind: 'parked', name, count }));
let sentStatuses = '';
const sendStatuses = () => {
  const statuses: ProjectionStatus[] = projections.statuses();
  const text = JSON.stringify(statuses);
  if (text === sentStatuses) return;
  sentStatuses = text;
  // Copied as the message is posted, so the runners may go on changing theirs.
  send({ kind: 'statuses', statuses });
};
const statusTimer = setInterval(sendStatuses, STATUS_EVERY_MS);

port.on('message', (message: ToProjectionThread) => {
  if (message.kind === 'appended') signals.emit('appended', message.position);
  else if (message.kind === 'awaited') signals.emit('awaited', message.projections, message.target);
  else if (message.kind === 'stop') void stop();
});

const stop = async () => {
  clearInterval(statusTimer);
  await projections.stop();
  sendStatuses();
  await opened.close();
  await pool.end();
  // Nothing is left to run: the thread ends.
  port.close();
};
