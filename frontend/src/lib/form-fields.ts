import { useEffect, useRef, useState, type RefObject } from 'react';
import type { z } from 'zod';
import { describedBy } from '../components/ui/field';
import { fieldErrors } from './http';

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
  if (!schema) return {};
  const max = core(schema).maxLength;
  const mustHave = required ?? !schema.safeParse(undefined).success;
  return {
    ...(typeof max === 'number' ? { maxLength: max } : {}),
    ...(mustHave ? { 'aria-required': true } : {}),
  };
};

/** The first reason per top-level field of a body the schema refuses (plain words: contracts' error map). */
export const schemaErrors = (schema: z.ZodType, value: unknown): Record<string, string> => {
  const result = schema.safeParse(value);
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '');
    if (key) errors[key] ??= issue.message;
  }
  return errors;
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

/**
 * The errors of one form: checked against the contract before sending, replaced by the server's
 * field reasons after a refusal, each shown next to its field with focus on the first.
 */
export const useFieldErrors = (schema: z.ZodObject) => {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [refusals, setRefusals] = useState(0);
  useFocusFirstInvalid(formRef, refusals);
  const refuse = (found: Record<string, string>) => {
    setErrors(found);
    setRefusals((n) => n + 1);
  };
  return {
    formRef,
    errors,
    /** True when the body may be sent; else shows why. An empty date or choice is "Required". */
    check: (body: Record<string, unknown>): boolean => {
      const found = schemaErrors(schema, body);
      for (const key of Object.keys(found)) {
        const field = schema.shape[key];
        if (body[key] === '' && field && hasFormat(field)) found[key] = 'Required';
      }
      if (Object.keys(found).length === 0) return true;
      refuse(found);
      return false;
    },
    /** The server's field reasons; false when it named no field (the caller's toast says it all). */
    fromServer: (error: unknown): boolean => {
      const found = fieldErrors(error);
      if (Object.keys(found).length === 0) return false;
      refuse(found);
      return true;
    },
    /** For the form's onChange: editing a field takes its reason away. */
    onFieldChange: (event: { target: EventTarget }) => {
      const key = (event.target as HTMLElement).dataset?.field;
      if (key) setErrors((current) => (current[key] ? { ...current, [key]: undefined } : current));
    },
    /** Limits, required mark and error wiring of the control `id` showing `key`. */
    control: (id: string, key: string, { hint = false }: { hint?: boolean } = {}) => ({
      ...inputLimits(schema.shape, key),
      ...describedBy(id, { hint, error: errors[key] }),
      'data-field': key,
    }),
  };
};
