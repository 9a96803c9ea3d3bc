import type { Language } from './languages';

type Texts = Record<string, unknown>;

/**
 * Each feature keeps its texts beside its code, in `features/<name>/locales/<language>.json`,
 * read as the namespace `<name>`; `src/locales/` holds the shared `common` namespace. English ships
 * with the app; another language is fetched once, when a user first chooses it.
 */
const english = import.meta.glob<Texts>('../../**/locales/en.json', { eager: true, import: 'default' });
const others = import.meta.glob<Texts>('../../**/locales/*.json', { import: 'default' });

export const namespaceOf = (path: string): string =>
  /\/features\/([^/]+)\/locales\//.exec(path)?.[1] ?? 'common';

export const englishTexts = (): Record<string, Texts> =>
  Object.fromEntries(Object.entries(english).map(([path, texts]) => [namespaceOf(path), texts]));

export const loadTexts = async (language: Language): Promise<Record<string, Texts>> => {
  if (language === 'en') return englishTexts();
  const files = Object.entries(others).filter(([path]) => path.endsWith(`/locales/${language}.json`));
  const loaded = await Promise.all(
    files.map(async ([path, load]) => [namespaceOf(path), await load()] as const),
  );
  return Object.fromEntries(loaded);
};
