import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationsAnswer } from '@hs/contracts';
import { allProjections } from '@hs/projections';
import { PostgresEventStore } from '@hs/infra/event-store';
import { rebuildProjections } from '@hs/projections/runtime';
import { validReport } from '../support/incident-fixtures.ts';
import { apiCalls } from '../support/api-calls.ts';
import { reactorCaughtUp } from '../support/mail-rules.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { hospitalizedDaysAway } from '../support/recordkeeping-fixtures.ts';

/** The notifications of an incident's life, through the API: who is told, once, and nobody else. */
let t: TestApp;
const cookie: Record<string, string> = {};
const { call, ok } = apiCalls(() => t, cookie);
const people = ['employee', 'supervisor', 'officer', 'admin', 'lwilson'] as const;

const inbox = async (user: string): Promise<NotificationsAnswer> => {
  const { status, body } = await call(user, 'GET', '/api/notifications');
  expect(status).toBe(200);
  return body;
};
const titlesOf = async (user: string, about: string) =>
  (await inbox(user)).items.filter((n) => n.title.includes(about)).map((n) => n.title);

const report = async (location: string) =>
  (await ok('employee', 'POST', '/api/incidents', validReport({ location }))) as {
    id: string;
    reportNumber: string;
  };

beforeAll(async () => {
  t = await startTestApp({ TIME_ZONE: 'America/Chicago' });
  for (const user of people) cookie[user] = await t.signIn(user);
});
afterAll(async () => t?.close());

describe('an incident reported by an employee', () => {
  let incident: { id: string; reportNumber: string };
  beforeAll(async () => {
    incident = await report('Warehouse');
    await reactorCaughtUp(t);
  });

  it("tells the reporter's supervisor and the safety officers once, and not the reporter or others", async () => {
    const expected = [`Incident ${incident.reportNumber} reported in Warehouse`];
    expect(await titlesOf('supervisor', incident.reportNumber)).toEqual(expected);
    expect(await titlesOf('officer', incident.reportNumber)).toEqual(expected);
    expect(await titlesOf('employee', incident.reportNumber)).toEqual([]);
    expect(await titlesOf('admin', incident.reportNumber)).toEqual([]);
    expect(await titlesOf('lwilson', incident.reportNumber)).toEqual([]);
    const [entry] = (await inbox('supervisor')).items;
    expect(entry).toMatchObject({ link: `/incidents/${incident.id}`, urgent: false, readAt: null });
    // Never what happened: the description stays behind the link.
    expect(JSON.stringify(await inbox('supervisor'))).not.toContain('pallet');
  });

  it('tells the reporter when its status changes, not the reviewer who changed it', async () => {
    await ok('officer', 'PATCH', `/api/incidents/${incident.id}/status`, { status: 'under-review' });
    await reactorCaughtUp(t);
    expect(await titlesOf('employee', incident.reportNumber)).toEqual([
      `Incident ${incident.reportNumber} is now under review`,
    ]);
    expect(await titlesOf('officer', incident.reportNumber)).toHaveLength(1);
  });

  it('tells every admin urgently when a decision makes it a case OSHA must be told of', async () => {
    await ok('officer', 'PUT', `/api/incidents/${incident.id}/recordkeeping`, hospitalizedDaysAway());
    await reactorCaughtUp(t);
    const urgent = (await inbox('admin')).items.filter((n) => n.urgent);
    expect(urgent.map((n) => [n.kind, n.title])).toEqual([
      ['osha-deadline', `Incident ${incident.reportNumber} must be reported to OSHA`],
    ]);
    // The case itself (a hospitalization) is a medical detail: it is not in the notice.
    expect(JSON.stringify(urgent)).not.toMatch(/hospital/i);
    expect((await inbox('officer')).items.filter((n) => n.urgent)).toEqual([]);
  });

  it('shows admins who was told what, and refuses everyone else', async () => {
    const log = await call('admin', 'GET', `/api/notifications/log?subject=incident:${incident.id}`);
    expect(log.status).toBe(200);
    const told = log.body.items.map((e: { recipient: { name: string }; rule: string }) => [
      e.recipient.name,
      e.rule,
    ]);
    expect(told).toEqual(
      expect.arrayContaining([
        ['Marco Rossi', 'incident-reported'],
        ['Priya Shah', 'incident-reported'],
        ['Jamie Chen', 'incident-status'],
        ['Alex Morgan', 'osha-report-owed'],
      ]),
    );
    expect(told).toHaveLength(4);
    expect(
      (await call('employee', 'GET', `/api/notifications/log?subject=incident:${incident.id}`)).status,
    ).toBe(403);
    expect((await call('admin', 'GET', '/api/notifications/log?subject=nonsense')).status).toBe(400);
  });
});

describe('reading notifications', () => {
  it("marks one read, then all; another person's is not found", async () => {
    await report('Dock 7');
    await report('Dock 8');
    await reactorCaughtUp(t);
    const before = await inbox('supervisor');
    expect(before.unread).toBeGreaterThanOrEqual(2);
    const first = before.items[0]!;
    expect(await ok('supervisor', 'POST', `/api/notifications/${first.id}/read`)).toEqual({
      unread: before.unread - 1,
    });
    expect((await inbox('supervisor')).items[0]!.readAt).not.toBeNull();
    expect((await call('officer', 'POST', `/api/notifications/${first.id}/read`)).status).toBe(404);
    expect(await ok('supervisor', 'POST', '/api/notifications/read-all')).toEqual({ unread: 0 });
    expect((await inbox('supervisor')).unread).toBe(0);
    expect((await inbox('officer')).unread).toBeGreaterThan(0);
  });

  it('pages back with before, newest first', async () => {
    const all = (await inbox('officer')).items.map((n) => n.id);
    const { body } = await call('officer', 'GET', '/api/notifications?limit=1');
    expect(body.items.map((n: { id: string }) => n.id)).toEqual([all[0]]);
    expect(body.hasMore).toBe(true);
    const next = await call('officer', 'GET', `/api/notifications?limit=1&before=${all[0]}`);
    expect(next.body.items.map((n: { id: string }) => n.id)).toEqual([all[1]]);
  });
});

describe('the notification stream', () => {
  it("sends the supervisor's unread count at once and again when a report arrives", async () => {
    const address = await t.app.listen({ port: 3511, host: '127.0.0.1' });
    const controller = new AbortController();
    const response = await fetch(`${address}/api/notifications/stream`, {
      headers: { cookie: cookie.supervisor! },
      signal: controller.signal,
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const nextCount = async (): Promise<number> => {
      for (;;) {
        const match = /event: notifications\ndata: (\{.*?\})\n\n/.exec(text);
        if (match) {
          text = text.slice(match.index + match[0].length);
          return JSON.parse(match[1]!).unread;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        text += decoder.decode(value);
      }
    };
    const atStart = await nextCount();
    expect(atStart).toBe((await inbox('supervisor')).unread);
    await report('Paint shop');
    expect(await nextCount()).toBe(atStart + 1);
    controller.abort();
  });
});

describe('rebuilding the read models', () => {
  it('tells nobody anything again', async () => {
    await reactorCaughtUp(t);
    const count = async () =>
      Number((await t.pool.query<{ n: string }>('SELECT count(*) AS n FROM notifications')).rows[0]!.n);
    const before = await count();
    const client = new pg.Client({ connectionString: t.url });
    await client.connect();
    const store = new PostgresEventStore(t.pool);
    await rebuildProjections(
      client,
      allProjections,
      (c, after, limit) => store.readAllWith(c, after, limit),
      () => {},
    );
    await client.end();
    await reactorCaughtUp(t);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await count()).toBe(before);
  });
});
