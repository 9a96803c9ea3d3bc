import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Checks that a page shown in Spanish has no English left on it: neither a text of the app's own
 * English files (one a Spanish file lacks, or one still written in the code) nor a common English
 * word. Domain data shown as entered (a person's name, a course title without a Spanish one) is
 * marked `translate="no"` where it is shown, or `lang="en"` when it is known to be English
 * (WCAG 3.1.2), and is skipped.
 */
const frontendSrc = join(import.meta.dirname, '../../../frontend/src');

const COMMON_ENGLISH = [
  'the',
  'and',
  'your',
  'you',
  'with',
  'from',
  'this',
  'that',
  'report',
  'submit',
  'save',
  'cancel',
  'required',
  'date',
  'name',
  'description',
  'open',
  'overdue',
  'done',
  'sign',
  'signed',
  'back',
  'next',
  'search',
  'loading',
  'please',
  'select',
  'choose',
  'add',
  'remove',
  'new',
  'view',
  'all',
  'none',
  'status',
  'due',
  'today',
  'yesterday',
  'show',
  'hide',
  'details',
  'incident',
  'training',
  'work',
  'my',
  'what',
  'when',
  'where',
  'who',
  'how',
  'photo',
  'photos',
  'location',
  'injury',
  'send',
  'sent',
  'draft',
  'quiz',
  'question',
  'answer',
  'score',
  'pass',
  'passed',
  'failed',
  'attempt',
  'course',
  'document',
  'documents',
  'read',
  'start',
  'continue',
  'close',
  'yes',
];

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });

const stringsOf = (texts: unknown): string[] =>
  Object.values(texts as Record<string, unknown>).flatMap((v) =>
    typeof v === 'string' ? [v] : stringsOf(v),
  );

/** Whether `phrase` is in `text` as whole words: "Document" is English, "Documento" is not. */
const wholeIn = (text: string, phrase: string) => {
  const before = /^\p{L}/u.test(phrase) ? '(^|[^\\p{L}])' : '';
  const after = /\p{L}$/u.test(phrase) ? '(?=$|[^\\p{L}])' : '';
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`${before}${escaped}${after}`, 'u').test(text);
};

/** The English texts that read differently in Spanish, by their longest fixed part. */
const englishOnlyTexts = (): string[] => {
  const phrases = new Set<string>();
  for (const file of filesUnder(frontendSrc).filter((f) => f.endsWith('/locales/en.json'))) {
    const spanish = new Set(
      stringsOf(JSON.parse(readFileSync(file.replace(/en\.json$/, 'es.json'), 'utf8'))),
    );
    for (const text of stringsOf(JSON.parse(readFileSync(file, 'utf8')))) {
      if (spanish.has(text)) continue;
      const fixed = text
        .split(/\{\{[^}]*\}\}|<[^>]*>/)
        .sort((a, b) => b.length - a.length)[0]!
        .trim();
      if (fixed.length >= 6 && /[a-z]{3}/i.test(fixed)) phrases.add(fixed);
    }
  }
  // A phrase the Spanish texts also use is Spanish as well ("Complete" is both languages' imperative).
  const everySpanish = filesUnder(frontendSrc)
    .filter((f) => f.endsWith('/locales/es.json'))
    .flatMap((f) => stringsOf(JSON.parse(readFileSync(f, 'utf8'))))
    .join('\n');
  return [...phrases].filter((phrase) => !wholeIn(everySpanish, phrase));
};

/** What a reader sees or hears on the page (or in `root`), outside parts marked as another language. */
const visibleWords = (page: Page, root: string): Promise<string[]> =>
  page.evaluate(`((root) => {
    const scope = document.querySelector(root);
    if (!scope) throw new Error('no element matches ' + root);
    const foreign = (el) => { if (el.closest('[translate="no"]')) return true; const part = el.closest('[lang]'); return part && part !== document.documentElement && !part.lang.startsWith('es'); };
    const seen = [];
    const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || !node.textContent.trim() || foreign(el)) continue;
      if (el.closest('script,style,noscript,[hidden],[aria-hidden="true"]')) continue;
      if (el.tagName !== 'OPTION' && !el.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
      seen.push(node.textContent.trim());
    }
    for (const el of [scope, ...scope.querySelectorAll('[placeholder],[aria-label],[title],img[alt]')]) {
      if (!el.matches('[placeholder],[aria-label],[title],img[alt]')) continue;
      if (foreign(el) || !el.checkVisibility()) continue;
      for (const name of ['placeholder', 'aria-label', 'title', 'alt']) {
        const value = el.getAttribute(name);
        if (value && value.trim()) seen.push(value.trim());
      }
    }
    return seen;
  })(${JSON.stringify(root)})`);

/**
 * `root` (a CSS selector, the whole body by default) narrows the check to one part of the page,
 * such as `main` or `[role="dialog"]`. `pending` lists exact texts of shared parts still being
 * translated elsewhere (say a dialog's Close), let through by name so nothing else slips by.
 */
export const expectNoEnglish = async (
  page: Page,
  where: string,
  root = 'body',
  pending: readonly string[] = [],
): Promise<void> => {
  expect(await page.evaluate('document.documentElement.lang'), `${where}: the page's language`).toBe('es');
  const seen = await visibleWords(page, root);
  const phrases = englishOnlyTexts();
  const words = new RegExp(`(^|[^\\p{L}])(${COMMON_ENGLISH.join('|')})(?=$|[^\\p{L}])`, 'iu');
  const english = seen.filter(
    (text) => !pending.includes(text) && (words.test(text) || phrases.some((p) => wholeIn(text, p))),
  );
  expect(english, `${where}: English shown on a Spanish page`).toEqual([]);
};
