export { queryApi, type QueryApiDeps } from './query-api.ts';
