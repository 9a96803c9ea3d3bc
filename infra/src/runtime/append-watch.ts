import { comparePositions, logStart, type LogPosition } from '../event-store/event-store.port.ts';
import type { LogSignals } from '../signals/log-signals.ts';
import { WakeableDelay } from './abortable-delay.ts';

/**
 * The idle wait of a loop that follows the log: an announced append ends it early, and the furthest
 * announced position tells the loop whether it is still behind what it has read.
 */
export class AppendWatch {
  private latestAppended: LogPosition = logStart;
  private readonly idle: WakeableDelay;

  constructor(
    private readonly signals: LogSignals,
    stop: AbortSignal,
  ) {
    this.idle = new WakeableDelay(stop);
  }

  start(): void {
    this.signals.on('appended', this.onAppended);
  }

  stop(): void {
    this.signals.off('appended', this.onAppended);
  }

  /** Whether an append past `checkpoint` was announced (an older transaction may hide it still). */
  isBehind(checkpoint: LogPosition): boolean {
    return comparePositions(this.latestAppended, checkpoint) > 0;
  }

  wait(ms: number): Promise<void> {
    return this.idle.wait(ms);
  }

  wake(): void {
    this.idle.wake();
  }

  private readonly onAppended = (position: LogPosition) => {
    if (comparePositions(position, this.latestAppended) > 0) this.latestAppended = position;
    this.idle.wake();
  };
}
