import type { IncidentAudit } from '@hs/contracts';
import { formatPosition, type EventStore } from '@hs/infra/event-store';

export const HASH_ALGORITHM =
  'hash = SHA-256(prevHash || UTF-8 bytes of the canonical JSON of {streamId, eventId, type, schemaVersion, data, ' +
  'metadata, recordedAt}); canonical JSON = object keys sorted, no whitespace (RFC 8785 style); prevHash of version 1 ' +
  'is 32 zero bytes; hashes are hex.';

/** An incident's stream exactly as stored, for an auditor (reads the event store, not a read model). */
export const incidentAudit = async (
  store: Pick<EventStore, 'readStream' | 'verify'>,
  incidentId: string,
): Promise<IncidentAudit> => {
  const streamId = `incident-${incidentId}`;
  const events = await store.readStream(streamId, { raw: true });
  const check = events.length > 0 ? await store.verify(undefined, { streamId }) : null;
  return {
    incidentId,
    streamId,
    algorithm: HASH_ALGORITHM,
    chainValid: check?.firstBreak === null,
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
