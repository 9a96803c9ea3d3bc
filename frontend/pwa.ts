import { VitePWA } from 'vite-plugin-pwa';

/**
 * The installable app and its service worker (docs/architecture.md, "Offline and installed").
 * The worker keeps the built shell and every page's chunk, so the app and the report form open
 * without a network; it never keeps anything under /api, whose answers belong to one user and one
 * moment. It is registered after the first paint (`app/service-worker.ts`), not injected here.
 */
export const installableApp = () =>
  VitePWA({
    strategies: 'generateSW',
    injectRegister: false,
    registerType: 'autoUpdate',
    // The glob below already takes every file of public/.
    includeManifestIcons: false,
    manifest: {
      name: 'SafetyHub',
      short_name: 'SafetyHub',
      description: 'Workplace health and safety: incident reporting, documents, training and compliance.',
      start_url: '/dashboard',
      scope: '/',
      display: 'standalone',
      // The header's slate-900 and the page's slate-50 (index.html's theme-color).
      theme_color: '#0f172a',
      background_color: '#f8fafc',
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      // The same minified worker whatever NODE_ENV the build ran under (tests build with "test").
      mode: 'production',
      // The shell, every lazy page, the icons; not the .br/.gz copies precompress() writes beside them.
      globPatterns: ['**/*.{js,css,html,svg,png}'],
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [/^\/(api|healthz|readyz)(\/|$)/],
      // A new version takes over at once; a page already open keeps the code it has loaded.
      skipWaiting: true,
      clientsClaim: true,
      cleanupOutdatedCaches: true,
      runtimeCaching: [],
    },
  });
