export { allProjections } from './all-projections.ts';
export { startProjections, type RunningProjections } from './start-projections.ts';
