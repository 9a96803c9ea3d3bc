import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';

const NAME = 'first-page';

/** The pages a phone opens first, by path, and the module of each (src/app/router.tsx loads them). */
const FIRST_PAGES: Record<string, string> = {
  '/': 'src/features/dashboard/pages/dashboard-page.tsx',
  '/dashboard': 'src/features/dashboard/pages/dashboard-page.tsx',
  '/incidents/new': 'src/features/incidents/pages/report-incident-page.tsx',
  '/incidents/report': 'src/features/incidents/pages/report-incident-page.tsx',
};

type Bundle = Rollup.OutputBundle;
type Chunk = Rollup.OutputChunk;

/** The files a page's module needs: its chunk, the chunks that one imports, and their stylesheets. */
const filesOfPage = (bundle: Bundle, moduleId: string): string[] => {
  const chunks = Object.values(bundle).filter((file): file is Chunk => file.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const own = chunks.find((chunk) => chunk.moduleIds.includes(moduleId));
  if (!own) throw new Error(`no chunk holds ${moduleId}`);
  const files = new Set<string>();
  const visit = (chunk: Chunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const name of chunk.imports) {
      const imported = byName.get(name);
      if (imported) visit(imported);
    }
  };
  visit(own);
  return [...files].map((file) => `/${file}`);
};

/**
 * index.html's app entry is preloaded instead of run (`<link rel="modulepreload" data-app-entry>`),
 * and `src/boot/first-page.ts`, built as an entry of its own with no static imports, runs it once
 * the shell has been painted and asks for the opened page's code beside it: the files of each first
 * page are listed on its script tag (`data-first-pages`), as the boot script may not import the
 * bundler's preload helper (that import would make it wait for the whole app). (A second module
 * script written in index.html would be merged into the app's entry by Vite, and run only after all
 * its imports.)
 */
export const firstPageEntry = (root: string): Plugin => ({
  name: 'hs-first-page-entry',
  apply: 'build',
  config: () => ({
    build: {
      rolldownOptions: { input: { index: `${root}index.html`, [NAME]: `${root}src/boot/first-page.ts` } },
    },
  }),
  transformIndexHtml: {
    order: 'post',
    handler: (html, { bundle }) => {
      const entry = Object.values(bundle ?? {}).find(
        (file) => file.type === 'chunk' && file.isEntry && file.name === NAME,
      );
      if (!entry) throw new Error(`the build has no ${NAME} entry`);
      const appScript = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
      const app = appScript.exec(html)?.[1];
      if (!app) throw new Error('index.html has no app entry script');
      if (entry.type === 'chunk' && entry.imports.length > 0)
        throw new Error(`${NAME} imports ${entry.imports.join(', ')}: it must run before the app's scripts`);
      const pages = Object.fromEntries(
        Object.entries(FIRST_PAGES).map(([path, page]) => [
          path,
          filesOfPage(bundle ?? {}, `${root}${page}`),
        ]),
      );
      const tags: HtmlTagDescriptor[] = [
        {
          tag: 'script',
          attrs: {
            type: 'module',
            async: true,
            crossorigin: true,
            src: `/${entry.fileName}`,
            'data-first-pages': JSON.stringify(pages),
          },
        },
      ];
      return {
        html: html
          .replace(appScript, `<link rel="modulepreload" crossorigin href="${app}" data-app-entry>`)
          // Not needed for the first paint (the shell is): the stylesheet goes first.
          .replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"'),
        tags: tags.map((tag) => ({ ...tag, injectTo: 'head' })),
      };
    },
  },
});
