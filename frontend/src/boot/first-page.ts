/**
 * The one script index.html runs itself, with no static imports. The app's own entry is only
 * preloaded there (fetched and compiled beside this, not run): it is started from here once the
 * browser has painted the shell that index.html draws, so the first paint never waits for the app's
 * scripts to run. The opened page's code is asked for at the same moment, and its first reads
 * before that, not once React, the router and the session check have run.
 */

/**
 * The opened page's files, as the build listed them on this script's tag (frontend/first-page-entry.ts):
 * preloaded, not run; the router runs the page's module when it gets there, from these copies.
 */
const preloadPageFiles = (): void => {
  const tag = document.querySelector<HTMLScriptElement>('script[data-first-pages]');
  const pages = JSON.parse(tag?.dataset['firstPages'] ?? '{}') as Record<string, string[] | undefined>;
  for (const href of pages[location.pathname] ?? []) {
    // The app's own scripts and stylesheet are in index.html already.
    if (document.querySelector(`link[href="${href}"]`)) continue;
    const link = document.createElement('link');
    if (href.endsWith('.css')) {
      link.rel = 'preload';
      link.as = 'style';
    } else link.rel = 'modulepreload';
    // As the bundler's own loader asks for them, so the router's later request takes these copies.
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
};

/**
 * The reads the opened page makes as soon as it draws, for everyone who may open it: asked for
 * here, once the session is known to hold a user, and taken by the app's own first read of each
 * (src/lib/early-reads.ts), so they travel while the app's scripts are still being fetched and run.
 * Each must be the exact path the page asks for, or it is asked twice.
 */
const DASHBOARD_READS = [
  '/api/notices/current',
  '/api/metrics/current?period=this-month',
  '/api/incidents?limit=3',
  '/api/documents?page=1&pageSize=4',
  '/api/my-work',
  '/api/trainings/upcoming',
  '/api/notifications?limit=8',
];
const firstReads: Record<string, string[]> = {
  '/': DASHBOARD_READS,
  '/dashboard': DASHBOARD_READS,
  '/incidents/new': ['/api/notifications?limit=8'],
  '/incidents/report': ['/api/notifications?limit=8'],
};

const SESSION = '/api/session';

const ask = (path: string): Promise<Response> =>
  fetch(path, { credentials: 'include', headers: { Accept: 'application/json' } });

const startEarlyReads = async (): Promise<void> => {
  const paths = firstReads[location.pathname];
  if (!paths) return;
  const reads = new Map<string, Promise<Response>>();
  window.__hsEarlyReads = reads;
  const session = ask(SESSION);
  reads.set(SESSION, session);
  // GET /api/session answers 200 with `user: null` when nobody is signed in: then ask nothing more.
  const signedIn = await session
    .then(async (response) => response.ok && ((await response.clone().json()) as { user: unknown }).user)
    .catch(() => null);
  if (!signedIn) return;
  for (const path of paths) reads.set(path, ask(path));
};

/**
 * Once the browser has recorded the shell's first contentful paint (a frame that is drawn is not
 * yet shown: waiting for the entry, not for a frame, keeps the app's scripts off the path to it).
 * At once in a hidden tab, which paints nothing, or in a browser that does not report paints; at
 * most half a second in any case.
 */
const shellPainted = (): Promise<void> =>
  new Promise((resolve) => {
    const painted = performance.getEntriesByName('first-contentful-paint').length > 0;
    const canTell = PerformanceObserver.supportedEntryTypes.includes('paint');
    if (document.visibilityState === 'hidden' || painted || !canTell) return resolve();
    const observer = new PerformanceObserver(() => done());
    const done = () => {
      observer.disconnect();
      resolve();
    };
    observer.observe({ type: 'paint' });
    setTimeout(done, 500);
  });

const start = async (): Promise<void> => {
  const appEntry = document.querySelector<HTMLLinkElement>('link[rel="modulepreload"][data-app-entry]');
  if (!appEntry) throw new Error('index.html names no app entry');
  void startEarlyReads();
  await shellPainted();
  // A failed download here is the router's to report when it asks for the page itself.
  preloadPageFiles();
  await import(/* @vite-ignore */ appEntry.href);
};

void start();
