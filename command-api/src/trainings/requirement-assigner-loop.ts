import type { FastifyPluginAsync } from 'fastify';
import type { CommandApiDeps } from '../deps.ts';
import { assignDueRequirements } from './assign-due-requirements.ts';

/** Soon after start (the read models have caught up by then), and again this soon while they are behind. */
const SOON_MS = 5_000;

/**
 * Runs passes of automatic training assignments wherever the command API runs: soon after start,
 * then every REQUIREMENT_ASSIGN_INTERVAL_S seconds; stopped (the running pass awaited) on close.
 * A failed pass is logged and tried again next time: it must never bring the API down.
 */
export const requirementAssignerLoop: FastifyPluginAsync<CommandApiDeps> = async (app, deps) => {
  const intervalMs = (deps.requirementAssignIntervalS ?? 0) * 1000;
  if (intervalMs === 0) return;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const onFailure = (err: unknown) => app.log.error({ err }, 'automatic training assignment failed');
  const pass = async (): Promise<number> => {
    try {
      const outcome = await assignDueRequirements({ ...deps, onFailure });
      if (!outcome.caughtUp) return SOON_MS;
      if (outcome.assigned > 0) app.log.info(`assigned ${outcome.assigned} due required training(s)`);
    } catch (err) {
      app.log.error({ err }, 'automatic training assignment pass failed');
    }
    return intervalMs;
  };
  const schedule = (delayMs: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = pass().then(schedule);
    }, delayMs);
    timer.unref();
  };
  app.addHook('onReady', async () => schedule(Math.min(SOON_MS, intervalMs)));
  app.addHook('onClose', async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  });
};
