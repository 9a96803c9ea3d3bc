import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validReport } from '../support/incident-fixtures.ts';
import { testAppFor } from '../support/test-app-session.ts';

const app = testAppFor(['admin']);

/** Field names the routes know, so random bodies often hit real fields with wrong values. */
const knownFields = [
  'type',
  'severity',
  'location',
  'date',
  'time',
  'description',
  'employeeName',
  'contributingFactors',
  'status',
  'note',
  'expectedVersion',
  'firstName',
  'lastName',
  'email',
  'username',
  'department',
  'company',
  'role',
  'password',
  'employeeId',
  'trainingId',
  'documentId',
  'dueDate',
  'action',
  'fileName',
  'fileType',
  'isRequired',
  'title',
  'taskType',
  'priority',
  'userId',
  'completedOn',
  'maxAttendees',
  'duration',
  'requiresSignature',
  'deadline',
  'instructions',
  'signatureData',
  'acknowledged',
  'rememberMe',
  '__proto__',
  'constructor',
];
const nasty = fc.oneof(
  fc.constantFrom(
    "' OR 1=1 --",
    '"; DROP TABLE es_events; --',
    '<script>alert(1)</script>',
    '\u0000',
    '\ud800',
    '%00',
    '../../etc/passwd',
    '{{7*7}}',
    'NaN',
    '-1',
    '1e309',
  ),
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
);
const value = fc.letrec((tie) => ({
  any: fc.oneof(
    { depthSize: 'small' },
    nasty,
    fc.array(tie('any'), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom(...knownFields), tie('any'), { maxKeys: 3 }),
  ),
})).any;
const body = fc.oneof(
  fc.dictionary(fc.oneof(fc.constantFrom(...knownFields), fc.string()), value, { maxKeys: 8 }),
  value,
);
const rawBody = fc.oneof(
  fc.string(),
  fc.constantFrom('{', '{"a":', '[1,2', 'null', '""', '{"type":"injury",}', '\u0000'),
);
const segment = fc.oneof(
  fc.uuid(),
  fc.string({ minLength: 1, maxLength: 40 }).map(encodeURIComponent),
  fc.constantFrom('..', '%2e%2e', '0', '-1'),
);
const query = fc.dictionary(
  fc.constantFrom('limit', 'offset', 'status', 'search', 'x', 'asOf'),
  fc.string(),
  { maxKeys: 3 },
);
const headers = fc.record(
  {
    'idempotency-key': fc.string(),
    'x-consistency-token': fc.string(),
    'x-request-id': fc.string(),
    'content-type': fc.constantFrom(
      'application/json',
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/json; charset=utf-8',
    ),
  },
  { requiredKeys: [] },
);

// Failed sign-ins are in the log on purpose (the audit trail); anything else appends nothing on a 4xx.
const recordsOnRefusal = new Set(['/api/login']);

describe('random and malformed input to every command route', () => {
  it('never answers 5xx, never appends on a 4xx, and every 4xx is problem+json (400s name the field)', async () => {
    const routes = app.t.app.routeRules.filter(
      (r) => ['POST', 'PATCH', 'DELETE', 'PUT'].includes(r.method) && r.url !== '/api/logout',
    );
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(
          segment,
          segment,
          fc.oneof(
            body.map((b) => ({ json: b })),
            rawBody.map((r) => ({ raw: r })),
          ),
          query,
          headers,
          async (a, b, payload, q, h) => {
            const path = route.url
              .replace(':id', a)
              .replace(':documentId', a)
              .replace(':userId', b)
              .replace(':version', b);
            const search = new URLSearchParams(q).toString();
            const before = await app.t.eventCount();
            const safeHeaders = Object.fromEntries(
              Object.entries(h).filter(([, v]) => /^[\t\x20-\x7e]*$/.test(v)),
            );
            const response = await app.t.app.inject({
              method: route.method as 'POST',
              url: search ? `${path}?${search}` : path,
              headers: { cookie: app.cookie.admin, ...safeHeaders },
              payload: 'raw' in payload ? payload.raw : JSON.stringify(payload.json),
            });
            const where = `${route.method} ${route.url} -> ${response.statusCode} ${response.body.slice(0, 200)}`;
            expect(response.statusCode, where).toBeLessThan(500);
            if (response.statusCode >= 400) {
              expect(response.headers['content-type'], where).toMatch(/^application\/problem\+json/);
              const problem = response.json();
              expect(problem.status, where).toBe(response.statusCode);
              if (response.statusCode === 400 && problem.title === 'Invalid request') {
                expect(problem.errors?.[0]?.field, where).toEqual(expect.any(String));
              }
              if (!recordsOnRefusal.has(route.url)) expect(await app.t.eventCount(), where).toBe(before);
            }
          },
        ),
        { numRuns: 40, seed: 20261122 },
      );
    }
  });

  it('returns normal results for SQL injection strings in every search and filter parameter', async () => {
    const employee = await app.t.signIn('employee');
    const created = await app.t.app.inject({
      method: 'POST',
      url: '/api/incidents',
      headers: { cookie: employee },
      payload: validReport({ location: 'Boiler room' }),
    });
    const token = { 'x-consistency-token': created.json().consistencyToken };
    const found = await app.t.app.inject({
      method: 'GET',
      url: '/api/incidents?search=boiler',
      headers: { cookie: app.cookie.admin, ...token },
    });
    expect(found.json()).toHaveLength(1);
    // Wildcards and quotes are searched for literally: none of them occurs in the report.
    const attacks = [
      "' OR '1'='1",
      "'; DROP TABLE incidents; --",
      '%',
      '_',
      '\\',
      "1' UNION SELECT password_hash FROM employees --",
    ];
    for (const attack of attacks) {
      const q = encodeURIComponent(attack);
      const search = await app.t.app.inject({
        method: 'GET',
        url: `/api/incidents?search=${q}`,
        headers: { cookie: app.cookie.admin },
      });
      expect(search.statusCode).toBe(200);
      expect(search.json()).toEqual([]);
      for (const url of [
        `/api/incidents?status=${q}`,
        `/api/incidents?severity=${q}`,
        `/api/incidents?limit=${q}`,
      ]) {
        const response = await app.t.app.inject({
          method: 'GET',
          url,
          headers: { cookie: app.cookie.admin },
        });
        expect(response.statusCode, url).toBe(400);
        expect(response.headers['content-type']).toMatch(/problem\+json/);
      }
    }
    const tables = await app.t.pool.query(
      `SELECT count(*)::int AS n FROM pg_tables WHERE tablename = 'incidents'`,
    );
    expect(tables.rows[0].n).toBe(1);
  });
});
