/**
 * The notifications reactor's name: its row in reactor_checkpoints and its status ("reactor:…"),
 * which tests and readers of the reactor's progress look up.
 */
export const NOTIFICATIONS_REACTOR = 'notifications';

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
  'investigation',
  'due-soon',
  'overdue',
  'osha-deadline',
  'safety-team',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** How a person hears of a kind: in the app only, an e-mail at once, or a daily digest e-mail. */
export const NOTIFICATION_CHANNELS = ['app', 'email', 'digest'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** Every kind is e-mailed at once until its person chooses otherwise. */
export const DEFAULT_NOTIFICATION_CHANNEL: NotificationChannel = 'email';

/**
 * Kinds nobody may switch off or delay: OSHA's reporting and recording deadlines are the
 * employer's legal duty (29 CFR 1904.29, 1904.39), so they are always e-mailed at once.
 */
export const LOCKED_NOTIFICATION_KINDS: readonly NotificationKind[] = ['osha-deadline'];

/** The local hour a daily digest goes out until its person sets one. */
export const DEFAULT_DIGEST_HOUR = 7;

/** What a mail in the outbox is doing: waiting (or retrying), sent, or given up after its last try. */
export const MAIL_STATES = ['pending', 'sent', 'failed'] as const;
export type MailState = (typeof MAIL_STATES)[number];
