import { ConcurrencyError, formatPosition, type EventStore, type LogPosition } from '@hs/infra/event-store';
import { newId } from '@hs/infra/ids';
import { idFromIdempotencyKey, keyReusedProblem, requestHash } from '../commands/idempotency.ts';
import type { CommandContext } from '../http/command-context.ts';

export type Created = { id: string; consistencyToken: string; replayed: boolean };
export type Keyed = { idempotencyKey: string; requestHash: string } | null;

/**
 * Creates a new stream whose id comes from the Idempotency-Key when one is sent: a retry, even a
 * concurrent one, finds the first request's stream and replays its answer; the same key with
 * another body is refused.
 */
export const createKeyed = async (
  store: EventStore,
  kind: string,
  streamIdOf: (id: string) => string,
  body: unknown,
  context: CommandContext,
  idempotencyKey: string | undefined,
  append: (id: string, keyed: Keyed) => Promise<LogPosition>,
): Promise<Created> => {
  const scope = `${kind}:${context.command.userId ?? 'system'}`;
  const id = idempotencyKey ? idFromIdempotencyKey(scope, idempotencyKey) : newId();
  const keyed = idempotencyKey ? { idempotencyKey, requestHash: requestHash(body) } : null;
  const replayed = async (): Promise<Created | null> => {
    if (!keyed) return null;
    const [first] = await store.readStream(streamIdOf(id), { toVersion: 1 });
    if (!first) return null;
    if (first.metadata.requestHash !== keyed.requestHash) throw keyReusedProblem();
    return { id, consistencyToken: formatPosition(first.position), replayed: true };
  };
  const earlier = await replayed();
  if (earlier) return earlier;
  try {
    return { id, consistencyToken: formatPosition(await append(id, keyed)), replayed: false };
  } catch (error) {
    const raced = error instanceof ConcurrencyError ? await replayed() : null;
    if (raced) return raced;
    throw error;
  }
};
