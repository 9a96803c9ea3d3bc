import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages';
import { namespaceOf } from './locale-files';

/**
 * Every text exists in every language, and every key the code asks for exists: a missing Spanish
 * text would show English (or a bare key) to a Spanish reader, and nothing else would notice.
 */
const src = join(import.meta.dirname, '../..');

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });

/** "a.b.c" for each string leaf. */
const keysOf = (texts: unknown, prefix = ''): string[] =>
  Object.entries(texts as Record<string, unknown>).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );

const files = filesUnder(src);
const localeFiles = files.filter((f) => /\/locales\/[a-z]{2}\.json$/.test(f));
const texts = new Map<string, Map<string, Record<string, unknown>>>();
for (const file of localeFiles) {
  const namespace = namespaceOf(`/${relative(src, file)}`);
  const language = /\/([a-z]{2})\.json$/.exec(file)![1]!;
  if (!texts.has(namespace)) texts.set(namespace, new Map());
  texts.get(namespace)!.set(language, JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>);
}

const plural = /_(zero|one|two|few|many|other)$/;
const baseKeys = (keys: string[]) => new Set(keys.map((k) => k.replace(plural, '')));

describe('the interface texts', () => {
  it('has a shared namespace and feature namespaces', () => {
    expect(texts.get('common')?.get('en')).toBeDefined();
  });

  for (const [namespace, byLanguage] of texts) {
    it(`"${namespace}" has every text in every language, none empty`, () => {
      const english = keysOf(byLanguage.get('en') ?? {});
      for (const { code } of LANGUAGES) {
        const own = byLanguage.get(code);
        expect(own, `${namespace}/locales/${code}.json`).toBeDefined();
        const keys = keysOf(own);
        // Plural forms differ by language (Spanish has "many"), so plurals compare by their base key.
        expect([...baseKeys(keys)].sort(), `${namespace} in ${code}`).toEqual([...baseKeys(english)].sort());
        const empty = keys.filter(
          (k) =>
            !String(k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], own)).trim(),
        );
        expect(empty, `${namespace} in ${code}: empty texts`).toEqual([]);
      }
    });
  }

  it('holds every key the code asks for', () => {
    const missing: string[] = [];
    for (const file of files.filter((f) => /\.tsx?$/.test(f) && !f.includes('.test.'))) {
      const code = readFileSync(file, 'utf8');
      const namespace =
        /useTranslation\(\s*'([^']+)'/.exec(code)?.[1] ??
        /getFixedT\([^,]*,\s*'([^']+)'/.exec(code)?.[1] ??
        'common';
      for (const [, key] of code.matchAll(/\bt\(\s*'([^']+)'/g)) {
        const [ns, path] = key!.includes(':') ? key!.split(':', 2) : [namespace, key!];
        const english = baseKeys(keysOf(texts.get(ns!)?.get('en') ?? {}));
        if (!english.has(path!)) missing.push(`${relative(src, file)}: ${ns}:${path}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
