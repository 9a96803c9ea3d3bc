import type { StoredEvent } from '@hs/infra/event-store';
import type pg from 'pg';
import type { Person, RuleContext } from '../rule.ts';

/** A person of the fake context: active, in Production, unless told otherwise. */
export const person = (id: string, role: string, overrides: Partial<Person> = {}): Person => ({
  id,
  name: `${id} Test`,
  email: `${id}@example.test`,
  role,
  department: 'Production',
  supervisorId: null,
  isActive: true,
  ...overrides,
});

/**
 * A RuleContext over people in memory; `rows` answers a rule's own queries by the table it reads
 * (the first `FROM <table>` of the statement), or by a function of the statement.
 */
export const fakeContext = (
  people: Person[],
  rows: Record<string, Record<string, unknown>[]> | ((text: string) => Record<string, unknown>[]) = {},
): RuleContext => {
  const byId = new Map(people.map((p) => [p.id, p]));
  const client = {
    query: async (text: string) => ({
      rows: typeof rows === 'function' ? rows(text) : (rows[/FROM (\w+)/.exec(text)?.[1] ?? ''] ?? []),
    }),
  } as unknown as pg.ClientBase;
  return {
    client,
    now: new Date('2026-11-20T15:00:00Z'),
    person: async (id) => byId.get(id) ?? null,
    supervisorOf: async (id) => byId.get(byId.get(id)?.supervisorId ?? '') ?? null,
    withRoles: async (roles) => people.filter((p) => p.isActive && roles.includes(p.role)),
    timeZoneOf: async () => 'America/Chicago',
  };
};

/** A stored event as the log gives it, with the acting user in its metadata. */
export const stored = (type: string, streamId: string, data: object, userId: string | null = null) =>
  ({
    type,
    streamId,
    streamVersion: 1,
    eventId: `${type}-${streamId}`,
    data,
    metadata: { userId },
    recordedAt: '2026-11-20T15:00:00.000Z',
    position: { tx: 1n, gp: 1n },
  }) as unknown as StoredEvent;
