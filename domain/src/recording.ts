// The guided recording decision (29 CFR 1904.4-1904.11): its answers, the outcome they lead to,
// and the schema of the decision itself (with the field bounds it is built from). Shared through
// @hs/contracts by the client that shows the outcome and the server that enforces it, so both read
// the rule from one function and the decision's type from one schema.
export * from './recordkeeping/recording-answers.ts';
export * from './recordkeeping/recording-outcome.ts';
export { workRelatednessExceptions } from './recordkeeping/recordkeeping.vocabulary.ts';
export { Form301Details, RecordkeepingDecision } from './recordkeeping/recordkeeping.decision.ts';
export * from './shared/bounds.ts';
