import { describe, expect, it } from 'vitest';
import type { ChangeIncidentStatus } from './incident.commands.ts';
import { investigationOverride } from './investigation-gate.ts';
import { codeOf } from '../shared/given-events.ts';

const close = (
  role: string,
  overrideReason: string | null,
  unapprovedInvestigation: ChangeIncidentStatus['data']['unapprovedInvestigation'],
): ChangeIncidentStatus => ({
  type: 'ChangeIncidentStatus',
  data: { status: 'closed', note: 'Done', overrideReason, unapprovedInvestigation },
  metadata: { now: '2026-11-26T09:00:00.000Z', today: '2026-11-26', userId: 'u-1', userName: 'U', role },
});

describe('closing a recordable or severe incident before its investigation is approved', () => {
  it('is refused without a reason, naming the override field', () => {
    expect(() => investigationOverride(close('admin', null, { state: 'in-review' }))).toThrow(
      expect.objectContaining({ code: 'InvestigationNotApproved', fields: ['overrideReason'] }),
    );
    expect(codeOf(() => investigationOverride(close('admin', ' ', { state: 'none' })))).toBe(
      'InvestigationNotApproved',
    );
  });

  it("is refused with a safety officer's reason: only an admin may override", () => {
    expect(codeOf(() => investigationOverride(close('safety-officer', 'Urgent', { state: 'open' })))).toBe(
      'NotAllowed',
    );
  });

  it("is allowed with an admin's reason, which is recorded", () => {
    expect(investigationOverride(close('admin', ' Insurer asked ', { state: 'open' }))).toEqual({
      reason: 'Insurer asked',
      investigationState: 'open',
    });
  });

  it('is not held back once approved or when not needed', () => {
    expect(investigationOverride(close('safety-officer', null, null))).toBeNull();
  });
});
