import {
  AddCauseBody,
  AddEvidenceBody,
  AddTimelineEntryBody,
  ApproveInvestigationBody,
  ChangeInvestigationTeamBody,
  investigationRoutes as paths,
  RateRiskBody,
  RecordStatementBody,
  ReopenInvestigationBody,
  ReviseCauseBody,
  ReviseStatementBody,
  RiskStage,
  routePattern,
  SendBackInvestigationBody,
  StartInvestigationBody,
  SubmitInvestigationBody,
} from '@hs/contracts';
import { newId } from '@hs/infra/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachToIncident } from '../attachments/attach-to-incident.ts';
import type { CommandApiDeps } from '../deps.ts';
import {
  activeEmployee,
  assertManagesInvestigation,
  teamOf,
} from '../investigations/investigation-commands.ts';
import { IncidentParams, investigationStepRoute } from '../investigations/investigation-step-route.ts';
import { riskMatrixRoute } from '../investigations/risk-matrix-route.ts';

const StatementParams = z.strictObject({ id: z.uuid(), statementId: z.uuid() });
const EntryParams = z.strictObject({ id: z.uuid(), entryId: z.uuid() });
const CauseParams = z.strictObject({ id: z.uuid(), causeId: z.uuid() });
const RiskParams = z.strictObject({ id: z.uuid(), stage: RiskStage });

/** Investigations (ISO 45001 10.2): the team, its evidence, the causes, the risk and the approval. */
export const investigationCommandRoutes: FastifyPluginAsyncZod<CommandApiDeps> = async (app, deps) => {
  const { store } = deps;
  const step = investigationStepRoute(app, deps);
  const incident = routePattern(paths.investigation, ':id');

  step({
    method: 'POST',
    url: incident,
    access: 'reviewer',
    summary: "Start an incident's investigation (safety team; supervisors for their department)",
    params: IncidentParams,
    body: StartInvestigationBody,
    prepare: async ({ body, params, request }) => {
      const facts = await assertManagesInvestigation(store, request, params.id);
      const team = await teamOf(store, body);
      return {
        command: { type: 'StartInvestigation', data: { incidentId: params.id, ...team, incident: facts } },
      };
    },
  });

  step({
    method: 'PUT',
    url: routePattern(paths.team, ':id'),
    access: 'reviewer',
    summary: 'Change the lead and members (safety team; supervisors for their department)',
    params: IncidentParams,
    body: ChangeInvestigationTeamBody,
    prepare: async ({ body, params, request }) => {
      await assertManagesInvestigation(store, request, params.id);
      return { command: { type: 'ChangeInvestigationTeam', data: await teamOf(store, body) } };
    },
  });

  step({
    method: 'POST',
    url: routePattern(paths.statements, ':id'),
    access: 'user',
    summary: 'Record a witness statement (the team and the safety team)',
    params: IncidentParams,
    body: RecordStatementBody,
    prepare: async ({ body }) => {
      const { witness } = body;
      const recorded =
        witness.kind === 'employee'
          ? {
              kind: witness.kind,
              employeeId: witness.employeeId,
              name: (await activeEmployee(store, witness.employeeId, 'witness.employeeId')).name,
              organisation: null,
            }
          : {
              kind: witness.kind,
              employeeId: null,
              name: witness.name,
              organisation: witness.organisation || null,
            };
      const statementId = newId();
      return {
        id: statementId,
        command: {
          type: 'RecordWitnessStatement',
          data: { statementId, witness: recorded, text: body.text, takenAt: body.takenAt },
        },
      };
    },
  });

  step({
    method: 'POST',
    url: routePattern(paths.statementVersions, ':id', ':statementId'),
    access: 'user',
    summary: 'Change a statement by adding a new version with a reason; earlier versions stay',
    params: StatementParams,
    body: ReviseStatementBody,
    prepare: ({ body, params }) => ({
      command: {
        type: 'ReviseWitnessStatement',
        data: { statementId: params.statementId, text: body.text, reason: body.reason },
      },
    }),
  });

  step({
    method: 'POST',
    url: routePattern(paths.timeline, ':id'),
    access: 'user',
    summary: 'Add a dated entry to the sequence of events',
    params: IncidentParams,
    body: AddTimelineEntryBody,
    prepare: ({ body }) => {
      const entryId = newId();
      return {
        id: entryId,
        command: {
          type: 'AddInvestigationTimelineEntry',
          data: { entryId, happenedAt: body.at, text: body.text },
        },
      };
    },
  });

  step({
    method: 'DELETE',
    url: routePattern(paths.timelineEntry, ':id', ':entryId'),
    access: 'user',
    summary: 'Remove an entry from the sequence of events',
    params: EntryParams,
    prepare: ({ params }) => ({
      command: { type: 'RemoveInvestigationTimelineEntry', data: { entryId: params.entryId } },
    }),
  });

  step({
    method: 'POST',
    url: routePattern(paths.evidence, ':id'),
    access: 'user',
    summary: 'Add photos and files uploaded just before with POST /api/attachments',
    params: IncidentParams,
    body: AddEvidenceBody,
    prepare: async ({ body, params, context }) => {
      // The files go on the incident, as a comment's do, so they are read under the incident's access.
      const attaching = await attachToIncident(store, body.attachmentIds, params.id, context);
      return {
        command: {
          type: 'AddInvestigationEvidence',
          data: { attachments: attaching.refs, caption: body.caption },
        },
        also: attaching.appends,
      };
    },
  });

  step({
    method: 'POST',
    url: routePattern(paths.causes, ':id'),
    access: 'user',
    summary: 'Add a cause to the five whys or the fishbone',
    params: IncidentParams,
    body: AddCauseBody,
    prepare: ({ body }) => {
      const causeId = newId();
      return { id: causeId, command: { type: 'AddInvestigationCause', data: { causeId, ...body } } };
    },
  });

  step({
    method: 'PATCH',
    url: routePattern(paths.cause, ':id', ':causeId'),
    access: 'user',
    summary: "Revise a cause's text or level, or move it under another cause or to another bone",
    params: CauseParams,
    body: ReviseCauseBody,
    prepare: ({ body, params }) => ({
      command: { type: 'ReviseInvestigationCause', data: { causeId: params.causeId, ...body } },
    }),
  });

  step({
    method: 'DELETE',
    url: routePattern(paths.cause, ':id', ':causeId'),
    access: 'user',
    summary: 'Remove a cause with nothing under it and no action answering it',
    params: CauseParams,
    prepare: ({ params }) => ({
      command: { type: 'RemoveInvestigationCause', data: { causeId: params.causeId } },
    }),
  });

  step({
    method: 'PUT',
    url: routePattern(paths.risk, ':id', ':stage'),
    access: 'user',
    summary: 'Rate the risk before or after the actions on the 5 x 5 matrix',
    params: RiskParams,
    body: RateRiskBody,
    prepare: ({ body, params }) => ({
      command: { type: 'RateInvestigationRisk', data: { stage: params.stage, ...body } },
    }),
  });

  step({
    method: 'POST',
    url: routePattern(paths.step, ':id', 'submit'),
    access: 'user',
    summary: 'Submit for approval (the lead; needs a root cause and the risk before rated)',
    params: IncidentParams,
    body: SubmitInvestigationBody,
    prepare: ({ body }) => ({ command: { type: 'SubmitInvestigation', data: { summary: body.summary } } }),
  });

  step({
    method: 'POST',
    url: routePattern(paths.step, ':id', 'approve'),
    access: 'officer',
    summary: 'Approve a submitted investigation (safety officers and admins)',
    params: IncidentParams,
    body: ApproveInvestigationBody,
    prepare: ({ body }) => ({ command: { type: 'ApproveInvestigation', data: { note: body.note } } }),
  });

  step({
    method: 'POST',
    url: routePattern(paths.step, ':id', 'send-back'),
    access: 'officer',
    summary: 'Send a submitted investigation back with what is missing (safety officers and admins)',
    params: IncidentParams,
    body: SendBackInvestigationBody,
    prepare: ({ body }) => ({ command: { type: 'SendBackInvestigation', data: { reason: body.reason } } }),
  });

  step({
    method: 'POST',
    url: routePattern(paths.step, ':id', 'reopen'),
    access: 'officer',
    summary: 'Reopen an approved investigation with a reason (safety officers and admins)',
    params: IncidentParams,
    body: ReopenInvestigationBody,
    prepare: ({ body }) => ({ command: { type: 'ReopenInvestigation', data: { reason: body.reason } } }),
  });

  riskMatrixRoute(app, deps);
};
