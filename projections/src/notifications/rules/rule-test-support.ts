import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { StoredEvent } from '@hs/infra/event-store';
import type { Person, RuleContext } from '../rule.ts';

/**
 * For tests of rules: a RuleContext over a fixed list of people (the reactor's createRuleContext
 * reads the employees read model), and events as the log hands them over.
 */
export const testRuleContext = (
  client: pg.ClientBase | null,
  people: readonly Person[],
  options: { timeZone: string; now: Date },
): RuleContext => {
  const byId = new Map(people.map((p) => [p.id, p]));
  return {
    client: client ?? ({} as pg.ClientBase),
    person: async (id) => byId.get(id) ?? null,
    supervisorOf: async (id) => byId.get(byId.get(id)?.supervisorId ?? '') ?? null,
    withRoles: async (roles) => people.filter((p) => p.isActive && roles.includes(p.role)),
    timeZoneOf: async () => options.timeZone,
    now: options.now,
  };
};

export const testPerson = (name: string, role: string, supervisorId: string | null = null): Person => ({
  id: randomUUID(),
  name,
  email: `${name.toLowerCase().replaceAll(' ', '.')}@example.com`,
  role,
  department: 'Plant',
  supervisorId,
  isActive: true,
});

export const storedEvent = (
  streamId: string,
  type: string,
  data: object,
  recordedAt: string,
  streamVersion = 1,
): StoredEvent => ({
  streamId,
  streamVersion,
  eventId: randomUUID(),
  type,
  schemaVersion: 1,
  data,
  metadata: {
    userId: null,
    userName: null,
    role: null,
    command: type,
    correlationId: 'c',
    causationId: null,
    requestId: null,
    clientIp: null,
  },
  recordedAt,
  position: { tx: 1n, gp: 1n },
  hash: Buffer.alloc(32),
  prevHash: Buffer.alloc(32),
});

/** The data of a TrainingCreated for an in-person session on Monday 2026-11-02 at 09:00, set up on October 20. */
export const mondaySessionCreated = (trainingId: string) => ({
  trainingId,
  title: 'Ladders',
  description: '',
  type: 'inperson',
  date: '2026-11-02',
  time: '09:00',
  location: 'Hall B',
  duration: '1 hour',
  maxAttendees: 10,
  createdAt: '2026-10-20T15:00:00.000Z',
});
