/** The event log: the store port, positions, hashing, upcasters, read repairs, the PostgreSQL store. */
export * from './event-store.port.ts';
export * from './canonical-json.ts';
export * from './hashed-content.ts';
export * from './upcasters.ts';
export * from './postgres-event-store.ts';
export * from './read-repairs.ts';
export * from './global-chain.ts';
export * from './log-checkpoints.ts';
export * from './checkpoint-export.ts';
