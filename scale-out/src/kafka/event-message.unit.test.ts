import type { KafkaMessage, Message } from 'kafkajs';
import { describe, expect, it } from 'vitest';
import type { StoredEvent } from '@hs/infra/event-store';
import { decodeMessage, eventMessage, RelayHeaders, watermarkMessage } from './event-message.ts';

const stored: StoredEvent = {
  streamId: 'incident-0b7d3c1e-3f55-4a8e-9d8e-2f4c1b6a9e10',
  streamVersion: 3,
  eventId: '6f1c8a52-0d4b-4e5f-9a77-1c2d3e4f5a6b',
  type: 'IncidentReported',
  schemaVersion: 2,
  data: { location: 'Dock 3', n: 1 },
  metadata: {
    userId: 'u-1',
    userName: 'Ada',
    role: 'admin',
    command: 'ReportIncident',
    correlationId: 'c-1',
    causationId: null,
    requestId: 'r-1',
    clientIp: '127.0.0.1',
  },
  recordedAt: '2026-11-20T09:15:00.000Z',
  position: { tx: 18_446_744_073_709_551_000n, gp: 42n },
  hash: Buffer.alloc(32, 7),
  prevHash: Buffer.alloc(32, 1),
};

/** What a consumer receives: header values and the value as Buffers. */
const received = (message: Message, offset = '0'): KafkaMessage => ({
  key: message.key ? Buffer.from(message.key) : null,
  value: message.value ? Buffer.from(message.value) : null,
  headers: Object.fromEntries(
    Object.entries(message.headers ?? {}).map(([k, v]) => [k, Buffer.from(String(v))]),
  ),
  timestamp: '0',
  attributes: 0,
  offset,
});

describe('events on the Kafka topic', () => {
  it('are keyed by stream id and carry id, type, schema version, stream version and position as headers', () => {
    const message = eventMessage(stored);
    expect(message.key).toBe(stored.streamId);
    expect(message.headers).toEqual({
      [RelayHeaders.kind]: 'event',
      [RelayHeaders.eventId]: stored.eventId,
      [RelayHeaders.type]: 'IncidentReported',
      [RelayHeaders.schemaVersion]: '2',
      [RelayHeaders.streamVersion]: '3',
      [RelayHeaders.position]: '18446744073709551000:42',
    });
  });

  it('decode to the stored event they were made from, hashes and 64-bit positions included', () => {
    expect(decodeMessage(received(eventMessage(stored)))).toEqual({ kind: 'event', event: stored });
  });

  it('a watermark names a log position and is not an event', () => {
    const decoded = decodeMessage(received(watermarkMessage(4, { tx: 9n, gp: 10n })));
    expect(decoded).toEqual({ kind: 'watermark', position: { tx: 9n, gp: 10n } });
    expect(watermarkMessage(4, { tx: 9n, gp: 10n }).partition).toBe(4);
  });

  it('records from other producers are neither', () => {
    const foreign = received({ ...eventMessage(stored), headers: {} });
    expect(decodeMessage(foreign)).toEqual({ kind: 'other' });
  });
});
