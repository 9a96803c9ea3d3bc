import * as contracts from '@hs/contracts';
import type { InvestigationCommand } from '@hs/domain';
import type { EventStore } from '@hs/infra/event-store';
import type { z } from 'zod';
import type { CommandContext } from '../../../command-api/src/http/command-context.ts';
import { runInvestigationCommand } from '../../../command-api/src/investigations/investigation-commands.ts';
import { loadIncidentFacts } from '../../../command-api/src/investigations/incident-facts.ts';

type Property = <S extends z.ZodType>(
  name: string,
  schema: S,
  run: (body: z.output<S>) => Promise<unknown>,
  numRuns?: number,
) => void;
type Data<T extends InvestigationCommand['type']> = Extract<InvestigationCommand, { type: T }>['data'];

/** Bodies tried per investigation command: each run starts an investigation on a report of its own. */
const RUNS = 15;

/**
 * The investigation bodies of accepted-bodies-project.int.test.ts: each body becomes the command
 * its route sends (people are the set-up's, as generated ids name nobody), on an investigation
 * brought to the state the command needs.
 */
export const investigationProperties = (
  property: Property,
  set: {
    store: () => EventStore;
    admin: () => CommandContext;
    adminId: () => string;
    newIncident: () => Promise<string>;
  },
) => {
  const run = <T extends InvestigationCommand['type']>(incidentId: string, type: T, data: Data<T>) =>
    runInvestigationCommand(
      set.store(),
      incidentId,
      { type, data, metadata: set.admin().command } as InvestigationCommand,
      set.admin(),
    );
  const lead = () => ({ id: set.adminId(), name: 'Sam property-admin' });
  const started = async () => {
    const incidentId = await set.newIncident();
    const { facts } = await loadIncidentFacts(set.store(), incidentId);
    await run(incidentId, 'StartInvestigation', { incidentId, lead: lead(), members: [], incident: facts });
    return incidentId;
  };
  const withRootCause = async (id: string) => {
    const causeId = crypto.randomUUID();
    const cause = {
      causeId,
      analysis: 'five-whys' as const,
      parentId: null,
      category: null,
      text: 'Why',
      level: 'root' as const,
    };
    await run(id, 'AddInvestigationCause', cause);
    await run(id, 'RateInvestigationRisk', { stage: 'before', severity: 3, likelihood: 3, note: '' });
    return causeId;
  };
  const submitted = async () => {
    const id = await started();
    await withRootCause(id);
    await run(id, 'SubmitInvestigation', { summary: 'Found' });
    return id;
  };

  property('StartInvestigationBody', contracts.StartInvestigationBody, async () => started(), RUNS);
  property(
    'ChangeInvestigationTeamBody',
    contracts.ChangeInvestigationTeamBody,
    async () => run(await started(), 'ChangeInvestigationTeam', { lead: lead(), members: [] }),
    RUNS,
  );
  property(
    'RecordStatementBody',
    contracts.RecordStatementBody,
    async (body) => {
      const witness =
        body.witness.kind === 'employee'
          ? { kind: 'employee' as const, employeeId: set.adminId(), name: 'Sam', organisation: null }
          : {
              kind: 'non-employee' as const,
              employeeId: null,
              name: body.witness.name,
              organisation: body.witness.organisation || null,
            };
      return run(await started(), 'RecordWitnessStatement', {
        statementId: crypto.randomUUID(),
        witness,
        text: body.text,
        takenAt: body.takenAt,
      });
    },
    RUNS,
  );
  property(
    'ReviseStatementBody',
    contracts.ReviseStatementBody,
    async (body) => {
      const id = await started();
      const statementId = crypto.randomUUID();
      const witness = { kind: 'non-employee' as const, employeeId: null, name: 'Val', organisation: null };
      await run(id, 'RecordWitnessStatement', {
        statementId,
        witness,
        text: 'First',
        takenAt: '2026-11-20T10:00',
      });
      return run(id, 'ReviseWitnessStatement', { statementId, ...body });
    },
    RUNS,
  );
  property(
    'AddTimelineEntryBody',
    contracts.AddTimelineEntryBody,
    async (body) =>
      run(await started(), 'AddInvestigationTimelineEntry', {
        entryId: crypto.randomUUID(),
        happenedAt: body.at,
        text: body.text,
      }),
    RUNS,
  );
  // Generated attachment ids name no upload, so no file reaches the command: it is refused, appending nothing.
  property(
    'AddEvidenceBody',
    contracts.AddEvidenceBody,
    async (body) =>
      run(await started(), 'AddInvestigationEvidence', { attachments: [], caption: body.caption }),
    RUNS,
  );
  property(
    'AddCauseBody',
    contracts.AddCauseBody,
    async (body) =>
      run(await started(), 'AddInvestigationCause', {
        causeId: crypto.randomUUID(),
        ...body,
        parentId: null,
      }),
    RUNS,
  );
  property(
    'ReviseCauseBody',
    contracts.ReviseCauseBody,
    async (body) => {
      const id = await started();
      return run(id, 'ReviseInvestigationCause', { causeId: await withRootCause(id), ...body });
    },
    RUNS,
  );
  property(
    'RateRiskBody',
    contracts.RateRiskBody,
    async (body) => run(await started(), 'RateInvestigationRisk', { stage: 'after', ...body }),
    RUNS,
  );
  property(
    'SubmitInvestigationBody',
    contracts.SubmitInvestigationBody,
    async (body) => {
      const id = await started();
      await withRootCause(id);
      return run(id, 'SubmitInvestigation', body);
    },
    RUNS,
  );
  property(
    'ApproveInvestigationBody',
    contracts.ApproveInvestigationBody,
    async (body) => run(await submitted(), 'ApproveInvestigation', body),
    RUNS,
  );
  property(
    'SendBackInvestigationBody',
    contracts.SendBackInvestigationBody,
    async (body) => run(await submitted(), 'SendBackInvestigation', body),
    RUNS,
  );
  property(
    'ReopenInvestigationBody',
    contracts.ReopenInvestigationBody,
    async (body) => {
      const id = await submitted();
      await run(id, 'ApproveInvestigation', { note: '' });
      return run(id, 'ReopenInvestigation', body);
    },
    RUNS,
  );
};
