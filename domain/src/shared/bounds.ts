import { z } from 'zod';

/**
 * Bounds every command body uses, so a value the API accepts is one every read model can store
 * (docs/architecture.md, "The write path"): PostgreSQL refuses year 0 in a date column and NUL in
 * text and jsonb. Here because the recording decision's schema uses them; the contracts re-export
 * them, so one registry holds the bounds of every date field.
 */

/** The widest range of calendar dates any field accepts; fields narrow it, the server narrows it by today. */
export const EARLIEST_DATE = '1970-01-01';
export const LATEST_DATE = '2099-12-31';

export type DateBounds = { min: string; max: string };

/** The static bounds of each date field, for the frontend's date pickers and for tests that walk the contracts. */
export const dateBounds = z.registry<DateBounds>();

/** Text PostgreSQL can store: no NUL character, and no half of a surrogate pair without the other. */
const storable = (value: string) => !value.includes('\u0000') && value.isWellFormed();
const unstorableMessage = 'Contains a character that cannot be saved (an invisible NUL or a broken symbol)';

/** A trimmed text field of at most `max` characters. */
export const text = (max: number) => z.string().trim().max(max).refine(storable, unstorableMessage);

/** A text field taken as typed (passwords): not trimmed; `missing` words the refusal of no text at all. */
export const rawText = (max: number, missing?: string) =>
  z
    .string(missing === undefined ? undefined : { error: missing })
    .max(max)
    .refine(storable, unstorableMessage);

/** A calendar date (YYYY-MM-DD) within `min` and `max`, both included. */
export const boundedDate = ({ min = EARLIEST_DATE, max = LATEST_DATE }: Partial<DateBounds> = {}) => {
  const schema = z.iso
    .date()
    .refine((date) => date >= min && date <= max, `Must be a date from ${min} to ${max}`);
  dateBounds.add(schema, { min, max });
  return schema;
};
