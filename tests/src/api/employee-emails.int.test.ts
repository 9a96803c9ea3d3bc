import { randomUUID } from 'node:crypto';
import { claimExistingEmails } from '@hs/command-api';
import { describe, expect, it } from 'vitest';
import { testAppFor } from '../support/test-app-session.ts';

const app = testAppFor(['admin']);

const person = (username: string, email: string) => ({
  firstName: 'Sam',
  lastName: 'Quinn',
  email,
  username,
  department: 'TODCO',
  company: 'TODCO',
});
const create = (body: object) =>
  app.t.app.inject({
    method: 'POST',
    url: '/api/admin/employees',
    headers: { cookie: app.cookie.admin },
    payload: body,
  });
const patch = (id: string, body: object) =>
  app.t.app.inject({
    method: 'PATCH',
    url: `/api/admin/employees/${id}`,
    headers: { cookie: app.cookie.admin },
    payload: body,
  });
const emailRefusal = {
  status: 409,
  errors: [{ field: 'email', reason: 'Another employee already uses this e-mail address.' }],
};

describe('employee e-mail addresses are unique whatever their case', () => {
  it('refuses a second employee with the same address in other case, naming the field', async () => {
    expect((await create(person('squinn1', 'sam.quinn@todco.example'))).statusCode).toBe(201);
    const second = await create(person('squinn2', 'Sam.Quinn@TODCO.example'));
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject(emailRefusal);
  });

  it('lets exactly one of ten parallel registrations of one address win', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        create(person(`race${i}`, i % 2 ? 'RACE@todco.example' : 'race@todco.example')),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    for (const lost of answers.filter((a) => a.statusCode !== 201))
      expect(lost.json()).toMatchObject(emailRefusal);
  });

  it("refuses changing an employee's address to a colleague's, and frees the old one after a change", async () => {
    const a = (await create(person('moving1', 'moving.a@todco.example'))).json().id as string;
    const b = (await create(person('moving2', 'moving.b@todco.example'))).json().id as string;
    const clash = await patch(b, { email: 'MOVING.A@todco.example' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject(emailRefusal);
    expect((await patch(a, { email: 'moving.new@todco.example' })).statusCode).toBe(200);
    expect((await patch(b, { email: 'Moving.A@todco.example' })).statusCode).toBe(200);
    // Changing only the case of one's own address is no clash.
    expect((await patch(b, { email: 'moving.a@TODCO.example' })).statusCode).toBe(200);
  });

  it('claims addresses of employees registered before claims existed, the earliest first', async () => {
    const legacy = (id: string, username: string) =>
      app.t.store.append(
        `employee-${id}`,
        0,
        [
          {
            type: 'EmployeeRegistered',
            data: {
              ...person(username, 'Legacy@todco.example'),
              employeeId: id,
              role: 'employee',
              position: null,
              workLocation: null,
              registeredAt: new Date().toISOString(),
            },
          },
        ],
        {
          userId: null,
          userName: null,
          role: 'system',
          command: 'test',
          correlationId: randomUUID(),
          causationId: null,
          requestId: null,
          clientIp: null,
        },
      );
    const first = randomUUID();
    const second = randomUUID();
    await legacy(first, 'legacy1');
    await legacy(second, 'legacy2');
    // At once: the backfill reads to the log's last position, past any hold-back of the ordered
    // read behind a transaction in flight (the app's own projections).
    // The second one keeps the shared address unclaimed; everyone registered since holds theirs.
    expect(await claimExistingEmails(app.t.store)).toBe(1);
    const after = await create(person('legacy3', 'LEGACY@todco.example'));
    expect(after.json()).toMatchObject(emailRefusal);
    expect(await claimExistingEmails(app.t.store)).toBe(0);
  });
});
