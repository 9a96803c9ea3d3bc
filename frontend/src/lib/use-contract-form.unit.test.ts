import { describe, expect, it } from 'vitest';
import { AssignTrainingBody, NewEmployeeBody, ReassignActionBody } from '@hs/contracts';
import { contractResolver } from './use-contract-form';

const options = { fields: {}, shouldUseNativeValidation: false };

type Assignment = { trainingId: string; dueDate: string; notes: string };
const assignment = contractResolver(AssignTrainingBody, (values: Assignment) => ({
  employeeId: '0b5c3a4e-1f7a-4c35-9d0b-5b0f6f0a9e11',
  trainingId: values.trainingId,
  dueDate: values.dueDate,
  notes: values.notes.trim() || null,
}));

const messages = (errors: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(errors).map(([key, error]) => [key, (error as { message: string }).message]),
  );

describe('a form is checked by the request schema the server checks', () => {
  it('an empty choice or date reads Required, a wrong one the plain reason of the contract', async () => {
    const result = await assignment(
      { trainingId: '', dueDate: '2026-02-30', notes: 'x'.repeat(2001) },
      {},
      options,
    );
    expect(messages(result.errors)).toEqual({
      trainingId: 'Required',
      dueDate: 'Enter a valid date',
      notes: 'At most 2000 characters',
    });
  });

  it('an empty choice the contract words itself keeps its words', async () => {
    const reassign = contractResolver(ReassignActionBody, (values: { ownerId: string }) => values);
    const result = await reassign({ ownerId: '' }, {}, options);
    expect(messages(result.errors)).toEqual({ ownerId: 'Choose the new owner' });
  });

  it('a body the contract accepts is what the form sends, as built from the fields', async () => {
    const values = { trainingId: '5d1b7f0e-2a3c-4b4d-8e5f-6a7b8c9d0e1f', dueDate: '2026-03-01', notes: ' ' };
    await expect(assignment(values, {}, options)).resolves.toEqual({
      values: {
        employeeId: '0b5c3a4e-1f7a-4c35-9d0b-5b0f6f0a9e11',
        trainingId: values.trainingId,
        dueDate: '2026-03-01',
        notes: null,
      },
      errors: {},
    });
  });

  it("the form's own rules add their reasons to the contract's", async () => {
    const employee = contractResolver(
      NewEmployeeBody,
      (values: { firstName: string; username: string }) => ({
        firstName: values.firstName,
        lastName: 'Chen',
        email: 'jamie@example.com',
        username: values.username,
        department: 'Safety',
        company: 'IPSI' as const,
      }),
      (values) => (values.firstName.trim() ? {} : { firstName: 'Required' }),
    );
    const result = await employee({ firstName: '  ', username: 'jc' }, {}, options);
    expect(messages(result.errors)).toEqual({ firstName: 'Required', username: 'At least 3 characters' });
  });
});
