export {
  startMailLoop,
  mailLoopOptionsOf,
  smtpTransport,
  type MailLoop,
  type MailLoopOptions,
} from './mail-loop.ts';
export { DEFAULT_RETRY_POLICY, MAX_MAIL_ATTEMPTS, type RetryPolicy } from './retry-policy.ts';
export { DEFAULT_DIGEST_HOUR } from './queue-digests.ts';
export type { MailTransport } from './send-mails.ts';
