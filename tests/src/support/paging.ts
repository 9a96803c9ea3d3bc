import { expect } from 'vitest';
import type { Locator } from 'playwright-core';

/** A list with a "Load more" button and a "Showing n of total" status, as the browser shows it. */
export type PagedList = {
  rows: Locator;
  loadMore: Locator;
  status: Locator;
  /** Rows on the first page. */
  pageSize: number;
  /** What tells one listed row from another (its link, its report number). */
  keys: () => Promise<(string | null)[]>;
};

/**
 * Loads more until every one of `total` is listed once: the first page, a second with focus on its
 * first row (so reading goes on from there), then the rest; `afterSecondPage` may take a screenshot.
 */
export const loadUntilAllListed = async (
  list: PagedList,
  total: number,
  afterSecondPage?: () => Promise<unknown>,
) => {
  const { rows, loadMore, status, pageSize } = list;
  await expect.poll(() => rows.count()).toBe(pageSize);
  await expect.poll(() => status.textContent()).toBe(`Showing ${pageSize} of ${total}`);

  await loadMore.click();
  await expect.poll(() => rows.count()).toBe(Math.min(2 * pageSize, total));
  await expect
    .poll(() => rows.nth(pageSize).evaluate((el) => el === el.ownerDocument.activeElement))
    .toBe(true);
  await afterSecondPage?.();

  while (await loadMore.isVisible()) {
    const before = await rows.count();
    await loadMore.click();
    await expect.poll(() => rows.count()).toBeGreaterThan(before);
  }
  const keys = await list.keys();
  expect(keys).toHaveLength(total);
  expect(new Set(keys).size).toBe(total);
  await expect.poll(() => status.textContent()).toBe(`Showing ${total} of ${total}`);
};
