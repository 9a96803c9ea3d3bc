import { z } from 'zod';
import { actionPriorities, actionStates, controlLevels } from '@hs/domain/vocabulary';
import { ActionCursorParam } from './action-pages.ts';
import { boundedDate, text } from './bounds.ts';

/** The hierarchy of controls, most effective first. */
export const ControlLevel = z.enum(controlLevels);
export type ControlLevel = z.infer<typeof ControlLevel>;
export const ActionPriority = z.enum(actionPriorities);
export type ActionPriority = z.infer<typeof ActionPriority>;
export const ActionState = z.enum(actionStates);
export type ActionState = z.infer<typeof ActionState>;

/** What the action answers. A finding's ids are the inspections feature's own, taken as given. */
export const ActionSource = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('finding'),
    inspectionId: z.uuid(),
    findingId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9._:-]{1,64}$/, 'A finding id is 1 to 64 letters, digits or . _ : -'),
  }),
  z.strictObject({ kind: z.literal('incident'), incidentId: z.uuid() }),
  /** A cause found by the incident's investigation: the action is meant to remove it. */
  z.strictObject({ kind: z.literal('cause'), incidentId: z.uuid(), causeId: z.uuid() }),
  z.strictObject({ kind: z.literal('none') }),
]);
export type ActionSource = z.infer<typeof ActionSource>;

export const ACTION_TITLE_MAX = 200;
export const ACTION_DESCRIPTION_MAX = 4000;
export const ACTION_NOTE_MAX = 2000;

/** POST /api/actions */
export const RaiseActionBody = z.strictObject({
  title: text(ACTION_TITLE_MAX).min(1, 'Give the action a title'),
  description: text(ACTION_DESCRIPTION_MAX).default(''),
  controlLevel: ControlLevel,
  ownerId: z.uuid('Choose who owns the action'),
  dueDate: boundedDate(),
  priority: ActionPriority,
  /** Whose time zone says when the action is overdue; none: the site's. */
  establishmentId: z.uuid().nullable().optional(),
  source: ActionSource.default({ kind: 'none' }),
});
export type RaiseActionBody = z.input<typeof RaiseActionBody>;

export const CompleteActionBody = z.strictObject({
  note: text(ACTION_NOTE_MAX).min(1, 'Say what was done'),
});
export type CompleteActionBody = z.infer<typeof CompleteActionBody>;
export const VerifyActionBody = z.strictObject({ note: text(ACTION_NOTE_MAX).nullable().optional() });
export type VerifyActionBody = z.infer<typeof VerifyActionBody>;
export const ReopenActionBody = z.strictObject({
  reason: text(ACTION_NOTE_MAX).min(1, 'Say why the action is reopened'),
});
export type ReopenActionBody = z.infer<typeof ReopenActionBody>;
export const ReassignActionBody = z.strictObject({ ownerId: z.uuid('Choose the new owner') });
export type ReassignActionBody = z.infer<typeof ReassignActionBody>;
export const ActionDueDateBody = z.strictObject({ dueDate: boundedDate() });
export type ActionDueDateBody = z.infer<typeof ActionDueDateBody>;
export const EmptyActionBody = z.strictObject({});

export const ActionIdParams = z.strictObject({ id: z.uuid() });
export const ActionPhotoParams = z.strictObject({
  id: z.uuid(),
  sha256: z
    .string()
    .max(64)
    .regex(/^[0-9a-f]{64}$/, 'A sha256 in lower-case hex'),
});

/** GET /api/actions: mine (owned by me) or all I may see, with filters. */
export const ListActionsQuery = z.strictObject({
  scope: z.enum(['mine', 'all']).default('mine'),
  state: ActionState.optional(),
  ownerId: z.uuid().optional(),
  establishmentId: z.uuid().optional(),
  overdue: z.enum(['true', 'false']).optional(),
  /** Due on or after this day. */
  dueFrom: boundedDate().optional(),
  /** Due on or before this day. */
  dueTo: boundedDate().optional(),
  incidentId: z.uuid().optional(),
  /** Actions raised from the findings of this inspection. */
  inspectionId: z.uuid().optional(),
  /** A page at a time: the next starts at `cursor`, the previous page's X-Next-Cursor. */
  limit: z.coerce.number().int().min(1).max(200).default(50),
  cursor: ActionCursorParam.optional(),
});
export type ListActionsQuery = z.input<typeof ListActionsQuery>;
/** The query as the server reads it: limit defaulted, cursor decoded. */
export type ListActionsParams = z.output<typeof ListActionsQuery>;

export const ActionSummary = z.object({
  id: z.uuid(),
  title: z.string(),
  controlLevel: ControlLevel,
  priority: ActionPriority,
  state: ActionState,
  ownerId: z.uuid(),
  ownerName: z.string(),
  dueDate: z.string(),
  /** Not done by the end of the due date in the establishment's (else the site's) time zone. */
  overdue: z.boolean(),
  establishmentId: z.uuid().nullable(),
  establishmentName: z.string().nullable(),
  source: ActionSource,
  /** The report number of the incident it was raised from (or from whose cause); else null. */
  reportNumber: z.string().nullable(),
  raisedAt: z.string(),
});
export type ActionSummary = z.infer<typeof ActionSummary>;
export const ActionList = z.object({ items: z.array(ActionSummary) });
export type ActionList = z.infer<typeof ActionList>;

export const ActionTimelineEntry = z.object({
  version: z.number().int(),
  type: z.string(),
  at: z.string(),
  actor: z.object({ id: z.string().nullable(), name: z.string().nullable() }),
  /** The note, reason or change of the step in words; null when the step says nothing more. */
  detail: z.string().nullable(),
});
export type ActionTimelineEntry = z.infer<typeof ActionTimelineEntry>;

export const ActionPhoto = z.object({
  sha256: z.string(),
  originalName: z.string(),
  mediaType: z.string(),
  size: z.number().int(),
  addedAt: z.string(),
});
export type ActionPhoto = z.infer<typeof ActionPhoto>;

/** The next steps this user may take: the server decides, the page shows only these buttons. */
export const ActionAllowedSteps = z.object({
  start: z.boolean(),
  addPhoto: z.boolean(),
  complete: z.boolean(),
  verify: z.boolean(),
  reopen: z.boolean(),
  reassign: z.boolean(),
  changeDueDate: z.boolean(),
});
export type ActionAllowedSteps = z.infer<typeof ActionAllowedSteps>;

export const ActionDetail = ActionSummary.extend({
  description: z.string(),
  raisedByName: z.string().nullable(),
  timeline: z.array(ActionTimelineEntry),
  photos: z.array(ActionPhoto),
  allowed: ActionAllowedSteps,
});
export type ActionDetail = z.infer<typeof ActionDetail>;

/** Whom the caller may make an owner: the safety team anyone active, a supervisor their department. */
export const ActionOwnerList = z.object({
  owners: z.array(z.object({ id: z.uuid(), name: z.string(), department: z.string() })),
});
export type ActionOwnerList = z.infer<typeof ActionOwnerList>;

export const actionRoutes = {
  actions: '/api/actions',
  owners: '/api/actions/owners',
  action: (id: string) => `/api/actions/${encodeURIComponent(id)}`,
  step: (id: string, step: 'start' | 'complete' | 'verify' | 'reopen' | 'reassign' | 'photos') =>
    `/api/actions/${encodeURIComponent(id)}/${step}`,
  dueDate: (id: string) => `/api/actions/${encodeURIComponent(id)}/due-date`,
  photo: (id: string, sha256: string) =>
    `/api/actions/${encodeURIComponent(id)}/photos/${encodeURIComponent(sha256)}`,
} as const;
