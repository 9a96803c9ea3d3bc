import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Access } from '@hs/infra/http';
import { startRunningApp, type RunningApp } from '../support/running-app.ts';
import { DEMO_PASSWORD, startTestApp, type TestApp } from '../support/test-app.ts';
import { ourPageHeaders } from '../support/our-pages.ts';

/**
 * Every API route: its access rule (as the route declares it) and the status a caller it admits
 * gets for the matrix's request (an empty body, an unknown id, the caller's own user id). The
 * test reads the rules from the server itself: a route added without a line here fails, and so
 * does a rule that drifts. Admitted callers get exactly that status, the others 401 or 403, and
 * nobody a 5xx.
 */
const designed: Record<string, [Access, number]> = {
  'POST /api/login': ['public', 400],
  'POST /api/logout': ['public', 204],
  'GET /api/openapi.json': ['public', 200],
  'GET /healthz': ['public', 200],
  'GET /readyz': ['public', 200],
  'GET /api/user': ['user', 200],
  'GET /api/session': ['public', 200],
  'POST /api/incidents': ['user', 400],
  'GET /api/incidents': ['user', 200],
  'GET /api/insights': ['reviewer', 200],
  'GET /api/incidents/reporter-profile': ['user', 200],
  'GET /api/incidents/possible-duplicates': ['user', 400],
  'GET /api/employees/directory': ['user', 200],
  'GET /api/incidents/:id': ['user', 404],
  'GET /api/incidents/:id/history': ['user', 404],
  'POST /api/attachments': ['user', 415],
  'GET /api/attachments/:id': ['user', 404],
  'GET /api/attachments/:id/thumbnail': ['user', 404],
  'POST /api/incidents/:id/attachments': ['user', 404],
  'GET /api/incidents/:id/audit': ['admin', 404],
  'PATCH /api/incidents/:id/status': ['reviewer', 400],
  'POST /api/incidents/:id/duplicate': ['officer', 400],
  'POST /api/incidents/:id/void': ['officer', 400],
  'POST /api/incidents/:id/reinstate': ['officer', 400],
  'PUT /api/incidents/:id/recordkeeping': ['officer', 400],
  'GET /api/incidents/:id/recordkeeping': ['officer', 404],
  'GET /api/osha/301/:incidentId': ['officer', 404],
  'GET /api/osha/ita/problems': ['admin', 400],
  'GET /api/osha/ita/summary.csv': ['admin', 400],
  'GET /api/osha/ita/cases.csv': ['admin', 400],
  'GET /api/osha/300': ['officer', 400],
  'GET /api/osha/300a': ['officer', 400],
  'GET /api/osha/privacy-cases': ['officer', 400],
  'POST /api/osha/300a/certifications': ['admin', 400],
  'POST /api/incidents/:id/osha-report': ['admin', 400],
  'POST /api/osha/ita/submissions': ['admin', 400],
  'GET /api/osha/rates': ['officer', 200],
  'GET /api/osha/clocks': ['officer', 200],
  'GET /api/admin/dashboard': ['admin', 200],
  'GET /api/admin/notifications': ['reviewer', 200],
  'GET /api/admin/audit/verification': ['admin', 200],
  'POST /api/admin/audit/verify': ['admin', 200],
  'GET /api/admin/projections/parked': ['admin', 200],
  'POST /api/admin/projections/:projection/parked/retry': ['admin', 404],
  'GET /api/admin/outgoing-mail': ['admin', 200],
  'GET /api/admin/access-log': ['admin', 200],
  'POST /api/admin/outgoing-mail/:id/retry': ['admin', 404],
  'GET /api/trainings': ['user', 200],
  'GET /api/trainings/upcoming': ['user', 200],
  'POST /api/trainings': ['officer', 400],
  'POST /api/trainings/enroll': ['user', 400],
  'POST /api/trainings/:id/completions': ['user', 404],
  'GET /api/users/:userId/trainings': ['user', 200],
  'GET /api/metrics/current': ['user', 200],
  'GET /api/metrics/current.csv': ['user', 200],
  'GET /api/compliance/summary': ['user', 200],
  'GET /api/compliance/summary.csv': ['user', 200],
  'PATCH /api/employee-tasks/:id/status': ['user', 400],
  'GET /api/users/:userId/tasks': ['user', 200],
  'GET /api/users/:userId/training-assignments': ['user', 200],
  'GET /api/users/:userId/document-assignments': ['user', 200],
  'GET /api/users/:userId/files': ['user', 200],
  'GET /api/users': ['admin', 200],
  'POST /api/admin/employees': ['admin', 400],
  'GET /api/establishments': ['user', 200],
  'GET /api/establishments/:id': ['user', 404],
  'POST /api/establishments': ['admin', 400],
  'PATCH /api/establishments/:id': ['admin', 400],
  'PUT /api/establishments/:id/years/:year': ['admin', 400],
  'PUT /api/establishments/:id/years/:year/ita-inclusion': ['admin', 400],
  'GET /api/admin/incidents-without-establishment': ['admin', 200],
  'PUT /api/incidents/:id/establishment': ['admin', 400],
  'PATCH /api/admin/employees/:id': ['admin', 400],
  'DELETE /api/admin/employees/:id': ['admin', 404],
  'POST /api/admin/employees/:id/reactivate': ['admin', 404],
  'POST /api/admin/employees/:id/password-reset': ['admin', 404],
  'POST /api/user/password': ['password-change', 400],
  'PUT /api/user/language': ['user', 400],
  'POST /api/admin/assign-training': ['admin', 400],
  'POST /api/admin/assign-document': ['admin', 400],
  'POST /api/admin/employee-files': ['admin', 400],
  'POST /api/employee-tasks': ['admin', 400],
  'POST /api/documents': ['user', 415],
  'POST /api/documents/:id/versions': ['user', 404],
  'PATCH /api/documents/:id/signature-requirement': ['officer', 400],
  'POST /api/documents/:id/retire': ['officer', 400],
  'POST /api/documents/signatures': ['user', 400],
  'GET /api/documents': ['user', 200],
  'GET /api/documents/:id': ['user', 404],
  'GET /api/documents/:id/versions/:version/download': ['user', 404],
  'GET /api/documents/:id/versions/:version/view': ['user', 404],
  'GET /api/documents/signatures/:documentId/user/:userId': ['user', 404],
  'GET /api/users/:userId/documents/requiring-signature': ['user', 200],
  'POST /api/incidents/:id/comments': ['user', 400],
  'GET /api/my-work': ['user', 200],
  'GET /api/users/:userId/work': ['admin', 200],
  'POST /api/my-work/files/:id': ['user', 404],
  'GET /api/employee-files/:id/file': ['user', 404],
  'POST /api/admin/employee-files/:id/accept': ['admin', 404],
  'POST /api/admin/employee-files/:id/reject': ['admin', 400],
  'GET /api/documents/:id/pending-signers': ['admin', 404],
  'POST /api/documents/:id/approve': ['officer', 400],
  'POST /api/documents/:id/reject': ['officer', 400],
  'GET /api/documents/approvals': ['user', 200],
  'GET /api/documents/submissions': ['user', 200],
  'GET /api/documents/audiences': ['officer', 200],
  'GET /api/settings': ['public', 200],
  'GET /api/notifications/preferences': ['user', 200],
  'PUT /api/notifications/preferences': ['user', 400],
  'POST /api/trainings/unenroll': ['user', 400],
  'PUT /api/trainings/:id/validity': ['officer', 400],
  'PUT /api/trainings/:id/attendance': ['officer', 400],
  'GET /api/trainings/:id/attendance': ['officer', 404],
  'PUT /api/trainings/:id/quiz': ['officer', 400],
  'GET /api/trainings/:id/quiz': ['user', 404],
  'GET /api/trainings/:id/quiz/key': ['officer', 404],
  'GET /api/trainings/:id/quiz/attempts': ['officer', 200],
  'POST /api/trainings/:id/quiz/attempts': ['user', 400],
  'GET /api/training-quizzes': ['user', 200],
  'POST /api/training-requirements': ['admin', 400],
  'DELETE /api/training-requirements/:id': ['admin', 404],
  'GET /api/training-requirements': ['reviewer', 200],
  'GET /api/training-matrix': ['reviewer', 200],
  'GET /api/training-matrix.csv': ['reviewer', 200],
  'POST /api/training-certificates': ['user', 415],
  'GET /api/training-certificates': ['user', 200],
  'GET /api/training-certificates/:id/file': ['user', 404],
  'POST /api/training-certificates/:id/accept': ['officer', 404],
  'POST /api/training-certificates/:id/reject': ['officer', 400],
  'POST /api/trainings/:id/videos': ['admin', 400],
  'DELETE /api/training-videos/:id': ['admin', 404],
  'GET /api/training-videos': ['user', 200],
  'POST /api/notices': ['admin', 400],
  'PUT /api/notices/:id': ['admin', 400],
  'POST /api/notices/:id/withdrawal': ['admin', 404],
  'POST /api/notices/:id/dismissal': ['user', 404],
  'GET /api/notices': ['admin', 200],
  'GET /api/notices/current': ['user', 200],
  'GET /api/my-schedule': ['user', 200],
  'GET /api/my-schedule.ics': ['user', 200],
  'POST /api/safety-inbox/messages': ['user', 400],
  'POST /api/safety-inbox/compliance-issues': ['user', 400],
  'PATCH /api/safety-inbox/:id/status': ['officer', 400],
  'GET /api/safety-inbox': ['user', 200],
  'GET /api/safety-inbox/:id': ['user', 404],
  'POST /api/incidents/:id/investigation': ['reviewer', 400],
  'GET /api/incidents/:id/investigation': ['user', 404],
  'PUT /api/incidents/:id/investigation/team': ['reviewer', 400],
  'POST /api/incidents/:id/investigation/statements': ['user', 400],
  'POST /api/incidents/:id/investigation/statements/:statementId/versions': ['user', 400],
  'POST /api/incidents/:id/investigation/timeline': ['user', 400],
  'DELETE /api/incidents/:id/investigation/timeline/:entryId': ['user', 400],
  'POST /api/incidents/:id/investigation/evidence': ['user', 400],
  'POST /api/incidents/:id/investigation/causes': ['user', 400],
  'PATCH /api/incidents/:id/investigation/causes/:causeId': ['user', 400],
  'DELETE /api/incidents/:id/investigation/causes/:causeId': ['user', 400],
  'PUT /api/incidents/:id/investigation/risk/:stage': ['user', 400],
  'POST /api/incidents/:id/investigation/submit': ['user', 400],
  'POST /api/incidents/:id/investigation/approve': ['officer', 404],
  'POST /api/incidents/:id/investigation/send-back': ['officer', 400],
  'POST /api/incidents/:id/investigation/reopen': ['officer', 400],
  'GET /api/investigations': ['user', 200],
  'GET /api/risk-matrix': ['user', 200],
  'PUT /api/risk-matrix': ['admin', 400],
  'POST /api/admin/people/:employeeId/erase': ['admin', 400],
  'GET /api/admin/people/:employeeId/export': ['admin', 404],
  'GET /api/admin/retention': ['admin', 200],
  'POST /api/admin/retention/erase': ['admin', 400],
  'PUT /api/admin/retention/settings': ['admin', 400],
  'PUT /api/admin/safety-contacts': ['admin', 400],
  'POST /api/incidents/:id/people/:role/erase': ['admin', 400],
  'POST /api/incidents/:id/investigation/statements/:statementId/erase': ['admin', 400],
  'POST /api/actions': ['reviewer', 400],
  'GET /api/actions': ['user', 200],
  'GET /api/actions/owners': ['reviewer', 200],
  'GET /api/actions/:id': ['user', 404],
  'GET /api/actions/:id/photos/:sha256': ['user', 404],
  'POST /api/actions/:id/start': ['user', 404],
  'POST /api/actions/:id/photos': ['user', 404],
  'POST /api/actions/:id/complete': ['user', 400],
  'POST /api/actions/:id/verify': ['officer', 404],
  'POST /api/actions/:id/reopen': ['officer', 400],
  'POST /api/actions/:id/reassign': ['reviewer', 400],
  'PUT /api/actions/:id/due-date': ['reviewer', 400],
  'POST /api/inspection-templates': ['officer', 400],
  'PUT /api/inspection-templates/:id': ['officer', 400],
  'GET /api/inspection-templates': ['user', 200],
  'GET /api/inspection-templates/:id': ['user', 404],
  'POST /api/inspection-schedules': ['officer', 400],
  'GET /api/inspection-schedules': ['officer', 200],
  'PUT /api/inspection-schedules/:id': ['officer', 400],
  'POST /api/inspection-schedules/:id/cancel': ['officer', 400],
  'POST /api/inspections': ['user', 400],
  'GET /api/inspections': ['user', 200],
  'GET /api/inspections/:id': ['user', 404],
  'GET /api/inspections/:id/findings': ['user', 404],
  'PUT /api/inspections/:id/answers/:questionId': ['user', 400],
  'POST /api/inspections/:id/answers/:questionId/photos': ['user', 400],
  'GET /api/inspections/:id/photos/:sha256': ['user', 404],
  'POST /api/inspections/:id/complete': ['user', 400],
  'POST /api/inspections/:id/corrections': ['user', 400],
  'GET /api/notifications': ['user', 200],
  'GET /api/notifications/stream': ['user', 200],
  'GET /api/notifications/log': ['admin', 400],
  'POST /api/notifications/:id/read': ['user', 404],
  'POST /api/notifications/read-all': ['user', 200],
};

/** A stream answers its status and then stays open: the matrix reads the status and lets it go. */
const isStream = (path: string) => path === '/api/notifications/stream';

const callers = ['anonymous', 'employee', 'supervisor', 'officer', 'admin'] as const;
type Caller = (typeof callers)[number];
const signedIn: Caller[] = ['employee', 'supervisor', 'officer', 'admin'];
/** The roles table of docs/product.md, written out here rather than read from the server. */
const admits: Record<Access, Caller[]> = {
  public: [...callers],
  user: signedIn,
  'password-change': signedIn,
  reviewer: ['supervisor', 'officer', 'admin'],
  officer: ['officer', 'admin'],
  admin: ['admin'],
};
const someId = '4c8a3f0e-2b7d-4e61-9a35-0f1e2d3c4b5a';

const expectedStatus = (rule: [Access, number], caller: Caller): number => {
  const [access, admitted] = rule;
  if (admits[access].includes(caller)) return admitted;
  return caller === 'anonymous' ? 401 : 403;
};

type Call = (request: { method: string; path: string; cookie?: string; body?: object }) => Promise<number>;
type Signed = { cookies: Partial<Record<Caller, string>>; ownIds: Partial<Record<Caller, string>> };

/** Every route for every caller; sign-out last, since it ends the caller's session. */
const runMatrix = async (routeKeys: string[], call: Call, { cookies, ownIds }: Signed) => {
  const mismatches: string[] = [];
  const serverErrors: string[] = [];
  let calls = 0;
  const ordered = [...routeKeys].sort(
    (a, b) => Number(a === 'POST /api/logout') - Number(b === 'POST /api/logout'),
  );
  for (const key of ordered) {
    const [method, url] = key.split(' ') as [string, string];
    for (const caller of callers) {
      const path = url
        .replace(':documentId', someId)
        .replace(':incidentId', someId)
        .replace(':employeeId', someId)
        .replace(':statementId', someId)
        .replace(':role', 'witness')
        .replace(':id', someId)
        .replace(':version', '1')
        .replace(':year', '2025')
        .replace(':sha256', 'a'.repeat(64))
        .replace(':projection', 'incidents')
        .replace(':userId', ownIds[caller] ?? someId);
      const status = await call({
        method,
        path,
        cookie: cookies[caller],
        ...(method === 'GET' || method === 'DELETE' ? {} : { body: {} }),
      });
      calls++;
      const want = expectedStatus(designed[key]!, caller);
      if (status >= 500) serverErrors.push(`${key} as ${caller}: ${status}`);
      if (status !== want) mismatches.push(`${key} as ${caller}: expected ${want}, got ${status}`);
    }
  }
  return { mismatches, serverErrors, calls };
};

describe('role-by-route matrix', () => {
  let t: TestApp;
  const signed: Signed = { cookies: {}, ownIds: {} };

  beforeAll(async () => {
    t = await startTestApp();
    for (const caller of callers) {
      if (caller === 'anonymous') continue;
      signed.cookies[caller] = await t.signIn(caller);
      signed.ownIds[caller] = (
        await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: signed.cookies[caller] } })
      ).json().id;
    }
  });
  afterAll(async () => t.close());

  it('lists exactly the routes the servers serve, each with its designed rule', () => {
    const served = Object.fromEntries(t.app.routeRules.map((r) => [`${r.method} ${r.url}`, r.access]));
    expect(served).toEqual(
      Object.fromEntries(Object.entries(designed).map(([key, [access]]) => [key, access])),
    );
  });

  it("refuses an employee another employee's work; a supervisor reads their department's, an admin anyone's", async () => {
    const users = (
      await t.app.inject({ method: 'GET', url: '/api/users', headers: { cookie: signed.cookies.admin! } })
    ).json();
    const idOf = (username: string) => users.find((u: { username: string }) => u.username === username).id;
    for (const path of ['tasks', 'training-assignments', 'document-assignments', 'files']) {
      const own = await t.app.inject({
        method: 'GET',
        url: `/api/users/${idOf('employee')}/${path}`,
        headers: { cookie: signed.cookies.employee! },
      });
      const other = await t.app.inject({
        method: 'GET',
        url: `/api/users/${idOf('lwilson')}/${path}`,
        headers: { cookie: signed.cookies.employee! },
      });
      const byAdmin = await t.app.inject({
        method: 'GET',
        url: `/api/users/${idOf('lwilson')}/${path}`,
        headers: { cookie: signed.cookies.admin! },
      });
      // The demo supervisor runs Production: the demo employee's department, not lwilson's (Warehouse).
      const bySupervisor = await Promise.all(
        ['employee', 'lwilson'].map(async (username) => {
          const response = await t.app.inject({
            method: 'GET',
            url: `/api/users/${idOf(username)}/${path}`,
            headers: { cookie: signed.cookies.supervisor! },
          });
          return response.statusCode;
        }),
      );
      expect([path, own.statusCode, other.statusCode, byAdmin.statusCode, ...bySupervisor]).toEqual([
        path,
        200,
        403,
        200,
        200,
        403,
      ]);
    }
  });

  it('answers every route for anonymous, employee, supervisor, safety officer and admin with its exact status', async () => {
    const { mismatches, serverErrors, calls } = await runMatrix(
      t.app.routeRules.map((r) => `${r.method} ${r.url}`),
      async ({ method, path, cookie, body }) => {
        const response = await t.app.inject({
          method: method as 'GET',
          url: path,
          headers: cookie ? { cookie } : {},
          ...(body ? { payload: body } : {}),
          payloadAsStream: isStream(path),
        });
        if (isStream(path)) response.stream().destroy();
        return response.statusCode;
      },
      signed,
    );
    expect(serverErrors).toEqual([]);
    expect(mismatches).toEqual([]);
    expect(calls).toBe(Object.keys(designed).length * callers.length);
  });
});

describe('role-by-route matrix against the app as npm start runs it', () => {
  let app: RunningApp;
  const signed: Signed = { cookies: {}, ownIds: {} };

  beforeAll(async () => {
    app = await startRunningApp({ env: { DEMO_PASSWORD } });
    for (const caller of callers) {
      if (caller === 'anonymous') continue;
      const login = await fetch(`${app.baseUrl}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: caller, password: DEMO_PASSWORD }),
      });
      expect(login.status).toBe(200);
      const cookie = login.headers
        .getSetCookie()
        .find((c) => c.startsWith('hs_session='))!
        .split(';')[0]!;
      signed.cookies[caller] = cookie;
      signed.ownIds[caller] = ((await login.json()) as { id: string }).id;
    }
  }, 180_000);
  afterAll(async () => app?.stop());

  it('answers every route over HTTP exactly as through inject, and never with a 5xx', async () => {
    const { mismatches, serverErrors, calls } = await runMatrix(
      Object.keys(designed),
      async ({ method, path, cookie, body }) => {
        const response = await fetch(`${app.baseUrl}${path}`, {
          method,
          headers: {
            ...(cookie ? { cookie } : {}),
            ...ourPageHeaders(app.baseUrl),
            ...(body ? { 'content-type': 'application/json' } : {}),
          },
          ...(body ? { body: JSON.stringify(body) } : {}),
          signal: AbortSignal.timeout(15_000),
        });
        if (isStream(path)) await response.body?.cancel();
        else await response.arrayBuffer();
        return response.status;
      },
      signed,
    );
    expect(serverErrors).toEqual([]);
    expect(mismatches).toEqual([]);
    expect(calls).toBe(Object.keys(designed).length * callers.length);
  }, 120_000);
});
