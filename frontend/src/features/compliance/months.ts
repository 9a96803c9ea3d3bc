const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

export interface MonthOption {
  /** "2026-11", as GET /api/compliance/summary takes it. */
  value: string;
  /** "November 2026". */
  label: string;
}

/** The month of `today` (YYYY-MM-DD, the site's calendar) and the `count - 1` before it, newest first. */
export const recentMonths = (today: string, count = 6): MonthOption[] => {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1;
  return Array.from({ length: count }, (_, back) => {
    const first = new Date(Date.UTC(year, month - back, 1));
    return { value: first.toISOString().slice(0, 7), label: monthName.format(first) };
  });
};
