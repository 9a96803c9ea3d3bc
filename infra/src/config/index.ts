/** The environment parsed once, and the proxy trust it sets. */
export * from './config.ts';
export * from './trust-proxy.ts';
