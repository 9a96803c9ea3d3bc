/**
 * How long and how big each scenario runs. BENCH_QUICK=1 shrinks everything so the whole bench
 * fits in CI (under 2 minutes); the full run takes about three quarters of an hour.
 */
export const quick = process.env.BENCH_QUICK === '1';

const sized = quick
  ? {
      appendSeconds: 1,
      appendWarmupSeconds: 0.2,
      httpSeconds: 2,
      httpWarmupSeconds: 0.5,
      incidentsInReadModel: 5_000,
      documentsInReadModel: 500,
      rebuildEvents: 10_000,
      lighthouseRuns: 1,
      restSeconds: 2,
    }
  : {
      appendSeconds: 20,
      appendWarmupSeconds: 2,
      httpSeconds: 20,
      httpWarmupSeconds: 3,
      incidentsInReadModel: 100_000,
      documentsInReadModel: 10_000,
      rebuildEvents: 1_000_000,
      lighthouseRuns: 3,
      restSeconds: 5,
    };

/** BENCH_REBUILD_EVENTS=10000000 rebuilds that many events in scenario 7 instead. */
const rebuildEvents = process.env.BENCH_REBUILD_EVENTS ? Number(process.env.BENCH_REBUILD_EVENTS) : null;
if (rebuildEvents !== null && !(Number.isInteger(rebuildEvents) && rebuildEvents > 0))
  throw new Error(
    `BENCH_REBUILD_EVENTS must be a whole number above 0, not ${process.env.BENCH_REBUILD_EVENTS}`,
  );

export const settings = rebuildEvents === null ? sized : { ...sized, rebuildEvents };

/** The demo administrator the bench signs in as. */
export const demoAccount = {
  username: 'admin',
  password: process.env.DEMO_PASSWORD ?? 'demo-safety-2026',
};
