import { repairForReadModels } from './read-repairs.ts';

/**
 * Schema evolution (docs/architecture.md, "The event store"): stored events are never rewritten. An
 * upcaster turns (type, version n) data into version n + 1, applied on read until none is
 * registered; then the read-side repairs (read-repairs.ts) make every value one the read models can
 * store.
 */
/** Answers new data and never changes its argument: reads asked for together share the stored data. */
export type Upcaster = (data: unknown) => unknown;

export class UpcasterRegistry {
  private readonly upcasters = new Map<string, Upcaster>();

  /**
   * `textMayHoldNul: false` skips looking for NUL in every event, for a log that cannot hold it
   * (PostgreSQL's jsonb refuses it at the append); the walk costs about as much as parsing the event.
   */
  constructor(private readonly options: { textMayHoldNul?: boolean } = {}) {}

  register(eventType: string, fromVersion: number, upcaster: Upcaster): this {
    const key = `${eventType}@${fromVersion}`;
    if (this.upcasters.has(key)) throw new Error(`Upcaster already registered for ${key}`);
    this.upcasters.set(key, upcaster);
    return this;
  }

  upcast(eventType: string, schemaVersion: number, data: unknown): { schemaVersion: number; data: unknown } {
    let version = schemaVersion;
    let current = data;
    for (
      let next = this.upcasters.get(`${eventType}@${version}`);
      next;
      next = this.upcasters.get(`${eventType}@${version}`)
    ) {
      current = next(current);
      version += 1;
    }
    return {
      schemaVersion: version,
      data: repairForReadModels(eventType, current, this.options.textMayHoldNul ?? true),
    };
  }
}
