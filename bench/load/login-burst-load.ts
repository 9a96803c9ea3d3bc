/**
 * Load process of scenario 10: at fixed moments, bursts of requests sent all at once, either failed
 * sign-ins on one account (each from its own address, through X-Forwarded-For) or GET /healthz
 * (the peer). Runs apart from the orchestrator, whose sign-ins are timed without this process's
 * hundreds of answers queueing in front of them.
 */
import { serveOnce, sleep } from '../lib/processes.ts';

export type LoginBurstInput = {
  baseUrl: string;
  kind: 'failed-sign-ins' | 'health';
  /** Epoch ms of the first burst; burst `r` starts at startAt + r * periodMs. */
  startAt: number;
  periodMs: number;
  rounds: number;
  burst: number;
};

export type LoginBurstOutput = {
  statuses: Record<string, number>;
  /** Bursts that started more than 20 ms after their moment (the previous one still running). */
  lateRounds: number;
  /** Requests answered per second while a burst ran. */
  requestsPerSecond: number;
};

const send = async (input: LoginBurstInput, round: number, n: number): Promise<number> => {
  const response =
    input.kind === 'health'
      ? await fetch(`${input.baseUrl}/healthz`)
      : await fetch(`${input.baseUrl}/api/login`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            origin: input.baseUrl,
            'x-forwarded-for': `198.51.${round}.${n % 250}`,
          },
          body: JSON.stringify({ username: 'employee', password: `wrong-${round}-${n}` }),
        });
  await response.arrayBuffer();
  return response.status;
};

serveOnce<LoginBurstInput, LoginBurstOutput>(async (input) => {
  const statuses: Record<string, number> = {};
  let lateRounds = 0;
  let busyMs = 0;
  for (let round = 0; round < input.rounds; round++) {
    const moment = input.startAt + round * input.periodMs;
    await sleep(Math.max(0, moment - Date.now()));
    if (Date.now() - moment > 20) lateRounds += 1;
    const t0 = Date.now();
    const answers = await Promise.all(Array.from({ length: input.burst }, (_, n) => send(input, round, n)));
    busyMs += Date.now() - t0;
    for (const status of answers) statuses[status] = (statuses[status] ?? 0) + 1;
  }
  return { statuses, lateRounds, requestsPerSecond: (input.rounds * input.burst) / (busyMs / 1000) };
});
