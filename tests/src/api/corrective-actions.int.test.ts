import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActionDetail, ActionList, IncidentHistory, MyWork } from '@hs/contracts';
import { validReport } from '../support/incident-fixtures.ts';
import { site } from '../support/establishment-fixtures.ts';
import { multipart } from '../support/multipart.ts';
import sharp from 'sharp';
import { photoPng } from '../support/sample-files.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { injectCalls } from '../support/api-calls.ts';

type Who = 'admin' | 'officer' | 'supervisor' | 'employee' | 'lwilson';
let t: TestApp;
const cookie = {} as Record<Who, string>;
const ids = {} as Record<Who, string>;

const { call, remember } = injectCalls(() => t, cookie);

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const reportIncident = async () => {
  const response = await call('employee', 'POST', '/api/incidents', validReport());
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
};

const raise = async (who: Who, incidentId: string | null, owner: Who = 'employee') => {
  const response = await call(who, 'POST', '/api/actions', {
    title: 'Fit a fixed guard to saw 2',
    description: 'The blade was reachable from the feed side',
    controlLevel: 'engineering',
    ownerId: ids[owner],
    dueDate: inDays(7),
    priority: 'high',
    source: incidentId ? { kind: 'incident', incidentId } : { kind: 'none' },
  });
  return response;
};

beforeAll(async () => {
  t = await startTestApp({ TIME_ZONE: 'UTC' });
  for (const who of ['admin', 'officer', 'supervisor', 'employee', 'lwilson'] as const)
    cookie[who] = await t.signIn(who);
  const users = (await call('admin', 'GET', '/api/users')).json() as { id: string; username: string }[];
  for (const who of Object.keys(cookie) as Who[]) ids[who] = users.find((u) => u.username === who)!.id;
}, 120_000);
afterAll(async () => t?.close());

describe('corrective actions', () => {
  it('a stranger cannot complete or start someone else’s action; the owner completes it with a photo', async () => {
    const raised = await raise('officer', null);
    expect(raised.statusCode, raised.body).toBe(201);
    const id = raised.json().id as string;

    const byStranger = await call('lwilson', 'POST', `/api/actions/${id}/complete`, {
      note: 'Done it myself',
    });
    expect(byStranger.statusCode).toBe(403);
    expect(byStranger.headers['content-type']).toContain('application/problem+json');
    expect((await call('lwilson', 'POST', `/api/actions/${id}/start`, {})).statusCode).toBe(403);
    // Nor may the safety officer who raised it do the owner's part.
    expect((await call('officer', 'POST', `/api/actions/${id}/complete`, { note: 'x' })).statusCode).toBe(
      403,
    );
    // The stranger does not even see it.
    expect((await call('lwilson', 'GET', `/api/actions/${id}`)).statusCode).toBe(403);

    const mine = (await call('employee', 'GET', '/api/my-work')).json() as MyWork;
    expect(mine.items.find((i) => i.id === id)).toMatchObject({
      kind: 'action',
      state: 'open',
      overdue: false,
    });

    const body = multipart([{ name: 'file', fileName: 'guard.png', content: photoPng() }]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/actions/${id}/photos`,
      payload: body.payload,
      headers: { ...body.headers, cookie: cookie.employee },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    remember(uploaded);
    const done = await call('employee', 'POST', `/api/actions/${id}/complete`, {
      note: 'Guard fitted and tested',
    });
    expect(done.statusCode, done.body).toBe(200);

    const detail = (await call('officer', 'GET', `/api/actions/${id}`)).json() as ActionDetail;
    expect(detail.state).toBe('done');
    expect(detail.photos.map((p) => p.originalName)).toEqual(['guard.png']);
    expect(detail.timeline.map((e) => [e.type, e.actor.name])).toEqual([
      ['CorrectiveActionRaised', 'Priya Shah'],
      ['CorrectiveActionPhotoAdded', expect.any(String)],
      ['CorrectiveActionCompleted', expect.any(String)],
    ]);
    expect(detail.allowed).toMatchObject({ verify: true, reopen: true, complete: false });
    const photo = await call('officer', 'GET', `/api/actions/${id}/photos/${detail.photos[0]!.sha256}`);
    expect(photo.statusCode).toBe(200);
    // Stored as a PNG written again without metadata (docs/architecture.md, "Files").
    expect((await sharp(photo.rawPayload).metadata()).format).toBe('png');

    // A supervisor of the owner's department sees it but may not verify it.
    expect((await call('supervisor', 'GET', `/api/actions/${id}`)).statusCode).toBe(200);
    expect((await call('supervisor', 'POST', `/api/actions/${id}/verify`, {})).statusCode).toBe(403);
    expect((await call('officer', 'POST', `/api/actions/${id}/reopen`, {})).statusCode).toBe(400);
    const reopened = await call('officer', 'POST', `/api/actions/${id}/reopen`, {
      reason: 'Guard rattles loose',
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    const after = (await call('employee', 'GET', `/api/actions/${id}`)).json() as ActionDetail;
    expect(after.state).toBe('open');
    expect(after.timeline.at(-1)).toMatchObject({
      type: 'CorrectiveActionReopened',
      detail: 'Guard rattles loose',
    });
  });

  it('a supervisor raises actions only for their own department', async () => {
    expect((await raise('supervisor', null, 'lwilson')).statusCode).toBe(403);
    expect((await raise('supervisor', null, 'employee')).statusCode).toBe(201);
    // From an inspection's finding: its ids are kept as given and read back.
    const fromFinding = await call('supervisor', 'POST', '/api/actions', {
      title: 'Replace the cracked extinguisher',
      controlLevel: 'engineering',
      ownerId: ids.employee,
      dueDate: inDays(3),
      priority: 'medium',
      source: { kind: 'finding', inspectionId: '6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b', findingId: 'q-7' },
    });
    expect(fromFinding.statusCode, fromFinding.body).toBe(201);
    const finding = (
      await call('employee', 'GET', `/api/actions/${fromFinding.json().id}`)
    ).json() as ActionDetail;
    expect(finding.source).toEqual({
      kind: 'finding',
      inspectionId: '6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b',
      findingId: 'q-7',
    });
    // The inspection lists the actions raised from its findings, and no others.
    const fromInspection = (
      await call('officer', 'GET', '/api/actions?scope=all&inspectionId=6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b')
    ).json() as ActionList;
    expect(fromInspection.items.map((a) => a.id)).toEqual([fromFinding.json().id]);
    const otherInspection = (
      await call('officer', 'GET', '/api/actions?scope=all&inspectionId=0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d')
    ).json() as ActionList;
    expect(otherInspection.items).toEqual([]);
    const all = (await call('supervisor', 'GET', '/api/actions?scope=all')).json() as ActionList;
    expect(all.items.length).toBeGreaterThan(0);
    expect(all.items.every((a) => a.ownerId === ids.employee || a.ownerId === ids.supervisor)).toBe(true);
  });

  it('closing an incident with an unverified action is refused without an admin’s reason, and recorded with one', async () => {
    const incidentId = await reportIncident();
    const raised = await raise('officer', incidentId);
    expect(raised.statusCode, raised.body).toBe(201);
    const actionId = raised.json().id as string;

    const listed = (
      await call('admin', 'GET', `/api/actions?scope=all&incidentId=${incidentId}`)
    ).json() as ActionList;
    expect(listed.items.map((a) => a.id)).toEqual([actionId]);
    const withOpen = (await call('admin', 'GET', '/api/incidents?openActions=true&limit=200')).json() as {
      id: string;
    }[];
    expect(withOpen.map((i) => i.id)).toContain(incidentId);

    const close = (who: Who, overrideReason?: string) =>
      call(who, 'PATCH', `/api/incidents/${incidentId}/status`, {
        status: 'closed',
        note: 'Investigation complete',
        ...(overrideReason ? { overrideReason } : {}),
      });
    const refused = await close('officer');
    expect(refused.statusCode).toBe(409);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(refused.json().detail).toContain('Fit a fixed guard to saw 2');
    expect((await close('admin')).statusCode).toBe(409);
    // Only an administrator overrides: not a safety officer, nor a supervisor of the department.
    expect((await close('officer', 'Contractor gone')).statusCode).toBe(403);
    expect((await close('supervisor', 'Contractor gone')).statusCode).toBe(403);

    const allowed = await close('admin', 'Line dismantled; the saw is scrapped');
    expect(allowed.statusCode, allowed.body).toBe(200);
    const history = (
      await call('admin', 'GET', `/api/incidents/${incidentId}/history`)
    ).json() as IncidentHistory;
    const entries = history.entries;
    expect(entries.map((e) => e.type)).toEqual([
      'IncidentReported',
      'IncidentCorrectiveActionRaised',
      'IncidentStatusChanged',
    ]);
    expect(entries.at(-1)).toMatchObject({ toStatus: 'closed', actor: { role: 'admin' } });
    expect(entries.at(-1)!.note).toContain('Reason: Line dismantled; the saw is scrapped');
    expect(entries.at(-1)!.note).toContain('"Fit a fixed guard to saw 2" (open)');
  });

  it("an action from an incident carries its report number and, unless another is chosen, the incident's establishment", async () => {
    const plant = await call('admin', 'POST', '/api/establishments', site('Report Number Plant'));
    expect(plant.statusCode, plant.body).toBe(201);
    const plantId = plant.json().id as string;
    const reported = await call(
      'employee',
      'POST',
      '/api/incidents',
      validReport({ establishmentId: plantId }),
    );
    expect(reported.statusCode, reported.body).toBe(201);
    const { id: incidentId, reportNumber } = reported.json() as { id: string; reportNumber: string };
    expect(reportNumber).toMatch(/^IR-/);

    const fromIncident = (await raise('officer', incidentId)).json().id as string;
    const detail = (await call('officer', 'GET', `/api/actions/${fromIncident}`)).json() as ActionDetail;
    expect(detail).toMatchObject({
      reportNumber,
      establishmentId: plantId,
      establishmentName: 'Report Number Plant',
    });
    const listed = (
      (await call('officer', 'GET', `/api/actions?scope=all&incidentId=${incidentId}`)).json() as ActionList
    ).items;
    expect(listed.map((a) => a.reportNumber)).toEqual([reportNumber]);

    // Tied to no establishment on purpose: still the incident's number.
    const siteWide = await call('officer', 'POST', '/api/actions', {
      title: 'Site-wide guard check',
      controlLevel: 'administrative',
      ownerId: ids.employee,
      dueDate: inDays(7),
      priority: 'low',
      establishmentId: null,
      source: { kind: 'incident', incidentId },
    });
    expect(siteWide.statusCode, siteWide.body).toBe(201);
    expect((await call('officer', 'GET', `/api/actions/${siteWide.json().id}`)).json()).toMatchObject({
      reportNumber,
      establishmentId: null,
    });
    const onItsOwn = (await raise('officer', null)).json().id as string;
    expect((await call('officer', 'GET', `/api/actions/${onItsOwn}`)).json()).toMatchObject({
      reportNumber: null,
    });
  });

  it('an incident whose actions are all verified closes without a reason', async () => {
    const incidentId = await reportIncident();
    const actionId = (await raise('officer', incidentId)).json().id as string;
    expect(
      (await call('employee', 'POST', `/api/actions/${actionId}/complete`, { note: 'Done' })).statusCode,
    ).toBe(200);
    expect(
      (await call('officer', 'POST', `/api/actions/${actionId}/verify`, { note: 'Seen' })).statusCode,
    ).toBe(200);
    const closed = await call('officer', 'PATCH', `/api/incidents/${incidentId}/status`, {
      status: 'closed',
      note: 'All actions verified',
    });
    expect(closed.statusCode, closed.body).toBe(200);
  });

  it('an action turns overdue at midnight where its establishment is, not at the site’s midnight', async () => {
    const created = await call('admin', 'POST', '/api/establishments', {
      name: 'Hamburg Works',
      company: 'IPSI',
      streetAddress: '1 Hafenstrasse',
      city: 'Hamburg',
      state: 'TX',
      zip: '77002',
      naicsCode: '332710',
      industryDescription: 'Machine shops',
      timeZone: 'Europe/Berlin',
    });
    expect(created.statusCode, created.body).toBe(201);
    const establishmentId = created.json().id as string;
    try {
      t.setNow('2030-03-10T12:00:00.000Z');
      const raiseDue = async (establishment: string | null) => {
        const response = await call('officer', 'POST', '/api/actions', {
          title: establishment ? 'Hamburg guard' : 'Site guard',
          controlLevel: 'engineering',
          ownerId: ids.employee,
          dueDate: '2030-03-12',
          priority: 'low',
          establishmentId: establishment,
        });
        expect(response.statusCode, response.body).toBe(201);
        return response.json().id as string;
      };
      const hamburg = await raiseDue(establishmentId);
      const site = await raiseDue(null);
      const overdueIds = async () =>
        ((await call('officer', 'GET', '/api/actions?scope=all&overdue=true')).json() as ActionList).items
          .map((a) => a.id)
          .filter((id) => id === hamburg || id === site);
      // 23:59 in Hamburg on the due date: still due today everywhere.
      t.setNow('2030-03-12T22:59:00.000Z');
      expect(await overdueIds()).toEqual([]);
      // Midnight in Hamburg; the site (UTC) is still on the due date.
      t.setNow('2030-03-12T23:00:00.000Z');
      expect(await overdueIds()).toEqual([hamburg]);
      expect((await call('officer', 'GET', `/api/actions/${hamburg}`)).json()).toMatchObject({
        overdue: true,
      });
      t.setNow('2030-03-13T00:00:00.000Z');
      expect((await overdueIds()).sort()).toEqual([hamburg, site].sort());
    } finally {
      t.setNow(null);
    }
  });
});
