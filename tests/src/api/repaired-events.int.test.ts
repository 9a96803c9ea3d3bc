import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSISTENCY_HEADER, PARKED_HEADER, routes } from '@hs/contracts';
import { incidentStreamId, taskStreamId, trainingStreamId } from '@hs/domain';
import { formatPosition, type AppendResult, type NewEvent } from '@hs/infra/event-store';
import { reportedEventData } from '../support/incident-fixtures.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Events already in a log with values no read model can store, appended straight to the store as an
 * earlier version of the app accepted them: every projection applies them, nothing is parked, and
 * the API shows the repaired value with what was entered. (NUL cannot be in this log: jsonb refuses
 * it at the append; read-repairs.unit.test.ts covers it for other stores.)
 */
let t: TestApp;
let admin: string;
let employee: string;
let last: AppendResult;
const incidents = new Map<string, string>();
const trainingId = randomUUID();
const taskId = randomUUID();

const metadata = {
  userId: null,
  userName: 'an earlier version',
  role: null,
  command: 'Import',
  correlationId: 'repair',
  causationId: null,
  requestId: null,
  clientIp: null,
};
const append = async (streamId: string, events: NewEvent[]) => {
  last = await t.store.append(streamId, 0, events, metadata);
};

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('admin');
  employee = await t.signIn('employee');
  const employeeId = (
    await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: employee } })
  ).json().id as string;
  for (const [n, date] of ['0000-01-01', '99999-12-31', '2026-02-30'].entries()) {
    const incidentId = randomUUID();
    incidents.set(date, incidentId);
    const data = reportedEventData({
      incidentId,
      reportNumber: `IR-2026-99010${n}`,
      reportedAt: new Date().toISOString(),
      report: { date, location: `Dock ${n}` },
    });
    await append(incidentStreamId(incidentId), [{ type: 'IncidentReported', data }]);
  }
  await append(trainingStreamId(trainingId), [
    {
      type: 'TrainingCreated',
      data: {
        trainingId,
        title: 'Forklift refresher',
        description: 'Imported',
        type: 'inperson',
        date: '0000-06-15',
        time: '09:00',
        location: 'Hall A',
        duration: '2 hours',
        maxAttendees: 3_000_000_000,
        createdAt: new Date().toISOString(),
      },
    },
  ]);
  await append(taskStreamId(taskId), [
    {
      type: 'TaskAssigned',
      data: {
        taskId,
        employeeId,
        title: 'Check the eyewash station',
        description: '',
        taskType: 'inspection',
        priority: 'high',
        dueDate: '2026-02-30',
        assignedBy: null,
        assignedByName: null,
        assignedAt: new Date().toISOString(),
      },
    },
  ]);
});
afterAll(async () => t?.close());

const get = (url: string, cookie = admin) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { cookie, [CONSISTENCY_HEADER]: formatPosition(last.position) },
  });

describe('events in the log with values no read model can store', () => {
  it('are applied by every projection: nothing parked, and readiness is ok', async () => {
    // The reads wait for their projections to pass the last event; then nothing may be parked.
    for (const url of [routes.incidents, '/api/trainings', '/api/admin/dashboard']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers[PARKED_HEADER], url).toBeUndefined();
    }
    const ready = await t.app.inject({ method: 'GET', url: '/readyz', headers: { cookie: admin } });
    expect(ready.json()).toMatchObject({ status: 'ok', parked: [] });
  });

  it('show an incident whose date is not a real day with no date and the date as reported', async () => {
    const list = (await get(routes.incidents)).json() as { id: string; date: string | null }[];
    for (const [asReported, id] of incidents) {
      expect(list.find((i) => i.id === id)).toMatchObject({ date: null, dateAsReported: asReported });
      const detail = (await get(routes.incident(id))).json();
      expect(detail).toMatchObject({ date: null, dateAsReported: asReported });
    }
  });

  it('show a training with no date and no limit rather than a year 0 and a size no column holds', async () => {
    const trainings = (await get('/api/trainings')).json() as { id: string }[];
    expect(trainings.find((c) => c.id === trainingId)).toMatchObject({
      title: 'Forklift refresher',
      date: null,
      maxAttendees: null,
    });
  });

  it("show an employee's task with no due date rather than a day that does not exist", async () => {
    const userId = (
      await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: employee } })
    ).json().id;
    const tasks = (await get(`/api/users/${userId}/tasks`, employee)).json() as { id: string }[];
    expect(tasks.find((task) => task.id === taskId)).toMatchObject({ dueDate: null });
  });

  it('leave the log exactly as it was stored', async () => {
    const [stored] = await t.store.readStream(incidentStreamId(incidents.get('0000-01-01')!), { raw: true });
    expect(stored!.data).toMatchObject({ date: '0000-01-01', location: 'Dock 0' });
  });
});
