import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SAFETY_EMAIL, DEMO_SAFETY_HOTLINE, safetyContactsOf } from '@hs/infra/config';
import { multipart } from '../support/multipart.ts';
import { pdfFile, signaturePng } from '../support/sample-files.ts';
import { DEMO_PASSWORD, startTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: string;
let employee: string;
let token = '';

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('admin');
  employee = await t.signIn('employee');
});
afterAll(async () => t.close());

const remember = <R extends { statusCode: number; json: () => { consistencyToken?: string } }>(
  response: R,
) => {
  expect(response.statusCode).toBeLessThan(300);
  token = response.json().consistencyToken ?? token;
  return response;
};
const get = (url: string, cookie = admin) =>
  t.app.inject({ method: 'GET', url, headers: { cookie, 'x-consistency-token': token } });
const send = async (method: 'POST' | 'PATCH', url: string, payload: object, cookie = admin) =>
  remember(await t.app.inject({ method, url, headers: { cookie }, payload }));
const upload = async (url: string, fields: { name: string; value: string }[]) => {
  const body = multipart([
    ...fields,
    { name: 'file', fileName: 'rules.pdf', content: pdfFile(`rules ${Math.random()}`) },
  ]);
  return remember(
    await t.app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...body.headers, cookie: admin },
    }),
  ).json() as { id: string };
};

type Summary = {
  activeEmployees: number;
  documentation: { completed: number; total: number; rate: number } | null;
};
const summary = async (): Promise<Summary> => {
  const body = (await get('/api/compliance/summary')).json();
  return { activeEmployees: body.activeEmployees, documentation: body.compliance.documentation };
};

describe('compliance figures come from records, never from constants', () => {
  it('inspections have no data yet on both figure routes: null, not a made-up 18 of 21', async () => {
    expect((await get('/api/compliance/summary')).json().compliance.inspections).toBeNull();
    expect((await get('/api/metrics/current')).json().compliance.inspections).toBeNull();
  });

  it('documentation counts each active employee’s signature of a document’s current version', async () => {
    const before = await summary();
    const doc = await upload('/api/documents', [
      { name: 'name', value: 'Lockout Tagout Rules' },
      { name: 'category', value: 'Policy' },
    ]);
    await send('PATCH', `/api/documents/${doc.id}/signature-requirement`, {
      requiresSignature: true,
      deadline: '2030-01-31',
    });
    const required = await summary();
    expect(required.documentation!.total).toBe((before.documentation?.total ?? 0) + before.activeEmployees);
    expect(required.documentation!.completed).toBe(before.documentation?.completed ?? 0);

    await send(
      'POST',
      '/api/documents/signatures',
      { documentId: doc.id, signatureData: signaturePng, acknowledged: true, password: DEMO_PASSWORD },
      employee,
    );
    const signed = await summary();
    expect(signed.documentation!.completed).toBe(required.documentation!.completed + 1);
    expect(signed.documentation!.rate).toBeCloseTo(
      Math.round((signed.documentation!.completed / signed.documentation!.total) * 1000) / 10,
      5,
    );

    // A new version must be signed again: the old signature no longer counts.
    await upload(`/api/documents/${doc.id}/versions`, []);
    expect((await summary()).documentation!.completed).toBe(required.documentation!.completed);
  });
});

describe('safety contacts', () => {
  it('are the settings when given, fictitious ones in demo mode, and none in production', () => {
    const given = { SAFETY_HOTLINE: '1-555-010-0199', SAFETY_EMAIL: 'safety@ipsi.example.com' };
    expect(safetyContactsOf({ APP_MODE: 'production', ...given })).toEqual({
      safetyHotline: '1-555-010-0199',
      safetyEmail: 'safety@ipsi.example.com',
    });
    expect(
      safetyContactsOf({ APP_MODE: 'demo', SAFETY_HOTLINE: undefined, SAFETY_EMAIL: undefined }),
    ).toEqual({
      safetyHotline: DEMO_SAFETY_HOTLINE,
      safetyEmail: DEMO_SAFETY_EMAIL,
    });
    expect(DEMO_SAFETY_HOTLINE).toMatch(/555/);
    expect(DEMO_SAFETY_EMAIL).toMatch(/@[\w.]*example\.com$/);
    expect(
      safetyContactsOf({ APP_MODE: 'production', SAFETY_HOTLINE: undefined, SAFETY_EMAIL: undefined }),
    ).toEqual({
      safetyHotline: null,
      safetyEmail: null,
    });
  });
});
