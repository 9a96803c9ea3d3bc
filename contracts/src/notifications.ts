import { z } from 'zod';
import { text } from './bounds.ts';
import { MAIL_STATES, NOTIFICATION_CHANNELS, NOTIFICATION_KINDS } from '@hs/domain/vocabulary';

export { MAIL_STATES, NOTIFICATION_CHANNELS, NOTIFICATION_KINDS };
export const NotificationKind = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof NotificationKind>;
export const NotificationChannel = z.enum(NOTIFICATION_CHANNELS);
export type NotificationChannel = z.infer<typeof NotificationChannel>;
export const MailState = z.enum(MAIL_STATES);

/** One notification of the signed-in user; `link` is the app path of its subject. */
export const NotificationEntry = z.object({
  id: z.uuid(),
  kind: NotificationKind,
  title: z.string(),
  body: z.string(),
  link: z.string(),
  urgent: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
  readAt: z.iso.datetime({ offset: true }).nullable(),
});
export type NotificationEntry = z.infer<typeof NotificationEntry>;

/** `GET /api/notifications`: newest first, `before` pages back by the last item's id. */
export const NotificationsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  before: z.uuid().optional(),
  unreadOnly: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
export const NotificationsAnswer = z.object({
  items: z.array(NotificationEntry),
  unread: z.number().int().min(0),
  hasMore: z.boolean(),
});
export type NotificationsAnswer = z.infer<typeof NotificationsAnswer>;

export const NotificationIdParams = z.strictObject({ id: z.uuid() });

/** What read and read-all answer: how many are still unread, for the bell. */
export const NotificationsReadAnswer = z.object({ unread: z.number().int().min(0) });
export type NotificationsReadAnswer = z.infer<typeof NotificationsReadAnswer>;

/** The data of each `notifications` server-sent event. */
export const NotificationsStreamEvent = z.object({ unread: z.number().int().min(0) });

/** A person's choice per kind; `locked` kinds (urgent, legally required) are always e-mailed at once. */
export const NotificationPreferences = z.object({
  kinds: z.array(z.object({ kind: NotificationKind, channel: NotificationChannel, locked: z.boolean() })),
  /** The hour (0-23, in `timeZone`) the daily digest is sent. */
  digestHour: z.number().int().min(0).max(23),
  timeZone: z.string(),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferences>;

export const NotificationPreferencesBody = z.strictObject({
  kinds: z
    .array(z.strictObject({ kind: NotificationKind, channel: NotificationChannel }))
    .max(NOTIFICATION_KINDS.length),
  digestHour: z.number().int().min(0).max(23),
  timeZone: text(64).pipe(z.string().min(1)),
});
export type NotificationPreferencesBody = z.infer<typeof NotificationPreferencesBody>;

/** `GET /api/notifications/log?subject=incident:<id>` (admins): who was told what, and when. */
export const NotificationLogQuery = z.object({
  subject: z.string().regex(/^[a-z-]+:[A-Za-z0-9-]+$/, 'type:id, e.g. incident:<uuid>'),
});
export const NotificationLogEntry = z.object({
  id: z.uuid(),
  recipient: z.object({ id: z.uuid(), name: z.string() }),
  kind: NotificationKind,
  rule: z.string(),
  title: z.string(),
  urgent: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
  readAt: z.iso.datetime({ offset: true }).nullable(),
  mail: z
    .object({
      state: MailState,
      attempts: z.number().int(),
      sentAt: z.iso.datetime({ offset: true }).nullable(),
    })
    .nullable(),
});
export const NotificationLogAnswer = z.object({ items: z.array(NotificationLogEntry) });

/** `GET /api/admin/outgoing-mail?state=`: the mail outbox, newest first. */
export const OutgoingMailQuery = z.object({
  state: MailState.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const OutgoingMail = z.object({
  id: z.uuid(),
  messageId: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  state: MailState,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  nextAttemptAt: z.iso.datetime({ offset: true }).nullable(),
  sentAt: z.iso.datetime({ offset: true }).nullable(),
});
export const OutgoingMailAnswer = z.object({
  items: z.array(OutgoingMail),
  /** Whether SMTP_URL is set: without it mails stay here and are never sent. */
  smtpConfigured: z.boolean(),
  counts: z.object({ pending: z.number(), sent: z.number(), failed: z.number() }),
});
export type OutgoingMail = z.infer<typeof OutgoingMail>;
export type OutgoingMailAnswer = z.infer<typeof OutgoingMailAnswer>;

/** Paths of the outgoing-mail page's API (administrators only). */
export const outgoingMailRoutes = {
  list: '/api/admin/outgoing-mail',
  retry: (id: string) => `/api/admin/outgoing-mail/${encodeURIComponent(id)}/retry`,
} as const;

export const RetryOutgoingMailParams = z.strictObject({ id: z.uuid() });
/** A failed mail set to be sent again: pending, its tries counted from zero. */
export const RetryOutgoingMailAnswer = z.object({ id: z.uuid(), state: MailState });
export type RetryOutgoingMailAnswer = z.infer<typeof RetryOutgoingMailAnswer>;
