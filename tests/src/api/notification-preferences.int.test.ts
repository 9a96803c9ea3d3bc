import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS, notificationRoutes, type NotificationPreferences } from '@hs/contracts';
import { apiCalls } from '../support/api-calls.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let api: ReturnType<typeof apiCalls>;
const path = notificationRoutes.preferences;

beforeAll(async () => {
  t = await startTestApp({ TIME_ZONE: 'America/Chicago' });
  api = apiCalls(() => t, { employee: await t.signIn('employee'), officer: await t.signIn('officer') });
});
afterAll(async () => t?.close());

const preferencesOf = async (user: string): Promise<NotificationPreferences> =>
  api.ok(user, 'GET', path) as Promise<NotificationPreferences>;
const channelOf = (preferences: NotificationPreferences, kind: string) =>
  preferences.kinds.find((k) => k.kind === kind)?.channel;
const everyKindBy = (channel: 'app' | 'email' | 'digest') =>
  NOTIFICATION_KINDS.map((kind) => ({ kind, channel: kind === 'osha-deadline' ? 'email' : channel }));

describe('GET /api/notifications/preferences', () => {
  it('before any choice: every kind by e-mail at once, OSHA deadlines locked, the digest at 7 in the site zone', async () => {
    const preferences = await preferencesOf('officer');
    expect(preferences.kinds.map((k) => k.kind)).toEqual([...NOTIFICATION_KINDS]);
    expect(preferences.kinds.every((k) => k.channel === 'email')).toBe(true);
    expect(preferences.kinds.filter((k) => k.locked).map((k) => k.kind)).toEqual(['osha-deadline']);
    expect(preferences).toMatchObject({ digestHour: 7, timeZone: 'America/Chicago' });
  });

  it('is refused to someone signed out', async () => {
    const response = await t.app.inject({ method: 'GET', url: path });
    expect(response.statusCode).toBe(401);
  });
});

describe('PUT /api/notifications/preferences', () => {
  it("saves a person's choices, hour and zone, and leaves everyone else's alone", async () => {
    const body = {
      kinds: [
        { kind: 'training', channel: 'app' },
        { kind: 'assignment', channel: 'digest' },
      ],
      digestHour: 17,
      timeZone: 'Europe/Berlin',
    };
    await api.ok('employee', 'PUT', path, body);
    const saved = await preferencesOf('employee');
    expect(channelOf(saved, 'training')).toBe('app');
    expect(channelOf(saved, 'assignment')).toBe('digest');
    expect(channelOf(saved, 'incident-status')).toBe('email');
    expect(saved).toMatchObject({ digestHour: 17, timeZone: 'Europe/Berlin' });
    const officer = await preferencesOf('officer');
    expect(channelOf(officer, 'training')).toBe('email');
    expect(officer.digestHour).toBe(7);
  });

  it('a kind left out of a later save goes back to e-mail at once', async () => {
    await api.ok('employee', 'PUT', path, {
      kinds: everyKindBy('digest'),
      digestHour: 6,
      timeZone: 'America/Chicago',
    });
    expect(channelOf(await preferencesOf('employee'), 'overdue')).toBe('digest');
    await api.ok('employee', 'PUT', path, {
      kinds: [{ kind: 'training', channel: 'app' }],
      digestHour: 6,
      timeZone: 'America/Chicago',
    });
    const saved = await preferencesOf('employee');
    expect(channelOf(saved, 'overdue')).toBe('email');
    expect(channelOf(saved, 'training')).toBe('app');
  });

  const refused = async (body: object, field: string, reason: RegExp) => {
    const before = await preferencesOf('employee');
    const response = await api.call('employee', 'PUT', path, body);
    expect(response.status).toBe(400);
    expect(response.body.errors).toContainEqual({ field, reason: expect.stringMatching(reason) });
    expect(await preferencesOf('employee')).toEqual(before);
  };

  it('refuses an unknown time zone, naming the field, and changes nothing', () =>
    refused(
      { kinds: everyKindBy('app'), digestHour: 8, timeZone: 'Mars/Olympus_Mons' },
      'timeZone',
      /IANA time zone/,
    ));

  it('refuses switching OSHA deadlines off or into the digest', async () => {
    const kinds = everyKindBy('app');
    const at = kinds.findIndex((k) => k.kind === 'osha-deadline');
    for (const channel of ['app', 'digest'] as const) {
      kinds[at] = { kind: 'osha-deadline', channel };
      await refused(
        { kinds, digestHour: 8, timeZone: 'America/Chicago' },
        `kinds.${at}.channel`,
        /Required by law/,
      );
    }
  });

  it('refuses a kind listed twice, an unknown kind and an hour past 23', async () => {
    const twice = [
      { kind: 'training', channel: 'app' },
      { kind: 'training', channel: 'digest' },
    ];
    await refused({ kinds: twice, digestHour: 8, timeZone: 'UTC' }, 'kinds.1.kind', /listed twice/);
    await refused(
      { kinds: [{ kind: 'birthdays', channel: 'app' }], digestHour: 8, timeZone: 'UTC' },
      'kinds.0.kind',
      /./,
    );
    await refused({ kinds: [], digestHour: 24, timeZone: 'UTC' }, 'digestHour', /./);
  });

  it('keeps OSHA deadlines on e-mail when a save names them so', async () => {
    await api.ok('employee', 'PUT', path, {
      kinds: [{ kind: 'osha-deadline', channel: 'email' }],
      digestHour: 8,
      timeZone: 'UTC',
    });
    const saved = (await preferencesOf('employee')).kinds.find((k) => k.kind === 'osha-deadline');
    expect(saved).toEqual({ kind: 'osha-deadline', channel: 'email', locked: true });
  });
});
