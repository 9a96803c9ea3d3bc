/**
 * Test-only instrumentation, loaded into the app by the soak test (`node --expose-gc --import tsx
 * --import ./tests/src/support/memory-probe.ts scripts/start.ts`); the application's code knows
 * nothing of it. On SIGUSR2 it runs a full garbage collection and writes process.memoryUsage() to
 * HS_MEMORY_PROBE_FILE, so a memory sample measures what is live, not where the collector's
 * sawtooth happens to be.
 */
import { writeFileSync } from 'node:fs';

const file = process.env.HS_MEMORY_PROBE_FILE;
const gc = (globalThis as { gc?: () => void }).gc;

if (file && gc) {
  process.on('SIGUSR2', () => {
    gc();
    // A second pass after the first has run finalizers and weak callbacks.
    setImmediate(() => {
      gc();
      writeFileSync(file, JSON.stringify({ at: Date.now(), ...process.memoryUsage() }));
    });
  });
}
