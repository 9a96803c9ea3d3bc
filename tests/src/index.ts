export * from './support/test-database.ts';
export * from './support/test-app.ts';
export * from './support/incident-fixtures.ts';
export * from './support/retry-request.ts';
export * from './support/running-app.ts';
export * from './support/browser.ts';
