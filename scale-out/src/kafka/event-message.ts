import type { IHeaders, KafkaMessage, Message } from 'kafkajs';
import {
  formatPosition,
  parsePosition,
  type EventMetadata,
  type LogPosition,
  type StoredEvent,
} from '@hs/infra/event-store';

/**
 * How events travel on the topic (docs/architecture.md, "Running it and scaling out"). Key = stream
 * id, so one stream stays in one partition and in order; headers let a consumer route or skip
 * without parsing the value. Besides events, the relay puts one watermark record (no key, no value)
 * into every partition after each batch: "every event up to this log position was published before
 * me". Consumers that only want events skip records whose `hs-kind` is not `event`.
 */
export const RelayHeaders = {
  kind: 'hs-kind',
  eventId: 'hs-event-id',
  type: 'hs-event-type',
  schemaVersion: 'hs-schema-version',
  streamVersion: 'hs-stream-version',
  position: 'hs-position',
} as const;

type Wire = {
  streamId: string;
  streamVersion: number;
  eventId: string;
  type: string;
  schemaVersion: number;
  data: unknown;
  metadata: EventMetadata;
  recordedAt: string;
  position: string;
  hash: string;
  prevHash: string;
};

export const eventMessage = (event: StoredEvent): Message => {
  const wire: Wire = {
    streamId: event.streamId,
    streamVersion: event.streamVersion,
    eventId: event.eventId,
    type: event.type,
    schemaVersion: event.schemaVersion,
    data: event.data,
    metadata: event.metadata,
    recordedAt: event.recordedAt,
    position: formatPosition(event.position),
    hash: event.hash.toString('hex'),
    prevHash: event.prevHash.toString('hex'),
  };
  return {
    key: event.streamId,
    value: JSON.stringify(wire),
    headers: {
      [RelayHeaders.kind]: 'event',
      [RelayHeaders.eventId]: event.eventId,
      [RelayHeaders.type]: event.type,
      [RelayHeaders.schemaVersion]: String(event.schemaVersion),
      [RelayHeaders.streamVersion]: String(event.streamVersion),
      [RelayHeaders.position]: formatPosition(event.position),
    },
  };
};

export const watermarkMessage = (partition: number, position: LogPosition): Message => ({
  partition,
  key: null,
  value: null,
  headers: { [RelayHeaders.kind]: 'watermark', [RelayHeaders.position]: formatPosition(position) },
});

export type DecodedMessage =
  { kind: 'event'; event: StoredEvent } | { kind: 'watermark'; position: LogPosition } | { kind: 'other' };

const header = (headers: IHeaders | undefined, name: string): string | undefined => {
  const value = headers?.[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined ? undefined : first.toString();
};

export const decodeMessage = (message: KafkaMessage): DecodedMessage => {
  const kind = header(message.headers, RelayHeaders.kind);
  if (kind === 'watermark') {
    const position = header(message.headers, RelayHeaders.position);
    return position ? { kind: 'watermark', position: parsePosition(position) } : { kind: 'other' };
  }
  if (kind !== 'event' || !message.value) return { kind: 'other' };
  const wire = JSON.parse(message.value.toString('utf8')) as Wire;
  return {
    kind: 'event',
    event: {
      streamId: wire.streamId,
      streamVersion: wire.streamVersion,
      eventId: wire.eventId,
      type: wire.type,
      schemaVersion: wire.schemaVersion,
      data: wire.data,
      metadata: wire.metadata,
      recordedAt: wire.recordedAt,
      position: parsePosition(wire.position),
      hash: Buffer.from(wire.hash, 'hex'),
      prevHash: Buffer.from(wire.prevHash, 'hex'),
    },
  };
};
