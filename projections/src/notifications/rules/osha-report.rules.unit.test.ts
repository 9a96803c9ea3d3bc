import { caseDecision, type RecordkeepingDecision } from '@hs/domain';
import { describe, expect, it } from 'vitest';
import { oshaReportOwed, severeEventOf } from './osha-report.rules.ts';
import { fakeContext, person, stored } from './rule-test-context.ts';

const people = [person('admin', 'admin'), person('officer', 'safety-officer'), person('boss', 'supervisor')];
const incident = {
  report_number: 'IR-2026-000042',
  establishment_id: null,
  date: '2026-11-20',
  created_at: new Date('2026-11-20T15:00:00Z'),
  counted: true,
};
const decided = (decision: Partial<RecordkeepingDecision>, changed: string[] = ['hospitalizedOvernight']) =>
  stored(
    'RecordkeepingDecided',
    'recordkeeping-i1',
    { incidentId: 'i1', decision: caseDecision(decision), changed },
    'officer',
  );

describe('a case OSHA must be told of', () => {
  it('is a work-related death within 30 days, an in-patient stay, an amputation or loss of an eye', () => {
    expect(severeEventOf(caseDecision({ outcome: 'death', dateOfDeath: '2026-12-20' }), '2026-11-20')).toBe(
      'fatality',
    );
    expect(
      severeEventOf(caseDecision({ outcome: 'death', dateOfDeath: '2026-12-21' }), '2026-11-20'),
    ).toBeNull();
    expect(severeEventOf(caseDecision({ hospitalizedOvernight: true }), null)).toBe(
      'in-patient-hospitalization',
    );
    expect(severeEventOf(caseDecision({ amputationOrLossOfEye: true }), null)).toBe(
      'amputation-or-loss-of-eye',
    );
    expect(severeEventOf(caseDecision({ hospitalizedOvernight: true, workRelated: false }), null)).toBeNull();
  });

  it('tells every admin, urgent and mandatory, with the deadline in the place’s time and no medical word', async () => {
    const outcome = await oshaReportOwed.react(
      decided({ hospitalizedOvernight: true }),
      fakeContext(people, { incidents: [incident] }),
    );
    expect(outcome.notify?.map((d) => [d.recipientId, d.kind, d.urgent, d.mandatory])).toEqual([
      ['admin', 'osha-deadline', true, true],
    ]);
    expect(outcome.notify?.[0]?.body).toContain('Nov 21, 2026, 9:00 AM');
    expect(JSON.stringify(outcome)).not.toMatch(/hospital|death|amputat|eye/i);
  });

  it('tells nobody when the decision changed nothing that makes it one, or the report does not count', async () => {
    const ctx = fakeContext(people, { incidents: [incident] });
    expect(await oshaReportOwed.react(decided({ hospitalizedOvernight: true }, ['daysAway']), ctx)).toEqual(
      {},
    );
    const voided = fakeContext(people, { incidents: [{ ...incident, counted: false }] });
    expect(await oshaReportOwed.react(decided({ hospitalizedOvernight: true }), voided)).toEqual({});
  });
});
