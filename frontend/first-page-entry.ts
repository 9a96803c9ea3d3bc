import type { HtmlTagDescriptor, Plugin } from 'vite';

const NAME = 'first-page';

/**
 * index.html's app entry is preloaded instead of run (`<link rel="modulepreload" data-app-entry>`),
 * and `src/boot/first-page.ts`, built as an entry of its own with no static imports, runs it once
 * the shell has been painted and asks for the opened page's code beside it. (A second module script
 * written in index.html would be merged into the app's entry by Vite, and run only after all its
 * imports.)
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
      const tags: HtmlTagDescriptor[] = [
        {
          tag: 'script',
          attrs: { type: 'module', async: true, crossorigin: true, src: `/${entry.fileName}` },
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
