export { queryApi, type QueryApiDeps } from './query-api.ts';
export { buildQueryApiApp, queryApiDeps, type QueryApiInfra, type QueryApiOptions } from './app.ts';
