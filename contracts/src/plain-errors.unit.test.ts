import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import './plain-errors.ts';

const reason = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('validation reasons in plain words', () => {
  it('says how long a text may be, not what zod expected', () => {
    expect(reason(z.string().max(200), 'x'.repeat(201))).toBe('At most 200 characters');
    expect(reason(z.string().min(12), 'short')).toBe('At least 12 characters');
    expect(reason(z.string().min(1), '')).toBe('Required');
  });

  it('names a missing field, a bad e-mail and a wrong choice', () => {
    expect(reason(z.object({ title: z.string() }), {})).toBe('Required');
    expect(reason(z.email(), 'nobody')).toBe('Enter a valid e-mail address');
    expect(reason(z.enum(['low', 'high']), 'medium')).toBe('Choose one of the options');
  });

  it('states number and list limits', () => {
    expect(reason(z.number().int().max(10), 11)).toBe('At most 10');
    expect(reason(z.array(z.string()).max(2), ['a', 'b', 'c'])).toBe('At most 2 items');
  });

  it('keeps a message the schema sets itself', () => {
    expect(reason(z.string().max(3, 'Use a short code'), 'long')).toBe('Use a short code');
  });
});
