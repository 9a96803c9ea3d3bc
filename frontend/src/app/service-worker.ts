/**
 * Registers the service worker (frontend/pwa.ts) once the page has loaded and the browser is idle:
 * its first install fetches every page's code, which must not compete with the first page's own
 * requests. Not under the development server (the one place with `import.meta.hot`), which has
 * no worker; a build made with any NODE_ENV (tests build with "test") registers it.
 */
export const registerServiceWorkerWhenIdle = (): void => {
  if (import.meta.hot || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // Without a worker the app still works online; it only cannot open offline.
    });
  };
  const whenIdle = () =>
    'requestIdleCallback' in window ? window.requestIdleCallback(register, { timeout: 5000 }) : register();
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
};
