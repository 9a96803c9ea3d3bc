/**
 * Test-only instrumentation, loaded into the app by the soak test (`node --import tsx --import
 * ./tests/src/support/memory-probe.ts scripts/start.ts`); the application's code knows nothing of
 * it. On SIGUSR2 it collects garbage in the main thread and in every worker thread (the
 * projections run on one), then writes process.memoryUsage() and the workers' heap in use to
 * HS_MEMORY_PROBE_FILE, so a memory sample measures what is live, not where each heap's collector
 * happens to be in its sawtooth.
 *
 * Every heap is collected through the inspector (`HeapProfiler.collectGarbage`), as under memory
 * pressure: besides the garbage, V8 then gives back the space it keeps for allocations to come. A
 * plain `gc()` keeps it: the main thread's heap measured 77 MB committed for 39 MB in use after one,
 * depending on when V8 had grown its young generation, and the soak's Pss with it. A worker's heap
 * can only be reached from inside it; the inspector's NodeWorker domain speaks to it without the
 * app's help.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';

const file = process.env.HS_MEMORY_PROBE_FILE;
/** Longest wait for a worker thread's answer before the sample is written anyway. */
const WORKER_TIMEOUT_MS = 5_000;

type WorkerEvent = { params: { sessionId: string; message?: string } };

/**
 * Connects to the inspector and answers a function that collects garbage in this thread and in
 * every worker thread, and tells how many workers there are and how much of their heaps is in use.
 */
const collector = () => {
  const session = new Session();
  session.connect();
  const workers = new Set<string>();
  const pending = new Map<number, (result: unknown) => void>();
  let nextId = 1;
  session.on('NodeWorker.attachedToWorker', (event: unknown) => {
    workers.add((event as WorkerEvent).params.sessionId);
  });
  session.on('NodeWorker.detachedFromWorker', (event: unknown) => {
    workers.delete((event as WorkerEvent).params.sessionId);
  });
  session.on('NodeWorker.receivedMessageFromWorker', (event: unknown) => {
    const answer = JSON.parse((event as WorkerEvent).params.message ?? '{}') as {
      id?: number;
      result?: unknown;
    };
    if (answer.id !== undefined) pending.get(answer.id)?.(answer.result);
  });
  session.post('NodeWorker.enable', { waitForDebuggerOnStart: false });

  const collectHere = () =>
    new Promise<void>((resolve) => session.post('HeapProfiler.collectGarbage', () => resolve()));
  /** One inspector command in one worker; null when it does not answer in time. */
  const ask = (sessionId: string, method: string) =>
    new Promise<unknown>((resolve) => {
      const id = nextId++;
      const timer = setTimeout(() => done(null), WORKER_TIMEOUT_MS);
      const done = (result: unknown) => {
        clearTimeout(timer);
        pending.delete(id);
        resolve(result);
      };
      pending.set(id, done);
      session.post('NodeWorker.sendMessageToWorker', { sessionId, message: JSON.stringify({ id, method }) });
    });
  const collectIn = async (sessionId: string) => {
    await ask(sessionId, 'HeapProfiler.collectGarbage');
    const usage = (await ask(sessionId, 'Runtime.getHeapUsage')) as { usedSize?: number } | null;
    return usage?.usedSize ?? 0;
  };
  return async () => {
    await collectHere();
    const used = await Promise.all([...workers].map(collectIn));
    // Once more here, after the finalizers and weak callbacks of the first pass have run.
    await collectHere();
    return { workerThreads: used.length, workerHeapUsed: used.reduce((a, b) => a + b, 0) };
  };
};

if (file) {
  const collect = collector();
  process.on('SIGUSR2', () => {
    void collect().then((workers) =>
      writeFileSync(file, JSON.stringify({ at: Date.now(), ...workers, ...process.memoryUsage() })),
    );
  });
}
