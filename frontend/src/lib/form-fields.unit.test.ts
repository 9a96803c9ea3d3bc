import { describe, expect, it } from 'vitest';
import { AssignTrainingBody, NewEmployeeBody, ReportIncidentBody } from '@hs/contracts';
import { inputLimits, schemaErrors } from './form-fields';

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
    expect(inputLimits(ReportIncidentBody.shape, 'employeeName', true)).toEqual({
      maxLength: 200,
      'aria-required': true,
    });
  });
});

describe('a body the contract refuses gives one plain reason per field', () => {
  it('names each wrong field in words, not validator text', () => {
    expect(
      schemaErrors(AssignTrainingBody, {
        employeeId: '0b5c3a4e-1f7a-4c35-9d0b-5b0f6f0a9e11',
        trainingId: 'nope',
        dueDate: '2026-02-30',
        notes: 'x'.repeat(2001),
      }),
    ).toEqual({
      trainingId: 'Not a valid reference',
      dueDate: 'Enter a valid date',
      notes: 'At most 2000 characters',
    });
  });
});
