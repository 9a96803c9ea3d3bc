export { ERASURE_SUBSCRIPTION } from './privacy/erasure-rebuild-loop.ts';
export { allProjections } from './all-projections.ts';
export { startProjections, type RunningProjections } from './start-projections.ts';
export { startProjectionsInThread, type ProjectionHost } from './projections-in-thread.ts';
export {
  startMailLoop,
  smtpTransport,
  mailLoopOptionsOf,
  DEFAULT_RETRY_POLICY,
  type MailLoop,
} from './notifications/mail/index.ts';
