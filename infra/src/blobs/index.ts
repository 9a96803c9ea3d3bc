/** Stored files (uploaded documents). */
export * from './blob-store.port.ts';
export * from './filesystem-blob-store.ts';
