import {
  comparePositions,
  formatPosition,
  type LogPosition,
  type ReadLog,
  type StoredEvent,
} from '@hs/infra/event-store';

/**
 * The recent end of the log, read once for all the projections of a process. Every runner wakes on
 * the same append and asks for the same events; without this, each of them reads and parses the same
 * rows, and the reads, not the writes, were most of the projections' cost (docs/performance.md).
 *
 * Sound because of the never-skip rule of `readAll`: a read returns only transactions older than
 * every open one, so the events it returns up to its last one are ALL the events in that range of
 * positions, now and forever. The tail keeps one such complete range, (after, last], and answers a
 * read that starts inside it from memory. Events are shared between projections: handlers must
 * not change the events they are given (they never do; they build rows from them).
 */
export class LogTail {
  private after: LogPosition | null = null;
  private events: StoredEvent[] = [];
  /** The read that filled the end of the tail was full: the log may hold more after it. */
  private moreAfter = false;
  private readonly inflight = new Map<string, Promise<StoredEvent[]>>();

  constructor(
    private readonly readLog: ReadLog,
    private readonly maxEvents = 5_000,
  ) {}

  readonly read: ReadLog = async (client, from, limit) => {
    const cached = this.fromMemory(from, limit);
    // Fewer than `limit` events only at the log's visible end, as the log itself answers: a runner
    // takes a short batch for "caught up", so a tail filled by a smaller read is read on from its end.
    if (cached && (cached.length === limit || !this.moreAfter)) return cached;
    if (cached)
      return [...cached, ...(await this.read(client, cached.at(-1)!.position, limit - cached.length))];
    const key = `${formatPosition(from)}/${limit}`;
    const shared = this.inflight.get(key);
    if (shared) {
      // Another runner is reading exactly this: use its answer (its own read if that one fails).
      const events = await shared.catch(() => null);
      if (events) return events;
    }
    const reading = this.readLog(client, from, limit);
    this.inflight.set(key, reading);
    try {
      const events = await reading;
      this.remember(from, events, limit);
      return events;
    } finally {
      if (this.inflight.get(key) === reading) this.inflight.delete(key);
    }
  };

  /** The events after `from` when the tail covers `from` and holds at least one event after it. */
  private fromMemory(from: LogPosition, limit: number): StoredEvent[] | null {
    const last = this.events.at(-1);
    if (!this.after || !last) return null;
    if (comparePositions(from, this.after) < 0 || comparePositions(from, last.position) >= 0) return null;
    // First event after `from` (binary search: the tail is in log order).
    let low = 0;
    let high = this.events.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (comparePositions(this.events[middle]!.position, from) <= 0) low = middle + 1;
      else high = middle;
    }
    return this.events.slice(low, low + limit);
  }

  private remember(from: LogPosition, events: readonly StoredEvent[], limit: number): void {
    const last = this.events.at(-1);
    if (events.length === 0) {
      if (last && comparePositions(from, last.position) === 0) this.moreAfter = false;
      return;
    }
    if (this.after && last && comparePositions(from, last.position) === 0) this.events.push(...events);
    else if (!last || comparePositions(events.at(-1)!.position, last.position) > 0) {
      // A newer range than the one held (a lagging reader's older range would only evict it).
      this.after = from;
      this.events = [...events];
    } else return;
    this.moreAfter = events.length === limit;
    const excess = this.events.length - this.maxEvents;
    if (excess > 0) {
      this.after = this.events[excess - 1]!.position;
      this.events = this.events.slice(excess);
    }
  }
}
