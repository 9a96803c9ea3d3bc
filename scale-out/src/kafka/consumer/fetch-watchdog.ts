/**
 * Tells when a Kafka consumer has gone quiet. kafkajs fetches at least once per maxWaitTimeInMs
 * while its broker answers, but retries a dead broker silently for tens of seconds before it
 * crashes the consumer, so without this the read side would say "running" while it stands still.
 * A batch being applied is work, not silence: a long catch-up batch never counts as a stall.
 */
export class FetchWatchdog {
  private lastSign: number;
  private batches = 0;
  private stalled = false;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly stallMs: number,
    private readonly onStall: (quietMs: number) => void,
    private readonly onResume: () => void,
    private readonly now: () => number = Date.now,
  ) {
    this.lastSign = now();
  }

  /** A fetch came back from the broker. */
  fetched(): void {
    this.lastSign = this.now();
    if (!this.stalled) return;
    this.stalled = false;
    this.onResume();
  }

  async during<T>(batch: () => Promise<T>): Promise<T> {
    this.batches += 1;
    try {
      return await batch();
    } finally {
      this.batches -= 1;
      this.lastSign = this.now();
    }
  }

  check(): void {
    const quiet = this.now() - this.lastSign;
    if (this.stalled || this.batches > 0 || quiet <= this.stallMs) return;
    this.stalled = true;
    this.onStall(quiet);
  }

  start(intervalMs = 1000): void {
    this.timer ??= setInterval(() => this.check(), intervalMs).unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
