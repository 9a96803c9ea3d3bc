import type { CertifyOshaSummaryBody } from '@hs/contracts';
import { DomainError, summaryCertificationDecider, summaryCertificationStreamId } from '@hs/domain';
import { formatPosition, type EventStore } from '@hs/infra/event-store';
import { HttpProblem } from '@hs/infra/http';
import { findOshaEstablishment, loadSummary, retentionProblemOf } from '@hs/read-models';
import type pg from 'pg';
import { keyReusedProblem, requestHash } from '../commands/idempotency.ts';
import { handleCommand } from '../commands/handle-command.ts';
import type { CommandContext } from '../http/command-context.ts';

/**
 * CertifyOshaSummary: the server computes the summary's hash from the records as they stand and
 * the decider refuses a certification of totals the executive was not shown. The body comes
 * without the password (the route checked it): neither the event nor its request hash holds it.
 */
export const certifySummary = async (
  deps: { store: EventStore; pool: pg.Pool },
  body: Omit<CertifyOshaSummaryBody, 'password'>,
  context: CommandContext,
  idempotencyKey: string | undefined,
  timeZone: string,
) => {
  const { establishmentId, year } = body;
  const problem = retentionProblemOf(year, Number(context.command.today.slice(0, 4)));
  if (problem) throw new HttpProblem(404, 'Year not available', problem);
  const establishment = await findOshaEstablishment(deps.pool, establishmentId);
  if (!establishment) throw new DomainError('EstablishmentNotFound', 'No establishment has this id.');
  const streamId = summaryCertificationStreamId(establishmentId);
  const keyed = idempotencyKey ? { idempotencyKey, requestHash: requestHash(body) } : null;
  if (keyed) {
    const earlier = (await deps.store.readStream(streamId)).find(
      (e) => e.metadata.idempotencyKey === keyed.idempotencyKey,
    );
    if (earlier) {
      if (earlier.metadata.requestHash !== keyed.requestHash) throw keyReusedProblem();
      return { replayed: true, consistencyToken: formatPosition(earlier.position) };
    }
  }
  const { sha256 } = await loadSummary(deps.pool, { establishmentId, year, asOf: null }, establishment);
  const { result } = await handleCommand(
    deps.store,
    streamId,
    summaryCertificationDecider,
    {
      type: 'CertifyOshaSummary',
      data: { ...body, currentSha256: sha256, timeZone },
      metadata: context.command,
    },
    { ...context.event('CertifyOshaSummary'), ...keyed },
  );
  return { replayed: false, consistencyToken: result ? formatPosition(result.position) : null };
};
