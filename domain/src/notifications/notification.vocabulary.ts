/**
 * What a notification is about. People choose per kind how they hear of it (in the app, by e-mail
 * at once, or in a daily digest); the frontend keys its labels by these codes.
 */
export const NOTIFICATION_KINDS = [
  'incident-reported',
  'incident-status',
  'document-signature',
  'training',
  'assignment',
  'due-soon',
  'overdue',
  'osha-deadline',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** How a person hears of a kind: in the app only, an e-mail at once, or a daily digest e-mail. */
export const NOTIFICATION_CHANNELS = ['app', 'email', 'digest'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** Every kind is e-mailed at once until its person chooses otherwise. */
export const DEFAULT_NOTIFICATION_CHANNEL: NotificationChannel = 'email';

/** What a mail in the outbox is doing: waiting (or retrying), sent, or given up after its last try. */
export const MAIL_STATES = ['pending', 'sent', 'failed'] as const;
export type MailState = (typeof MAIL_STATES)[number];
