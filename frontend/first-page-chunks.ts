import type { Rolldown } from 'vite';

type Groups = Exclude<Rolldown.OutputOptions['codeSplitting'], boolean | undefined>['groups'];
type Group = NonNullable<Groups>[number];
type Context = Parameters<Extract<Group['name'], (...args: never[]) => unknown>>[1];

/** The pages a phone opens first (those src/boot/first-page.ts asks for), by chunk name. */
const FIRST_PAGES = {
  dashboard: 'src/features/dashboard/pages/dashboard-page.tsx',
  'report-form': 'src/features/incidents/pages/report-incident-page.tsx',
};

const CONTRACTS_INDEX = ['contracts', 'src', 'index.ts'].join('/');

/**
 * The app's modules a first page reaches by static imports, in one chunk per page (and one for
 * what both share): split the default way, the dashboard asked for 37 files of 1-3 KB, and a
 * phone's browser fetches only 6 at a time over HTTP/1.1, a round trip each. Another page that
 * uses one of these modules loads that chunk too. Goes after the 'shell' group, which keeps what
 * every page needs.
 */
export const firstPageChunks = (root: string): Group => {
  const reached = new Map<string, Set<string>>();
  /** The modules `pageId` imports statically, directly or not; computed once per page. */
  const reachedFrom = (pageId: string, ctx: Context): Set<string> => {
    const known = reached.get(pageId);
    if (known) return known;
    const seen = new Set<string>();
    const todo = [pageId];
    for (let id = todo.pop(); id !== undefined; id = todo.pop()) {
      if (seen.has(id)) continue;
      seen.add(id);
      // The contracts' index only re-exports: the bundler takes each name from its own module, so
      // going through it would count every contract as reached by every page that imports one.
      if (id.endsWith(CONTRACTS_INDEX)) continue;
      todo.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
    }
    reached.set(pageId, seen);
    return seen;
  };
  return {
    name: (id, ctx) => {
      const pages = Object.entries(FIRST_PAGES)
        .filter(([, page]) => reachedFrom(`${root}${page}`, ctx).has(id))
        .map(([name]) => name);
      if (pages.length === 0) return null;
      return pages.length === 1 ? pages[0] : 'first-pages';
    },
    test: /[\\/](contracts|domain|frontend)[\\/]src[\\/](?!boot[\\/])/,
    // The libraries they use stay in chunks of their own: pulled in here, one the report form
    // shares with the dashboard made the form load the dashboard's chunk.
    includeDependenciesRecursively: false,
  };
};
