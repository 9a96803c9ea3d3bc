import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Access } from '@hs/infra';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The designed access rule of every API route. The test below reads the routes from the server
 * itself: a route added without a line here fails, and so does a route whose rule drifts.
 */
const designed: Record<string, Access> = {
  'POST /api/login': 'public',
  'POST /api/logout': 'public',
  'GET /api/openapi.json': 'public',
  'GET /healthz': 'public',
  'GET /readyz': 'public',
  'GET /api/user': 'user',
  'POST /api/incidents': 'user',
  'GET /api/incidents': 'user',
  'GET /api/incidents/:id': 'user',
  'GET /api/incidents/:id/history': 'user',
  'GET /api/incidents/:id/audit': 'admin',
  'PATCH /api/incidents/:id/status': 'admin',
  'GET /api/admin/dashboard': 'admin',
  'GET /api/admin/notifications': 'admin',
  'GET /api/admin/audit/verification': 'admin',
  'POST /api/admin/audit/verify': 'admin',
  'GET /api/admin/projections/parked': 'admin',
  'POST /api/admin/projections/:projection/parked/retry': 'admin',
  'GET /api/trainings': 'user',
  'GET /api/trainings/upcoming': 'user',
  'POST /api/trainings': 'admin',
  'POST /api/trainings/enroll': 'user',
  'POST /api/trainings/unenroll': 'user',
  'POST /api/trainings/:id/completions': 'user',
  'GET /api/users/:userId/trainings': 'user',
  'GET /api/metrics/current': 'user',
  'GET /api/compliance/summary': 'user',
  'PATCH /api/employee-tasks/:id/status': 'user',
  'GET /api/users/:userId/tasks': 'user',
  'GET /api/users/:userId/training-assignments': 'user',
  'GET /api/users/:userId/document-assignments': 'user',
  'GET /api/users/:userId/files': 'user',
  'GET /api/users': 'admin',
  'POST /api/admin/employees': 'admin',
  'PATCH /api/admin/employees/:id': 'admin',
  'DELETE /api/admin/employees/:id': 'admin',
  'POST /api/admin/employees/:id/reactivate': 'admin',
  'POST /api/admin/employees/:id/password-reset': 'admin',
  'POST /api/user/password': 'password-change',
  'POST /api/admin/assign-training': 'admin',
  'POST /api/admin/assign-document': 'admin',
  'POST /api/admin/employee-files': 'admin',
  'POST /api/employee-tasks': 'admin',
  'POST /api/documents': 'user',
  'POST /api/documents/:id/versions': 'user',
  'PATCH /api/documents/:id/signature-requirement': 'admin',
  'POST /api/documents/:id/retire': 'admin',
  'POST /api/documents/signatures': 'user',
  'GET /api/documents': 'user',
  'GET /api/documents/:id': 'user',
  'GET /api/documents/:id/versions/:version/download': 'user',
  'GET /api/documents/signatures/:documentId/user/:userId': 'user',
  'GET /api/users/:userId/documents/requiring-signature': 'user',
};

const roles = ['anonymous', 'employee', 'supervisor', 'officer', 'admin'] as const;
type Caller = (typeof roles)[number];

let t: TestApp;
const cookies: Partial<Record<Caller, string>> = {};
const ownIds: Partial<Record<Caller, string>> = {};
const someId = '4c8a3f0e-2b7d-4e61-9a35-0f1e2d3c4b5a';

beforeAll(async () => {
  t = await startTestApp();
  for (const role of roles) {
    if (role === 'anonymous') continue;
    cookies[role] = await t.signIn(role);
    ownIds[role] = (
      await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: cookies[role] } })
    ).json().id;
  }
});
afterAll(async () => t.close());

const expectedStatus = (access: Access, caller: Caller): 'allowed' | 401 | 403 => {
  if (access === 'public') return 'allowed';
  if (caller === 'anonymous') return 401;
  if (access === 'admin' && caller !== 'admin') return 403;
  return 'allowed';
};

describe('role-by-route matrix', () => {
  it('lists exactly the routes the servers serve, each with its designed rule', () => {
    const served = Object.fromEntries(t.app.routeRules.map((r) => [`${r.method} ${r.url}`, r.access]));
    expect(served).toEqual(designed);
  });

  it('answers every route as designed for anonymous, employee, supervisor, safety officer and admin', async () => {
    const observed: string[] = [];
    const mismatches: string[] = [];
    for (const { method, url, access } of t.app.routeRules) {
      if (url === '/api/logout') continue; // would end the callers' sessions mid-matrix; covered in auth tests
      for (const caller of roles) {
        // A user's own records are theirs to read; other users' are covered by the next test.
        const path = url.replace(':id', someId).replace(':userId', ownIds[caller] ?? someId);
        const response = await t.app.inject({
          method: method as 'GET',
          url: path,
          headers: cookies[caller] ? { cookie: cookies[caller] } : {},
          ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
        });
        const want = expectedStatus(access, caller);
        const ok =
          want === 'allowed'
            ? response.statusCode !== 401 && response.statusCode !== 403
            : response.statusCode === want;
        observed.push(`${method} ${url} ${caller} -> ${response.statusCode}`);
        if (!ok)
          mismatches.push(`${method} ${url} as ${caller}: expected ${want}, got ${response.statusCode}`);
      }
    }
    expect(mismatches).toEqual([]);
    expect(observed.length).toBeGreaterThan(100);
  });

  it("refuses an employee another employee's records, and gives an admin anyone's", async () => {
    const users = (
      await t.app.inject({ method: 'GET', url: '/api/users', headers: { cookie: cookies.admin! } })
    ).json();
    const idOf = (username: string) => users.find((u: { username: string }) => u.username === username).id;
    for (const path of ['tasks', 'training-assignments', 'document-assignments', 'files']) {
      const own = await t.app.inject({
        method: 'GET',
        url: `/api/users/${idOf('employee')}/${path}`,
        headers: { cookie: cookies.employee! },
      });
      const other = await t.app.inject({
        method: 'GET',
        url: `/api/users/${idOf('lwilson')}/${path}`,
        headers: { cookie: cookies.employee! },
      });
      const byAdmin = await t.app.inject({
        method: 'GET',
        url: `/api/users/${idOf('lwilson')}/${path}`,
        headers: { cookie: cookies.admin! },
      });
      expect([path, own.statusCode, other.statusCode, byAdmin.statusCode]).toEqual([path, 200, 403, 200]);
    }
  });
});
