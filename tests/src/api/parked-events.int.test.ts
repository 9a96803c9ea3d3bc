import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSISTENCY_HEADER, PARKED_HEADER, STALE_HEADER, parkedEventRoutes, routes } from '@hs/contracts';
import { incidentStreamId, parkedEventsRetryStreamId } from '@hs/domain';
import { formatPosition, type AppendResult } from '@hs/infra/event-store';
import { reportedEventData, validReport } from '../support/incident-fixtures.ts';
import { appendRetryRequest } from '../support/retry-request.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: string;
let employee: string;
let poisoned: AppendResult & { incidentId: string };

const appendMetadata = {
  userId: null,
  userName: 'test',
  role: null,
  command: 'ReportIncident',
  correlationId: randomUUID(),
  causationId: null,
  requestId: null,
  clientIp: null,
};

/**
 * An IncidentReported no read model can store (no location: the column is NOT NULL), appended
 * straight to the log as an old version of the app or a bug could have, bypassing the API.
 */
const appendUnstorable = async () => {
  const incidentId = randomUUID();
  const data = {
    ...reportedEventData({
      incidentId,
      reportNumber: 'IR-2026-990001',
      reportedAt: new Date().toISOString(),
    }),
    location: null,
  };
  const appended = await t.store.append(
    incidentStreamId(incidentId),
    0,
    [{ type: 'IncidentReported', data }],
    appendMetadata,
  );
  return { ...appended, incidentId };
};

const parkedIncidents = async () =>
  (
    await t.pool.query(
      `SELECT event_id, attempts FROM projection_parked_events WHERE projection = 'incidents'`,
    )
  ).rows;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('admin');
  employee = await t.signIn('employee');
  poisoned = await appendUnstorable();
});
afterAll(async () => t?.close());

describe('an event the incidents read model cannot store', () => {
  it('answers a read waiting for it at once, saying it is parked rather than stale', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: routes.incidents,
      headers: { cookie: employee, [CONSISTENCY_HEADER]: formatPosition(poisoned.position) },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers[PARKED_HEADER]).toBe('true');
    expect(response.headers[STALE_HEADER]).toBeUndefined();
  });

  it('does not stop later reports: a new one is readable at once, with no parked or stale header', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: routes.incidents,
      headers: { cookie: employee },
      payload: validReport({ location: 'After the poison, bay 4' }),
    });
    expect(created.statusCode).toBe(201);
    const list = await t.app.inject({
      method: 'GET',
      url: routes.incidents,
      headers: { cookie: employee, [CONSISTENCY_HEADER]: created.json().consistencyToken },
    });
    expect(list.headers[PARKED_HEADER]).toBeUndefined();
    expect(list.headers[STALE_HEADER]).toBeUndefined();
    expect(list.json().map((i: { location: string }) => i.location)).toContain('After the poison, bay 4');
  });

  it('is listed for administrators only, with the projection, type, stream and error', async () => {
    const forEmployee = await t.app.inject({
      method: 'GET',
      url: parkedEventRoutes.list,
      headers: { cookie: employee },
    });
    expect(forEmployee.statusCode).toBe(403);
    const forAdmin = await t.app.inject({
      method: 'GET',
      url: parkedEventRoutes.list,
      headers: { cookie: admin },
    });
    expect(forAdmin.statusCode).toBe(200);
    expect(forAdmin.json().items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          projection: 'incidents',
          eventType: 'IncidentReported',
          streamId: incidentStreamId(poisoned.incidentId),
          position: formatPosition(poisoned.position),
          error: expect.stringMatching(/location/),
          blockedBy: null,
          attempts: 1,
        }),
      ]),
    );
  });

  it('leaves /readyz ready and degraded, with details for administrators only', async () => {
    for (const cookie of [undefined, employee]) {
      const ready = await t.app.inject({ method: 'GET', url: '/readyz', headers: cookie ? { cookie } : {} });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ ready: true, status: 'degraded' });
    }
    const forAdmin = await t.app.inject({ method: 'GET', url: '/readyz', headers: { cookie: admin } });
    expect(forAdmin.json()).toMatchObject({
      ready: true,
      status: 'degraded',
      database: 'up',
      parked: expect.arrayContaining([expect.objectContaining({ projection: 'incidents', count: 1 })]),
    });
  });

  it('can be retried by an administrator only; the request is an audit event and the runner tries again', async () => {
    const url = parkedEventRoutes.retry('incidents');
    expect((await t.app.inject({ method: 'POST', url, headers: { cookie: employee } })).statusCode).toBe(403);
    const crossSite = await t.app.inject({
      method: 'POST',
      url,
      headers: { cookie: admin, origin: 'https://evil.example' },
    });
    expect(crossSite.statusCode).toBe(403);
    const nothing = await t.app.inject({
      method: 'POST',
      url: parkedEventRoutes.retry('trainings'),
      headers: { cookie: admin },
    });
    expect(nothing.statusCode).toBe(404);
    const badName = await t.app.inject({
      method: 'POST',
      url: parkedEventRoutes.retry('Incidents; drop'),
      headers: { cookie: admin },
    });
    expect(badName.statusCode).toBe(400);
    expect(badName.json().errors?.[0]?.field).toMatch(/projection/);
    expect(await parkedIncidents()).toEqual([expect.objectContaining({ attempts: 1 })]);

    const retried = await t.app.inject({ method: 'POST', url, headers: { cookie: admin } });
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ projection: 'incidents', parkedEvents: 1 });
    const [recorded] = await t.store.readStream(parkedEventsRetryStreamId);
    expect(recorded).toMatchObject({
      type: 'ParkedEventsRetryRequested',
      data: { projection: 'incidents', parkedEvents: 1 },
      metadata: { role: 'admin', command: 'RetryParkedEvents' },
    });
    // Still unstorable: the list read with the retry's token shows the runner's second try at once.
    const list = await t.app.inject({
      method: 'GET',
      url: parkedEventRoutes.list,
      headers: { cookie: admin, [CONSISTENCY_HEADER]: retried.json().consistencyToken },
    });
    expect(list.headers[STALE_HEADER]).toBeUndefined();
    const incidents = list
      .json()
      .items.filter((item: { projection: string }) => item.projection === 'incidents');
    expect(incidents).toEqual([
      expect.objectContaining({ position: formatPosition(poisoned.position), attempts: 2 }),
    ]);
  });

  it('is retried by the request event alone, as another process or an older app could append it', async () => {
    await appendRetryRequest(t.store, 'incidents');
    await expect
      .poll(parkedIncidents, { timeout: 10_000, interval: 50 })
      .toEqual([expect.objectContaining({ attempts: 3 })]);
  });
});
