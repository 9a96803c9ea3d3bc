/**
 * `Projection.handles` lets a runner pass over events without a transaction, claiming its read model
 * is up to date past them. That claim must be true: an event a projection says it does not handle
 * must change nothing in its tables at the point of the log where it comes. The log here is the one
 * the real application writes for the demo data plus one of each command through the API.
 */
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CONSISTENCY_HEADER } from '@hs/contracts';
import { comparePositions, logStart, parsePosition, type LogPosition } from '@hs/infra/event-store';
import { allProjections } from '../../../projections/src/all-projections.ts';
import { multipart } from '../support/multipart.ts';
import { pdfFile, signaturePng } from '../support/sample-files.ts';
import { startTestApp, type TestApp, DEMO_PASSWORD } from '../support/test-app.ts';
import { validReport } from '../support/incident-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

/** Where the last command's events end in the log (from its consistency token). */
let lastWrite: LogPosition = logStart;

const act = async (
  cookie: string,
  method: 'POST' | 'PATCH',
  url: string,
  payload: object | string,
  headers = {},
) => {
  const response = await t.app.inject({ method, url, headers: { cookie, ...headers }, payload });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  const token = response.headers[CONSISTENCY_HEADER];
  if (typeof token === 'string') lastWrite = parsePosition(token);
  return response.json();
};

/**
 * The whole log up to the last command. A read of the log returns only what no open transaction
 * can still precede (a projection's batch, say), so right after a command its events may not be
 * readable yet: read until they are.
 */
const readWholeLog = async () => {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const events = await t.store.readAll(logStart, 100_000);
    const last = events.at(-1);
    if (last && comparePositions(last.position, lastWrite) >= 0) return events;
    if (Date.now() > deadline) throw new Error('the last command never became readable in the log');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

/** One of each kind of command, so the log holds most kinds of event. */
const runCommands = async () => {
  // Completions cannot be in the future and due dates are at most five years ahead: the clock
  // stands after the completion below and within five years of the due dates.
  t.setNow('2030-07-05T00:00:00Z');
  const admin = await t.signIn('admin');
  const employee = await t.signIn('employee');
  const users = (await t.app.inject({ method: 'GET', url: '/api/users', headers: { cookie: admin } })).json();
  const jamie = users.find((u: { username: string }) => u.username === 'employee').id;
  const incident = await act(employee, 'POST', '/api/incidents', validReport());
  await act(admin, 'PATCH', `/api/incidents/${incident.id}/status`, { status: 'under-review' });
  const trainings = (
    await t.app.inject({ method: 'GET', url: '/api/trainings', headers: { cookie: admin } })
  ).json();
  const course = trainings[0];
  await act(admin, 'POST', '/api/admin/assign-training', {
    employeeId: jamie,
    trainingId: course.id,
    dueDate: '2030-07-31',
  });
  await act(admin, 'POST', `/api/trainings/${course.id}/completions`, {
    userId: jamie,
    completedOn: '2030-07-02',
  });
  const body = multipart([
    { name: 'name', value: 'Ladder Safety' },
    { name: 'category', value: 'Policy' },
    { name: 'file', fileName: 'ladder.pdf', content: pdfFile('ladder') },
  ]);
  const document = await act(admin, 'POST', '/api/documents', body.payload, body.headers);
  await act(admin, 'PATCH', `/api/documents/${document.id}/signature-requirement`, {
    requiresSignature: true,
    deadline: '2030-08-31',
  });
  await act(employee, 'POST', '/api/documents/signatures', {
    documentId: document.id,
    documentVersion: 1,
    signatureData: signaturePng,
    acknowledged: true,
    password: DEMO_PASSWORD,
  });
  await act(admin, 'POST', '/api/admin/assign-document', {
    employeeId: jamie,
    documentId: document.id,
    action: 'sign',
    dueDate: '2031-03-01',
  });
  await act(admin, 'POST', '/api/admin/employee-files', {
    employeeId: jamie,
    fileName: 'Forklift licence',
    fileType: 'safety-certificate',
    dueDate: '2031-06-30',
    isRequired: true,
  });
  // An outside certificate the employee records and an administrator accepts: a completion too.
  const certificateForm = multipart([
    { name: 'trainingId', value: course.id },
    { name: 'issuer', value: 'Gulf Safety Council' },
    { name: 'issuedOn', value: '2030-06-01' },
    { name: 'file', fileName: 'certificate.pdf', content: pdfFile('certificate') },
  ]);
  const certificate = await act(
    employee,
    'POST',
    '/api/training-certificates',
    certificateForm.payload,
    certificateForm.headers,
  );
  await act(admin, 'POST', `/api/training-certificates/${certificate.id}/accept`, {});
  const task = await act(admin, 'POST', '/api/employee-tasks', {
    employeeId: jamie,
    title: 'Inspect the eyewash station',
    description: 'Flush and log it.',
    taskType: 'inspection',
    priority: 'high',
    dueDate: '2031-02-01',
  });
  await act(employee, 'PATCH', `/api/employee-tasks/${task.id}/status`, { status: 'in_progress' });
  t.setNow(null);
};

/** A fingerprint of the projection's tables. */
const fingerprint = async (client: pg.ClientBase, tables: readonly string[]) => {
  const parts: string[] = [];
  for (const table of tables) {
    const { rows } = await client.query<{ f: string | null }>(
      `SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS f FROM ${table} t`,
    );
    parts.push(`${table}:${rows[0]!.f}`);
  }
  return parts.join(' ');
};

it('an event a projection does not handle changes nothing in its read model, wherever it comes in the log', async () => {
  await runCommands();
  const events = await readWholeLog();
  const types = new Set(events.map((e) => e.type));
  expect(types.size, [...types].join(', ')).toBeGreaterThanOrEqual(15);

  // Each projection built afresh in a schema of its own, one event at a time, in log order.
  const client = new pg.Client({ connectionString: t.url });
  await client.connect();
  try {
    for (const projection of allProjections.filter((p) => p.handles)) {
      const schema = `handles_${projection.name.replaceAll('-', '_')}`;
      await client.query(`CREATE SCHEMA ${schema}`);
      await client.query(`SET search_path = ${schema}, public`);
      for (const table of projection.tables) await client.query(table.ddl);
      const tables = projection.tables.map((table) => `${schema}.${table.name}`);
      let checked = 0;
      for (const event of events) {
        if (projection.handles!(event)) {
          await projection.apply(client, [event]);
          continue;
        }
        const before = await fingerprint(client, tables);
        await projection.apply(client, [event]);
        expect(await fingerprint(client, tables), `${projection.name} changed on ${event.type}`).toBe(before);
        checked += 1;
      }
      expect(checked, `${projection.name}: events it does not handle`).toBeGreaterThan(0);
      await client.query('SET search_path = public');
    }
  } finally {
    await client.end();
  }
});
