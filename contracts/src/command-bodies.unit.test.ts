import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { arbitraryOf } from '../../tests/src/support/contract-arbitrary.ts';
import { boundedDate, dateBounds, text } from './bounds.ts';
import * as contracts from './index.ts';

type Schema = z.core.$ZodType;
const defOf = (schema: Schema) => schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
const hasCheck = (schema: Schema, name: string) =>
  (schema._zod.def.checks ?? []).some((c) => c._zod.def.check === name);

/**
 * Values a rule beyond its format accepts, which random strings almost never meet (a web address,
 * a phone number):
 * filtering generated strings for one would spin forever, synchronously, past every timeout.
 */
const KNOWN_GOOD = ['https://videos.example/ladder-safety', 'Forklift 3, dock B', '1-800-555-0147'];

/** A non-blank value the field accepts: the first of 20 generated ones, else a known good one. */
const acceptedSample = (field: z.ZodType): string | undefined =>
  [...fc.sample(arbitraryOf(field), { seed: 24, numRuns: 20 }), ...KNOWN_GOOD].find(
    (value): value is string =>
      typeof value === 'string' && value.trim().length > 0 && field.safeParse(value).success,
  );

/** A value the field accepts, with one character replaced by `bad`: it must be refused. */
const acceptsCharacter = (field: z.ZodType, sample: string, bad: string) => {
  const characters = Array.from(sample);
  characters[Math.floor(characters.length / 2)] = bad;
  return field.safeParse(characters.join('')).success;
};

/** Every field of a contract that could carry a value a read model cannot store, with the reason. */
const unboundedFields = (schema: Schema, path = ''): string[] => {
  const def = defOf(schema);
  const here = path || '(body)';
  switch (def.type) {
    case 'object':
      return Object.entries((schema as z.ZodObject).shape).flatMap(([key, field]) =>
        unboundedFields(field as Schema, path ? `${path}.${key}` : key),
      );
    case 'optional':
    case 'nullable':
    case 'default':
      return unboundedFields(def.innerType as Schema, path);
    case 'pipe': {
      const input = def.in as Schema;
      return unboundedFields(defOf(input).type === 'transform' ? (def.out as Schema) : input, path);
    }
    case 'array': {
      const own = hasCheck(schema, 'max_length') ? [] : [`${here}: a list with no most items`];
      return [...own, ...unboundedFields(def.element as Schema, `${path}[]`)];
    }
    case 'number': {
      // Explicit bounds: an integer's implicit safe range is wider than a PostgreSQL int column.
      const bounded = hasCheck(schema, 'greater_than') && hasCheck(schema, 'less_than');
      return bounded ? [] : [`${here}: a number with no lowest or highest value`];
    }
    case 'string': {
      const field = schema as z.ZodString;
      if (field.format === 'uuid') return [];
      if (field.format === 'date') return dateBounds.has(field) ? [] : [`${here}: a date with no bounds`];
      const problems: string[] = [];
      if (field.maxLength === null) problems.push(`${here}: text with no most length`);
      const sample = acceptedSample(field);
      if (sample === undefined)
        return [...problems, `${here}: no value found that it accepts; add one to KNOWN_GOOD`];
      if (acceptsCharacter(field, sample, '\u0000')) problems.push(`${here}: text that accepts NUL`);
      if (acceptsCharacter(field, sample, '\ud800'))
        problems.push(`${here}: text that accepts half a surrogate pair`);
      return problems;
    }
    case 'union':
      return (def.options as Schema[]).flatMap((option) => unboundedFields(option, path));
    case 'boolean':
    case 'enum':
    case 'literal':
      return [];
    default:
      return [`${here}: a zod ${def.type} this test does not know how to bound`];
  }
};

/** Request bodies, multipart fields and path parameters of the command routes, found by name. */
const commandContracts = Object.entries(contracts as Record<string, unknown>).flatMap(([name, value]) =>
  /(Body|Fields|Params)$/.test(name) && value instanceof z.ZodType ? [[name, value] as const] : [],
);

describe('every field of every command contract has bounds a read model can store', () => {
  it('finds the command contracts', () => {
    expect(commandContracts.map(([name]) => name)).toEqual(
      expect.arrayContaining(['ReportIncidentBody', 'CompleteTrainingBody', 'SignatureRequirementBody']),
    );
    expect(commandContracts.length).toBeGreaterThanOrEqual(20);
  });

  it.each(commandContracts)('%s', (_name, schema) => {
    expect(unboundedFields(schema)).toEqual([]);
  });

  it('flags a field added without a bound', () => {
    const bounded = z.strictObject({ note: text(10), on: boundedDate(), n: z.number().min(0).max(9) });
    expect(unboundedFields(bounded)).toEqual([]);
    const added = bounded.extend({
      comment: z.string().trim().max(20),
      title: z.string(),
      day: z.iso.date(),
      count: z.number().int().min(0),
      tags: z.array(text(10)),
    });
    expect(unboundedFields(added)).toEqual([
      'comment: text that accepts NUL',
      'comment: text that accepts half a surrogate pair',
      'title: text with no most length',
      'title: text that accepts NUL',
      'title: text that accepts half a surrogate pair',
      'day: a date with no bounds',
      'count: a number with no lowest or highest value',
      'tags: a list with no most items',
    ]);
  });
});

describe('the bounds themselves', () => {
  it('refuse a date a person does not mean or PostgreSQL cannot store, and keep the others', () => {
    const date = boundedDate();
    for (const refused of ['0000-01-01', '1969-12-31', '2100-01-01', '2023-02-29'])
      expect(date.safeParse(refused).success, refused).toBe(false);
    for (const kept of ['1970-01-01', '2024-02-29', '2099-12-31'])
      expect(date.safeParse(kept).success, kept).toBe(true);
    expect(date.safeParse('0000-01-01').error?.issues[0]?.message).toBe(
      'Must be a date from 1970-01-01 to 2099-12-31',
    );
  });

  it('refuse NUL and broken surrogates in text, and keep emoji and accents', () => {
    const note = text(20);
    expect(note.safeParse('a\u0000b').error?.issues[0]?.message).toMatch(/cannot be saved/);
    expect(note.safeParse('a\ud800b').success).toBe(false);
    expect(note.safeParse('a\udc00').success).toBe(false);
    expect(note.parse(' Zoë 😀 ')).toBe('Zoë 😀');
  });
});
