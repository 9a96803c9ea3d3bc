import { describe, expect, it } from 'vitest';
import { testAppFor } from '../support/test-app-session.ts';

/** Due dates may be at most five years ahead: next year is always in range and not yet overdue. */
const nextYear = new Date().getUTCFullYear() + 1;

const app = testAppFor(['admin']);

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  cookie: string,
  payload?: object,
  token?: string,
) =>
  app.t.app.inject({
    method,
    url,
    headers: { cookie, ...(token ? { 'x-consistency-token': token } : {}) },
    ...(payload ? { payload } : {}),
  });

const newEmployee = {
  firstName: 'Omar',
  lastName: 'Haddad',
  email: 'omar.haddad@todco.example',
  username: 'ohaddad',
  department: 'TODCO',
  company: 'TODCO',
  position: 'Welder',
  workLocation: 'Plant 2',
};

describe('employee administration', () => {
  let omarId: string;
  let omar: string;

  it('adds an employee who then appears in the list and can sign in', async () => {
    const created = await call('POST', '/api/admin/employees', app.cookie.admin, newEmployee);
    expect(created.statusCode).toBe(201);
    omarId = created.json().id;
    const users = await call(
      'GET',
      '/api/users',
      app.cookie.admin,
      undefined,
      created.json().consistencyToken,
    );
    expect(users.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: omarId,
          username: 'ohaddad',
          firstName: 'Omar',
          company: 'TODCO',
          role: 'employee',
          isActive: true,
        }),
      ]),
    );
    const first = await app.t.signIn('ohaddad', created.json().temporaryPassword);
    const changed = await call('POST', '/api/user/password', first, {
      currentPassword: created.json().temporaryPassword,
      newPassword: 'welding-safely-1',
    });
    expect(changed.statusCode).toBe(200);
    omar = await app.t.signIn('ohaddad', 'welding-safely-1');
  });

  it('refuses an employee with missing fields, naming each, and appends nothing', async () => {
    const before = await app.t.eventCount();
    const response = await call('POST', '/api/admin/employees', app.cookie.admin, {
      firstName: 'X',
      company: 'ACME',
    });
    expect(response.statusCode).toBe(400);
    const fields = response.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(
      expect.arrayContaining(['lastName', 'email', 'username', 'department', 'company']),
    );
    expect(await app.t.eventCount()).toBe(before);
  });

  it('applies a role change to the sessions already open', async () => {
    expect((await call('GET', '/api/users', omar)).statusCode).toBe(403);
    const changed = await call('PATCH', `/api/admin/employees/${omarId}`, app.cookie.admin, {
      role: 'admin',
      position: 'Lead Welder',
    });
    expect(changed.statusCode).toBe(200);
    expect((await call('GET', '/api/users', omar)).statusCode).toBe(200);
    const me = await call('GET', '/api/user', omar, undefined, changed.json().consistencyToken);
    expect(me.json()).toMatchObject({ role: 'admin', position: 'Lead Welder' });
    await call('PATCH', `/api/admin/employees/${omarId}`, app.cookie.admin, { role: 'employee' });
  });

  it('does not let an administrator deactivate their own account', async () => {
    const adminId = (await call('GET', '/api/user', app.cookie.admin)).json().id;
    const response = await call('DELETE', `/api/admin/employees/${adminId}`, app.cookie.admin);
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe('You cannot deactivate your own account.');
  });

  it('assigns a training, which the employee then sees with its due date, overdue when past it', async () => {
    const trainings = (await call('GET', '/api/trainings', app.cookie.admin)).json();
    expect(trainings.map((x: { title: string }) => x.title)).toEqual(
      expect.arrayContaining([
        'Safety Orientation',
        'Equipment Training',
        'Emergency Procedures',
        'First Aid/CPR',
        'Hazmat Handling',
      ]),
    );
    const firstAid = trainings.find((x: { title: string }) => x.title === 'First Aid/CPR');
    const assigned = await call('POST', '/api/admin/assign-training', app.cookie.admin, {
      employeeId: omarId,
      trainingId: firstAid.id,
      dueDate: `${nextYear}-01-31`,
      notes: 'Before the new line opens',
    });
    expect(assigned.statusCode).toBe(201);
    // Assigned back when 2020-01-01 was still ahead: overdue now.
    app.t.setNow('2019-12-15T12:00:00.000Z');
    const late = await call('POST', '/api/admin/assign-training', app.cookie.admin, {
      employeeId: omarId,
      trainingId: firstAid.id,
      dueDate: '2020-01-01',
    });
    app.t.setNow(null);
    expect(late.statusCode).toBe(201);
    const pastDue = await call('POST', '/api/admin/assign-training', app.cookie.admin, {
      employeeId: omarId,
      trainingId: firstAid.id,
      dueDate: '2020-01-01',
    });
    expect(pastDue.statusCode).toBe(400);
    expect(pastDue.json().errors).toEqual([{ field: 'dueDate', reason: 'Must be today or later.' }]);
    const list = await call(
      'GET',
      `/api/users/${omarId}/training-assignments`,
      omar,
      undefined,
      late.json().consistencyToken,
    );
    expect(list.json()).toEqual([
      expect.objectContaining({ trainingTitle: 'First Aid/CPR', dueDate: '2020-01-01', status: 'overdue' }),
      expect.objectContaining({
        trainingTitle: 'First Aid/CPR',
        dueDate: `${nextYear}-01-31`,
        status: 'assigned',
        notes: 'Before the new line opens',
      }),
    ]);
  });

  it('refuses work for an unknown employee or training', async () => {
    const unknown = '0f0e0d0c-0b0a-4908-8706-050403020100';
    const noEmployee = await call('POST', '/api/admin/assign-training', app.cookie.admin, {
      employeeId: unknown,
      trainingId: unknown,
      dueDate: `${nextYear}-01-01`,
    });
    expect(noEmployee.statusCode).toBe(404);
    const noTraining = await call('POST', '/api/admin/assign-training', app.cookie.admin, {
      employeeId: omarId,
      trainingId: unknown,
      dueDate: `${nextYear}-01-01`,
    });
    expect(noTraining.statusCode).toBe(404);
    expect(noTraining.json().errors[0].field).toBe('trainingId');
  });

  it('creates a file requirement the employee sees', async () => {
    const created = await call('POST', '/api/admin/employee-files', app.cookie.admin, {
      employeeId: omarId,
      fileName: 'Welding certificate',
      fileType: 'safety-certificate',
      dueDate: `${nextYear}-06-30`,
      isRequired: true,
    });
    expect(created.statusCode).toBe(201);
    const files = await call(
      'GET',
      `/api/users/${omarId}/files`,
      omar,
      undefined,
      created.json().consistencyToken,
    );
    expect(files.json()).toEqual([
      expect.objectContaining({
        fileName: 'Welding certificate',
        fileType: 'safety-certificate',
        status: 'pending',
      }),
    ]);
  });

  it('assigns a task that its employee can move along, another employee cannot, and an admin can', async () => {
    const noTitle = await call('POST', '/api/employee-tasks', app.cookie.admin, {
      employeeId: omarId,
      title: '',
      description: '',
    });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().errors.map((e: { field: string }) => e.field)).toEqual(['title', 'description']);

    const created = await call('POST', '/api/employee-tasks', app.cookie.admin, {
      employeeId: omarId,
      title: 'Inspect welding bay ventilation',
      description: 'Check extraction fans and filters; record readings.',
      taskType: 'inspection',
      priority: 'high',
      dueDate: `${nextYear}-02-01`,
    });
    expect(created.statusCode).toBe(201);
    const taskId = created.json().id;
    const other = await app.t.signIn('employee');
    expect(
      (await call('PATCH', `/api/employee-tasks/${taskId}/status`, other, { status: 'completed' }))
        .statusCode,
    ).toBe(403);
    const started = await call('PATCH', `/api/employee-tasks/${taskId}/status`, omar, {
      status: 'in_progress',
    });
    expect(started.statusCode).toBe(200);
    const done = await call('PATCH', `/api/employee-tasks/${taskId}/status`, app.cookie.admin, {
      status: 'completed',
    });
    const tasks = await call(
      'GET',
      `/api/users/${omarId}/tasks`,
      omar,
      undefined,
      done.json().consistencyToken,
    );
    expect(tasks.json()).toEqual([
      expect.objectContaining({
        id: taskId,
        status: 'completed',
        priority: 'high',
        assignedByName: 'Alex Morgan',
        completedAt: expect.any(String),
      }),
    ]);
  });

  it('deactivates and reactivates an employee', async () => {
    const off = await call('DELETE', `/api/admin/employees/${omarId}`, app.cookie.admin);
    let users = await call('GET', '/api/users', app.cookie.admin, undefined, off.json().consistencyToken);
    expect(users.json().find((u: { id: string }) => u.id === omarId).isActive).toBe(false);
    const on = await call('POST', `/api/admin/employees/${omarId}/reactivate`, app.cookie.admin);
    users = await call('GET', '/api/users', app.cookie.admin, undefined, on.json().consistencyToken);
    expect(users.json().find((u: { id: string }) => u.id === omarId).isActive).toBe(true);
  });
});
