import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { validReport } from '../support/incident-fixtures.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// Chicago is UTC-6 in winter: 05:30 UTC on Dec 1 is 23:30 on Nov 30 there, 06:30 UTC is 00:30 Dec 1.
const LAST_EVENING_OF_NOVEMBER = '2026-12-01T05:30:00Z';
const FIRST_NIGHT_OF_DECEMBER = '2026-12-01T06:30:00Z';

let t: TestApp;
let admin: string;
let employee: string;
let employeeId: string;
let token = '';

beforeAll(async () => {
  t = await startTestApp({ TIME_ZONE: 'America/Chicago' });
  admin = await t.signIn('admin');
  employee = await t.signIn('employee');
});
afterAll(async () => t.close());
afterEach(() => t.setNow(null));

const get = (url: string, cookie = admin) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { cookie, ...(token ? { 'x-consistency-token': token } : {}) },
  });
const post = async (url: string, payload: object, cookie = admin) => {
  const response = await t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
  expect(response.statusCode, response.body).toBeLessThan(300);
  token = response.json().consistencyToken ?? token;
  return response;
};

describe('GET /api/settings', () => {
  it('answers anyone with the fictitious demo contacts and the site zone', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/settings' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      safetyHotline: '1-800-555-0147',
      safetyEmail: 'safety@safetyhub.example.com',
      timeZone: 'America/Chicago',
    });
  });
});

describe('the calendar follows TIME_ZONE=America/Chicago, not UTC', () => {
  beforeAll(async () => {
    employeeId = (await get('/api/user', employee)).json().id;
    t.setNow(LAST_EVENING_OF_NOVEMBER);
    // A November incident, and a task due on November's last day.
    await post('/api/incidents', validReport({ date: '2026-11-30', type: 'near-miss' }), employee);
    await post('/api/employee-tasks', {
      employeeId,
      title: 'Check the eyewash station',
      description: 'Monthly check',
      dueDate: '2026-11-30',
    });
  });

  it('at 23:30 on Nov 30 it is still November: today, this month, nothing overdue', async () => {
    t.setNow(LAST_EVENING_OF_NOVEMBER);
    expect((await get('/api/settings')).json().today).toBe('2026-11-30');
    const metrics = (await get('/api/metrics/current')).json();
    expect(metrics).toMatchObject({ from: '2026-11-01', to: '2026-11-30' });
    expect(metrics.nearMissesCount).toBeGreaterThanOrEqual(1);
    const tasks = (await get(`/api/users/${employeeId}/tasks`)).json();
    expect(tasks.find((task: { title: string }) => task.title === 'Check the eyewash station').status).toBe(
      'assigned',
    );
    expect((await get('/api/compliance/summary')).json().compliance.asOf).toBe('2026-11-30');
    expect((await get('/api/admin/dashboard')).json().monthlyIncidents).toBeGreaterThanOrEqual(1);
  });

  it('at 00:30 on Dec 1 a new month starts: November leaves "this month", the task is overdue', async () => {
    t.setNow(FIRST_NIGHT_OF_DECEMBER);
    expect((await get('/api/settings')).json().today).toBe('2026-12-01');
    const metrics = (await get('/api/metrics/current')).json();
    expect(metrics).toMatchObject({
      from: '2026-12-01',
      to: '2026-12-01',
      nearMissesCount: 0,
      incidentsCount: 0,
    });
    const tasks = (await get(`/api/users/${employeeId}/tasks`)).json();
    expect(tasks.find((task: { title: string }) => task.title === 'Check the eyewash station').status).toBe(
      'overdue',
    );
    // November is now a past month: its figures stand on its last day.
    expect((await get('/api/compliance/summary?month=2026-11')).json().compliance.asOf).toBe('2026-11-30');
    expect((await get('/api/compliance/summary')).json().compliance.asOf).toBe('2026-12-01');
    expect((await get('/api/admin/dashboard')).json().monthlyIncidents).toBe(0);
  });

  it('the last 3 months and the year to date count back from the site day', async () => {
    t.setNow(FIRST_NIGHT_OF_DECEMBER);
    const quarter = (await get('/api/metrics/current?period=last-3-months')).json();
    expect(quarter).toMatchObject({ from: '2026-10-01', to: '2026-12-01' });
    expect(quarter.nearMissesCount).toBeGreaterThanOrEqual(1);
    expect((await get('/api/metrics/current?period=year-to-date')).json()).toMatchObject({
      from: '2026-01-01',
      to: '2026-12-01',
    });
  });

  it('refuses an unknown period or a malformed month with the field named', async () => {
    const period = await get('/api/metrics/current?period=last-week');
    expect(period.statusCode).toBe(400);
    expect(period.json().errors).toEqual([expect.objectContaining({ field: 'period' })]);
    const month = await get('/api/compliance/summary?month=2026-13');
    expect(month.statusCode).toBe(400);
    expect(month.json().errors).toEqual([expect.objectContaining({ field: 'month' })]);
    // Years 0 to 99 would be read as 1900 to 1999 by the calendar arithmetic.
    for (const early of ['0050-03', '0000-01']) {
      const ancient = await get(`/api/compliance/summary?month=${early}`);
      expect(ancient.statusCode, early).toBe(400);
      expect(ancient.json().errors).toEqual([expect.objectContaining({ field: 'month' })]);
    }
  });
});
