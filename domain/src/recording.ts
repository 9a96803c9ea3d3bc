// The guided recording decision (29 CFR 1904.4-1904.11): its answers and the outcome they lead to.
// Pure and free of zod, shared through @hs/contracts by the client that shows the outcome and the
// server that enforces it, so both read the rule from one function.
export * from './recordkeeping/recording-answers.ts';
export * from './recordkeeping/recording-outcome.ts';
export { workRelatednessExceptions } from './recordkeeping/recordkeeping.vocabulary.ts';
