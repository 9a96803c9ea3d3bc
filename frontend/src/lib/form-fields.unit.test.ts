import { describe, expect, it } from 'vitest';
import { NewEmployeeBody, ReportIncidentBody } from '@hs/contracts';
import { inputLimits } from './form-fields';

describe('inputs take their limits from the contract the server checks', () => {
  it('a required text field gets its maximum length and the required mark', () => {
    expect(inputLimits(NewEmployeeBody.shape, 'firstName')).toEqual({
      maxLength: 100,
      'aria-required': true,
    });
  });
  it('an optional field gets its maximum length only, however it is wrapped', () => {
    expect(inputLimits(ReportIncidentBody.shape, 'witnessName')).toEqual({ maxLength: 1000 });
  });
  it('a field the server requires by a rule is marked when the form says so', () => {
    expect(inputLimits(ReportIncidentBody.shape, 'witnessName', true)).toEqual({
      maxLength: 1000,
      'aria-required': true,
    });
  });
});
