/**
 * Read-side repair of values already in the log that no read model can store (issue 24). The log
 * is never edited: on read, each such value becomes a storable one and what was entered is kept
 * beside it, so a read model can show "as reported: ...".
 *
 * - Text: PostgreSQL text cannot hold NUL; each NUL becomes U+FFFD (the replacement character).
 * - Calendar dates a `date` column cannot take or that do not exist (year 0000, 99999,
 *   2026-02-30): null, with the text as entered in `<field>AsReported`.
 * - Whole numbers outside PostgreSQL's int: null, with the value as entered in `<field>AsReported`.
 *
 * The fields are those the commands took from people; the server's own timestamps are always valid.
 */
const DATE_FIELDS: Readonly<Record<string, readonly string[]>> = {
  IncidentReported: ['date'],
  TrainingCreated: ['date'],
  TaskAssigned: ['dueDate'],
  EmployeeFileRequired: ['dueDate'],
  DocumentSignatureRequirementSet: ['deadline'],
};
// Not repaired to null: TrainingCompleted.completedOn, TrainingAssigned.dueDate and
// DocumentAssigned.dueDate. Their read models need the date (a completion without one would read
// as not completed); such an event is parked for an administrator instead (parked-events.ts).
const INT_FIELDS: Readonly<Record<string, readonly string[]>> = {
  TrainingCreated: ['maxAttendees'],
};

const INT_MAX = 2_147_483_647;
const calendarDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A day that exists, in years 1 to 9999 (what a `date` column and the app's date format both hold). */
export const isStorableDate = (value: string): boolean => {
  const parts = calendarDate.exec(value);
  if (!parts) return false;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  if (year < 1) return false;
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

const isStorableInt = (value: number): boolean => Number.isInteger(value) && Math.abs(value) <= INT_MAX;

const withoutNul = (value: unknown): unknown => {
  if (typeof value === 'string')
    return value.includes('\u0000') ? value.replaceAll('\u0000', '\uFFFD') : value;
  if (Array.isArray(value)) return value.some((v) => withoutNul(v) !== v) ? value.map(withoutNul) : value;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    const repaired = entries.map(([k, v]) => [k, withoutNul(v)] as const);
    return repaired.some(([k, v], i) => v !== entries[i]![1] || k.includes('\u0000'))
      ? Object.fromEntries(repaired.map(([k, v]) => [k.replaceAll('\u0000', '\uFFFD'), v]))
      : value;
  }
  return value;
};

/**
 * The event's data with every unstorable value repaired; the very same object when nothing needed
 * it (the usual case: no copy on the read path).
 */
export const repairForReadModels = (eventType: string, data: unknown): unknown => {
  let repaired = withoutNul(data);
  if (!repaired || typeof repaired !== 'object' || Array.isArray(repaired)) return repaired;
  const record = repaired as Record<string, unknown>;
  const fix = (field: string, storable: boolean) => {
    if (storable) return;
    if (repaired === data) repaired = { ...record };
    const copy = repaired as Record<string, unknown>;
    copy[`${field}AsReported`] = String(record[field]);
    copy[field] = null;
  };
  for (const field of DATE_FIELDS[eventType] ?? []) {
    const value = record[field];
    if (value !== null && value !== undefined) fix(field, typeof value === 'string' && isStorableDate(value));
  }
  for (const field of INT_FIELDS[eventType] ?? []) {
    const value = record[field];
    if (value !== null && value !== undefined) fix(field, typeof value === 'number' && isStorableInt(value));
  }
  return repaired;
};
