/** What a deployable starts: the infrastructure, the selected event store, serving until stopped. */
export * from './infrastructure.ts';
export * from './event-store-selection.ts';
export * from './serve.ts';
