/** What a deployable starts: the infrastructure, the selected event store, serving until stopped, and its loops' waits. */
export * from './infrastructure.ts';
export * from './event-store-selection.ts';
export * from './serve.ts';
export * from './abortable-delay.ts';
export * from './retry-loop.ts';
export * from './append-watch.ts';
export * from './free-port.ts';
