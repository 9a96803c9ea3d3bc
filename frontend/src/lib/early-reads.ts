/**
 * Reads src/boot/first-page.ts asked for before the app's scripts ran, by path. The first read of
 * a path takes its answer instead of asking again; a read after the first seconds asks anew, as the
 * answer could be out of date by then.
 */
declare global {
  interface Window {
    __hsEarlyReads?: Map<string, Promise<Response>>;
  }
}

const FRESH_FOR_MS = 10_000;

export const takeEarlyRead = (path: string): Promise<Response> | undefined => {
  const reads = window.__hsEarlyReads;
  const read = reads?.get(path);
  if (!reads || !read) return undefined;
  reads.delete(path);
  return performance.now() < FRESH_FOR_MS ? read : undefined;
};
