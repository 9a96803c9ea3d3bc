import type pg from 'pg';
import { inTransaction } from '../db/pool.ts';
import type {
  AppendResult,
  Counter,
  EventMetadata,
  NumberedAppend,
  StreamAppend,
} from './event-store.port.ts';

type Member = {
  make: (number: number) => readonly StreamAppend[];
  metadata: EventMetadata;
  resolve: (done: NumberedAppend) => void;
  reject: (error: unknown) => void;
};

/** Appends inside the group's transaction, each with its own metadata, results in the same order. */
export type AppendAll = (
  client: pg.ClientBase,
  appends: readonly { append: StreamAppend; metadata: EventMetadata }[],
) => Promise<AppendResult[]>;

/**
 * Group commit for numbered appends. A counter row stays locked from the take until COMMIT, so
 * appends on one counter go one transaction at a time however many wait for it; while one is in
 * flight the next ones wait here and then go together: one take of N numbers, given out in order
 * of arrival, one statement for their new streams, one COMMIT (docs/performance.md, "Append path").
 * One append alone goes at once.
 *
 * If a group's transaction fails (a stream that exists, a refused `make`), nothing of it is kept
 * and each member is tried alone, in order, so one bad append neither fails nor gaps the others.
 */
export class NumberedAppendBatcher {
  /** The appends waiting on each counter whose transaction is in flight. */
  private readonly waiting = new Map<string, Member[]>();

  constructor(
    private readonly pool: pg.Pool,
    private readonly appendAll: AppendAll,
    private readonly maxGroup = 64,
  ) {}

  append(
    counter: Counter,
    make: (number: number) => readonly StreamAppend[],
    metadata: EventMetadata,
  ): Promise<NumberedAppend> {
    return new Promise((resolve, reject) => {
      const member = { make, metadata, resolve, reject };
      const queue = this.waiting.get(counter.key);
      if (queue) queue.push(member);
      else void this.drain(counter, member);
    });
  }

  /** Runs groups on the counter until nobody waits on it. */
  private async drain(counter: Counter, first: Member): Promise<void> {
    const queue: Member[] = [];
    this.waiting.set(counter.key, queue);
    try {
      for (let group = [first]; group.length > 0; group = queue.splice(0, this.maxGroup))
        await this.run(counter, group);
    } finally {
      this.waiting.delete(counter.key);
    }
  }

  private async run(counter: Counter, group: Member[]): Promise<void> {
    if (group.length > 1) {
      const done = await this.inOneTransaction(counter, group).catch(() => null);
      if (done) {
        group.forEach((member, i) => member.resolve(done[i]!));
        return;
      }
    }
    for (const member of group)
      await this.inOneTransaction(counter, [member]).then(([done]) => member.resolve(done!), member.reject);
  }

  private inOneTransaction(counter: Counter, group: readonly Member[]): Promise<NumberedAppend[]> {
    return inTransaction(this.pool, async (client) => {
      const first = await counter.take(client, group.length);
      const made = group.map((member, i) =>
        member.make(first + i).map((append) => ({ append, metadata: member.metadata })),
      );
      const results = await this.appendAll(client, made.flat());
      let next = 0;
      return made.map((appends, i) => ({
        number: first + i,
        results: results.slice(next, (next += appends.length)),
      }));
    });
  }
}
