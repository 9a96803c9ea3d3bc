import { describe, expect, it } from 'vitest';
import { DecideRecordkeepingBody, type IncidentDetail, type RecordkeepingDecision } from '@hs/contracts';
import { contractResolver } from '@/lib/use-contract-form';
import {
  decisionOf,
  recordkeepingBodyOf,
  recordkeepingRules,
  recordkeepingValuesOf,
  type RecordkeepingValues,
} from './recordkeeping-values';

const incident = { workRelated: true, employeePosition: 'Forklift operator' } as IncidentDetail;
const options = { fields: {}, shouldUseNativeValidation: false };
const first = recordkeepingValuesOf(incident, null);

const reasons = async (values: RecordkeepingValues, current: RecordkeepingDecision | null = null) => {
  const check = contractResolver(DecideRecordkeepingBody, recordkeepingBodyOf, recordkeepingRules(current));
  const { errors } = await check(values, {}, options);
  return Object.fromEntries(
    Object.entries(errors).map(([key, e]) => [key, (e as { message: string }).message]),
  );
};

describe('the recordkeeping form checks the decision the server checks', () => {
  it('a first recordable decision asks for its outcome and case type, a death for its date', async () => {
    await expect(reasons({ ...first, outcome: 'death' })).resolves.toEqual({
      caseType: 'Required',
      dateOfDeath: 'Required',
    });
  });

  it('days beyond the contract and a malformed time get the contract reasons', async () => {
    const values = {
      ...first,
      outcome: 'days-away',
      caseType: 'injury',
      daysAway: '181',
      timeBeganWork: '7am',
    };
    await expect(reasons(values)).resolves.toEqual({
      daysAway: 'At most 180',
      timeBeganWork: 'Enter the time as HH:MM',
    });
  });

  it('changing the case type of a recorded decision asks why; more days alone do not', async () => {
    const recorded = { ...first, outcome: 'days-away', caseType: 'injury' };
    const current = decisionOf(recorded);
    await expect(reasons({ ...recorded, caseType: 'skin-disorder' }, current)).resolves.toEqual({
      reason: 'Say why the earlier decision changes',
    });
    await expect(reasons({ ...recorded, daysAway: '4' }, current)).resolves.toEqual({});
  });

  it('days an outcome does not count are sent as none, empty texts as null', () => {
    const body = recordkeepingBodyOf({ ...first, outcome: 'other-recordable', daysAway: '5', bodyPart: '' });
    expect(body).toMatchObject({ daysAway: 0, bodyPart: null, jobTitle: 'Forklift operator', reason: null });
  });
});
