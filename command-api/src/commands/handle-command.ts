import type { Decider } from '@hs/domain';
import type { EventMetadata, EventStore, ExpectedVersion, NewEvent } from '@hs/infra/event-store';

/**
 * Load the stream, fold it into state, decide, append with the version that was read: a
 * concurrent change to the same stream makes the append fail with ConcurrencyError (409).
 */
export const handleCommand = async <State, Command, Event extends { type: string; data: unknown }>(
  store: EventStore,
  streamId: string,
  decider: Decider<State, Command, Event>,
  command: Command,
  metadata: EventMetadata,
  options: {
    expected?: ExpectedVersion;
    /**
     * The stream is new by construction (a fresh id, or one just looked up): decide from the
     * initial state without reading it. The append's expected version 0 still refuses if it exists.
     */
    newStream?: boolean;
  } = {},
) => {
  const history = options.newStream ? [] : await store.readStream(streamId);
  const state = history.reduce(
    (s, e) => decider.evolve(s, { type: e.type, data: e.data } as Event),
    decider.initialState,
  );
  const events = decider.decide(command, state);
  if (events.length === 0) return { events, result: null, version: history.length, state };
  const toAppend: NewEvent[] = events.map((e) => ({ type: e.type, data: e.data }));
  const result = await store.append(streamId, options.expected ?? history.length, toAppend, metadata);
  // The state the appended events lead to: what the caller tells the user happened.
  return { events, result, version: result.nextVersion, state: events.reduce(decider.evolve, state) };
};
