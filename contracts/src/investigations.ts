import { z } from 'zod';
import {
  approvalSteps,
  causeAnalyses,
  causeLevels,
  controlLevels,
  actionStates,
  fishboneCategories,
  investigationDueRules,
  investigationStates,
  RISK_SCALE,
  riskStages,
  witnessKinds,
} from '@hs/domain/vocabulary';
import { AttachmentIds, AttachmentView } from './attachments.ts';
import { text } from './bounds.ts';
import { cursorParam, decodeIncidentCursor, encodeIncidentCursor } from './incident-pages.ts';

export { RISK_SCALE, INVESTIGATION_DUE_HOURS } from '@hs/domain/vocabulary';
export const InvestigationState = z.enum(investigationStates);
export type InvestigationState = z.infer<typeof InvestigationState>;
export const CauseAnalysis = z.enum(causeAnalyses);
export type CauseAnalysis = z.infer<typeof CauseAnalysis>;
export const FishboneCategory = z.enum(fishboneCategories);
export type FishboneCategory = z.infer<typeof FishboneCategory>;
export const CauseLevel = z.enum(causeLevels);
export type CauseLevel = z.infer<typeof CauseLevel>;
export const RiskStage = z.enum(riskStages);
export type RiskStage = z.infer<typeof RiskStage>;
export const InvestigationDueRule = z.enum(investigationDueRules);
export type InvestigationDueRule = z.infer<typeof InvestigationDueRule>;
export const ApprovalStep = z.enum(approvalSteps);
export type ApprovalStep = z.infer<typeof ApprovalStep>;

export const STATEMENT_MAX = 8000;
export const CAUSE_TEXT_MAX = 500;
export const TIMELINE_TEXT_MAX = 1000;
export const INVESTIGATION_NOTE_MAX = 2000;
/** A team is a few people; more is a meeting, not an investigation team. */
export const MAX_TEAM_MEMBERS = 12;
/** Whys deeper than this are a sign the chain has left the workplace. */
export const MAX_WHY_DEPTH = 10;

const person = z.object({ id: z.uuid(), name: z.string() });
const stamp = z.object({ id: z.string().nullable(), name: z.string().nullable(), at: z.string() });
const reason = (message: string) => text(INVESTIGATION_NOTE_MAX).min(1, message);
/** A wall-clock time as a date-time input gives it (YYYY-MM-DDTHH:mm), and a real one. */
const localDateTime = z
  .string()
  .max(16)
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'A date and time')
  .refine((v) => {
    const instant = new Date(`${v}:00Z`);
    return !Number.isNaN(instant.getTime()) && instant.toISOString().startsWith(v);
  }, 'A date and time that exists')
  .refine((v) => v.slice(0, 4) >= '1900' && v.slice(0, 4) <= '2999', 'A date and time that exists');
/** A 1..RISK_SCALE rating. */
const rating = z.number().int().min(1).max(RISK_SCALE);

// ---- Commands (bodies) ----

/** POST /api/incidents/:id/investigation: the safety team, or a supervisor for their department. */
export const StartInvestigationBody = z.strictObject({
  leadId: z.uuid('Choose who leads the investigation'),
  memberIds: z
    .array(z.uuid())
    .max(MAX_TEAM_MEMBERS)
    .refine((ids) => new Set(ids).size === ids.length, 'Each member may appear once')
    .default([]),
});
export type StartInvestigationBody = z.input<typeof StartInvestigationBody>;

/** PUT /api/incidents/:id/investigation/team */
export const ChangeInvestigationTeamBody = StartInvestigationBody;
export type ChangeInvestigationTeamBody = StartInvestigationBody;

export const Witness = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('employee'), employeeId: z.uuid('Choose the employee') }),
  z.strictObject({
    kind: z.literal('non-employee'),
    name: text(120).min(1, 'Name the witness'),
    organisation: text(120).default(''),
  }),
]);
export type Witness = z.input<typeof Witness>;

/** POST /api/incidents/:id/investigation/statements */
export const RecordStatementBody = z.strictObject({
  witness: Witness,
  text: text(STATEMENT_MAX).min(1, 'Write down what the witness said'),
  /** When the statement was taken (local date and time, YYYY-MM-DDTHH:mm), not when it was typed. */
  takenAt: localDateTime,
});
export type RecordStatementBody = z.input<typeof RecordStatementBody>;

/** POST /api/incidents/:id/investigation/statements/:statementId/versions: a statement is never edited in place. */
export const ReviseStatementBody = z.strictObject({
  text: text(STATEMENT_MAX).min(1, 'Write down what the witness said'),
  reason: reason('Say why the statement changes'),
});
export type ReviseStatementBody = z.infer<typeof ReviseStatementBody>;

/** POST /api/incidents/:id/investigation/timeline */
export const AddTimelineEntryBody = z.strictObject({
  /** Local date and time the thing happened (YYYY-MM-DDTHH:mm). */
  at: localDateTime,
  text: text(TIMELINE_TEXT_MAX).min(1, 'Say what happened'),
});
export type AddTimelineEntryBody = z.infer<typeof AddTimelineEntryBody>;

/** POST /api/incidents/:id/investigation/evidence: files uploaded just before with POST /api/attachments. */
export const AddEvidenceBody = z.strictObject({
  attachmentIds: AttachmentIds.refine((ids) => ids.length > 0, 'Choose at least one file'),
  caption: text(500).default(''),
});
export type AddEvidenceBody = z.input<typeof AddEvidenceBody>;

/**
 * POST /api/incidents/:id/investigation/causes. A five-whys cause answers "why?" of its parent (none:
 * of the incident itself); a fishbone cause sits on a category's bone, under another of its bone's
 * causes or directly on the bone.
 */
export const AddCauseBody = z.strictObject({
  analysis: CauseAnalysis,
  parentId: z.uuid().nullable().default(null),
  category: FishboneCategory.nullable().default(null),
  text: text(CAUSE_TEXT_MAX).min(1, 'Say what the cause is'),
  level: CauseLevel,
});
export type AddCauseBody = z.input<typeof AddCauseBody>;

/**
 * PATCH /api/incidents/:id/investigation/causes/:causeId: what is given changes. `move` puts the
 * cause under another parent (null: it answers the incident, or sits on the bone) or, on the
 * fishbone, on another bone; the causes under it stay under it.
 */
export const ReviseCauseBody = z.strictObject({
  text: text(CAUSE_TEXT_MAX).min(1, 'Say what the cause is').optional(),
  level: CauseLevel.optional(),
  move: z
    .strictObject({
      parentId: z.uuid('Choose a cause of this investigation').nullable(),
      category: FishboneCategory.nullable(),
    })
    .optional(),
});
export type ReviseCauseBody = z.infer<typeof ReviseCauseBody>;

/** PUT /api/incidents/:id/investigation/risk/:stage */
export const RateRiskBody = z.strictObject({
  severity: rating,
  likelihood: rating,
  note: text(INVESTIGATION_NOTE_MAX).default(''),
});
export type RateRiskBody = z.input<typeof RateRiskBody>;

/** POST .../submit (the lead), .../approve, .../send-back, .../reopen (admin or safety officer). */
export const SubmitInvestigationBody = z.strictObject({
  summary: text(INVESTIGATION_NOTE_MAX).min(1, 'Summarise what the investigation found'),
});
export type SubmitInvestigationBody = z.infer<typeof SubmitInvestigationBody>;
export const ApproveInvestigationBody = z.strictObject({ note: text(INVESTIGATION_NOTE_MAX).default('') });
export type ApproveInvestigationBody = z.input<typeof ApproveInvestigationBody>;
export const SendBackInvestigationBody = z.strictObject({ reason: reason('Say what is missing') });
export type SendBackInvestigationBody = z.infer<typeof SendBackInvestigationBody>;
export const ReopenInvestigationBody = z.strictObject({ reason: reason('Say why it is reopened') });
export type ReopenInvestigationBody = z.infer<typeof ReopenInvestigationBody>;

// ---- The risk matrix (admins configure it; everyone who rates reads it) ----

export const RiskBand = z.strictObject({
  label: text(40).min(1, 'Name the band'),
  /** The band holds scores up to and including this (severity x likelihood, 1..25). */
  maxScore: z
    .number()
    .int()
    .min(1)
    .max(RISK_SCALE * RISK_SCALE),
  /** A CSS colour in hex, #rrggbb. */
  colour: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'A colour as #rrggbb'),
});
export type RiskBand = z.infer<typeof RiskBand>;

/** GET and PUT /api/risk-matrix */
export const RiskMatrix = z.strictObject({
  severityLabels: z.array(text(40).min(1)).length(RISK_SCALE),
  likelihoodLabels: z.array(text(40).min(1)).length(RISK_SCALE),
  /** Ordered by maxScore; the last ends at 25. */
  bands: z
    .array(RiskBand)
    .min(2)
    .max(6)
    .refine(
      (bands) => bands.every((band, i) => i === 0 || band.maxScore > bands[i - 1]!.maxScore),
      'Bands go up in score',
    )
    .refine((bands) => bands.at(-1)?.maxScore === RISK_SCALE * RISK_SCALE, 'The last band ends at 25'),
});
export type RiskMatrix = z.infer<typeof RiskMatrix>;

// ---- Reads ----

export const RiskRating = z.object({
  severity: z.number().int(),
  likelihood: z.number().int(),
  score: z.number().int(),
  band: z.object({ label: z.string(), colour: z.string() }),
  note: z.string(),
  ratedBy: stamp,
});
export type RiskRating = z.infer<typeof RiskRating>;

export const StatementVersion = z.object({
  version: z.number().int(),
  text: z.string(),
  takenAt: z.string(),
  /** Who took (or revised) it, and when it was recorded. */
  recordedBy: stamp,
  reason: z.string().nullable(),
});
export type StatementVersion = z.infer<typeof StatementVersion>;

export const Statement = z.object({
  id: z.uuid(),
  witness: z.object({
    kind: z.enum(witnessKinds),
    employeeId: z.uuid().nullable(),
    name: z.string(),
    organisation: z.string().nullable(),
  }),
  /** Oldest first; the last is the statement as it stands. */
  versions: z.array(StatementVersion),
});
export type Statement = z.infer<typeof Statement>;

export const TimelineEntry = z.object({
  id: z.uuid(),
  at: z.string(),
  text: z.string(),
  addedBy: stamp,
});
export type TimelineEntry = z.infer<typeof TimelineEntry>;

export const Evidence = z.object({
  attachment: AttachmentView,
  caption: z.string(),
  addedBy: stamp,
});
export type Evidence = z.infer<typeof Evidence>;

/** A corrective action raised from a cause (an action's source `{ kind: 'cause' }`). */
export const CauseAction = z.object({
  id: z.uuid(),
  title: z.string(),
  controlLevel: z.enum(controlLevels),
  state: z.enum(actionStates),
  ownerName: z.string(),
  dueDate: z.string(),
});
export type CauseAction = z.infer<typeof CauseAction>;

export const Cause = z.object({
  id: z.uuid(),
  analysis: CauseAnalysis,
  parentId: z.uuid().nullable(),
  category: FishboneCategory.nullable(),
  text: z.string(),
  level: CauseLevel,
  actions: z.array(CauseAction),
  addedBy: stamp,
});
export type Cause = z.infer<typeof Cause>;

export const ApprovalEntry = z.object({
  step: ApprovalStep,
  by: stamp,
  /** The submission's summary, the approval's note, or the reason it was sent back or reopened. */
  note: z.string(),
});
export type ApprovalEntry = z.infer<typeof ApprovalEntry>;

/** What this user may do now: the server decides, the page shows only these controls. */
export const InvestigationAllowed = z.object({
  edit: z.boolean(),
  changeTeam: z.boolean(),
  submit: z.boolean(),
  approve: z.boolean(),
  sendBack: z.boolean(),
  reopen: z.boolean(),
  raiseAction: z.boolean(),
});
export type InvestigationAllowed = z.infer<typeof InvestigationAllowed>;

export const InvestigationSummary = z.object({
  incidentId: z.uuid(),
  reportNumber: z.string(),
  incidentTitle: z.string(),
  department: z.string(),
  state: InvestigationState,
  lead: person,
  dueAt: z.string(),
  dueRule: InvestigationDueRule,
  /** Not approved by its due time. */
  overdue: z.boolean(),
  startedAt: z.string(),
});
export type InvestigationSummary = z.infer<typeof InvestigationSummary>;

/**
 * Where a page of investigations ends in the list's order (soonest due first, the incident id
 * breaking ties): the same instant-and-id pair an incidents page ends at, so the same cursor.
 */
export type InvestigationCursor = { dueAt: string; incidentId: string };
export const encodeInvestigationCursor = ({ dueAt, incidentId }: InvestigationCursor): string =>
  encodeIncidentCursor({ createdAt: dueAt, id: incidentId });
const decodeInvestigationCursor = (cursor: string): InvestigationCursor | null => {
  const position = decodeIncidentCursor(cursor);
  return position && { dueAt: position.createdAt, incidentId: position.id };
};

/** GET /api/investigations?state=&scope=mine|all&incidentId=&overdue=&limit=&cursor= */
export const ListInvestigationsQuery = z.strictObject({
  state: InvestigationState.optional(),
  scope: z.enum(['mine', 'all']).default('all'),
  incidentId: z.uuid().optional(),
  /** Only those not approved by their due time. */
  overdue: z.enum(['true', 'false']).optional(),
  /** A page at a time: the next starts at `cursor`, the previous page's `nextCursor`. */
  limit: z.coerce.number().int().min(1).max(200).default(50),
  cursor: cursorParam(decodeInvestigationCursor).optional(),
});
export type ListInvestigationsQuery = z.input<typeof ListInvestigationsQuery>;
/** The query as the server reads it: defaults applied, cursor decoded. */
export type ListInvestigationsParams = z.output<typeof ListInvestigationsQuery>;
export const InvestigationList = z.object({
  items: z.array(InvestigationSummary),
  /** Null on the last page. */
  nextCursor: z.string().nullable(),
});
export type InvestigationList = z.infer<typeof InvestigationList>;

/** One investigation as its page shows it (403 when it is not for this user). */
export const InvestigationDetail = InvestigationSummary.extend({
  version: z.number().int(),
  members: z.array(person),
  startedBy: stamp,
  /** Null when this user may not read statements (outside the team and the safety team). */
  statements: z.array(Statement).nullable(),
  statementCount: z.number().int(),
  timeline: z.array(TimelineEntry),
  evidence: z.array(Evidence),
  causes: z.array(Cause),
  risk: z.object({ before: RiskRating.nullable(), after: RiskRating.nullable() }),
  /** Root and contributing causes that no action answers yet. */
  causesWithoutAction: z.array(z.uuid()),
  /** Every action raised is administrative or PPE: flagged for review. */
  weakControlsOnly: z.boolean(),
  approvals: z.array(ApprovalEntry),
  allowed: InvestigationAllowed,
});
export type InvestigationDetail = z.infer<typeof InvestigationDetail>;

/**
 * GET /api/incidents/:id/investigation: everything the investigation page needs in one read. None
 * started: `investigation` is null and `mayStart` says whether this user may start it (404: no
 * such incident).
 */
export const IncidentInvestigation = z.object({
  investigation: InvestigationDetail.nullable(),
  mayStart: z.boolean(),
});
export type IncidentInvestigation = z.infer<typeof IncidentInvestigation>;

export const InvestigationCommandResponse = z.object({
  version: z.number().int(),
  consistencyToken: z.string().nullable(),
  /** The id of what the command created (a statement, a cause, a timeline entry), else null. */
  id: z.uuid().nullable(),
});
export type InvestigationCommandResponse = z.infer<typeof InvestigationCommandResponse>;

const base = (incidentId: string) => `/api/incidents/${encodeURIComponent(incidentId)}/investigation`;
export const investigationRoutes = {
  investigations: '/api/investigations',
  riskMatrix: '/api/risk-matrix',
  investigation: base,
  team: (incidentId: string) => `${base(incidentId)}/team`,
  statements: (incidentId: string) => `${base(incidentId)}/statements`,
  statementVersions: (incidentId: string, statementId: string) =>
    `${base(incidentId)}/statements/${encodeURIComponent(statementId)}/versions`,
  timeline: (incidentId: string) => `${base(incidentId)}/timeline`,
  timelineEntry: (incidentId: string, entryId: string) =>
    `${base(incidentId)}/timeline/${encodeURIComponent(entryId)}`,
  evidence: (incidentId: string) => `${base(incidentId)}/evidence`,
  causes: (incidentId: string) => `${base(incidentId)}/causes`,
  cause: (incidentId: string, causeId: string) => `${base(incidentId)}/causes/${encodeURIComponent(causeId)}`,
  risk: (incidentId: string, stage: RiskStage) => `${base(incidentId)}/risk/${stage}`,
  step: (incidentId: string, step: 'submit' | 'approve' | 'send-back' | 'reopen') =>
    `${base(incidentId)}/${step}`,
} as const;
