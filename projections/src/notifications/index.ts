/** The notifications reactor, its rules and what the timer loop shares with it. */
export * from './rule.ts';
export * from './rule-context.ts';
export * from './write-outcome.ts';
export * from './reactor.ts';
export * from './log-head.ts';
export { eventRules, timerRules, readModelsOf } from './rules/index.ts';
