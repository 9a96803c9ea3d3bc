import { documentRoutes, employeeRoutes } from '@hs/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectCalls } from '../support/api-calls.ts';
import { injectPdfUpload } from '../support/document-upload.ts';
import { signaturePng } from '../support/sample-files.ts';
import { startTestApp, type TestApp, DEMO_PASSWORD } from '../support/test-app.ts';

const REASON = 'Superseded by the 2027 forklift manual';
let t: TestApp;
let documentId: string;
const cookie: Record<string, string> = {};
const userId: Record<string, string> = {};
const { get, send, remember } = injectCalls(() => t, cookie);

const upload = async (who: string, url: string, fields: { name: string; value: string }[]) =>
  remember(await injectPdfUpload(t, cookie[who]!, url, 'manual', fields));

const sign = (who: string) =>
  send(who, 'POST', documentRoutes.signatures, {
    documentId,
    signatureData: signaturePng,
    acknowledged: true,
    password: DEMO_PASSWORD,
  });

const toSign = async (who: string) =>
  ((await get(who, documentRoutes.requiringSignature(userId[who]!))).json() as { documentId: string }[]).map(
    (d) => d.documentId,
  );

const assignments = async (who: string) =>
  (
    (await get('admin', `/api/users/${userId[who]}/document-assignments`)).json() as { documentId: string }[]
  ).map((a) => a.documentId);

const library = async (who: string, query = '') =>
  (
    (await get(who, `/api/documents?pageSize=50${query}`)).json() as { documents: { id: string }[] }
  ).documents.map((d) => d.id);

beforeAll(async () => {
  t = await startTestApp();
  for (const name of ['admin', 'employee', 'lwilson', 'dokafor']) {
    cookie[name] = await t.signIn(name);
    userId[name] = (await get(name, '/api/user')).json().id;
  }
  const uploaded = await upload('admin', documentRoutes.documents, [
    { name: 'name', value: 'Forklift Operating Manual' },
    { name: 'category', value: 'Procedures' },
  ]);
  expect(uploaded.statusCode).toBe(201);
  documentId = uploaded.json().id;
  const required = await send('admin', 'PATCH', documentRoutes.signatureRequirement(documentId), {
    requiresSignature: true,
    deadline: '2030-01-31',
  });
  expect(required.statusCode).toBe(200);
  expect((await sign('employee')).statusCode).toBe(201);
  const assigned = await send('admin', 'POST', employeeRoutes.assignDocument, {
    employeeId: userId.dokafor,
    documentId,
    action: 'sign',
    dueDate: '2030-01-31',
  });
  expect(assigned.statusCode).toBe(201);
  expect(await assignments('dokafor')).toContain(documentId);
  expect(await toSign('lwilson')).toContain(documentId);
  expect(await library('lwilson')).toContain(documentId);
  expect(await library('lwilson', '&search=forklift')).toContain(documentId);
});
afterAll(async () => t.close());

describe('retiring a document', () => {
  it('is refused to a non-administrator with 403, and nothing is recorded', async () => {
    const before = await t.eventCount();
    const refused = await send('employee', 'POST', documentRoutes.retire(documentId), { reason: REASON });
    expect(refused.statusCode).toBe(403);
    expect(await t.eventCount()).toBe(before);
  });

  it('needs a reason: a blank one answers 400 naming the field', async () => {
    const refused = await send('admin', 'POST', documentRoutes.retire(documentId), { reason: '   ' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([expect.objectContaining({ field: 'reason' })]);
  });

  it('by an administrator with a reason is recorded in the document log', async () => {
    const retired = await send('admin', 'POST', documentRoutes.retire(documentId), { reason: REASON });
    expect(retired.statusCode).toBe(200);
    const { rows } = await t.pool.query<{ event_type: string; data: { reason: string } }>(
      'SELECT event_type, data FROM es_events WHERE stream_id = $1 ORDER BY stream_version',
      [`document-${documentId}`],
    );
    expect(rows.map((r) => r.event_type)).toEqual([
      'DocumentUploaded',
      'DocumentSignatureRequirementSet',
      'DocumentSigned',
      'DocumentRetired',
    ]);
    expect(rows.at(-1)!.data.reason).toBe(REASON);
  });

  it('takes it out of the library, the search and the lists to sign', async () => {
    expect(await library('lwilson')).not.toContain(documentId);
    expect(await library('admin', '&search=forklift')).not.toContain(documentId);
    expect(await toSign('lwilson')).not.toContain(documentId);
    expect(await assignments('dokafor')).not.toContain(documentId);
  });

  it('keeps its page, versions and signatures readable, with the retirement shown', async () => {
    const detail = (await get('employee', documentRoutes.document(documentId))).json();
    expect(detail.retirement).toMatchObject({ reason: REASON, retiredByName: expect.any(String) });
    expect(detail.needsMySignature).toBe(false);
    expect(detail.versions).toHaveLength(1);
    expect(detail.signatures).toEqual([
      expect.objectContaining({ userId: userId.employee, documentVersion: 1 }),
    ]);
    const signature = await get('admin', documentRoutes.userSignature(documentId, userId.employee!));
    expect(signature.statusCode).toBe(200);
    expect(signature.json().signature.signatureData).toBe(signaturePng);
    const download = await get('employee', documentRoutes.download(documentId, 1));
    expect(download.statusCode).toBe(200);
  });

  it('refuses new signatures, versions, requirements and assignments with 422', async () => {
    const before = await t.eventCount();
    const signing = await sign('lwilson');
    expect(signing.statusCode).toBe(422);
    expect(signing.json()).toMatchObject({ title: 'Document retired' });
    const version = await upload('admin', documentRoutes.versions(documentId), []);
    expect(version.statusCode).toBe(422);
    const requirement = await send('admin', 'PATCH', documentRoutes.signatureRequirement(documentId), {
      requiresSignature: false,
    });
    expect(requirement.statusCode).toBe(422);
    const assignment = await send('admin', 'POST', employeeRoutes.assignDocument, {
      employeeId: userId.dokafor,
      documentId,
      action: 'sign',
      dueDate: '2030-01-31',
    });
    expect(assignment.statusCode).toBe(422);
    expect(await t.eventCount()).toBe(before);
  });

  it('a second retirement changes nothing', async () => {
    const before = await t.eventCount();
    const again = await send('admin', 'POST', documentRoutes.retire(documentId), { reason: 'Again' });
    expect(again.statusCode).toBe(200);
    expect(await t.eventCount()).toBe(before);
  });
});
