/**
 * The one script index.html runs itself, with no static imports. The app's own entry is only
 * preloaded there (fetched and compiled beside this, not run): it is started from here once the
 * browser has painted the shell that index.html draws, so the first paint never waits for the app's
 * scripts to run. The opened page's code is asked for at the same moment, not once React, the
 * router and the session check have run (the module is the router's own, so it runs once).
 */
const firstPages: Record<string, () => Promise<unknown>> = {
  '/': () => import('@/features/dashboard/pages/dashboard-page'),
  '/dashboard': () => import('@/features/dashboard/pages/dashboard-page'),
  '/incidents/new': () => import('@/features/incidents/pages/report-incident-page'),
  '/incidents/report': () => import('@/features/incidents/pages/report-incident-page'),
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
  await shellPainted();
  // A failed download here is the router's to report when it asks for the page itself.
  firstPages[location.pathname]?.().catch(() => undefined);
  await import(/* @vite-ignore */ appEntry.href);
};

void start();
