/**
 * Read-side repair of values already in the log that no read model can store (docs/architecture.md,
 * "Schema evolution"). The log is never edited: on read, each such value becomes a storable one and
 * what was entered is kept beside it, so a read model can show "as reported: ...".
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
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = month === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= days;
};

const isStorableInt = (value: number): boolean => Number.isInteger(value) && Math.abs(value) <= INT_MAX;

/** Whether any text (or key) holds NUL: a walk without allocations, as nearly every event has none. */
const hasNul = (value: unknown): boolean => {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) {
    for (const item of value) if (hasNul(item)) return true;
    return false;
  }
  if (value && typeof value === 'object') {
    for (const key in value) {
      if (key.includes('\u0000') || hasNul((value as Record<string, unknown>)[key])) return true;
    }
  }
  return false;
};

const withoutNul = (value: unknown): unknown => {
  if (typeof value === 'string') return value.replaceAll('\u0000', '\uFFFD');
  if (Array.isArray(value)) return value.map(withoutNul);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k.replaceAll('\u0000', '\uFFFD'), withoutNul(v)]),
    );
  return value;
};

/**
 * The event's data with every unstorable value repaired; the very same object when nothing needed
 * it (the usual case: no copy on the read path).
 */
export const repairForReadModels = (eventType: string, data: unknown, textMayHoldNul = true): unknown => {
  let repaired = textMayHoldNul && hasNul(data) ? withoutNul(data) : data;
  const dateFields = DATE_FIELDS[eventType];
  const intFields = INT_FIELDS[eventType];
  if ((!dateFields && !intFields) || !repaired || typeof repaired !== 'object' || Array.isArray(repaired))
    return repaired;
  const record = repaired as Record<string, unknown>;
  const unstorable: string[] = [];
  for (const field of dateFields ?? []) {
    const value = record[field];
    if (value !== null && value !== undefined && !(typeof value === 'string' && isStorableDate(value)))
      unstorable.push(field);
  }
  for (const field of intFields ?? []) {
    const value = record[field];
    if (value !== null && value !== undefined && !(typeof value === 'number' && isStorableInt(value)))
      unstorable.push(field);
  }
  if (unstorable.length === 0) return repaired;
  if (repaired === data) repaired = { ...record };
  const copy = repaired as Record<string, unknown>;
  for (const field of unstorable) {
    copy[`${field}AsReported`] = String(record[field]);
    copy[field] = null;
  }
  return copy;
};
