import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CONSISTENCY_HEADER, STALE_HEADER } from '@hs/contracts';
import { startRunningApp, type RunningApp } from '../support/running-app.ts';
import { validReport } from '../support/incident-fixtures.ts';
import { ourPageHeaders } from '../support/our-pages.ts';

const brokers = inject('kafkaBrokers');
if (!brokers)
  console.log(`[kafka] npm start with PROJECTION_SOURCE=kafka skipped: ${inject('kafkaSkipReason')}`);

/** The projections' states are among the details /readyz gives administrators only. */
const kafkaFedProjectionRunning = async (baseUrl: string, adminCookie: string) => {
  const ready = (await (await fetch(`${baseUrl}/readyz`, { headers: { cookie: adminCookie } })).json()) as {
    projections?: { name: string; state: string }[];
  };
  return ready.projections?.find((p) => p.name === 'incidents')?.state === 'running';
};

describe.skipIf(!brokers)('PROJECTION_SOURCE=kafka npm start', () => {
  let app: RunningApp;
  let cookie = '';
  let adminCookie = '';

  beforeAll(async () => {
    app = await startRunningApp({
      env: {
        KAFKA_BROKERS: brokers,
        KAFKA_TOPIC: `npm-start-${randomUUID()}`,
        KAFKA_GROUP_ID: `npm-start-${randomUUID()}`,
        PROJECTION_SOURCE: 'kafka',
        // Relay, broker and consumer are more hops than the log runner: on a loaded 2-core CI
        // machine they can take longer than the default 2 s; the wait still ends as soon as the
        // read model has the write, and answers stale only if it never gets there.
        CONSISTENCY_WAIT_MS: '15000',
      },
    });
    // The demo employee of the sample data, signed in through the API as the browser does.
    const login = await fetch(`${app.baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: 'employee',
        password: process.env.DEMO_PASSWORD ?? 'demo-safety-2026',
      }),
    });
    if (login.ok)
      cookie = login.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
    const adminLogin = await fetch(`${app.baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: process.env.DEMO_PASSWORD ?? 'demo-safety-2026' }),
    });
    if (adminLogin.ok)
      adminCookie = adminLogin.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
    // The process answers before its consumer has joined the group; readiness lists it once joined.
    const deadline = Date.now() + 60_000;
    while (!(await kafkaFedProjectionRunning(app.baseUrl, adminCookie))) {
      if (Date.now() > deadline) throw new Error(`the Kafka consumer did not start:\n${app.output()}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  });
  afterAll(async () => {
    await app?.stop();
  });

  it('serves the same pages: a reported incident is in the list and its detail, read through Kafka, with no stale answer', async () => {
    const created = await fetch(`${app.baseUrl}/api/incidents`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...ourPageHeaders(app.baseUrl), cookie },
      body: JSON.stringify(validReport({ location: 'Kafka dock 9' })),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { id, consistencyToken } = (await created.json()) as { id: string; consistencyToken: string };

    const asked = Date.now();
    const list = await fetch(`${app.baseUrl}/api/incidents`, {
      headers: { cookie, [CONSISTENCY_HEADER]: consistencyToken },
    });
    console.log(`[kafka] the list waited ${Date.now() - asked} ms for the Kafka-fed read model`);
    expect(list.status).toBe(200);
    expect(list.headers.get(STALE_HEADER)).toBeNull();
    const incidents = (await list.json()) as { id: string; location: string }[];
    expect(incidents.find((i) => i.id === id)?.location).toBe('Kafka dock 9');

    const detail = await fetch(`${app.baseUrl}/api/incidents/${id}`, {
      headers: { cookie, [CONSISTENCY_HEADER]: consistencyToken },
    });
    expect(detail.status, await detail.clone().text()).toBe(200);
    expect(detail.headers.get(STALE_HEADER)).toBeNull();

    const page = await fetch(`${app.baseUrl}/incidents`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    expect(await kafkaFedProjectionRunning(app.baseUrl, adminCookie)).toBe(true);

    // Once the group has worked through the topic's backlog, the wait is short.
    const again = await fetch(`${app.baseUrl}/api/incidents`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...ourPageHeaders(app.baseUrl), cookie },
      body: JSON.stringify(validReport({ location: 'Kafka dock 10' })),
    });
    const token = ((await again.json()) as { consistencyToken: string }).consistencyToken;
    const askedAgain = Date.now();
    const second = await fetch(`${app.baseUrl}/api/incidents`, {
      headers: { cookie, [CONSISTENCY_HEADER]: token },
    });
    console.log(`[kafka] a later write waited ${Date.now() - askedAgain} ms`);
    expect(second.headers.get(STALE_HEADER)).toBeNull();
    expect(
      ((await second.json()) as { location: string }[]).some((i) => i.location === 'Kafka dock 10'),
    ).toBe(true);
  });
});
