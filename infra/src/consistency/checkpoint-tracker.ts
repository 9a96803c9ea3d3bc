import type pg from 'pg';
import { comparePositions, type LogPosition } from '../event-store/event-store.port.ts';
import type { LogSignals } from '../signals/log-signals.ts';

/**
 * Read-your-writes for the query side (docs/architecture.md, "Consistency tokens"): knows how far
 * each projection has got, and lets a request wait until the projections it reads have passed a
 * position.
 */
export class CheckpointTracker {
  private readonly positions = new Map<string, LogPosition>();
  /** How many events each projection has parked (signals and each refresh keep it current). */
  private readonly parkedCounts = new Map<string, number>();
  /** Counts parked signals, so a refresh read before the latest one does not overwrite it. */
  private parkedSignals = 0;
  private readonly waiters = new Set<() => void>();

  constructor(
    private readonly pool: pg.Pool,
    private readonly signals: LogSignals,
  ) {
    signals.on('checkpoint', (name, position) => this.advance(name, position));
    signals.on('parked', (name, count) => {
      this.parkedSignals += 1;
      this.parkedCounts.set(name, count);
    });
  }

  /**
   * Whether the write whose token is `target` (its transaction's events, up to it) is parked by
   * one of the projections. Asks the database only while one of them has parked events.
   */
  async isParked(projections: readonly string[], target: LogPosition): Promise<boolean> {
    if (!projections.some((name) => (this.parkedCounts.get(name) ?? 0) > 0)) return false;
    const { rows } = await this.pool.query<{ parked: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM projection_parked_events
                       WHERE projection = ANY($1) AND tx = $2::text::xid8 AND gp <= $3) AS parked`,
      [projections, target.tx.toString(), target.gp.toString()],
    );
    return rows[0]?.parked ?? false;
  }

  /** True when every named projection has passed `target`; waits up to `timeoutMs`. */
  async waitFor(projections: readonly string[], target: LogPosition, timeoutMs: number): Promise<boolean> {
    if (this.passed(projections, target)) return true;
    return new Promise((resolve) => {
      let done = false;
      const check = () => {
        if (!done && this.passed(projections, target)) finish(true);
      };
      const finish = (ok: boolean) => {
        done = true;
        clearTimeout(timer);
        this.waiters.delete(check);
        resolve(ok);
      };
      // A missed signal must not make the request wait the whole timeout: look once more at the end.
      const timer = setTimeout(() => {
        this.refresh(projections)
          .catch(() => {})
          .finally(() => finish(this.passed(projections, target)));
      }, timeoutMs);
      this.waiters.add(check);
      this.signals.emit('awaited', projections, target);
      // The stored checkpoints, for projections running elsewhere whose signal this process has
      // not had yet. Looked up beside the wait rather than before it: under load the query waits
      // for a pooled connection, and the in-process signal usually comes first.
      this.refresh(projections).then(check, () => {});
    });
  }

  private passed(projections: readonly string[], target: LogPosition): boolean {
    return projections.every((name) => {
      const at = this.positions.get(name);
      return at !== undefined && comparePositions(at, target) >= 0;
    });
  }

  private advance(name: string, position: LogPosition): void {
    const current = this.positions.get(name);
    if (current && comparePositions(current, position) >= 0) return;
    this.positions.set(name, position);
    for (const waiter of [...this.waiters]) waiter();
  }

  private async refresh(projections: readonly string[]): Promise<void> {
    const signalsBefore = this.parkedSignals;
    const { rows } = await this.pool.query<{
      subscription_id: string;
      tx: string;
      gp: string;
      parked: number;
    }>(
      'SELECT subscription_id, tx::text AS tx, gp, parked FROM es_checkpoints WHERE subscription_id = ANY($1)',
      [projections],
    );
    for (const row of rows) {
      if (this.parkedSignals === signalsBefore) this.parkedCounts.set(row.subscription_id, row.parked);
      this.advance(row.subscription_id, { tx: BigInt(row.tx), gp: BigInt(row.gp) });
    }
  }
}
