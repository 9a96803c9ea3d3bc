import type { ServerResponse } from 'node:http';
import type { LogSignals } from '@hs/infra/signals';
import type pg from 'pg';
import { unreadCount } from '../read-models/notifications.read-model.ts';

export type StreamSignals = Pick<LogSignals, 'on' | 'off'>;

export type StreamOptions = {
  /** Open streams one person may hold (tabs and devices); one more is refused. */
  maxPerUser: number;
  /** A comment this often keeps proxies from closing a quiet stream. */
  heartbeatMs: number;
};

const DEFAULTS: StreamOptions = { maxPerUser: 5, heartbeatMs: 25_000 };

/**
 * The open server-sent-event streams of this process, by person. The database's NOTIFY on
 * 'notifications' (written by the reactor on commit) reaches the process once, on the LISTEN
 * connection LogSignals already holds; each person named gets their unread count on every stream
 * they have open, read once however many streams that is.
 */
export class NotificationStreams {
  private readonly byUser = new Map<string, Set<ServerResponse>>();
  private heartbeat: NodeJS.Timeout | null = null;
  /** People whose count is being read, and whether it must be read again when that ends. */
  private readonly reading = new Map<string, boolean>();
  private readonly options: StreamOptions;

  constructor(
    private readonly pool: pg.Pool,
    private readonly signals: StreamSignals,
    options: Partial<StreamOptions> = {},
  ) {
    this.options = { ...DEFAULTS, ...options };
  }

  canOpen(userId: string): boolean {
    return (this.byUser.get(userId)?.size ?? 0) < this.options.maxPerUser;
  }

  /** Starts a stream on a response whose head is written; it ends when the client goes. */
  open(userId: string, response: ServerResponse): void {
    if (this.byUser.size === 0) this.listen();
    const streams = this.byUser.get(userId) ?? new Set();
    streams.add(response);
    this.byUser.set(userId, streams);
    response.on('close', () => this.remove(userId, response));
    this.push(userId);
  }

  /** Ends every stream (the server is closing): clients reconnect to another instance. */
  closeAll(): void {
    for (const [userId, streams] of this.byUser) for (const response of streams) this.end(userId, response);
  }

  get openCount(): number {
    let n = 0;
    for (const streams of this.byUser.values()) n += streams.size;
    return n;
  }

  private listen(): void {
    this.signals.on('notified', this.push);
    this.signals.on('sessionsChanged', this.endSessions);
    this.signals.on('listening', this.onListening);
    this.heartbeat = setInterval(() => this.beat(), this.options.heartbeatMs);
    this.heartbeat.unref();
  }

  private unlisten(): void {
    this.signals.off('notified', this.push);
    this.signals.off('sessionsChanged', this.endSessions);
    this.signals.off('listening', this.onListening);
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
  }

  private remove(userId: string, response: ServerResponse): void {
    const streams = this.byUser.get(userId);
    if (!streams?.delete(response)) return;
    if (streams.size === 0) this.byUser.delete(userId);
    if (this.byUser.size === 0) this.unlisten();
  }

  private end(userId: string, response: ServerResponse): void {
    this.remove(userId, response);
    response.end();
  }

  /** Sends the person's unread count to each of their streams; calls while one is read are merged. */
  private readonly push = (userId: string): void => {
    if (!this.byUser.has(userId)) return;
    if (this.reading.has(userId)) {
      this.reading.set(userId, true);
      return;
    }
    this.reading.set(userId, false);
    void unreadCount(this.pool, userId)
      .then((unread) => {
        const frame = `event: notifications\ndata: ${JSON.stringify({ unread })}\n\n`;
        for (const response of this.byUser.get(userId) ?? []) response.write(frame);
      })
      .catch(() => {})
      .finally(() => {
        const again = this.reading.get(userId);
        this.reading.delete(userId);
        if (again) this.push(userId);
      });
  };

  /** A session of the person ended or began: their streams end, and a signed-in client reconnects. */
  private readonly endSessions = (userId: string): void => {
    for (const response of [...(this.byUser.get(userId) ?? [])]) this.end(userId, response);
  };

  /** NOTIFYs sent while the LISTEN connection was down are lost: everyone's count is sent again. */
  private readonly onListening = (listening: boolean): void => {
    if (listening) for (const userId of this.byUser.keys()) this.push(userId);
  };

  private beat(): void {
    for (const streams of this.byUser.values())
      for (const response of streams) response.write(': heartbeat\n\n');
  }
}
