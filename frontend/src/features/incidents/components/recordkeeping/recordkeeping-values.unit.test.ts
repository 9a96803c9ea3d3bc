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
import type { AnswerValues } from './guided/answer-values';

const incident = { workRelated: true, employeePosition: 'Forklift operator' } as IncidentDetail;
const options = { fields: {}, shouldUseNativeValidation: false };
const first = recordkeepingValuesOf(incident, null);

/** The answers of a work-related new case with every criterion "no", changed by `change`. */
const answered = (
  change: Partial<AnswerValues>,
  fields: Partial<RecordkeepingValues> = {},
): RecordkeepingValues => ({
  ...first,
  ...fields,
  answers: {
    ...first.answers,
    workEnvironmentEvent: 'yes',
    exception: 'none',
    newCase: 'yes',
    death: 'no',
    daysAway: 'no',
    restrictedWork: 'no',
    lossOfConsciousness: 'no',
    significantDiagnosis: 'no',
    needlestick: 'no',
    medicalRemoval: 'no',
    hearingTest: 'no',
    tuberculosis: 'no',
    ...change,
  },
});

const reasons = async (values: RecordkeepingValues, current: RecordkeepingDecision | null = null) => {
  const check = contractResolver(DecideRecordkeepingBody, recordkeepingBodyOf, recordkeepingRules(current));
  const { errors } = await check(values, {}, options);
  return Object.fromEntries(
    Object.entries(errors).map(([key, e]) => [key, (e as { message: string }).message]),
  );
};

describe('the recordkeeping form checks the decision the server checks', () => {
  it('names the first question still unanswered, nothing preselected', async () => {
    await expect(reasons(first)).resolves.toEqual({ 'answers.workEnvironmentEvent': 'Required' });
    await expect(reasons(answered({ tuberculosis: '' }))).resolves.toMatchObject({
      'answers.tuberculosis': 'Required',
      'answers.medicalTreatment': 'Required',
    });
  });

  it('first aid alone gives a decision that is not recordable', () => {
    const d = decisionOf(answered({ firstAid: ['wound-covering', 'hot-cold-therapy'] }));
    expect(d).toMatchObject({ workRelated: true, newCase: true, recordable: false, outcome: null });
  });

  it('a prescription-strength medication makes it recordable as other recordable', () => {
    const d = decisionOf(answered({ medicalTreatment: ['prescription-medication'] }, { caseType: 'injury' }));
    expect(d).toMatchObject({ recordable: true, outcome: 'other-recordable' });
  });

  it('a recordable decision from the answers asks for the case type, a death for its date', async () => {
    await expect(reasons(answered({ death: 'yes', noTreatment: true }))).resolves.toEqual({
      caseType: 'Required',
      dateOfDeath: 'Required',
    });
  });

  it('a different outcome than the answers give needs a reason for the departure', async () => {
    const departs = answered(
      { noTreatment: true },
      { departs: true, recordable: 'yes', outcome: 'other-recordable', caseType: 'injury' },
    );
    await expect(reasons(departs)).resolves.toEqual({ departureReason: 'Say why the outcome differs' });
    expect(decisionOf({ ...departs, departureReason: 'Clinic note' })).toMatchObject({
      recordable: true,
      outcome: 'other-recordable',
      departureReason: 'Clinic note',
    });
  });

  it('days beyond the contract and a malformed time get the contract reasons', async () => {
    const values = answered(
      { daysAway: 'yes', noTreatment: true },
      { caseType: 'injury', daysAway: '181', timeBeganWork: '7am' },
    );
    await expect(reasons(values)).resolves.toEqual({
      daysAway: 'At most 180',
      timeBeganWork: 'Enter the time as HH:MM',
    });
  });

  it('changing the case type of a recorded decision asks why; more days alone do not', async () => {
    const recorded = answered({ daysAway: 'yes', noTreatment: true }, { caseType: 'injury', daysAway: '3' });
    const current = decisionOf(recorded);
    await expect(reasons({ ...recorded, caseType: 'skin-disorder' }, current)).resolves.toEqual({
      reason: 'Say why the earlier decision changes',
    });
    await expect(reasons({ ...recorded, daysAway: '4' }, current)).resolves.toEqual({});
  });

  it('answering the questions of a decision recorded before them is no change that needs a reason', async () => {
    const recorded = answered({ daysAway: 'yes', noTreatment: true }, { caseType: 'injury', daysAway: '3' });
    const older = { ...decisionOf(recorded), answers: null };
    await expect(reasons(recorded, older)).resolves.toEqual({});
  });

  it('days an outcome does not count are sent as none, empty texts as null', () => {
    const body = recordkeepingBodyOf(
      answered({ medicalTreatment: ['wound-closing-device'] }, { daysAway: '5', bodyPart: '' }),
    );
    expect(body).toMatchObject({
      outcome: 'other-recordable',
      daysAway: 0,
      bodyPart: null,
      jobTitle: 'Forklift operator',
      reason: null,
    });
    expect(body.answers).toMatchObject({ medicalTreatment: ['wound-closing-device'], audiogram: null });
  });
});
