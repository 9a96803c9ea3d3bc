/**
 * Identical reads asked for while the same callback's promise chains run share one query: writers
 * refused on a hot stream all re-read it at once. The query is sent once those chains have run
 * (`process.nextTick` runs after the microtasks queued so far, before any I/O), so a read joins
 * only a query not yet sent and never gets an answer older than its own call.
 */
export class SharedReads<T> {
  private readonly unsent = new Map<string, Promise<T>>();

  read(key: string, query: () => Promise<T>): Promise<T> {
    const waiting = this.unsent.get(key);
    if (waiting) return waiting;
    const shared = new Promise<T>((resolve, reject) => {
      process.nextTick(() => {
        this.unsent.delete(key);
        query().then(resolve, reject);
      });
    });
    this.unsent.set(key, shared);
    return shared;
  }
}
