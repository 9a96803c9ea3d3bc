import type { CommandMetadata } from './command.ts';
import type { Decider } from './decider.ts';

/**
 * Decider tests read "given these events, when this command": the state is folded from the events
 * with the decider's own evolve, then decided on. `toCommand` builds the command from what a test
 * names (a command without its metadata, a partial decision...). Results are compared exactly by
 * the test (Emmett's DeciderSpecification matches a subset and trips on null fields).
 */
export const givenEvents =
  <State, Command, Event, Args extends unknown[] = [Command]>(
    decider: Decider<State, Command, Event>,
    toCommand: (...args: Args) => Command = (...args) => args[0] as Command,
  ) =>
  (...events: Event[]) => ({
    when: (...args: Args): Event[] =>
      decider.decide(toCommand(...args), events.reduce(decider.evolve, decider.initialState)),
  });

/** The code of the domain error `attempt` throws, or 'no error': tests compare rejections by code. */
export const codeOf = (attempt: () => unknown): string | undefined => {
  try {
    attempt();
  } catch (error) {
    return (error as { code?: string }).code;
  }
  return 'no error';
};

/** The metadata of a command sent at `now` by `userId` in `role` (named "<userId> name"). */
export const actingAt =
  (now: string) =>
  (userId: string, role: string): CommandMetadata => ({
    now,
    today: now.slice(0, 10),
    userId,
    userName: `${userId} name`,
    role,
  });

/** Who and when, as an event records the command of that metadata. */
export const stampOf = (m: CommandMetadata) => ({ by: m.userId, byName: m.userName, at: m.now });

/** Builds the command a test names by its type, data and metadata. */
export const commandOf =
  <C extends { type: string }>() =>
  (type: C['type'], data: object, metadata: CommandMetadata): C =>
    ({ type, data, metadata }) as unknown as C;
