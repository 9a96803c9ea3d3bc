import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bodyOf } from './contract-arbitrary.ts';

describe('bodyOf, the generator of accepted command bodies', () => {
  it('gives only bodies the contract accepts, refinements included', () => {
    const schema = z
      .object({ from: z.number().int().min(1).max(9), to: z.number().int().min(1).max(9) })
      .refine((range) => range.from <= range.to, { path: ['to'] });
    const samples = fc.sample(bodyOf(schema), 200);
    expect(samples.filter((body) => !schema.safeParse(body).success)).toEqual([]);
  });

  it('fails loudly, naming the field, on a rule it cannot meet, instead of spinning forever', () => {
    const schema = z.object({
      url: z.string().refine((text) => text.startsWith('https://safety.example/'), 'Must be our address'),
    });
    expect(() => fc.sample(bodyOf(schema), 5)).toThrow(/refused, last at "url": Must be our address/);
  });
});
