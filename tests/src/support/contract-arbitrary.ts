import fc from 'fast-check';
import type { z } from 'zod';
import { dateBounds } from '@hs/contracts';

/**
 * fast-check arbitraries of the inputs a zod 4 contract accepts, biased to the edges: first and
 * last dates, longest strings, astral and combining characters, extreme numbers. Written over
 * zod's own introspection because zod-fast-check supports zod 3 only and the fuzz helper of
 * @traversable (@traversable/zod-test) is not published on npm.
 */

type Schema = z.core.$ZodType;
type Check = {
  _zod: { def: { check: string; format?: string; pattern?: RegExp; maximum?: number; minimum?: number } };
};

const defOf = (schema: Schema) => schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
const checksOf = (schema: Schema): Check['_zod']['def'][] =>
  ((defOf(schema).checks ?? []) as Check[]).map((check) => check._zod.def);

const lengthLimits = (schema: Schema) => {
  const checks = checksOf(schema);
  const max = checks.find((c) => c.check === 'max_length')?.maximum;
  const min = checks.find((c) => c.check === 'min_length')?.minimum;
  return { min: min ?? 0, max };
};

/** Cuts to at most `max` UTF-16 units without splitting a surrogate pair. */
const fit = (value: string, max: number): string => {
  let out = '';
  for (const char of value) {
    if (out.length + char.length > max) break;
    out += char;
  }
  return out;
};

/** Text people and attackers type: accents, emoji (astral), combining marks, bidi and zero-width marks, quotes. */
const awkwardTexts = [
  'Zoë Ångström',
  '😀👩‍🔧',
  'e\u0301\u0308',
  '\u202eevil\u202c',
  'a\u200bb\ufeff',
  'O\'Brien "quoted" \\ %_',
  '<script>alert(1)</script>',
  '\u0001\u001f\u007f\u0085',
  '\uffff\ufffe',
  '𝕳𝖊𝖑𝖑𝖔 漢字 עברית',
  '  padded  ',
];

const longest = (max: number) =>
  fc.constantFrom(
    'x'.repeat(max),
    fit('😀'.repeat(max), max),
    'é'.repeat(max),
    fit('漢字 ', max).padEnd(max, '字'),
  );

const plainText = (min: number, max: number) => {
  const short = Math.min(max, Math.max(min, 40));
  return fc
    .oneof(
      { arbitrary: fc.string({ unit: 'binary', minLength: min, maxLength: short }), weight: 3 },
      { arbitrary: fc.string({ unit: 'grapheme', minLength: min, maxLength: short }), weight: 2 },
      { arbitrary: fc.constantFrom(...awkwardTexts), weight: 2 },
      { arbitrary: longest(max), weight: 2 },
    )
    .map((value) => fit(value.replaceAll('\u0000', ''), max));
};

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

const dateArbitrary = (schema: Schema) => {
  // Without bounds, every date the ISO format allows: the years a read model cannot store included.
  const { min, max } = dateBounds.get(schema as z.ZodType) ?? { min: '0000-01-01', max: '9999-12-31' };
  const within = (day: string) => day >= min && day <= max;
  return fc.oneof(
    fc.constantFrom(min, max, ...['2000-02-29', '2024-02-29', '1999-12-31'].filter(within)),
    fc
      .date({ min: new Date(`${min}T00:00:00Z`), max: new Date(`${max}T00:00:00Z`), noInvalidDate: true })
      .map(isoDay),
  );
};

/** A wall-clock date-time (YYYY-MM-DDTHH:mm) as a date-time input gives it, in the years 1900-2999. */
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.source;
const localDateTimeArbitrary = () =>
  fc
    .date({
      min: new Date('1900-01-01T00:00:00Z'),
      max: new Date('2999-12-31T23:59:00Z'),
      noInvalidDate: true,
    })
    .map((date) => date.toISOString().slice(0, 16));

const emailArbitrary = (max: number) =>
  fc.oneof(
    fc.constantFrom('a@b.co', 'zoe.o-brien+safety@ipsi.example'),
    fc
      .tuple(fc.stringMatching(/^[a-z0-9]{1,64}$/), fc.stringMatching(/^[a-z0-9]{1,60}$/))
      .map(([local, domain]) => `${local}@${domain}.example`),
    fc.constant(`${'a'.repeat(64)}@${'b'.repeat(max - 64 - '@.example'.length)}.example`),
  );

const stringArbitrary = (schema: Schema): fc.Arbitrary<string> => {
  const { min, max } = lengthLimits(schema);
  const upTo = max ?? 100_000;
  const format = defOf(schema).format as string | undefined;
  if (format === 'uuid') return fc.uuid();
  if (format === 'date') return dateArbitrary(schema);
  if (format === 'email') return emailArbitrary(upTo);
  const pattern = checksOf(schema).find((c) => c.format === 'regex')?.pattern;
  // Random digits make a real month, day and hour about once in 1,700 tries.
  if (pattern?.source === LOCAL_DATE_TIME) return localDateTimeArbitrary();
  if (pattern) return fc.stringMatching(pattern).map((value) => fit(value, upTo));
  if (format) throw new Error(`no generator for the string format ${format}`);
  return plainText(min, upTo);
};

const numberArbitrary = (schema: z.ZodNumber): fc.Arbitrary<number> => {
  const min = Number.isFinite(schema.minValue) ? schema.minValue! : Number.MIN_SAFE_INTEGER;
  const max = Number.isFinite(schema.maxValue) ? schema.maxValue! : Number.MAX_SAFE_INTEGER;
  if (!schema.isInt) return fc.oneof(fc.constantFrom(min, max), fc.double({ min, max, noNaN: true }));
  return fc.oneof(fc.constantFrom(min, max, Math.min(min + 1, max)), fc.integer({ min, max }));
};

/** Any value `schema` accepts as input, mostly; `bodyOf` keeps only those it does. */
export const arbitraryOf = (schema: Schema): fc.Arbitrary<unknown> => {
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      const shape = (schema as z.ZodObject).shape as Record<string, Schema>;
      const fields = Object.fromEntries(
        Object.entries(shape).map(([key, field]) => [key, arbitraryOf(field)]),
      );
      const requiredKeys = Object.keys(shape).filter((key) => shape[key]!._zod.optin !== 'optional');
      return fc.record(fields, { requiredKeys });
    }
    case 'optional':
    case 'default':
      // An absent key stands for undefined: the object leaves optional keys out.
      return arbitraryOf(def.innerType as Schema);
    case 'nullable':
      return fc.option(arbitraryOf(def.innerType as Schema), { nil: null, freq: 4 });
    case 'pipe': {
      // z.preprocess(fn, schema): what the schema accepts passes the preprocessing unchanged.
      const input = def.in as Schema;
      return arbitraryOf(defOf(input).type === 'transform' ? (def.out as Schema) : input);
    }
    case 'string':
      return stringArbitrary(schema);
    case 'number':
      return numberArbitrary(schema as z.ZodNumber);
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...(schema as z.ZodEnum).options);
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'array': {
      const { min, max } = lengthLimits(schema);
      const element = def.element as Schema;
      const options = { minLength: min, maxLength: max ?? 50 };
      return defOf(element).type === 'enum'
        ? fc.uniqueArray(arbitraryOf(element), options)
        : fc.array(arbitraryOf(element), options);
    }
    case 'union':
      return fc.oneof(...(def.options as Schema[]).map(arbitraryOf));
    default:
      throw new Error(`no generator for a zod ${def.type}`);
  }
};

/** Rejections in a row after which `bodyOf` gives up: fast-check's filter would otherwise spin forever, synchronously, past every test timeout. */
const MAX_REJECTIONS_IN_A_ROW = 2_000;

/**
 * Bodies `schema` accepts, as a client would send them. Refinements the generator cannot see
 * (each contributing factor once, at least one field to change, a field that trims to nothing)
 * are met by keeping only what the schema accepts; a refinement it almost never meets fails loudly,
 * naming the field, so the generator can be taught it.
 */
export const bodyOf = <S extends z.ZodType>(schema: S): fc.Arbitrary<z.input<S>> => {
  let rejectedInARow = 0;
  return arbitraryOf(schema).filter((value) => {
    const parsed = schema.safeParse(value);
    if (parsed.success) {
      rejectedInARow = 0;
      return true;
    }
    rejectedInARow += 1;
    if (rejectedInARow >= MAX_REJECTIONS_IN_A_ROW) {
      const issue = parsed.error.issues[0];
      throw new Error(
        `bodyOf: ${MAX_REJECTIONS_IN_A_ROW} generated bodies in a row refused, last at ` +
          `"${issue?.path.join('.')}": ${issue?.message}; give that field a generator that meets its rule`,
      );
    }
    return false;
  }) as fc.Arbitrary<z.input<S>>;
};
