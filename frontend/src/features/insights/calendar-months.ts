/** Calendar months ("YYYY-MM") in UTC, so the browser's zone never shifts a day. */

/** The month before `month` (YYYY-MM). */
export const monthBefore = (month: string) => {
  const d = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 2, 1));
  return d.toISOString().slice(0, 7);
};

/** The last day of `month` (YYYY-MM), as YYYY-MM-DD. */
export const lastDayOf = (month: string) =>
  new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);
