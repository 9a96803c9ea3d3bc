import type pg from 'pg';
import type { StoredEvent } from '@hs/infra/event-store';

/** A read-model table; its DDL names it without a schema so a rebuild can create it beside the live one. */
export type ProjectionTable = { name: string; ddl: string };

/**
 * A read model built from the log (docs/architecture.md, "The read path and read-your-writes").
 * `apply` gets a batch in log order and writes with the given client, inside the transaction that
 * also moves the checkpoint. Handlers must be idempotent upserts. Raising `version` makes the next
 * start rebuild the model beside the live one and switch to it.
 */
export type Projection = {
  name: string;
  version: number;
  tables: readonly ProjectionTable[];
  /**
   * True for a read model whose rows each follow one stream. Such a projection may be fed by an
   * event bus (projections' bus-fed-projections.ts), where each stream arrives in order but streams
   * do not keep their order among them, and an event may arrive twice: each row must then keep the
   * stream version it reflects and ignore events at or below it. Read models that combine streams
   * leave this unset and stay on the ordered log.
   */
  perStream?: boolean;
  /**
   * Whether `apply` can change the read model for this event. When given, a runner passes over a
   * run of events it does not handle without a transaction (the stored checkpoint follows within
   * 100 ms). Leaving it out means every event may matter.
   */
  handles?: (event: StoredEvent) => boolean;
  apply(client: pg.ClientBase, events: readonly StoredEvent[]): Promise<void>;
};
