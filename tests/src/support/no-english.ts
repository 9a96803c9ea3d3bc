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
  return [...phrases];
};

/** What a reader sees or hears on the page (or in `root`), outside parts marked as another language. */
const visibleWords = (page: Page, root: string): Promise<string[]> =>
  page.evaluate(`((rootSelector) => {
    const root = rootSelector ? document.querySelector(rootSelector) : document.body;
    if (!root) return ['(nothing matches ' + rootSelector + ')'];
    const foreign = (el) => { if (el.closest('[translate="no"]')) return true; const part = el.closest('[lang]'); return part && part !== document.documentElement && !part.lang.startsWith('es'); };
    const seen = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || !node.textContent.trim() || foreign(el)) continue;
      if (el.closest('script,style,noscript,[hidden],[aria-hidden="true"]')) continue;
      if (el.tagName !== 'OPTION' && !el.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
      seen.push(node.textContent.trim());
    }
    for (const el of root.querySelectorAll('[placeholder],[aria-label],[title],img[alt]')) {
      if (foreign(el) || !el.checkVisibility()) continue;
      for (const name of ['placeholder', 'aria-label', 'title', 'alt']) {
        const value = el.getAttribute(name);
        if (value && value.trim()) seen.push(value.trim());
      }
    }
    return seen;
  })(${JSON.stringify(root)})`);

/**
 * `root` (a CSS selector, e.g. `main`) limits the check to one part of the page, for a page whose
 * other parts belong to another check; by default the whole page is checked.
 */
export const expectNoEnglish = async (page: Page, where: string, root = ''): Promise<void> => {
  expect(await page.evaluate('document.documentElement.lang'), `${where}: the page's language`).toBe('es');
  const seen = await visibleWords(page, root);
  const phrases = englishOnlyTexts();
  const words = new RegExp(`(^|[^\\p{L}])(${COMMON_ENGLISH.join('|')})(?=$|[^\\p{L}])`, 'iu');
  const english = seen.filter((text) => words.test(text) || phrases.some((p) => text.includes(p)));
  expect(english, `${where}: English shown on a Spanish page`).toEqual([]);
};
