const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** "3 days", "5 hours", "less than an hour": how far a time is, in words. */
export const spanWords = (ms: number): string => {
  const abs = Math.abs(ms);
  if (abs >= 2 * DAY) return `${Math.floor(abs / DAY)} days`;
  if (abs >= HOUR) {
    const hours = Math.floor(abs / HOUR);
    return hours === 1 ? '1 hour' : `${hours} hours`;
  }
  return 'less than an hour';
};

/** The due time against now: "Overdue by 2 days", "Due in 5 hours", or null once approved. */
export const dueWords = (dueAt: string, approved: boolean, now: number = Date.now()): string | null => {
  if (approved) return null;
  const left = new Date(dueAt).getTime() - now;
  return left < 0 ? `Overdue by ${spanWords(left)}` : `Due in ${spanWords(left)}`;
};
