/**
 * Test-only instrumentation, loaded into the app by the soak test (`node --expose-gc --import tsx
 * --import ./tests/src/support/memory-probe.ts scripts/start.ts`); the application's code knows
 * nothing of it. On SIGUSR2 it runs a full garbage collection in the main thread and in every
 * worker thread (the projections run on one), then writes process.memoryUsage() to
 * HS_MEMORY_PROBE_FILE, so a memory sample measures what is live, not where each heap's
 * collector happens to be in its sawtooth.
 *
 * The worker threads are reached through the inspector's NodeWorker domain: a worker's heap can
 * only be collected from inside it, and the inspector speaks to it without the app's help.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';

const file = process.env.HS_MEMORY_PROBE_FILE;
const gc = (globalThis as { gc?: () => void }).gc;
/** Longest wait for a worker thread's collection before the sample is written anyway. */
const WORKER_GC_TIMEOUT_MS = 5_000;

type WorkerEvent = { params: { sessionId: string; message?: string; workerInfo?: { title: string } } };

/**
 * Connects to the inspector and answers a function that collects garbage in every worker thread
 * and then tells how many there are and how much of their heaps is in use.
 */
const workerCollector = () => {
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

  /** One inspector command in one worker; null when it does not answer in time. */
  const ask = (sessionId: string, method: string) =>
    new Promise<unknown>((resolve) => {
      const id = nextId++;
      const timer = setTimeout(() => done(null), WORKER_GC_TIMEOUT_MS);
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
    const used = await Promise.all([...workers].map(collectIn));
    return { workerThreads: used.length, workerHeapUsed: used.reduce((a, b) => a + b, 0) };
  };
};

if (file && gc) {
  const collectInWorkers = workerCollector();
  process.on('SIGUSR2', () => {
    gc();
    // A second pass after the first has run finalizers and weak callbacks.
    setImmediate(() => {
      void collectInWorkers().then((workers) => {
        gc();
        writeFileSync(file, JSON.stringify({ at: Date.now(), ...workers, ...process.memoryUsage() }));
      });
    });
  });
}
