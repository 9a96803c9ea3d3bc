// The value lists the contracts build their schemas from (docs/architecture.md, "One vocabulary"):
// only `as const` lists and their types, so a client bundle that reaches them gets nothing else.
export * from './notifications/notification.vocabulary.ts';
export { illnessOnlyPrivacyCaseKinds } from './recordkeeping/recordkeeping.vocabulary.ts';
