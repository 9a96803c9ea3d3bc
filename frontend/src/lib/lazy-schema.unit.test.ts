import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
// The build step sits beside vite.config.ts, outside src/, where the @/ alias cannot reach.
// eslint-disable-next-line no-restricted-imports
import { lazySchemas } from '../../lazy-schemas';
import { lazySchema } from './lazy-schema';

describe('lazySchema', () => {
  it('builds the schema on first use, once, and behaves as the schema itself', () => {
    const build = vi.fn(() => z.object({ name: z.string().min(1) }));
    const Person = lazySchema(build);
    expect(build).not.toHaveBeenCalled();

    expect(Person.parse({ name: 'Ana' })).toEqual({ name: 'Ana' });
    expect(Person.safeParse({ name: '' }).success).toBe(false);
    expect(Person instanceof z.ZodObject).toBe(true);
    expect(Object.keys(Person.shape)).toEqual(['name']);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('works inside other schemas, lazy or not', () => {
    const Name = lazySchema(() => z.string().trim().min(1));
    const Team = lazySchema(() => z.object({ lead: Name, members: z.array(Name) }));
    expect(Team.parse({ lead: ' Ana ', members: ['Bo'] })).toEqual({ lead: 'Ana', members: ['Bo'] });
    expect(() => Team.parse({ lead: '', members: [] })).toThrow();
    const Extended = lazySchema(() => Team.extend({ size: z.number() }));
    expect(Extended.parse({ lead: 'Ana', members: [], size: 1 }).size).toBe(1);
  });
});

describe('the build step that makes the shared schemas lazy', () => {
  const transform = (code: string): string | null => {
    const plugin = lazySchemas('/helper.ts') as unknown as {
      transform: (code: string, id: string) => { code: string } | null;
    };
    return plugin.transform(code, '/repo/contracts/src/sample.ts')?.code ?? null;
  };

  it('wraps top-level schemas, and leaves values that are not schemas as they are', () => {
    const out = transform(
      [
        "import { z } from 'zod';",
        'export const MAX = 5;',
        "export const routes = { list: '/api/x' };",
        'export const Item = z.object({ id: z.string() }).strict();',
        'const Draft = Item.extend({ note: z.string() }) as z.ZodType<unknown>;',
        'export const defaults = Item.parse({ id: "a" });',
        'export const label = (value: string) => value.trim();',
      ].join('\n'),
    );
    expect(out).toContain('import { lazySchema as __lazySchema } from "/helper.ts";');
    expect(out).toContain('export const Item = /* @__PURE__ */ __lazySchema(() => z.object(');
    expect(out).toContain('const Draft = /* @__PURE__ */ __lazySchema(() => Item.extend(');
    expect(out).toContain('export const MAX = 5;');
    expect(out).toContain("export const routes = { list: '/api/x' };");
    expect(out).toContain('export const defaults = Item.parse(');
    expect(out).toContain('export const label = (value: string) => value.trim();');
  });

  it('leaves a module without schemas, and the libraries, untouched', () => {
    expect(transform('export const MAX = 5;')).toBeNull();
    const plugin = lazySchemas('/helper.ts') as unknown as {
      transform: (code: string, id: string) => unknown;
    };
    expect(plugin.transform('export const A = z.string();', '/repo/node_modules/x/src/a.ts')).toBeNull();
  });
});
