import { describe, expect, it } from 'vitest';
import { withoutActor } from '../reactor.ts';
import { incidentChanged, incidentReported } from './incidents.rules.ts';
import { fakeContext, person, stored } from './rule-test-context.ts';

const people = [
  person('reporter', 'employee', { supervisorId: 'boss' }),
  person('boss', 'supervisor'),
  person('other-boss', 'supervisor'),
  person('officer', 'safety-officer'),
  person('gone', 'safety-officer', { isActive: false }),
  person('admin', 'admin'),
];
const reported = (data: object = {}) =>
  stored(
    'IncidentReported',
    'incident-i1',
    {
      incidentId: 'i1',
      reportNumber: 'IR-2026-000042',
      location: 'Warehouse',
      reportedBy: 'reporter',
      reporterName: 'Jamie Chen',
      description: 'Cut on the left hand',
      supervisors: [{ id: 'other-boss', name: 'Other' }],
      ...data,
    },
    'reporter',
  );

describe('incident reported', () => {
  it("tells the reporter's supervisor, the report's supervisors and active officers, each once", async () => {
    const outcome = await incidentReported.react(reported(), fakeContext(people));
    expect(outcome.notify?.map((d) => d.recipientId)).toEqual(['boss', 'other-boss', 'officer']);
    expect(outcome.notify?.[0]).toMatchObject({
      kind: 'incident-reported',
      link: '/incidents/i1',
      title: 'Incident IR-2026-000042 reported in Warehouse',
    });
    expect(outcome.notify?.some((d) => d.urgent)).toBe(false);
  });

  it('keeps the id of the reporter its text names, so an erasure finds them by id', async () => {
    const outcome = await incidentReported.react(reported(), fakeContext(people));
    expect(outcome.notify?.[0]?.body).toBe('Jamie Chen reported it. Open the report to review it.');
    expect(outcome.notify?.map((d) => d.named)).toEqual(
      Array(3).fill([{ id: 'reporter', name: 'Jamie Chen' }]),
    );
  });

  it('never names what happened', async () => {
    const outcome = await incidentReported.react(reported(), fakeContext(people));
    expect(JSON.stringify(outcome)).not.toMatch(/hand|cut/i);
  });

  it('does not tell a supervisor who reported it themself', async () => {
    const event = reported({ reportedBy: 'boss', supervisors: [{ id: 'boss', name: 'Boss' }] });
    const outcome = withoutActor(await incidentReported.react(event, fakeContext(people)), 'boss');
    expect(outcome.notify?.map((d) => d.recipientId)).toEqual(['officer']);
  });
});

describe('incident status changed or marked', () => {
  const ctx = fakeContext(people, {
    incidents: [{ report_number: 'IR-2026-000042', reported_by: 'reporter' }],
  });

  it('tells the reporter the new status, never the note', async () => {
    const event = stored('IncidentStatusChanged', 'incident-i1', {
      to: 'resolved',
      note: 'stitches at clinic',
    });
    const outcome = await incidentChanged.react(event, ctx);
    expect(outcome.notify?.map((d) => [d.recipientId, d.kind, d.title])).toEqual([
      ['reporter', 'incident-status', 'Incident IR-2026-000042 is now resolved'],
    ]);
    expect(JSON.stringify(outcome)).not.toContain('stitches');
  });

  it('tells the reporter it was marked a duplicate, void or counts again', async () => {
    const titles = await Promise.all(
      [
        stored('IncidentMarkedDuplicate', 'incident-i1', { duplicateOfReportNumber: 'IR-2026-000007' }),
        stored('IncidentVoided', 'incident-i1', { reason: 'test' }),
        stored('IncidentReinstated', 'incident-i1', { reason: 'test' }),
      ].map(async (event) => (await incidentChanged.react(event, ctx)).notify?.[0]?.title),
    );
    expect(titles).toEqual([
      'Incident IR-2026-000042 was marked a duplicate of IR-2026-000007',
      'Incident IR-2026-000042 was marked void',
      'Incident IR-2026-000042 counts again: its marking was undone',
    ]);
  });

  it('tells nobody of an anonymous report', async () => {
    const anonymous = fakeContext(people, { incidents: [{ report_number: 'IR-1', reported_by: null }] });
    expect(await incidentChanged.react(stored('IncidentVoided', 'incident-i1', {}), anonymous)).toEqual({});
  });
});
