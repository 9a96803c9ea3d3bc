/**
 * Property: whatever employees and incidents were written and whoever was erased in between, the
 * read models as the live runners and the erasure rebuild left them equal a full rebuild from the
 * log (docs/architecture.md, "Personal data").
 */
import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personalDataRoutes } from '@hs/contracts';
import { comparePositions, logStart, parsePosition, type LogPosition } from '@hs/infra/event-store';
import { ERASURE_SUBSCRIPTION } from '@hs/projections';
import { rebuildProjections } from '@hs/projections/runtime';
import { allProjections } from '../../../projections/src/all-projections.ts';
import { aboutEmployee, aboutNonEmployee, validReport } from '../support/incident-fixtures.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: string;
let client: pg.Client;
let made = 0;

/** The models employee and incident events feed (the others see nothing of these commands). */
const compared = allProjections.filter((p) =>
  ['employees', 'incidents', 'compliance', 'work', 'attachments', 'osha-cases'].includes(p.name),
);

type Step =
  | { kind: 'register'; first: string; last: string }
  | { kind: 'rename'; who: number; first: string }
  | { kind: 'report'; about: number | 'visitor'; visitor: string; witness: string; text: string }
  | { kind: 'comment'; on: number; text: string }
  | { kind: 'erase-employee'; who: number }
  | { kind: 'erase-in-incident'; on: number; role: 'involved' | 'witness' }
  // The live read models catch up before the next step: an erasure then meets rows in the clear.
  | { kind: 'settle' };

const word = fc.stringMatching(/^[A-Z][a-z]{3,9}$/);
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('settle' as const) }),
  fc.record({ kind: fc.constant('register' as const), first: word, last: word }),
  fc.record({ kind: fc.constant('rename' as const), who: fc.nat(5), first: word }),
  fc.record({
    kind: fc.constant('report' as const),
    about: fc.oneof(fc.nat(5), fc.constant('visitor' as const)),
    visitor: word,
    witness: word,
    text: word,
  }),
  fc.record({ kind: fc.constant('comment' as const), on: fc.nat(5), text: word }),
  fc.record({ kind: fc.constant('erase-employee' as const), who: fc.nat(5) }),
  fc.record({
    kind: fc.constant('erase-in-incident' as const),
    on: fc.nat(5),
    role: fc.constantFrom('involved' as const, 'witness' as const),
  }),
);

const send = async (method: 'POST' | 'PATCH', url: string, payload: object) => {
  const answer = await t.app.inject({ method, url, headers: { cookie: admin }, payload });
  return { status: answer.statusCode, body: answer.json() as { id?: string; consistencyToken?: string } };
};

/** Polls until every one of `subscriptions` has read the log up to `position`; false after 30 s. */
const passed = async (subscriptions: readonly string[], position: LogPosition): Promise<boolean> => {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const { rows } = await t.pool.query<{ tx: string; gp: string }>(
      'SELECT tx::text AS tx, gp::text AS gp FROM es_checkpoints WHERE subscription_id = ANY($1)',
      [subscriptions],
    );
    const behind =
      rows.length < subscriptions.length ||
      rows.some((r) => comparePositions({ tx: BigInt(r.tx), gp: BigInt(r.gp) }, position) < 0);
    if (!behind) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

/** Runs the steps as an administrator would; a step on something not there yet is skipped. */
const run = async (steps: readonly Step[]): Promise<LogPosition> => {
  const people: string[] = [];
  const incidents: { id: string; aboutEmployee: boolean }[] = [];
  let last: LogPosition = logStart;
  const wrote = (body: { consistencyToken?: string }) => {
    if (body.consistencyToken) last = parsePosition(body.consistencyToken);
  };
  for (const s of steps) {
    const n = (made += 1);
    if (s.kind === 'settle') {
      expect(
        await passed(
          compared.map((p) => p.name),
          last,
        ),
      ).toBe(true);
    } else if (s.kind === 'register') {
      const { status, body } = await send('POST', '/api/admin/employees', {
        firstName: s.first,
        lastName: s.last,
        email: `p${n}.${s.last.toLowerCase()}@ipsi.example`,
        username: `prop${n}${s.first.toLowerCase()}`,
        department: 'IPSI',
        company: 'IPSI',
      });
      expect(status).toBe(201);
      people.push(body.id!);
      wrote(body);
    } else if (s.kind === 'report') {
      const about = s.about === 'visitor' ? undefined : people[s.about % Math.max(people.length, 1)];
      const { status, body } = await send(
        'POST',
        '/api/incidents',
        validReport({
          ...(about ? aboutEmployee(about) : aboutNonEmployee(`${s.visitor} Visitor${n}`)),
          witnessName: `${s.witness} Witness${n}`,
          description: `${s.text} slipped near bay ${n}`,
        }),
      );
      expect(status).toBe(201);
      incidents.push({ id: body.id!, aboutEmployee: about !== undefined });
      wrote(body);
    } else if (s.kind === 'rename' || s.kind === 'erase-employee') {
      const who = people[s.who % Math.max(people.length, 1)];
      if (!who) continue;
      const { status, body } =
        s.kind === 'rename'
          ? await send('PATCH', `/api/admin/employees/${who}`, { firstName: s.first })
          : await send('POST', personalDataRoutes.erase(who), { reason: `property run ${n}` });
      expect(status).toBe(200);
      wrote(body);
    } else {
      const incident = incidents[s.on % Math.max(incidents.length, 1)];
      if (!incident) continue;
      if (s.kind === 'comment') {
        const { status, body } = await send('POST', `/api/incidents/${incident.id}/comments`, {
          text: s.text,
        });
        expect(status).toBe(201);
        wrote(body);
      } else {
        const { status, body } = await send(
          'POST',
          personalDataRoutes.eraseIncidentPerson(incident.id, s.role),
          {
            reason: `property run ${n}`,
          },
        );
        // A report about an employee is erased through their record.
        expect(status).toBe(s.role === 'involved' && incident.aboutEmployee ? 409 : 200);
        wrote(body);
      }
    }
  }
  return last;
};

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('admin');
  client = new pg.Client({ connectionString: t.url });
  await client.connect();
});
afterAll(async () => {
  await client?.end();
  await t?.close();
});

describe('erasures among employee and incident commands', () => {
  it('leave the live read models equal to a full rebuild from the log', async () => {
    expect(compared).toHaveLength(6);
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 7 }), async (steps) => {
        const last = await run(steps);
        // The erasure rebuild loop has read the log to the end of the run (it is idle after).
        expect(await passed([ERASURE_SUBSCRIPTION], last)).toBe(true);
        // Compared under each model's lock and switched in: the next run starts from these tables.
        const models = await rebuildProjections(
          client,
          compared,
          (c, after, limit) => t.store.readAllWith(c, after, limit),
          () => {},
        );
        for (const model of models) expect(model.differences, model.name).toEqual([]);
      }),
      { numRuns: 20 },
    );
  }, 240_000);
});
