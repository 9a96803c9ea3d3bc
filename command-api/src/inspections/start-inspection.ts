import type { FulfilledOccurrence, StartInspectionBody } from '@hs/contracts';
import { inspectionStreamId } from '@hs/domain';
import type { EventStore } from '@hs/infra/event-store';
import type pg from 'pg';
import type { CommandContext } from '../http/command-context.ts';
import { dueOccurrenceOf } from './due-occurrence.ts';
import { appendStart, startingData, startOccurrence } from './inspections.ts';
import { createKeyed, type Created } from './keyed-create.ts';

export type StartedInspection = Created & { fulfils: FulfilledOccurrence | null };

/**
 * A due occurrence, or ad hoc. An ad hoc start of a template that is due at that establishment,
 * for someone who may do it, starts (or resumes) the due occurrence instead: the work done is what
 * was due, so it counts.
 */
export const startInspection = async (
  store: EventStore,
  pool: pg.Pool,
  body: StartInspectionBody,
  context: CommandContext,
  idempotencyKey: string | undefined,
): Promise<StartedInspection> => {
  if (body.scheduleId && body.periodStart) {
    const started = await startOccurrence(store, body.scheduleId, body.periodStart, body.periodEnd, context);
    return { ...started, fulfils: null };
  }
  const templateId = body.templateId!;
  const establishmentId = body.establishmentId!;
  const data = await startingData(store, context, templateId, establishmentId);
  const due = await dueOccurrenceOf(
    store,
    pool,
    { templateId, establishmentId, timeZone: data.timeZone },
    context,
  );
  if (due) {
    const { scheduleId, period } = due;
    const started = await startOccurrence(store, scheduleId, period.start, period.end, context, body.area);
    return { ...started, fulfils: { scheduleId, periodStart: period.start, periodEnd: period.end } };
  }
  const created = await createKeyed(
    store,
    'inspection',
    inspectionStreamId,
    body,
    context,
    idempotencyKey,
    (id, keyed) =>
      appendStart(store, id, { ...data, area: body.area || null, occurrence: null }, context, keyed ?? {}),
  );
  return { ...created, fulfils: null };
};
