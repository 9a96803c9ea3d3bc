/** HTTP plumbing both APIs share: the server, problem+json, access rules, health, API docs. */
export * from './problem.ts';
export * from './http-server.ts';
export * from './health.ts';
export * from './write-health.ts';
export * from './api-docs.ts';
export * from './access.ts';
export * from './storable-text.ts';
export * from './escape-html.ts';
