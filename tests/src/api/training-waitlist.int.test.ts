import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { compareTokens } from '@hs/contracts';
import { injectAs } from '../support/api-calls.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp({ TIME_ZONE: 'Europe/Paris' });
  admin = await t.signIn('admin');
});
afterAll(async () => t.close());
afterEach(() => t.setNow(null));

const call = (url: string, cookie: string, payload?: object, token?: string) =>
  injectAs(t, payload ? 'POST' : 'GET', url, cookie, payload, token);

const addSession = async (title: string, maxAttendees: number, date = '2099-03-01', time = '09:00') => {
  const created = await call('/api/trainings', admin, {
    title,
    type: 'inperson',
    date,
    time,
    location: 'Room 1',
    duration: '2 hours',
    maxAttendees,
  });
  expect(created.statusCode).toBe(201);
  return created.json().id as string;
};

let people = 0;
const addPerson = async () => {
  people += 1;
  const username = `wait${people}`;
  const created = await call('/api/admin/employees', admin, {
    firstName: `Wait${people}`,
    lastName: 'Listed',
    email: `${username}@ipsi.example`,
    username,
    department: 'IPSI',
    company: 'IPSI',
  });
  return created.json().id as string;
};
const enroll = (trainingId: string, userId: string) =>
  call('/api/trainings/enroll', admin, { trainingId, userId });
const unenroll = (trainingId: string, userId: string) =>
  call('/api/trainings/unenroll', admin, { trainingId, userId });
const statusOf = async (userId: string, trainingId: string, token: string) => {
  const mine = (await call(`/api/users/${userId}/trainings`, admin, undefined, token)).json();
  return mine.find((x: { trainingId: string }) => x.trainingId === trainingId) ?? null;
};

describe('the waitlist of a full session', () => {
  it('puts latecomers in line and moves the first up when a registered person cancels', async () => {
    const session = await addSession('Fire Warden', 1);
    const [ana, ben, cy] = [await addPerson(), await addPerson(), await addPerson()];
    expect((await enroll(session, ana)).json()).toMatchObject({ status: 'registered' });
    const second = await enroll(session, ben);
    expect(second.json()).toMatchObject({
      status: 'waitlisted',
      waitlistPosition: 1,
      message: 'The session is full: Wait2 Listed is on the waitlist (position 1).',
    });
    const third = await enroll(session, cy);
    expect(await statusOf(cy, session, third.json().consistencyToken)).toMatchObject({
      status: 'waitlisted',
      waitlistPosition: 2,
    });

    const cancelled = await unenroll(session, ana);
    expect(cancelled.statusCode).toBe(200);
    const token = cancelled.json().consistencyToken;
    expect(await statusOf(ana, session, token)).toBeNull();
    expect(await statusOf(ben, session, token)).toMatchObject({ status: 'enrolled', waitlistPosition: null });
    expect(await statusOf(cy, session, token)).toMatchObject({ status: 'waitlisted', waitlistPosition: 1 });
    const catalogue = (await call('/api/trainings', admin, undefined, token)).json();
    expect(catalogue.find((x: { id: string }) => x.id === session)).toMatchObject({
      enrolledCount: 1,
      waitlistCount: 1,
      seatsLeft: 0,
    });
  });

  it('lets someone leave the waitlist without giving their place to anyone', async () => {
    const session = await addSession('Manual Handling', 1);
    const [ana, ben, cy] = [await addPerson(), await addPerson(), await addPerson()];
    await enroll(session, ana);
    await enroll(session, ben);
    await enroll(session, cy);
    const left = await unenroll(session, ben);
    expect(left.statusCode).toBe(200);
    const token = left.json().consistencyToken;
    expect(await statusOf(ana, session, token)).toMatchObject({ status: 'enrolled' });
    expect(await statusOf(cy, session, token)).toMatchObject({ status: 'waitlisted', waitlistPosition: 1 });
  });
});

describe('the waitlist under concurrency', () => {
  it('two seats given up at once go to the first two in line, in their order', async () => {
    const session = await addSession('Lockout Tagout', 2);
    const people = [];
    for (let i = 0; i < 5; i++) people.push(await addPerson());
    for (const person of people) await enroll(session, person);
    const [a, b, c, d, e] = people as [string, string, string, string, string];
    const cancelled = await Promise.all([unenroll(session, a), unenroll(session, b)]);
    expect(cancelled.map((r) => r.statusCode)).toEqual([200, 200]);
    const token = cancelled
      .map((r) => r.json().consistencyToken as string)
      .sort(compareTokens)
      .at(-1)!;
    expect(await statusOf(c, session, token)).toMatchObject({ status: 'enrolled' });
    expect(await statusOf(d, session, token)).toMatchObject({ status: 'enrolled' });
    expect(await statusOf(e, session, token)).toMatchObject({ status: 'waitlisted', waitlistPosition: 1 });
  });
});

describe('cancelling a registration', () => {
  it('is refused once the session has started, with the reason, and changes nothing', async () => {
    const session = await addSession('Working at Height', 5, '2030-06-15', '09:00');
    const ana = await addPerson();
    await enroll(session, ana);
    // 09:00 in Paris in June is 07:00 UTC: a minute before is still allowed, the start is not.
    t.setNow('2030-06-15T07:00:00.000Z');
    const before = await t.eventCount();
    const late = await unenroll(session, ana);
    expect(await t.eventCount()).toBe(before);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      errors: [
        {
          field: 'trainingId',
          reason: 'This session has already started: the registration can no longer be cancelled.',
        },
      ],
    });
    t.setNow('2030-06-15T06:59:00.000Z');
    expect((await unenroll(session, ana)).statusCode).toBe(200);
  });

  it('is refused for someone who is not registered, and an employee cannot cancel for a colleague', async () => {
    const session = await addSession('Ergonomics', 5);
    const ana = await addPerson();
    const notRegistered = await unenroll(session, ana);
    expect(notRegistered.statusCode).toBe(422);
    expect(notRegistered.json().detail).toBe('You are not registered for this training.');
    await enroll(session, ana);
    const employee = await t.signIn('employee');
    const forColleague = await call('/api/trainings/unenroll', employee, {
      trainingId: session,
      userId: ana,
    });
    expect(forColleague.statusCode).toBe(403);
  });
});
