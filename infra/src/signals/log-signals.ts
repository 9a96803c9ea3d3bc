import { EventEmitter } from 'node:events';
import pg from 'pg';
import { formatPosition, parsePosition, type LogPosition } from '../event-store/event-store.port.ts';

const APPENDED_CHANNEL = 'es_appended';
const NOTIFY_INTERVAL_MS = 5;
export const CHECKPOINT_CHANNEL = 'es_checkpoint';
/** A projection's parked events changed (payload: `<projection> <how many now>`). */
export const PARKED_CHANNEL = 'projection_parked';
/** Migration 006: a session row changed (payload: its user id). */
const SESSIONS_CHANNEL = 'sessions_changed';
/** Migration 029: the notifications reactor wrote new notifications for someone (payload: their id). */
export const NOTIFICATIONS_CHANNEL = 'notifications';

/**
 * Wake-ups for subscribers and consistency waits. In one process they travel through an
 * EventEmitter at once; across processes through LISTEN/NOTIFY. Appends are announced with one
 * coalesced NOTIFY rather than one per append, because NOTIFY inside every append transaction
 * serialises commits. Polling in the subscribers covers any lost signal.
 */
export class LogSignals extends EventEmitter<{
  appended: [LogPosition];
  checkpoint: [string, LogPosition];
  /** How many events a projection has parked now (sent before the checkpoint that passes them). */
  parked: [string, number];
  /**
   * A read waits for these projections to pass a position (read-your-writes): a runner of this
   * process that is pausing to let events gather goes on at once instead (in-process only).
   */
  awaited: [readonly string[], LogPosition];
  sessionsChanged: [string];
  /** New notifications for this person (their employee id) were committed. */
  notified: [string];
  /** Whether NOTIFYs from other processes reach this one (false after a lost connection). */
  listening: [boolean];
}> {
  private listener: pg.Client | null = null;
  private notifyPending: LogPosition | null = null;
  private notifying = false;
  private stopped = false;

  constructor(
    private readonly url: string | null,
    private readonly pool: pg.Pool | null,
    private readonly log: (message: string, error?: unknown) => void = () => {},
  ) {
    super();
    this.setMaxListeners(0);
  }

  /** Called by the event store after each successful append in this process. */
  announceAppend(position: LogPosition): void {
    this.emit('appended', position);
    if (!this.pool) return;
    this.notifyPending = position;
    if (!this.notifying) void this.flushNotify();
  }

  async start(): Promise<void> {
    if (this.url) await this.connectListener();
  }

  /** Whether the LISTEN connection is up now. */
  get isListening(): boolean {
    return this.listener !== null;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.listener) this.emit('listening', false);
    await this.listener?.end().catch(() => {});
    this.listener = null;
  }

  private async flushNotify(): Promise<void> {
    this.notifying = true;
    while (this.notifyPending && this.pool && !this.stopped) {
      const position = this.notifyPending;
      this.notifyPending = null;
      await this.pool
        .query('SELECT pg_notify($1, $2)', [APPENDED_CHANNEL, formatPosition(position)])
        .catch((error) => this.log('could not announce an append', error));
      // Under a steady stream of appends, at most one NOTIFY per interval: each is a transaction
      // of its own, and other processes only need to know that the log moved.
      if (this.notifyPending) await new Promise((resolve) => setTimeout(resolve, NOTIFY_INTERVAL_MS));
    }
    this.notifying = false;
  }

  private async connectListener(): Promise<void> {
    if (this.stopped || !this.url) return;
    const client = new pg.Client({ connectionString: this.url, application_name: 'log-signals' });
    const reconnect = () => {
      if (this.listener !== client) return;
      this.listener = null;
      this.emit('listening', false);
      client.end().catch(() => {});
      if (!this.stopped) setTimeout(() => void this.connectListener().catch(() => {}), 1000).unref();
    };
    client.on('error', reconnect);
    client.on('end', reconnect);
    client.on('notification', (message) => {
      if (!message.payload) return;
      if (message.channel === APPENDED_CHANNEL) this.emit('appended', parsePosition(message.payload));
      if (message.channel === CHECKPOINT_CHANNEL) {
        const [name, token] = message.payload.split(' ');
        if (name && token) this.emit('checkpoint', name, parsePosition(token));
      }
      if (message.channel === PARKED_CHANNEL) {
        const [name, count] = message.payload.split(' ');
        if (name && count) this.emit('parked', name, Number(count));
      }
      if (message.channel === SESSIONS_CHANNEL) this.emit('sessionsChanged', message.payload);
      if (message.channel === NOTIFICATIONS_CHANNEL) this.emit('notified', message.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${APPENDED_CHANNEL}`);
      await client.query(`LISTEN ${CHECKPOINT_CHANNEL}`);
      await client.query(`LISTEN ${SESSIONS_CHANNEL}`);
      await client.query(`LISTEN ${PARKED_CHANNEL}`);
      await client.query(`LISTEN ${NOTIFICATIONS_CHANNEL}`);
      this.listener = client;
      this.emit('listening', true);
    } catch (error) {
      this.log('could not listen for log signals; retrying', error);
      client.end().catch(() => {});
      if (!this.stopped) setTimeout(() => void this.connectListener().catch(() => {}), 1000).unref();
    }
  }
}
