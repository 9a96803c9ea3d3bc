import { z } from 'zod';
import { accessLogKinds } from '@hs/domain/vocabulary';

/** Who opened health data or an audit record (administrators read it; nobody changes it). */
export const accessLogRoutes = { list: '/api/admin/access-log' } as const;

export const AccessLogKind = z.enum(accessLogKinds);
export type AccessLogKind = z.infer<typeof AccessLogKind>;

export const ACCESS_LOG_PAGE_SIZE = 50;

/** Filters of `GET /api/admin/access-log`; `before` is the id of the last row of the page before. */
export const AccessLogQuery = z
  .strictObject({
    person: z.uuid().optional(),
    kind: AccessLogKind.optional(),
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
    before: z.coerce.number().int().min(1).optional(),
    limit: z.coerce.number().int().min(1).max(200).default(ACCESS_LOG_PAGE_SIZE),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: 'must not be before from' });
export type AccessLogQuery = z.infer<typeof AccessLogQuery>;

export const AccessLogEntry = z.object({
  id: z.number().int(),
  at: z.iso.datetime({ offset: true }),
  userId: z.string(),
  userName: z.string(),
  role: z.string(),
  kind: AccessLogKind,
  subjectId: z.string(),
  clientIp: z.string().nullable(),
});
export type AccessLogEntry = z.infer<typeof AccessLogEntry>;

/** Newest first; `nextBefore` asks for the page after this one, null on the last. */
export const AccessLogPage = z.object({
  items: z.array(AccessLogEntry),
  nextBefore: z.number().int().nullable(),
});
export type AccessLogPage = z.infer<typeof AccessLogPage>;
