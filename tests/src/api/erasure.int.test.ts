import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyAuditLog } from '@hs/command-api';
import { personalDataRoutes } from '@hs/contracts';
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
import { validReport } from '../support/incident-fixtures.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

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
const plaintextInDatabase = async (): Promise<Record<string, number>> => {
  const { rows: tables } = await t.pool.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
  );
  const found: Record<string, number> = {};
  for (const { table_name } of tables) {
    const { rows } = await t.pool.query<{ n: string }>(
      `SELECT count(*) AS n FROM public.${JSON.stringify(table_name)} t WHERE t::text ILIKE ANY($1)`,
      [plaintexts.map((p) => `%${p}%`)],
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

/** Asks until `read` gives what `done` wants (the read models follow the log), at most 30 s. */
const until = async <T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> => {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('admin');
  sites = await seedSampleEstablishments(t.store);
  await seedSampleOshaYear(t.store, sites);
  const created = await call('POST', '/api/admin/employees', admin, {
    ...person,
    department: 'IPSI',
    company: 'IPSI',
  });
  expect(created.statusCode).toBe(201);
  employeeId = created.json().id;
  const signedIn = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: person.username, password: created.json().temporaryPassword },
  });
  const first = `hs_session=${signedIn.cookies.find((c) => c.name === 'hs_session')!.value}`;
  const changed = await call('POST', '/api/user/password', first, {
    currentPassword: created.json().temporaryPassword,
    newPassword: 'copper-kettle-meadow-4',
  });
  expect(changed.statusCode).toBe(200);
  reporter = await t.signIn(person.username, 'copper-kettle-meadow-4');
  for (const description of [freeText, `${freeText} again, a week later`]) {
    const reported = await call('POST', '/api/incidents', reporter, validReport({ description }));
    expect(reported.statusCode).toBe(201);
    reports.push(reported.json());
  }
  for (const { id } of reports)
    await until(
      () => incidentOf(id),
      (i) => i.description !== undefined,
    );
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

    // The read models are rebuilt behind the erasure; wait until they show it.
    // Every read model is rebuilt behind the erasure: wait until the rebuild has passed it.
    const erasedAt = parsePosition(erased.json().consistencyToken);
    const rebuiltTo = async () => {
      const { rows } = await t.pool.query<{ tx: string; gp: string }>(
        'SELECT tx::text AS tx, gp::text AS gp FROM es_checkpoints WHERE subscription_id = $1',
        [ERASURE_SUBSCRIPTION],
      );
      return rows[0] ? { tx: BigInt(rows[0].tx), gp: BigInt(rows[0].gp) } : logStart;
    };
    const rebuilt = await until(rebuiltTo, (p) => comparePositions(p, erasedAt) >= 0);
    expect(comparePositions(rebuilt, erasedAt)).toBeGreaterThanOrEqual(0);
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
