import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type * as AxeCore from 'axe-core';
import { expect } from 'vitest';

/**
 * The little of the DOM the in-page checks use, typed here: the tests compile for Node, without
 * the DOM library. Each function handed to page.evaluate runs in the page, so it takes these from
 * globalThis itself.
 */
interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
  width: number;
  height: number;
}
interface PageElement {
  tagName: string;
  id: string;
  className: unknown;
  textContent: string | null;
  parentElement: PageElement | null;
  labels?: (Iterable<PageElement> & ArrayLike<PageElement>) | null;
  getBoundingClientRect(): Rect;
  contains(other: PageElement): boolean;
  closest(selector: string): PageElement | null;
  getAttribute(name: string): string | null;
  querySelectorAll(selector: string): Iterable<PageElement>;
}
interface PageStyle {
  overflowX: string;
  visibility: string;
  display: string;
  content: string;
  position: string;
  borderLeftWidth: string;
  borderTopWidth: string;
  borderRightWidth: string;
  borderBottomWidth: string;
  getPropertyValue(name: string): string;
}
interface PageGlobals {
  innerWidth: number;
  document: PageElement & { body: PageElement; documentElement: { scrollWidth: number } };
  getComputedStyle(element: PageElement, pseudo?: string): PageStyle;
  axe?: typeof AxeCore;
}

/** WCAG 2.1 A and AA, the level the product promises (docs/product.md, "Accessibility"). */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The smallest touch target, in CSS pixels, both ways (WCAG 2.5.5, Apple and Android guidance). */
export const MIN_TARGET = 44;

let axeSource: Promise<string> | null = null;
const loadAxe = () =>
  (axeSource ??= readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'));

/** Axe's serious and critical findings on the page as it is now, one line per rule. */
export const seriousAxeFindings = async (page: Page): Promise<string[]> => {
  const injected = await page.evaluate(() => 'axe' in globalThis);
  // Evaluated through the DevTools protocol: the app's Content-Security-Policy refuses inline scripts.
  if (!injected) await page.evaluate(await loadAxe());
  return page.evaluate(async (tags) => {
    const { axe } = globalThis as unknown as Required<Pick<PageGlobals, 'axe'>>;
    const result = await axe.run({ runOnly: { type: 'tag', values: tags } });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id} (${v.impact}): ${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(' '))
            .join(', ')}`,
      );
  }, AXE_TAGS);
};

export interface Overflow {
  /** The page's width beyond the window, 0 when it does not scroll sideways. */
  excess: number;
  /** The outermost elements reaching past the window's edges (outside any scroll region). */
  wide: string[];
}

/** Whether the page scrolls sideways, and which elements make it. */
export const sidewaysOverflow = (page: Page): Promise<Overflow> =>
  page.evaluate(() => {
    const { document, getComputedStyle, innerWidth: width } = globalThis as unknown as PageGlobals;
    const name = (el: PageElement) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${
        typeof el.className === 'string' && el.className
          ? `.${el.className.trim().split(/\s+/).slice(0, 3).join('.')}`
          : ''
      } "${(el.textContent ?? '').trim().slice(0, 30)}"`;
    const insideScroller = (el: PageElement) => {
      for (let p = el.parentElement; p; p = p.parentElement) {
        const overflowX = getComputedStyle(p).overflowX;
        if (overflowX === 'auto' || overflowX === 'scroll' || overflowX === 'hidden') return true;
      }
      return false;
    };
    const wide = [...document.body.querySelectorAll('*')].filter((el) => {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) return false;
      return (rect.right > width + 1 || rect.left < -1) && !insideScroller(el);
    });
    const outermost = wide.filter((el) => !wide.some((other) => other !== el && other.contains(el)));
    return {
      excess: Math.max(0, document.documentElement.scrollWidth - width),
      wide: outermost.slice(0, 5).map(name),
    };
  });

/**
 * Controls whose hit area is under MIN_TARGET either way. A control's hit area is its box, widened
 * by a positioned ::before or ::after, joined with its labels' boxes (a tap on a label works it). Links inside a sentence are
 * exempt, as WCAG exempts inline targets; so are controls hidden or scrolled out of reach.
 */
export const smallTargets = (page: Page, min = MIN_TARGET): Promise<string[]> =>
  page.evaluate((min) => {
    const { document, getComputedStyle } = globalThis as unknown as PageGlobals;
    const selector = [
      'a[href]',
      'button',
      'input:not([type=hidden])',
      'select',
      'textarea',
      'summary',
      '[role=button]',
      '[role=link]',
      '[role=checkbox]',
      '[role=switch]',
      '[role=radio]',
      '[role=tab]',
      '[role=menuitem]',
      '[role=slider]',
      '[tabindex="0"]',
    ].join(',');
    const inSentence = (el: PageElement) => {
      if (el.tagName !== 'A') return false;
      const block = el.closest('p, li, dd, td');
      if (!block) return false;
      const own = (el.textContent ?? '').trim().length;
      return (block.textContent ?? '').trim().length > own + 10;
    };
    /** A positioned ::after or ::before reaching past the box takes taps for the element too. */
    const pseudoReach = (el: PageElement, rect: Rect) => {
      let { left, top, right, bottom } = rect;
      for (const which of ['::before', '::after']) {
        const style = getComputedStyle(el, which);
        if (style.content === 'none' || style.position !== 'absolute') continue;
        const inset = (side: string) => parseFloat(style.getPropertyValue(side)) || 0;
        const border = getComputedStyle(el);
        left = Math.min(left, rect.left + parseFloat(border.borderLeftWidth) + inset('left'));
        top = Math.min(top, rect.top + parseFloat(border.borderTopWidth) + inset('top'));
        right = Math.max(right, rect.right - parseFloat(border.borderRightWidth) - inset('right'));
        bottom = Math.max(bottom, rect.bottom - parseFloat(border.borderBottomWidth) - inset('bottom'));
      }
      return { left, top, right, bottom };
    };
    const box = (el: PageElement) => {
      let { left, top, right, bottom } = pseudoReach(el, el.getBoundingClientRect());
      const labels = el.labels ?? [];
      for (const label of labels) {
        const r = label.getBoundingClientRect();
        if (r.width === 0) continue;
        left = Math.min(left, r.left);
        top = Math.min(top, r.top);
        right = Math.max(right, r.right);
        bottom = Math.max(bottom, r.bottom);
      }
      return { width: right - left, height: bottom - top };
    };
    const visible = (el: PageElement) => {
      const rect = el.getBoundingClientRect();
      // Visually hidden: a styled checkbox's input, a file picker worked through its label, or a
      // dialog's focus guard.
      if (rect.width <= 1 && rect.height <= 1) return false;
      const style = getComputedStyle(el);
      return style.visibility !== 'hidden' && style.display !== 'none' && !el.closest('[inert],.sr-only');
    };
    const found: string[] = [];
    for (const el of document.querySelectorAll(selector)) {
      if (!visible(el) || inSentence(el) || el.closest('[aria-hidden=true]')) continue;
      const { width, height } = box(el);
      if (width + 0.5 >= min && height + 0.5 >= min) continue;
      const text = el.getAttribute('aria-label') ?? el.labels?.[0]?.textContent ?? el.textContent ?? '';
      found.push(
        `${el.tagName.toLowerCase()}${el.getAttribute('type') ? `[${el.getAttribute('type')}]` : ''} "${text
          .trim()
          .slice(0, 30)}" ${Math.round(width)}x${Math.round(height)}`,
      );
    }
    return found;
  }, min);

/**
 * What a page owes a phone user, asserted: no sideways scroll, 44 px targets, no serious axe
 * finding and no console error; a full-page screenshot named `shot` when SHOTS_DIR is set.
 */
export const expectFitsPhone = async (
  onPhone: { page: Page; consoleErrors: readonly string[] },
  shot: string,
) => {
  expect(await sidewaysOverflow(onPhone.page)).toEqual({ excess: 0, wide: [] });
  expect(await smallTargets(onPhone.page)).toEqual([]);
  expect(await seriousAxeFindings(onPhone.page)).toEqual([]);
  if (process.env.SHOTS_DIR)
    await onPhone.page.screenshot({ path: `${process.env.SHOTS_DIR}/${shot}`, fullPage: true });
  expect(onPhone.consoleErrors).toEqual([]);
};
