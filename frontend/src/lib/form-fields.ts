import { useEffect, type RefObject } from 'react';
import type { z } from 'zod';

type Shape = Record<string, z.ZodType>;
type Def = { type: string; innerType?: z.ZodType; in?: z.ZodType };

/** The schema under optional / nullable / default / pipe wrappers: where a string keeps its limits. */
const core = (schema: z.ZodType): z.ZodType & { maxLength?: number | null } => {
  let current = schema;
  for (;;) {
    const def = (current as unknown as { def: Def }).def;
    const next = def.type === 'pipe' ? def.in : def.innerType;
    if (!['optional', 'nullable', 'default', 'pipe'].includes(def.type) || !next) return current;
    current = next;
  }
};

/** A string of a set shape (a date, an id): empty, it is missing rather than malformed. */
const hasFormat = (schema: z.ZodType): boolean =>
  Boolean((core(schema) as unknown as { def: { format?: string } }).def.format);

/** Empty, a date or id without a reason of its own in the contract reads "Required". */
export const emptyReadsRequired = (schema: z.ZodType): boolean =>
  hasFormat(schema) && !(core(schema) as unknown as { def: { error?: unknown } }).def.error;

/**
 * `maxLength` and the required markers of an input, read from the contract the server checks,
 * so the browser stops typing where the server would refuse and marks what it cannot do without.
 * Fields the server requires only by a rule (not by the schema) pass `required` themselves.
 */
export const inputLimits = (
  shape: Shape,
  key: string,
  required?: boolean,
): { maxLength?: number; 'aria-required'?: true } => {
  const schema = shape[key];
  // A field the body does not carry (a file, a repeated password) is required only when said so.
  if (!schema) return required ? { 'aria-required': true } : {};
  const max = core(schema).maxLength;
  const mustHave = required ?? !schema.safeParse(undefined).success;
  return {
    ...(typeof max === 'number' ? { maxLength: max } : {}),
    ...(mustHave ? { 'aria-required': true } : {}),
  };
};

/**
 * After a refused submission, moves focus to the first invalid control of the form in page order
 * (the one whose aria-invalid is set), so keyboard and screen reader users land on what to fix.
 * `attempt` changes on every refused submission, so the same errors twice still move focus.
 */
export const useFocusFirstInvalid = (form: RefObject<HTMLElement | null>, attempt: number): void => {
  useEffect(() => {
    if (attempt === 0) return;
    // After the frame: a fieldset disabled while sending is enabled again by then.
    const frame = requestAnimationFrame(() =>
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
    return () => cancelAnimationFrame(frame);
  }, [form, attempt]);
};
