import type { IncidentAudit } from '@hs/contracts';
import { incidentStreamId, investigationStreamId } from '@hs/domain';
import { formatPosition, type EventStore, type LogPosition } from '@hs/infra/event-store';

export const HASH_ALGORITHM =
  'hash = SHA-256(prevHash || UTF-8 bytes of the canonical JSON of {streamId, eventId, type, schemaVersion, data, ' +
  'metadata, recordedAt}); canonical JSON = object keys sorted, no whitespace (RFC 8785 style); prevHash of version 1 ' +
  'is 32 zero bytes; hashes are hex.';

/** Log order: by transaction, then global position. */
const byPosition = (a: { position: LogPosition }, b: { position: LogPosition }) =>
  a.position.tx === b.position.tx
    ? Number(a.position.gp - b.position.gp)
    : Number(a.position.tx - b.position.tx);

/**
 * An incident's stream exactly as stored, with its investigation's stream (each event names its
 * stream and chains within it), in log order, for an auditor (reads the event store, not a read model).
 */
export const incidentAudit = async (
  store: Pick<EventStore, 'readStream' | 'verify'>,
  incidentId: string,
): Promise<IncidentAudit> => {
  const streamId = incidentStreamId(incidentId);
  const streams = [streamId, investigationStreamId(incidentId)];
  const read = await Promise.all(streams.map((id) => store.readStream(id, { raw: true })));
  const checks = await Promise.all(
    streams.map(async (id, i) => (read[i]!.length > 0 ? store.verify(undefined, { streamId: id }) : null)),
  );
  const events = read.flat().sort(byPosition);
  return {
    incidentId,
    streamId,
    algorithm: HASH_ALGORITHM,
    chainValid: read[0]!.length > 0 && checks.every((check) => check === null || check.firstBreak === null),
    events: events.map((e) => ({
      streamId: e.streamId,
      streamVersion: e.streamVersion,
      eventId: e.eventId,
      type: e.type,
      schemaVersion: e.schemaVersion,
      data: e.data,
      metadata: e.metadata,
      recordedAt: e.recordedAt,
      position: formatPosition(e.position),
      hash: e.hash.toString('hex'),
      prevHash: e.prevHash.toString('hex'),
    })),
  };
};
