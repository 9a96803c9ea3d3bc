/** Projection machinery: the runner, batches and checkpoints, the log tail, rebuild, parking. */
export * from './projection.ts';
export * from './log-tail.ts';
export * from './batch.ts';
export * from './projection-runner.ts';
export * from './rebuild.ts';
export * from './rebuild-all.ts';
export * from './parked-events.ts';
export * from './bus-fed-projections.ts';
