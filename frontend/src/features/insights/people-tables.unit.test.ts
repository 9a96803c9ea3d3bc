import { describe, expect, it } from 'vitest';
import type { InsightsAnswer } from '@hs/contracts';
import { peopleTable } from './people-tables';

const department = (name: string, training: [number, number], signatures: [number, number]) => ({
  department: name,
  employees: 4,
  trainingOnTime: training[0],
  trainingDue: training[1],
  signaturesAwaiting: signatures[0],
  signaturesOwed: signatures[1],
});

describe('the people table of Insights', () => {
  const answer = {
    people: {
      departments: [department('Production', [2, 3], [1, 4]), department('Q&A Lab', [0, 0], [0, 0])],
      documents: [],
    },
  } as unknown as InsightsAnswer;

  it('says the rates in whole percent, and "None" where nothing was owed', () => {
    expect(peopleTable(answer).rows.map((r) => r.cells)).toEqual([
      ['Production', 4, '2 of 3', '67%', '1 of 4', '75%'],
      ['Q&A Lab', 4, '0 of 0', 'None due', '0 of 0', 'None owed'],
    ]);
  });

  it('links a department to the Training Matrix opened on it, its name escaped', () => {
    expect(peopleTable(answer).rows.map((r) => r.href)).toEqual([
      '/training/matrix?department=Production',
      '/training/matrix?department=Q%26A+Lab',
    ]);
  });
});
