import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  investigationRoutes as paths,
  type IncidentAudit,
  type IncidentHistory,
  type IncidentInvestigation,
  type InvestigationList,
  type NotificationsAnswer,
} from '@hs/contracts';
import { reactorCaughtUp } from '../support/mail-rules.ts';
import { validReport } from '../support/incident-fixtures.ts';
import { recordableInjury } from '../support/recordkeeping-fixtures.ts';
import { multipart } from '../support/multipart.ts';
import { photoPng } from '../support/sample-files.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { injectCalls } from '../support/api-calls.ts';

/**
 * The demo supervisor runs Production, as does the demo employee who reports incident A; lwilson
 * (Warehouse) reports incident B. A's team: dokafor leads, ngarcia is a member.
 */
const people = ['admin', 'officer', 'supervisor', 'employee', 'lwilson', 'dokafor', 'ngarcia'] as const;
type Who = (typeof people)[number];
/** Each person's employee id and session cookie, filled in before the first test. */
const ids = {} as Record<Who, string>;
const cookie = {} as Record<Who, string>;
let t: TestApp;
const { call, remember } = injectCalls(() => t, cookie);
/** A due date two weeks from today, in the calendar of the UTC test clock. */
const inTwoWeeks = () => new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);

/** Each incident's report number, as notifications name it. */
const numberOf: Record<string, string> = {};
const report = async (who: Who, severity: 'Medium' | 'High') => {
  const response = await call(who, 'POST', '/api/incidents', validReport({ type: 'injury', severity }));
  expect(response.statusCode, response.body).toBe(201);
  const { id, reportNumber } = response.json() as { id: string; reportNumber: string };
  numberOf[id] = reportNumber;
  return id;
};
/** The titles of `who`'s notifications about this incident's investigation, once the reactor caught up. */
const toldOf = async (who: Who, incidentId: string) => {
  await reactorCaughtUp(t);
  const { items } = (await call(who, 'GET', '/api/notifications')).json() as NotificationsAnswer;
  return items.filter((n) => n.link === `/incidents/${incidentId}/investigation`).map((n) => n.title);
};
const expectProblem = (
  response: { statusCode: number; headers: Record<string, unknown>; body: string },
  status: number,
  field: string,
) => {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toContain('application/problem+json');
  expect(response.body).toContain(field);
};
const detail = async (who: Who, incidentId: string) => {
  const response = await call(who, 'GET', paths.investigation(incidentId));
  return {
    status: response.statusCode,
    body: response.statusCode === 200 ? (response.json() as IncidentInvestigation).investigation : null,
  };
};
const created = async (response: { statusCode: number; body: string; json: () => { id: string | null } }) => {
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id!;
};

let incidentA = '';
let incidentB = '';
let rootCause = '';

beforeAll(async () => {
  t = await startTestApp({ TIME_ZONE: 'UTC' });
  for (const who of people) cookie[who] = await t.signIn(who);
  const users = (await call('admin', 'GET', '/api/users')).json() as { id: string; username: string }[];
  for (const who of people) ids[who] = users.find((u) => u.username === who)!.id;
  incidentA = await report('employee', 'High');
  incidentB = await report('lwilson', 'High');
}, 120_000);
afterAll(async () => t?.close());

describe('starting an investigation', () => {
  it('reads as not started, with whether this user may start it, in one request', async () => {
    const read = async (who: Who) => (await call(who, 'GET', paths.investigation(incidentA))).json();
    expect(await read('officer')).toEqual({ investigation: null, mayStart: true });
    expect(await read('supervisor')).toEqual({ investigation: null, mayStart: true });
    expect(await read('employee')).toEqual({ investigation: null, mayStart: false });
    // lwilson's Warehouse incident is not the Production supervisor's.
    expect((await call('supervisor', 'GET', paths.investigation(incidentB))).json().mayStart).toBe(false);
    const unknown = await call('officer', 'GET', paths.investigation('0b0c5f3e-8a0b-4c1e-9d1f-222222222222'));
    expect(unknown.statusCode).toBe(404);
  });

  it('is for the safety team and the supervisor of the department, once per incident', async () => {
    const team = { leadId: ids.dokafor, memberIds: [ids.ngarcia] };
    expect((await call('employee', 'POST', paths.investigation(incidentA), team)).statusCode).toBe(403);
    // The Production supervisor does not supervise lwilson's Warehouse incident.
    expect((await call('supervisor', 'POST', paths.investigation(incidentB), team)).statusCode).toBe(403);
    expectProblem(
      await call('supervisor', 'POST', paths.investigation(incidentA), { memberIds: [] }),
      400,
      'leadId',
    );
    await created(await call('supervisor', 'POST', paths.investigation(incidentA), team));
    await created(await call('officer', 'POST', paths.investigation(incidentB), { leadId: ids.officer }));
    expect((await call('officer', 'POST', paths.investigation(incidentA), team)).statusCode).toBe(409);

    const { body } = await detail('dokafor', incidentA);
    // A High severity incident is severe: due a day after it started.
    expect(body).toMatchObject({
      state: 'open',
      dueRule: 'severe',
      lead: { id: ids.dokafor },
      members: [{ id: ids.ngarcia }],
    });
    expect(Date.parse(body!.dueAt) - Date.parse(body!.startedAt)).toBe(24 * 3_600_000);
    expect(body!.allowed).toMatchObject({ edit: true, submit: true, approve: false });
  });

  it('tells the lead and each member they are on it, not the supervisor who named them', async () => {
    const number = numberOf[incidentA];
    expect(await toldOf('dokafor', incidentA)).toEqual([`You lead the investigation of incident ${number}`]);
    expect(await toldOf('ngarcia', incidentA)).toEqual([
      `You are on the team: Investigation of incident ${number}`,
    ]);
    expect(await toldOf('supervisor', incidentA)).toEqual([]);
  });
});

describe('changing the team', () => {
  it('tells only who joined, records nothing when nothing changes, and is not for the team itself', async () => {
    const team = { leadId: ids.dokafor, memberIds: [ids.ngarcia] };
    expect((await call('dokafor', 'PUT', paths.team(incidentA), team)).statusCode).toBe(403);
    expectProblem(await call('supervisor', 'PUT', paths.team(incidentA), { memberIds: [] }), 400, 'leadId');
    const same = await call('supervisor', 'PUT', paths.team(incidentA), team);
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().consistencyToken).toBeNull();

    const grown = await call('officer', 'PUT', paths.team(incidentA), {
      ...team,
      memberIds: [ids.ngarcia, ids.lwilson],
    });
    expect(grown.statusCode, grown.body).toBe(200);
    expect((await detail('lwilson', incidentA)).body!.members.map((m) => m.id)).toEqual([
      ids.ngarcia,
      ids.lwilson,
    ]);
    expect(await toldOf('lwilson', incidentA)).toEqual([
      `You are on the team: Investigation of incident ${numberOf[incidentA]}`,
    ]);
    expect(await toldOf('dokafor', incidentA)).toHaveLength(1);
    expect(await toldOf('ngarcia', incidentA)).toHaveLength(1);
    // Back as it was: lwilson is off the team and no longer sees it.
    expect((await call('officer', 'PUT', paths.team(incidentA), team)).statusCode).toBe(200);
    expect((await detail('lwilson', incidentA)).status).toBe(403);
  });
});

describe('evidence, statements and causes', () => {
  it('takes statements from the team; a change is a new version and the old one stays', async () => {
    expect(
      (
        await call('lwilson', 'POST', paths.statements(incidentA), {
          witness: { kind: 'non-employee', name: 'Val Visitor' },
          text: 'Saw it',
          takenAt: '2026-11-20T10:00',
        })
      ).statusCode,
    ).toBe(403);
    expectProblem(
      await call('ngarcia', 'POST', paths.statements(incidentA), {
        witness: { kind: 'employee' },
        text: 'x',
        takenAt: '2026-11-20T10:00',
      }),
      400,
      'employeeId',
    );
    const statementId = await created(
      await call('ngarcia', 'POST', paths.statements(incidentA), {
        witness: { kind: 'employee', employeeId: ids.lwilson },
        text: 'The guard was off the saw',
        takenAt: '2026-11-20T10:00',
      }),
    );
    const revised = await call('dokafor', 'POST', paths.statementVersions(incidentA, statementId), {
      text: 'The guard was off the saw and the light was out',
      reason: 'Remembered the light',
    });
    expect(revised.statusCode, revised.body).toBe(200);
    const { body } = await detail('dokafor', incidentA);
    expect(body!.statements).toEqual([
      expect.objectContaining({
        witness: expect.objectContaining({ kind: 'employee', name: expect.stringMatching(/Wilson/) }),
        versions: [
          expect.objectContaining({ version: 1, text: 'The guard was off the saw', reason: null }),
          expect.objectContaining({
            version: 2,
            reason: 'Remembered the light',
            recordedBy: expect.objectContaining({ id: ids.dokafor }),
          }),
        ],
      }),
    ]);
  });

  it('adds a timeline, evidence, a five-whys chain and the risk, refusing bad input by field', async () => {
    const entry = await created(
      await call('dokafor', 'POST', paths.timeline(incidentA), {
        at: '2026-11-20T09:10',
        text: 'Guard removed for cleaning',
      }),
    );
    await created(
      await call('dokafor', 'POST', paths.timeline(incidentA), { at: '2026-11-20T09:15', text: 'Hand cut' }),
    );
    expect((await call('dokafor', 'DELETE', paths.timelineEntry(incidentA, entry))).statusCode).toBe(200);

    const form = multipart([{ name: 'file', fileName: 'saw.png', content: photoPng() }]);
    const upload = remember(
      await t.app.inject({
        method: 'POST',
        url: '/api/attachments',
        payload: form.payload,
        headers: { ...form.headers, cookie: cookie.dokafor },
      }),
    );
    expect(upload.statusCode, upload.body).toBe(201);
    const evidence = await call('dokafor', 'POST', paths.evidence(incidentA), {
      attachmentIds: [upload.json().id],
      caption: 'The saw',
    });
    expect(evidence.statusCode, evidence.body).toBe(200);

    expectProblem(
      await call('dokafor', 'POST', paths.causes(incidentA), {
        analysis: 'fishbone',
        text: 'Worn',
        level: 'root',
      }),
      400,
      'category',
    );
    const why1 = await created(
      await call('dokafor', 'POST', paths.causes(incidentA), {
        analysis: 'five-whys',
        text: 'Blade exposed',
        level: 'immediate',
      }),
    );
    rootCause = await created(
      await call('dokafor', 'POST', paths.causes(incidentA), {
        analysis: 'five-whys',
        parentId: why1,
        text: 'No interlock on the guard',
        level: 'contributing',
      }),
    );
    expect(
      (await call('ngarcia', 'PATCH', paths.cause(incidentA, rootCause), { level: 'root' })).statusCode,
    ).toBe(200);
    await created(
      await call('dokafor', 'POST', paths.causes(incidentA), {
        analysis: 'fishbone',
        category: 'procedures',
        text: 'Cleaning SOP silent on guards',
        level: 'contributing',
      }),
    );
    // A cause with one under it stays.
    expect((await call('dokafor', 'DELETE', paths.cause(incidentA, why1))).statusCode).toBe(409);

    expectProblem(
      await call('dokafor', 'PUT', paths.risk(incidentA, 'before'), { severity: 6, likelihood: 3 }),
      400,
      'severity',
    );
    expect(
      (await call('dokafor', 'PUT', paths.risk(incidentA, 'before'), { severity: 4, likelihood: 4 }))
        .statusCode,
    ).toBe(200);

    const { body } = await detail('ngarcia', incidentA);
    expect(body!.timeline.map((e) => e.text)).toEqual(['Hand cut']);
    expect(body!.evidence).toEqual([
      expect.objectContaining({
        caption: 'The saw',
        attachment: expect.objectContaining({ name: 'saw.png' }),
      }),
    ]);
    expect(body!.causes.map((c) => [c.text, c.level, c.parentId === why1])).toEqual([
      ['Blade exposed', 'immediate', false],
      ['No interlock on the guard', 'root', true],
      ['Cleaning SOP silent on guards', 'contributing', false],
    ]);
    // 4 x 4 = 16: High in the default matrix.
    expect(body!.risk.before).toMatchObject({ score: 16, band: { label: 'High' } });
    expect(body!.causesWithoutAction).toHaveLength(2);
  });

  it("revises a cause's words, kind and place, refusing a place it cannot take by field", async () => {
    const add = async (body: object) => created(await call('dokafor', 'POST', paths.causes(incidentA), body));
    const bone = await add({
      analysis: 'fishbone',
      category: 'equipment',
      text: 'Blunt blade',
      level: 'immediate',
    });
    const why = await add({ analysis: 'five-whys', text: 'Rushed', level: 'contributing' });
    const under = await add({ analysis: 'five-whys', parentId: why, text: 'Short-staffed', level: 'root' });
    const revise = (causeId: string, body: object) =>
      call('ngarcia', 'PATCH', paths.cause(incidentA, causeId), body);

    const moved = await revise(bone, {
      text: 'Blade left blunt',
      level: 'contributing',
      move: { parentId: null, category: 'materials' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expectProblem(await revise(why, { move: { parentId: under, category: null } }), 400, 'parentId');
    expectProblem(await revise(under, { move: { parentId: bone, category: null } }), 400, 'parentId');
    expectProblem(await revise(why, { move: { parentId: 'not-a-cause', category: null } }), 400, 'parentId');
    expect((await revise(under, { move: { parentId: null, category: null } })).statusCode).toBe(200);

    const { body } = await detail('dokafor', incidentA);
    const byId = (id: string) => body!.causes.find((c) => c.id === id);
    expect(byId(bone)).toMatchObject({
      text: 'Blade left blunt',
      level: 'contributing',
      category: 'materials',
    });
    expect(byId(under)).toMatchObject({ parentId: null, text: 'Short-staffed' });
    expect(byId(why)).toMatchObject({ parentId: null, text: 'Rushed' });
    // Leaves again, so they go: the rest of the story keeps its causes.
    for (const id of [bone, under, why])
      expect((await call('dokafor', 'DELETE', paths.cause(incidentA, id))).statusCode).toBe(200);
  });
});

describe('who sees an investigation', () => {
  it('shows it to the team and the safety team whole, to the supervisor without statements, to nobody else', async () => {
    const seen = Object.fromEntries(
      await Promise.all(
        people.map(async (who) => {
          const { status, body } = await detail(who, incidentA);
          return [who, status === 200 ? (body!.statements === null ? 'no statements' : 'whole') : status];
        }),
      ),
    );
    expect(seen).toEqual({
      admin: 'whole',
      officer: 'whole',
      supervisor: 'no statements',
      dokafor: 'whole',
      ngarcia: 'whole',
      // The reporter is not on the team.
      employee: 403,
      lwilson: 403,
    });
    expect((await detail('supervisor', incidentB)).status).toBe(403);
    expect((await detail('admin', incidentB)).body!.statementCount).toBe(0);
  });

  it('lists what each may see', async () => {
    const list = async (who: Who, query = '') =>
      ((await call(who, 'GET', `${paths.investigations}${query}`)).json() as InvestigationList).items.map(
        (i) => i.incidentId,
      );
    expect(await list('officer')).toEqual(expect.arrayContaining([incidentA, incidentB]));
    // The Production supervisor does not see the Warehouse incident B's investigation.
    expect(await list('supervisor')).toEqual([incidentA]);
    expect(await list('supervisor', `?incidentId=${incidentB}`)).toEqual([]);
    expect(await list('ngarcia', '?scope=mine')).toEqual([incidentA]);
    expect(await list('supervisor', '?scope=mine')).toEqual([]);
    expect(await list('lwilson')).toEqual([]);
    expect(await list('employee')).toEqual([]);
  });

  it('pages the list, soonest due first, and refuses a cursor it did not give', async () => {
    const page = async (query: string) =>
      (await call('admin', 'GET', `${paths.investigations}${query}`)).json() as InvestigationList;
    const first = await page('?limit=1');
    expect(first.items).toHaveLength(1);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await page(`?limit=1&cursor=${first.nextCursor}`);
    expect(second.items).toHaveLength(1);
    expect(second.items[0]!.incidentId).not.toBe(first.items[0]!.incidentId);
    expect(Date.parse(second.items[0]!.dueAt)).toBeGreaterThanOrEqual(Date.parse(first.items[0]!.dueAt));
    const all = await page('');
    expect(all.nextCursor).toBeNull();
    expect(all.items.slice(0, 2).map((i) => i.incidentId)).toEqual([
      first.items[0]!.incidentId,
      second.items[0]!.incidentId,
    ]);
    expectProblem(await call('admin', 'GET', `${paths.investigations}?cursor=nope`), 400, 'cursor');
  });
});

describe('actions from causes, approval and the close gate', () => {
  let actionId = '';

  it('raises an action only from a cause of the incident', async () => {
    const action = (causeId: string) => ({
      title: 'Interlock the saw guard',
      description: 'The saw stops when the guard is off',
      controlLevel: 'engineering',
      ownerId: ids.employee,
      dueDate: inTwoWeeks(),
      priority: 'high',
      source: { kind: 'cause', incidentId: incidentA, causeId },
    });
    expectProblem(
      await call('officer', 'POST', '/api/actions', action('0b0c5f3e-8a0b-4c1e-9d1f-111111111111')),
      422,
      'source',
    );
    const raised = await call('officer', 'POST', '/api/actions', action(rootCause));
    expect(raised.statusCode, raised.body).toBe(201);
    actionId = raised.json().id;
    const { body } = await detail('officer', incidentA);
    expect(body!.causes.find((c) => c.id === rootCause)!.actions).toEqual([
      expect.objectContaining({ id: actionId, controlLevel: 'engineering', state: 'open' }),
    ]);
    expect(body!.causesWithoutAction).toHaveLength(1);
    expect(body!.weakControlsOnly).toBe(false);
  });

  it('is submitted by the lead and approved or sent back by the safety team', async () => {
    const summary = { summary: 'Guard removed without lockout' };
    expect((await call('ngarcia', 'POST', paths.step(incidentA, 'submit'), summary)).statusCode).toBe(403);
    expect((await call('dokafor', 'POST', paths.step(incidentA, 'submit'), summary)).statusCode).toBe(200);
    const ready = `Investigation of incident ${numberOf[incidentA]} is ready for approval`;
    expect(await toldOf('officer', incidentA)).toEqual([ready]);
    expect(await toldOf('admin', incidentA)).toEqual([ready]);
    expect(await toldOf('dokafor', incidentA)).not.toContain(ready);
    expect(await toldOf('supervisor', incidentA)).toEqual([]);
    expect(
      (await call('dokafor', 'POST', paths.timeline(incidentA), { at: '2026-11-20T09:20', text: 'Late' }))
        .statusCode,
    ).toBe(409);
    expect((await call('supervisor', 'POST', paths.step(incidentA, 'approve'), {})).statusCode).toBe(403);
    expectProblem(await call('officer', 'POST', paths.step(incidentA, 'send-back'), {}), 400, 'reason');
    expect(
      (await call('officer', 'POST', paths.step(incidentA, 'send-back'), { reason: 'Rate the risk after' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call('dokafor', 'PUT', paths.risk(incidentA, 'after'), { severity: 4, likelihood: 1 }))
        .statusCode,
    ).toBe(200);
    expect((await call('dokafor', 'POST', paths.step(incidentA, 'submit'), summary)).statusCode).toBe(200);
    expect(
      (await call('admin', 'POST', paths.step(incidentA, 'approve'), { note: 'Thorough' })).statusCode,
    ).toBe(200);
    const { body } = await detail('dokafor', incidentA);
    expect(body!.state).toBe('approved');
    const about = `Investigation of incident ${numberOf[incidentA]}`;
    expect(await toldOf('dokafor', incidentA)).toEqual(
      expect.arrayContaining([`${about} was sent back`, `${about} was approved`]),
    );
    expect(body!.approvals.map((a) => [a.step, a.note])).toEqual([
      ['submitted', 'Guard removed without lockout'],
      ['sent-back', 'Rate the risk after'],
      ['submitted', 'Guard removed without lockout'],
      ['approved', 'Thorough'],
    ]);
    expect(body!.allowed).toMatchObject({ edit: false, submit: false });
    expect((await detail('officer', incidentA)).body!.allowed).toMatchObject({
      reopen: true,
      approve: false,
    });
  });

  it('refuses to close a severe incident before its investigation is approved, unless an admin says why', async () => {
    const close = (extra: object = {}) => ({ status: 'closed', note: 'Handled', ...extra });
    const refused = await call('admin', 'PATCH', `/api/incidents/${incidentB}/status`, close());
    expectProblem(refused, 409, 'overrideReason');
    expect(refused.body).toContain('investigation');
    expect(
      (
        await call(
          'officer',
          'PATCH',
          `/api/incidents/${incidentB}/status`,
          close({ overrideReason: 'Insurer' }),
        )
      ).statusCode,
    ).toBe(403);
    const overridden = await call(
      'admin',
      'PATCH',
      `/api/incidents/${incidentB}/status`,
      close({ overrideReason: 'Closed by the insurer' }),
    );
    expect(overridden.statusCode, overridden.body).toBe(200);
    const audit = (await call('admin', 'GET', `/api/incidents/${incidentB}/audit`)).json() as IncidentAudit;
    expect(audit.events.find((e) => e.type === 'IncidentStatusChanged')?.data).toMatchObject({
      investigationOverride: { reason: 'Closed by the insurer', investigationState: 'open' },
    });
    const history = (
      await call('admin', 'GET', `/api/incidents/${incidentB}/history`)
    ).json() as IncidentHistory;
    expect(history.entries.at(-1)!.note).toContain(
      'Closed before the investigation was approved (open). Reason: Closed by the insurer',
    );
  });

  it('holds back a recordable incident by its recording decision, and dues its investigation in 7 days', async () => {
    const incidentC = await report('employee', 'Medium');
    const decided = await call(
      'officer',
      'PUT',
      `/api/incidents/${incidentC}/recordkeeping`,
      recordableInjury(),
    );
    expect(decided.statusCode, decided.body).toBe(200);
    const close = { status: 'closed', note: 'Handled' };
    expectProblem(
      await call('officer', 'PATCH', `/api/incidents/${incidentC}/status`, close),
      409,
      'overrideReason',
    );
    await created(await call('officer', 'POST', paths.investigation(incidentC), { leadId: ids.officer }));
    expect((await detail('officer', incidentC)).body).toMatchObject({ dueRule: 'recordable', state: 'open' });
  });

  it('closes once approved and its actions verified; the audit export holds the investigation', async () => {
    expect(
      (await call('employee', 'POST', `/api/actions/${actionId}/complete`, { note: 'Interlock fitted' }))
        .statusCode,
    ).toBe(200);
    expect((await call('officer', 'POST', `/api/actions/${actionId}/verify`, {})).statusCode).toBe(200);
    const closed = await call('officer', 'PATCH', `/api/incidents/${incidentA}/status`, {
      status: 'closed',
      note: 'Investigated',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const audit = (await call('admin', 'GET', `/api/incidents/${incidentA}/audit`)).json() as IncidentAudit;
    expect(audit.chainValid).toBe(true);
    const types = audit.events.filter((e) => e.streamId === `investigation-${incidentA}`).map((e) => e.type);
    expect(types).toEqual(
      expect.arrayContaining(['InvestigationStarted', 'WitnessStatementRevised', 'InvestigationApproved']),
    );
  });
});

describe('the risk matrix', () => {
  it('is the default until an admin sets another, which then bands every rating', async () => {
    const matrix = (await call('employee', 'GET', paths.riskMatrix)).json();
    expect(matrix.bands.map((b: { label: string; maxScore: number }) => `${b.label}<=${b.maxScore}`)).toEqual(
      ['Low<=4', 'Medium<=9', 'High<=16', 'Extreme<=25'],
    );
    const changed = {
      ...matrix,
      bands: [
        { label: 'Acceptable', maxScore: 16, colour: '#1b7a3a' },
        { label: 'Intolerable', maxScore: 25, colour: '#b3261e' },
      ],
    };
    expect((await call('officer', 'PUT', paths.riskMatrix, changed)).statusCode).toBe(403);
    expectProblem(
      await call('admin', 'PUT', paths.riskMatrix, { ...changed, bands: [changed.bands[0]] }),
      400,
      'bands',
    );
    expect((await call('admin', 'PUT', paths.riskMatrix, changed)).statusCode).toBe(200);
    expect((await detail('officer', incidentA)).body!.risk.before).toMatchObject({
      score: 16,
      band: { label: 'Acceptable' },
    });
  });
});
