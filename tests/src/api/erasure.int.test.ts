import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyAuditLog } from '@hs/command-api';
import { investigationRoutes, personalDataRoutes } from '@hs/contracts';
import {
  comparePositions,
  logStart,
  parsePosition,
  recordDueCheckpoints,
  verifyGlobalChain,
} from '@hs/infra/event-store';
import { ERASURE_SUBSCRIPTION } from '@hs/projections';
import { seedSampleEstablishments } from '../../../command-api/src/seed/sample-establishments.ts';
import { seedSampleOshaYear } from '../../../command-api/src/seed/sample-osha-year.ts';
import { aboutNonEmployee, validReport } from '../support/incident-fixtures.ts';
import { recordableInjury } from '../support/recordkeeping-fixtures.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { until } from '../support/until.ts';
import { reactorCaughtUp } from '../support/mail-rules.ts';

/** What only this person's data holds: none of it may be left anywhere once they are erased. */
const person = {
  firstName: 'Zebulon',
  lastName: 'Quixotefield',
  email: 'zq.erasure.subject@ipsi.example',
  username: 'zqreporter',
};
const freeText = 'Wrenchbottom sprained a wrist on the mezzanine stairs';
const plaintexts = [person.firstName, person.lastName, person.email, 'Wrenchbottom'];

let t: TestApp;
let admin: string;
let reporter: string;
let employeeId: string;
let sites: Record<string, string>;
const reports: { id: string; reportNumber: string }[] = [];

const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

/** Every row of every table whose text holds one of the person's values: table -> matching rows. */
const plaintextInDatabase = async (
  values: readonly string[] = plaintexts,
): Promise<Record<string, number>> => {
  const { rows: tables } = await t.pool.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
  );
  const found: Record<string, number> = {};
  for (const { table_name } of tables) {
    const { rows } = await t.pool.query<{ n: string }>(
      `SELECT count(*) AS n FROM public.${JSON.stringify(table_name)} t WHERE t::text ILIKE ANY($1)`,
      [values.map((p) => `%${p}%`)],
    );
    if (Number(rows[0]!.n) > 0) found[table_name] = Number(rows[0]!.n);
  }
  return found;
};

/** Files under the data folder (the blob store) that hold one of the person's values. */
const plaintextInFiles = async (): Promise<string[]> => {
  const files = await readdir(t.dataDir, { recursive: true, withFileTypes: true });
  const hits: string[] = [];
  for (const file of files.filter((f) => f.isFile())) {
    const text = (await readFile(path.join(file.parentPath, file.name))).toString('latin1');
    if (plaintexts.some((p) => text.toLowerCase().includes(p.toLowerCase()))) hits.push(file.name);
  }
  return hits;
};

const osha300a = async () => {
  const year = new Date().getUTCFullYear();
  const answers = [];
  for (const site of Object.values(sites))
    for (const y of [year - 1, year])
      answers.push((await call('GET', `/api/osha/300a?establishmentId=${site}&year=${y}`, admin)).json());
  return answers;
};

const incidentOf = async (id: string) => (await call('GET', `/api/incidents/${id}`, admin)).json();

/** Waits until the rebuild behind the erasure answered with `token` has run; false if it did not in 30 s. */
const rebuiltPast = async (token: string): Promise<boolean> => {
  const erasedAt = parsePosition(token);
  const rebuiltTo = async () => {
    const { rows } = await t.pool.query<{ tx: string; gp: string }>(
      'SELECT tx::text AS tx, gp::text AS gp FROM es_checkpoints WHERE subscription_id = $1',
      [ERASURE_SUBSCRIPTION],
    );
    return rows[0] ? { tx: BigInt(rows[0].tx), gp: BigInt(rows[0].gp) } : logStart;
  };
  const rebuilt = await until(rebuiltTo, (p) => comparePositions(p, erasedAt) >= 0);
  return comparePositions(rebuilt, erasedAt) >= 0;
};

/** The 300A's count of "other recordable" cases of Plant 1 this year. */
const otherCasesAtPlant1 = async () =>
  (
    await call(
      'GET',
      `/api/osha/300a?establishmentId=${sites['Plant 1']}&year=${new Date().getUTCFullYear()}`,
      admin,
    )
  ).json().summary.total_other_cases as number;

/** A new employee account, signed in past its first password change: its id and cookie. */
const newEmployee = async (who: typeof person) => {
  const created = await call('POST', '/api/admin/employees', admin, {
    ...who,
    department: 'IPSI',
    company: 'IPSI',
  });
  expect(created.statusCode).toBe(201);
  const signedIn = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: who.username, password: created.json().temporaryPassword },
  });
  const first = `hs_session=${signedIn.cookies.find((c) => c.name === 'hs_session')!.value}`;
  const changed = await call('POST', '/api/user/password', first, {
    currentPassword: created.json().temporaryPassword,
    newPassword: 'copper-kettle-meadow-4',
  });
  expect(changed.statusCode).toBe(200);
  return { id: created.json().id as string, cookie: await t.signIn(who.username, 'copper-kettle-meadow-4') };
};

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('admin');
  sites = await seedSampleEstablishments(t.store);
  await seedSampleOshaYear(t.store, sites);
  ({ id: employeeId, cookie: reporter } = await newEmployee(person));
  const date = `${new Date().getUTCFullYear()}-01-01`;
  for (const description of [freeText, `${freeText} again, a week later`]) {
    const reported = await call(
      'POST',
      '/api/incidents',
      reporter,
      validReport({ description, date, type: 'injury' }),
    );
    expect(reported.statusCode).toBe(201);
    reports.push(reported.json());
  }
  for (const { id } of reports)
    await until(
      () => incidentOf(id),
      (i) => i.description !== undefined,
    );
  // Their first report is a recordable injury at Plant 1 this year: the 300A counts it, so the
  // totals compared across the erasure include their case.
  const counted = await until(otherCasesAtPlant1, (n) => typeof n === 'number');
  const placed = await t.app.inject({
    method: 'PUT',
    url: `/api/incidents/${reports[0]!.id}/establishment`,
    headers: { cookie: admin },
    payload: { establishmentId: sites['Plant 1'] },
  });
  expect(placed.statusCode).toBe(200);
  const decided = await t.app.inject({
    method: 'PUT',
    url: `/api/incidents/${reports[0]!.id}/recordkeeping`,
    headers: { cookie: admin },
    payload: recordableInjury(),
  });
  expect(decided.statusCode).toBe(200);
  expect(await until(otherCasesAtPlant1, (n) => n === counted + 1)).toBe(counted + 1);
}, 120_000);

afterAll(async () => t?.close());

describe('erasing a person’s personal data', () => {
  it('keeps their data out of the log even before an erasure, and shows it to readers', async () => {
    const { rows } = await t.pool.query<{ n: string }>(
      `SELECT count(*) AS n FROM es_events e WHERE e::text ILIKE ANY($1)`,
      [plaintexts.map((p) => `%${p}%`)],
    );
    expect(Number(rows[0]!.n)).toBe(0);
    const incident = await incidentOf(reports[0]!.id);
    expect(incident.description).toBe(freeText);
    expect(incident.employeeName).toBe('Zebulon Quixotefield');
  });

  it('refuses without a reason, for an unknown person, and for anyone but an administrator', async () => {
    const noReason = await call('POST', personalDataRoutes.erase(employeeId), admin, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.map((e: { field: string }) => e.field)).toEqual(['reason']);
    const unknown = await call('POST', personalDataRoutes.erase(randomUUID()), admin, { reason: 'asked' });
    expect(unknown.statusCode).toBe(404);
    const notAdmin = await call('POST', personalDataRoutes.erase(employeeId), reporter, { reason: 'asked' });
    expect(notAdmin.statusCode).toBe(403);
    expect((await incidentOf(reports[0]!.id)).description).toBe(freeText);
  });

  it('leaves no plaintext anywhere, keeps the log verifiable and the OSHA totals, and lists [erased]', async () => {
    const client = await t.pool.connect();
    try {
      await recordDueCheckpoints(client, { everyEvents: 1, everyMs: 0, now: new Date() });
    } finally {
      client.release();
    }
    const totalsBefore = await osha300a();
    const listedBefore = (await call('GET', '/api/incidents?limit=200', admin)).json().length;

    const erased = await call('POST', personalDataRoutes.erase(employeeId), admin, {
      reason: 'Request under GDPR article 17, ticket 4411',
    });
    expect(erased.statusCode).toBe(200);

    // Every read model is rebuilt behind the erasure: wait until the rebuild has passed it.
    expect(await rebuiltPast(erased.json().consistencyToken)).toBe(true);
    for (const { id, reportNumber } of reports) {
      const incident = await incidentOf(id);
      expect(incident.reportNumber).toBe(reportNumber);
      expect(incident.description).toBe('[erased]');
      expect(incident.employeeName).toBe('[erased]');
    }
    const list = (await call('GET', '/api/incidents?limit=200', admin)).json() as {
      id: string;
      employeeName: string | null;
    }[];
    expect(list).toHaveLength(listedBefore);
    expect(list.filter((i) => reports.some((r) => r.id === i.id)).map((i) => i.employeeName)).toEqual([
      '[erased]',
      '[erased]',
    ]);

    expect(await plaintextInDatabase()).toEqual({});
    expect(await plaintextInFiles()).toEqual([]);
    // Their recordable case is in these totals (beforeAll counted it), and stays counted.
    expect(totalsBefore.some((a) => a.summary.total_other_cases > 0 && a.summary.total_injuries > 0)).toBe(
      true,
    );
    expect(await osha300a()).toEqual(totalsBefore);

    const metadata = {
      userId: null,
      userName: 'erasure test',
      role: 'system',
      command: 'VerifyAuditLog',
      correlationId: randomUUID(),
      causationId: null,
      requestId: null,
      clientIp: null,
    };
    const { result } = await verifyAuditLog(t.store, 'cli', metadata);
    expect(result.firstBreak).toBeNull();
    expect(result.ok).toBe(true);
    const order = await verifyGlobalChain(t.pool);
    expect(order.firstBreak).toBeNull();
  });
});

describe('erasing a person named in an incident who is not an employee', () => {
  const visitor = { name: 'Quentin Marblewhistle', organisation: 'Fennimore Haulage' };
  const witness = 'Philippa Drumcastle';
  let incidentId = '';

  beforeAll(async () => {
    const reported = await call(
      'POST',
      '/api/incidents',
      admin,
      validReport({ ...aboutNonEmployee(visitor.name, visitor.organisation), witnessName: witness }),
    );
    expect(reported.statusCode).toBe(201);
    incidentId = reported.json().id;
    await until(
      () => incidentOf(incidentId),
      (i) => i.witnessName === witness,
    );
  });

  const eraseThrough = (
    role: string,
    cookie = admin,
    id = incidentId,
    reason = 'Asked by phone, ticket 4412',
  ) => call('POST', personalDataRoutes.eraseIncidentPerson(id, role), cookie, { reason });

  it('refuses for anyone but an administrator, a role that is not one, an unknown incident or an employee', async () => {
    expect((await eraseThrough('witness', await t.signIn('employee'))).statusCode).toBe(403);
    const badRole = await eraseThrough('bystander');
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().errors.map((e: { field: string }) => e.field)).toEqual(['role']);
    expect((await eraseThrough('witness', admin, randomUUID())).statusCode).toBe(404);
    // The erased employee's report is about them: their record is the way, not the incident.
    const employee = await eraseThrough('involved', admin, reports[1]!.id);
    expect(employee.statusCode).toBe(409);
    expect(employee.json().detail).toMatch(/employee record/);
    expect((await incidentOf(incidentId)).witnessName).toBe(witness);
  });

  it('erases the witness alone, then the person involved, and keeps the report and its number', async () => {
    const erased = await eraseThrough('witness');
    expect(erased.statusCode).toBe(200);
    expect(await rebuiltPast(erased.json().consistencyToken)).toBe(true);
    const afterWitness = await incidentOf(incidentId);
    expect(afterWitness.witnessName).toBe('[erased]');
    expect(afterWitness.employeeName).toBe(visitor.name);
    expect(await plaintextInDatabase([witness])).toEqual({});

    const involved = await eraseThrough('involved');
    expect(involved.statusCode).toBe(200);
    expect(await rebuiltPast(involved.json().consistencyToken)).toBe(true);
    const afterBoth = await incidentOf(incidentId);
    expect(afterBoth).toMatchObject({
      employeeName: '[erased]',
      employeeOrganisation: '[erased]',
      description: '[erased]',
      reportNumber: expect.any(String),
    });
    expect(await plaintextInDatabase([visitor.name, visitor.organisation, witness])).toEqual({});
    const { rows } = await t.pool.query<{ subject_id: string }>(
      `SELECT subject_id FROM personal_data_keys WHERE subject_id LIKE $1 AND wrapped_key IS NULL ORDER BY 1`,
      [`incident-person:${incidentId}:%`],
    );
    expect(rows.map((r) => r.subject_id)).toEqual([
      `incident-person:${incidentId}:involved`,
      `incident-person:${incidentId}:witness`,
    ]);
  });
});

describe('erasing a witness statement of an investigation', () => {
  const visitor = { name: 'Barnaby Quillfeather', organisation: 'Ormsby Scaffolds' };
  const said = 'Quillfeather saw the pallet tip as the forklift turned';
  let incidentId = '';
  let statementId = '';

  beforeAll(async () => {
    const officer = await t.signIn('officer');
    const officerId = (await call('GET', '/api/user', officer)).json().id;
    incidentId = (await call('POST', '/api/incidents', officer, validReport({ severity: 'High' }))).json().id;
    const started = await call('POST', investigationRoutes.investigation(incidentId), officer, {
      leadId: officerId,
    });
    expect(started.statusCode).toBe(201);
    const recorded = await call('POST', investigationRoutes.statements(incidentId), officer, {
      witness: { kind: 'non-employee', ...visitor },
      text: said,
      takenAt: '2026-11-20T10:00',
    });
    expect(recorded.statusCode).toBe(201);
    statementId = recorded.json().id;
    const revised = await call(
      'POST',
      investigationRoutes.statementVersions(incidentId, statementId),
      officer,
      {
        text: `${said}, and Quillfeather shouted`,
        reason: 'Quillfeather called back to add it',
      },
    );
    expect(revised.statusCode).toBe(200);
  });

  const statementOf = async () =>
    (
      (await call('GET', investigationRoutes.investigation(incidentId), admin)).json().investigation
        ?.statements ?? []
    ).find((st: { id: string }) => st.id === statementId);

  it('keeps the statement and its witness out of the log, and shows them to the team', async () => {
    const { rows } = await t.pool.query<{ n: string }>(
      `SELECT count(*) AS n FROM es_events e WHERE e::text ILIKE ANY($1)`,
      [['%Quillfeather%', '%Ormsby%']],
    );
    expect(Number(rows[0]!.n)).toBe(0);
    const shown = await until(statementOf, (st) => st?.versions?.length === 2);
    expect(shown.witness).toMatchObject(visitor);
    expect(shown.versions.map((v: { text: string }) => v.text)).toEqual([
      said,
      `${said}, and Quillfeather shouted`,
    ]);
  });

  it('erases its text, revisions and the witness for an administrator only, and keeps its versions', async () => {
    const path = personalDataRoutes.eraseStatement(incidentId, statementId);
    expect((await call('POST', path, await t.signIn('officer'), { reason: 'asked' })).statusCode).toBe(403);
    expect(
      (
        await call('POST', personalDataRoutes.eraseStatement(incidentId, randomUUID()), admin, {
          reason: 'asked',
        })
      ).statusCode,
    ).toBe(404);
    const erased = await call('POST', path, admin, { reason: 'Witness asked, ticket 4413' });
    expect(erased.statusCode).toBe(200);
    expect(await rebuiltPast(erased.json().consistencyToken)).toBe(true);
    const after = await statementOf();
    expect(after.witness).toMatchObject({ name: '[erased]', organisation: '[erased]' });
    expect(after.versions.map((v: { text: string; reason: string | null }) => [v.text, v.reason])).toEqual([
      ['[erased]', null],
      ['[erased]', '[erased]'],
    ]);
    expect(await plaintextInDatabase(['Quillfeather', 'Ormsby'])).toEqual({});
  });
});

describe('erasing one of two employees of the same name', () => {
  const erasedOne = {
    ...person,
    firstName: 'Hortensia',
    lastName: 'Blimpwhistle',
    email: 'hb.erased@ipsi.example',
    username: 'hberased',
  };
  const namesake = { ...erasedOne, email: 'hb.namesake@ipsi.example', username: 'hbnamesake' };
  const fullName = 'Hortensia Blimpwhistle';
  const reported: Record<'erased' | 'namesake', string> = { erased: '', namesake: '' };
  let erasedId = '';

  /** Each notification and queued mail about a report: what the officers read, and the reporter's mail. */
  const toldAbout = async (incidentId: string) => {
    const notes = await t.pool.query<{ id: string; rule: string; body: string }>(
      'SELECT id, rule, body FROM notifications WHERE subject_id = $1 ORDER BY rule, id',
      [incidentId],
    );
    const mails = await t.pool.query<{ to_address: string; text_body: string; html_body: string }>(
      'SELECT to_address, text_body, html_body FROM mail_outbox WHERE notification_ids && $1::uuid[]',
      [notes.rows.map((n) => n.id)],
    );
    return {
      reportedBodies: [
        ...new Set(notes.rows.filter((n) => n.rule === 'incident-reported').map((n) => n.body)),
      ],
      mails: mails.rows,
    };
  };

  beforeAll(async () => {
    const officer = await t.signIn('officer');
    for (const [key, who] of [
      ['erased', erasedOne],
      ['namesake', namesake],
    ] as const) {
      const account = await newEmployee(who);
      if (key === 'erased') erasedId = account.id;
      const created = await call('POST', '/api/incidents', account.cookie, validReport());
      expect(created.statusCode).toBe(201);
      reported[key] = created.json().id;
      // The reporter is told of the change by mail: a mail to their address.
      const changed = await t.app.inject({
        method: 'PATCH',
        url: `/api/incidents/${reported[key]}/status`,
        headers: { cookie: officer },
        payload: { status: 'under-review' },
      });
      expect(changed.statusCode).toBe(200);
    }
    await reactorCaughtUp(t);
    // Every notification of both reports is in the outbox (the mail loop queues them; no SMTP here).
    for (const id of Object.values(reported))
      await until(
        () => t.pool.query('SELECT 1 FROM notifications WHERE subject_id = $1 AND mailed_at IS NULL', [id]),
        (r) => r.rowCount === 0,
      );
  });

  it('scrubs the notifications and mails that name the erased one, and keeps the namesake’s', async () => {
    const before = await toldAbout(reported.erased);
    expect(before.reportedBodies).toEqual([`${fullName} reported it. Open the report to review it.`]);
    expect(before.mails.some((m) => m.text_body.includes(fullName))).toBe(true);
    expect(before.mails.map((m) => m.to_address)).toContain(erasedOne.email);

    const erased = await call('POST', personalDataRoutes.erase(erasedId), admin, { reason: 'Ticket 4414' });
    expect(erased.statusCode).toBe(200);

    const after = await toldAbout(reported.erased);
    expect(after.reportedBodies).toEqual(['[erased] reported it. Open the report to review it.']);
    expect(after.mails.length).toBe(before.mails.length);
    expect(after.mails.filter((m) => `${m.text_body}${m.html_body}`.includes('Blimpwhistle'))).toEqual([]);
    expect(after.mails.map((m) => m.to_address)).toContain('[erased]');
    expect(await rebuiltPast(erased.json().consistencyToken)).toBe(true);
    expect(await plaintextInDatabase([erasedOne.email])).toEqual({});

    const kept = await toldAbout(reported.namesake);
    expect(kept.reportedBodies).toEqual([`${fullName} reported it. Open the report to review it.`]);
    expect(kept.mails.filter((m) => m.text_body.includes(fullName)).length).toBeGreaterThan(0);
    expect(kept.mails.filter((m) => m.html_body.includes(fullName)).length).toBeGreaterThan(0);
    expect(kept.mails.map((m) => m.to_address)).toContain(namesake.email);
  });
});
