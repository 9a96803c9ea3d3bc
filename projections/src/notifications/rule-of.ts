import type { EventType, Stored } from '@hs/read-models';
import type { StoredEvent } from '@hs/infra/event-store';
import type { EventRule, FiredTimer, RuleContext, RuleOutcome, TimerRule } from './rule.ts';

/**
 * An event rule that names the events it reads, each once: `react` gets only those, typed, so
 * `switch (event.type)` narrows the data. As with projectionOf, the command side validated every
 * event on append; this guard is the one place the rules rely on the type naming the data's shape.
 */
export const ruleOf = <T extends EventType>(definition: {
  name: string;
  /** The read models it looks up besides the context's (see EventRule.reads). */
  reads?: readonly string[];
  /** The event types it reads; `satisfies Record<SomeEvent['type'], true>` makes a whole union required. */
  events: Record<T, true>;
  /** Narrows further, e.g. on the event's data; the default takes every listed type. */
  follows?: (event: Stored<T>) => boolean;
  react(event: Stored<T>, ctx: RuleContext): Promise<RuleOutcome>;
}): EventRule => {
  const types = new Set<string>(Object.keys(definition.events));
  const follows = definition.follows ?? (() => true);
  const isRead = (event: StoredEvent): event is Stored<T> => types.has(event.type);
  return {
    name: definition.name,
    ...(definition.reads ? { reads: definition.reads } : {}),
    handles: (event) => isRead(event) && follows(event),
    // The reactor only hands over what `handles` took; any other event has nothing to tell.
    react: async (event, ctx) => (isRead(event) ? definition.react(event, ctx) : {}),
  };
};

/**
 * A timer rule that reads its payload as the shape its own event rule scheduled under the same
 * name (each schedule site types it): the one place the timers' stored JSON is taken as that shape.
 */
export const timerRuleOf = <P>(definition: {
  name: string;
  fire(timer: Omit<FiredTimer, 'payload'> & { payload: P }, ctx: RuleContext): Promise<RuleOutcome>;
}): TimerRule => ({
  name: definition.name,
  fire: (timer, ctx) => definition.fire({ ...timer, payload: timer.payload as P }, ctx),
});
