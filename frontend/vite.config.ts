import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompress } from './precompress';
import { installableApp } from './pwa';
import { firstPageEntry } from './first-page-entry';
import { firstPageChunks } from './first-page-chunks';
import { lazySchemas } from './lazy-schemas';

// Pin the root so the build lands in frontend/dist whichever directory vite is started from.
const root = decodeURIComponent(new URL('.', import.meta.url).pathname);

export default defineConfig(({ mode }) => {
  // The API runs on its own port in development (HS_API_ORIGIN overrides it); the built app is
  // served by the API from the same origin, so only dev and preview need the proxy.
  const backend = loadEnv(mode, root, 'HS_').HS_API_ORIGIN ?? 'http://127.0.0.1:3000';
  const proxy = { '/api': backend, '/healthz': backend, '/readyz': backend };
  return {
    root,
    plugins: [
      // The shared schemas are built on first use, not all when the first page's scripts run.
      lazySchemas(`${root}src/lib/lazy-schema.ts`),
      react(),
      tailwindcss(),
      // Offline and installable: the manifest and the service worker, all in frontend/pwa.ts.
      installableApp(),
      // The opened page's code is asked for beside the app's scripts, not after them.
      firstPageEntry(root),
      // Last: it compresses what the others wrote, the service worker included.
      precompress(),
    ],
    // `@/lib/http` instead of `../../../lib/http`; the same alias is in tsconfig.json and vitest.config.ts.
    resolve: { alias: { '@': `${root}src` } },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      rolldownOptions: {
        output: {
          // pdf.js's worker ships as .mjs, a name nginx's mime.types does not know: as .js it is
          // served as JavaScript everywhere (a module worker refuses any other type).
          assetFileNames: ({ names }) =>
            names.some((name) => name.endsWith('.mjs'))
              ? 'assets/[name]-[hash].js'
              : 'assets/[name]-[hash][extname]',
          // Libraries change less often than the app: separate chunks stay cached across releases.
          // 'ui' takes only the libraries the first page needs ($initial: reached by static imports
          // from the entry); those only lazy pages use (signature pad, tabs, most icons) stay out of
          // it, so they are not preloaded with the dashboard and are fetched with those pages.
          codeSplitting: {
            groups: [
              { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
              { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
              { name: 'ui', test: /node_modules[\\/]/, tags: ['$initial'] },
              // The icons only lazy pages draw, in one file: each is a few hundred bytes, and the
              // dashboard asked for 17 of them one request each.
              { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/ },
              // The app's own modules the first page needs, in one file instead of one per module
              // shared with a lazy page: each request before first paint costs a round trip. Not the
              // first-page entry (src/boot): it must stay a file of its own with no static imports.
              {
                name: 'shell',
                test: /[\\/](contracts|frontend)[\\/]src[\\/](?!boot[\\/])/,
                tags: ['$initial'],
              },
              // What the first pages (dashboard, report form) reach beyond the shell, a chunk each.
              firstPageChunks(root),
            ],
          },
        },
      },
    },
    server: { host: '127.0.0.1', port: 5173, proxy },
    preview: { host: '127.0.0.1', port: 4173, proxy },
  };
});
