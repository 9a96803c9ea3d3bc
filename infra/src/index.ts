/** Everything at once; new code imports the subpath it needs (`@hs/infra/http`, ...). */
export * from './ids.ts';
export * from './clock.ts';
export * from './config/index.ts';
export * from './db/index.ts';
export * from './event-store/index.ts';
export * from './signals/log-signals.ts';
export * from './consistency/checkpoint-tracker.ts';
export * from './http/index.ts';
export * from './auth/index.ts';
export * from './blobs/index.ts';
export * from './event-bus/event-bus.port.ts';
export * from './runtime/index.ts';
